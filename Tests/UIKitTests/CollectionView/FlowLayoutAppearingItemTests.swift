import Foundation
import Testing
import UIKit

/// UICollectionViewFlowLayout's `initialLayoutAttributesForAppearingItem(at:)` answers (UICollectionViewLayout's is
/// nil): outside a batch update, the item's attributes as the flow computes them (a subclass copying `super`'s answer
/// in `prepare()` reads the item's frame); in a batch, an inserted item at its place with alpha 0 (the flow layout's
/// default fade in), nil for the items that were there.
@MainActor @Suite struct FlowLayoutAppearingItemTests {
    final class Asking: UICollectionViewFlowLayout {
        var answers: [IndexPath: UICollectionViewLayoutAttributes?] = [:]
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            answers[itemIndexPath] = .some(a)
            return a
        }
    }

    @Test func outsideABatchTheAnswerIsTheItemsAttributes() throws {
        let layout = Asking()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let dataSource = RecordingDataSource([4])
        defer { withExtendedLifetime(dataSource) {} }
        cv.register(RecordingCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = dataSource
        cv.layoutIfNeeded()
        // Three 100-point items to a 320-point line (spaced 10 apart, justified): item 3 starts the second line.
        let a = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 0)))
        #expect(a.frame == layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        #expect(a.frame.minY == 110 && a.alpha == 1)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 9, section: 0)) == nil)

        layout.answers = [:]
        dataSource.counts = [5]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        let inserted = try #require(layout.answers[IndexPath(item: 0, section: 0)] ?? nil)
        #expect(inserted.alpha == 0 && inserted.frame.origin == .zero && inserted.frame.size == CGSize(width: 100, height: 100))
        // The item that was first is now second: it moves from where it was (no answer).
        #expect(layout.answers[IndexPath(item: 1, section: 0)] != nil)
        #expect(layout.answers[IndexPath(item: 1, section: 0)]! == nil)
    }
}
