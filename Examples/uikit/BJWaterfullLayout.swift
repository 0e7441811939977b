// BJWaterfullLayout.swift: seed 001's waterfall ("BJWaterfullLayout"), translated from its Objective-C into UIKit
// Swift. Its delegate, the view controller's part, is in BJWaterfullLayout+Playground.swift beside it: the two
// files are one layout (docs/uikit.md, "A layout of several files"). It dumps exactly what the built-in
// `waterfall` dumps at its defaults.
//   playground run --layout-file Examples/uikit/BJWaterfullLayout.swift
import UIKit

/// The seed's one required delegate method: the height of item `index` at width `weight` (sic).
@objc protocol BJWaterfullLayoutDelegate: NSObjectProtocol {
    @objc func BJWaterfullLayout(_ layout: BJWaterfullLayout, index: Int, weight: CGFloat) -> CGFloat
}

/// Items in columns of equal width, each added below the shortest column (ties go left).
class BJWaterfullLayout: UICollectionViewLayout {
    /// Strong here: the playground has no view controller to own the delegate.
    var delegate: BJWaterfullLayoutDelegate?

    private var columnCount = 3
    private var columnSpace: CGFloat = 10
    private var rowSpace: CGFloat = 10
    private var sectionInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    private var columnYArray: [CGFloat] = []
    private var attributesArray: [UICollectionViewLayoutAttributes] = []

    init(delegate: BJWaterfullLayoutDelegate) {
        self.delegate = delegate
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        columnYArray = Array(repeating: sectionInsets.top, count: columnCount)
        attributesArray.removeAll()
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        for index in 0..<count {
            if let attributes = layoutAttributesForItem(at: IndexPath(item: index, section: 0)) {
                attributesArray.append(attributes)
            }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesArray.filter { $0.frame.intersects(rect) }
    }

    override var collectionViewContentSize: CGSize {
        let maxContent = columnYArray.max() ?? sectionInsets.top
        return CGSize(width: collectionView?.bounds.width ?? 0, height: maxContent + sectionInsets.bottom)
    }

    /// Called in order from prepare: places item `indexPath` below the shortest column so far.
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath.item < attributesArray.count { return attributesArray[indexPath.item] }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let weight = collectionView?.frame.size.width ?? 0
        let w = (weight - sectionInsets.left - sectionInsets.right - CGFloat(columnCount - 1) * columnSpace)
            / CGFloat(columnCount)
        let h = delegate?.BJWaterfullLayout(self, index: indexPath.item, weight: w) ?? w
        var minIndex = 0
        var minContent = columnYArray[0]
        for index in 0..<columnYArray.count where columnYArray[index] < minContent {
            minIndex = index
            minContent = columnYArray[index]
        }
        let x = sectionInsets.left + (w + columnSpace) * CGFloat(minIndex)
        let y = minContent + rowSpace
        attributes.frame = CGRect(x: x, y: y, width: w, height: h)
        columnYArray[minIndex] = y + h
        return attributes
    }
}
