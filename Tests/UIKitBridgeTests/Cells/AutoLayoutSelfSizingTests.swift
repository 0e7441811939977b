import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A cell as iOS developers write a self-sizing one with Auto Layout: a wrapping label pinned to the content view's
/// layout margins (8 points), and, for the flow layout, a width wish at 999 (not required, so the first pass at the
/// estimated width does not conflict).
private final class AutoLayoutCell: UICollectionViewCell {
    let label = UILabel()
    var widthWish: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

private final class Source: NSObject, UICollectionViewDataSource {
    /// 1, 30 and 60 words "ii": 1, 2 and 3 lines at 304 points.
    let texts = [1, 30, 60].map { Array(repeating: "ii", count: $0).joined(separator: " ") }
    let widthWish: CGFloat?

    init(widthWish: CGFloat?) { self.widthWish = widthWish }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "auto", for: indexPath) as! AutoLayoutCell
        cell.label.text = texts[indexPath.item]
        if let widthWish, cell.widthWish == nil {
            let wish = cell.label.widthAnchor.constraint(equalToConstant: widthWish)
            wish.priority = UILayoutPriority(999)
            wish.isActive = true
            cell.widthWish = wish
        }
        return cell
    }
}

@Suite struct AutoLayoutSelfSizingTests {
    /// The label heights at 304 points (the cells' widths less 2 × 8 of margins), as the label measures them.
    static func labelHeights(_ texts: [String]) -> [CGFloat] {
        texts.map { text in
            let l = UILabel()
            l.numberOfLines = 0
            l.text = text
            return l.sizeThatFits(CGSize(width: 304, height: 0)).height
        }
    }

    /// Flow layout, `estimatedItemSize` 100 × 50, cells sized by Auto Layout (`preferredLayoutAttributesFitting`'s
    /// default: `systemLayoutSizeFitting` at the fitting level): the width wish (999) beats the fitting level (50),
    /// so each cell is 304 + 16 = 320 wide and its label's wrapped height + 16 tall; rows 10 apart.
    @Test func flowCellsSizeThemselvesWithAutoLayout() {
        let source = Source(widthWish: 304)
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 50)
        var adapter = UIKitLayoutAdapter(name: "autolayout-flow", make: { cv in
            cv.register(AutoLayoutCell.self, forCellWithReuseIdentifier: "auto")
            cv.dataSource = source
            return flow
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
        let heights = Self.labelHeights(source.texts).map { $0 + 16 }
        #expect(heights[0] < heights[1] && heights[1] < heights[2])  // 1, 2 and 3 lines
        var y: CGFloat = 0
        for (i, h) in heights.enumerated() {
            let frame = flow.layoutAttributesForItem(at: Foundation.IndexPath(item: i, section: 0))!.frame
            #expect(frame == CGRect(x: 0, y: y, width: 320, height: h), "item \(i)")
            y += h + 10
        }
        #expect(flow.collectionViewContentSize.height == y - 10)
        #expect(flow.playgroundPreferredSizes.count == 3)
    }

    /// A compositional list with estimated heights (44): the width is the list's (required), the height the
    /// label's wrapped height + 16; the items stack with no spacing.
    @Test func compositionalListWithEstimatedHeights() {
        let source = Source(widthWish: nil)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var adapter = UIKitLayoutAdapter(name: "autolayout-list", make: { cv in
            cv.register(AutoLayoutCell.self, forCellWithReuseIdentifier: "auto")
            cv.dataSource = source
            return layout
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
        let heights = Self.labelHeights(source.texts).map { $0 + 16 }
        var y: CGFloat = 0
        for (i, h) in heights.enumerated() {
            let frame = layout.layoutAttributesForItem(at: Foundation.IndexPath(item: i, section: 0))!.frame
            #expect(abs(frame.minY - y) < 1e-6 && frame.width == 320 && abs(frame.height - h) < 1e-6, "item \(i): \(frame)")
            y += h
        }
        #expect(layout.playgroundPreferredSizes.count == 3)
    }

    /// `dump --views`: the first cell's view tree as JSON: the cell, its content view, the label with its text and
    /// the frame Auto Layout gave it (8 in, 304 wide).
    @Test func viewTreeOfADrawnCell() throws {
        let source = Source(widthWish: 304)
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 50)
        var adapter = UIKitLayoutAdapter(name: "autolayout-views", make: { cv in
            cv.register(AutoLayoutCell.self, forCellWithReuseIdentifier: "auto")
            cv.dataSource = source
            return flow
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
        let first = try #require(adapter.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: 0)))
        let tree = try #require(adapter.viewTree(for: first))
        let text = tree.serialized()
        #expect(text.hasPrefix(#"{"class":"AutoLayoutCell","frame":[0,0,320,"#), "\(text)")
        #expect(text.contains(#""class":"UIView""#))   // the content view
        #expect(text.contains(#"{"class":"UILabel","frame":[8,8,304,"#), "\(text)")
        #expect(text.contains(#""text":"ii""#))
    }
}
