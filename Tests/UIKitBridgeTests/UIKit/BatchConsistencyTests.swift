import Foundation
import Testing
import UIKit

/// UIKit's consistency check: an update whose counts do not add up is UIKit's exception text as one line, and the
/// collection view reloads from its data source (nothing lost) instead of stopping (playground-specific: reads the
/// package hook PlaygroundExceptions).
@MainActor @Suite(.serialized) struct BatchConsistencyTests {
    final class Source: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func make(_ counts: [Int]) -> (UICollectionView, Source) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source(counts)
        cv.dataSource = source
        cv.layoutIfNeeded()
        return (cv, source)
    }

    @Test func anInsertTheDataSourceDidNotMakeIsUIKitsExceptionAndNothingIsLost() {
        _ = PlaygroundExceptions.take()
        let (cv, source) = make([3])
        source.counts = [5]   // two items added, one said
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(PlaygroundExceptions.take().map(\.line) == [
            "NSInternalInconsistencyException: Invalid update: invalid number of items in section 0. The number of "
            + "items contained in an existing section after the update (5) must be equal to the number of items "
            + "contained in that section before the update (3), plus or minus the number of items inserted or "
            + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
            + "or out of that section (0 moved in, 0 moved out)."])
        // Nothing lost: the collection view shows what the data source has.
        #expect(cv.numberOfItems(inSection: 0) == 5)
        withExtendedLifetime(source) {}
    }

    @Test func updatesThatAddUpRaiseNothing() {
        _ = PlaygroundExceptions.take()
        let (cv, source) = make([3, 2])
        source.counts = [2, 4]
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
            cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
            cv.insertItems(at: [IndexPath(item: 3, section: 1), IndexPath(item: 0, section: 0)])
        })
        #expect(PlaygroundExceptions.take().isEmpty)
        #expect(cv.numberOfItems(inSection: 1) == 4)
        withExtendedLifetime(source) {}
    }

    @Test func aSectionCountThatDoesNotAddUpIsUIKitsSectionsMessage() {
        _ = PlaygroundExceptions.take()
        let (cv, source) = make([1])
        source.counts = [1, 1]
        cv.performBatchUpdates({})
        #expect(PlaygroundExceptions.take().map(\.reason) == [
            "Invalid update: invalid number of sections. The number of sections contained in the collection view "
            + "after the update (2) must be equal to the number of sections contained in the collection view before "
            + "the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."])
        #expect(cv.numberOfSections == 2)
        withExtendedLifetime(source) {}
    }
}
