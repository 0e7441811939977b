import Foundation
import Testing
import UIKit

/// A data source's batches and a diffable data source's `apply` reach the layout in UIKit's order
/// (UICollectionView+UpdateItems.swift), and an interactive movement asks the data source, the delegate and the
/// layout in UIKit's order (UICollectionView+InteractiveMovement.swift). A collection view 150 × 400 points over a
/// logging flow layout of 100 × 100 items, 10 points apart: one item per line (centered: x 25…125), lines at
/// y 0, 110, 220, 330, so four items are visible.
@MainActor @Suite(.serialized) struct DataSourceBatchTests {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var sections: [[String]]
        var log: [String] = []
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            log.append("can-move \(LoggingTestLayout.describe(indexPath))")
            return sections[indexPath.section][indexPath.item] != "locked"
        }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
            log.append("move-item \(LoggingTestLayout.describe(sourceIndexPath))>\(LoggingTestLayout.describe(destinationIndexPath))")
            let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                            toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            log.append("delegate \(LoggingTestLayout.describe(originalIndexPath))>\(LoggingTestLayout.describe(proposedIndexPath))")
            return proposedIndexPath
        }
    }

    func make(_ sections: [[String]], header: Bool = false) -> (UICollectionView, Source, LoggingTestLayout) {
        let layout = LoggingTestLayout()
        if header { layout.headerReferenceSize = CGSize(width: 150, height: 20) }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 400), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        if header {
            cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "header")
        }
        let source = Source(sections)
        cv.dataSource = source
        cv.delegate = source
        cv.layoutIfNeeded()
        layout.log = []
        _ = PlaygroundExceptions.take()
        return (cv, source, layout)
    }

    // MARK: Batches

    @Test func anInsertIsPreparedThenToldThenAskedThenFinalized() {
        let (cv, source, layout) = make([["a", "b", "c"]])
        source.sections = [["a", "new", "b", "c"]]
        cv.insertItems(at: [IndexPath(item: 1, section: 0)])
        #expect(layout.log == ["prepare", "updates insert ->0.1", "initial 0.0", "initial 0.1", "initial 0.2",
                               "initial 0.3", "final 0.0", "final 0.1", "final 0.2", "finalize"])
        #expect(cv.numberOfItems(inSection: 0) == 4)
        withExtendedLifetime(source) {}
    }

    @Test func aDeleteIsToldWithItsOldIndexPath() {
        let (cv, source, layout) = make([["a", "b", "c"]])
        source.sections = [["a", "c"]]
        cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(layout.log == ["prepare", "updates delete 0.1>-", "initial 0.0", "initial 0.1", "final 0.0",
                               "final 0.1", "final 0.2", "finalize"])
        withExtendedLifetime(source) {}
    }

    @Test func aMoveIsOneUpdateItemAndKeepsItsCell() {
        let (cv, source, layout) = make([["a", "b", "c"]])
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        source.sections = [["b", "c", "a"]]
        cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(layout.log == ["prepare", "updates move 0.0>0.2", "initial 0.0", "initial 0.1", "initial 0.2",
                               "final 0.0", "final 0.1", "final 0.2", "finalize"])
        #expect(cell != nil && cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        withExtendedLifetime(source) {}
    }

    /// A batch: deletes first, then inserts, moves, reloads (Apple: "Deletes are processed before inserts"),
    /// sections before items, a section's item NSNotFound; the header kind is asked for inserts and deletes, the
    /// headers visible after for their initial attributes and those visible before for their final ones.
    /// Before: header 0 at y 0…20, items 0.0 at 20…120, 0.1 at 130…230. After: section 1 appended (header at
    /// 230…250, item at 250…350), 0.1 reloaded.
    @Test func sectionsSupplementariesAndReloadsInOneBatch() {
        let (cv, source, layout) = make([["a", "b"]], header: true)
        source.sections = [["a", "b"], ["z"]]
        cv.performBatchUpdates({
            cv.reloadItems(at: [IndexPath(item: 1, section: 0)])
            cv.insertSections(IndexSet(integer: 1))
        })
        let header = UICollectionView.elementKindSectionHeader
        #expect(layout.log == ["prepare", "updates insert ->1.*, reload 0.1>0.1",
                               "initial 0.0", "initial 0.1", "initial 1.0", "final 0.0", "final 0.1",
                               "delete-supplementary \(header)", "insert-supplementary \(header)",
                               "initial \(header) 0.0", "initial \(header) 1.0", "final \(header) 0.0", "finalize"])
        withExtendedLifetime(source) {}
    }

    @Test func aDiffableApplyIsOneBatchOfItsDifferences() {
        let layout = LoggingTestLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 400), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, indexPath, _ in
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        cv.layoutIfNeeded()
        layout.log = []
        var next = NSDiffableDataSourceSnapshot<Int, String>()
        next.appendSections([0])
        next.appendItems(["c", "a", "x"])
        source.apply(next)
        // b deleted (old 0.1), x inserted (new 0.2), then the moves of the items that stay.
        #expect(layout.log.first == "prepare")
        #expect(layout.log.count > 1 && layout.log[1].hasPrefix("updates delete 0.1>-, insert ->0.2"))
        #expect(layout.log.suffix(4) == ["final 0.0", "final 0.1", "final 0.2", "finalize"])
        #expect(cv.numberOfItems(inSection: 0) == 3)
        withExtendedLifetime(source) {}
    }

    /// UIKit's consistency check: the layout hears no update items for a batch that does not add up (the
    /// collection view reloads instead), and nothing is lost.
    @Test func aBatchThatDoesNotAddUpIsAReloadWithoutUpdateItems() {
        let (cv, source, layout) = make([["a", "b", "c"]])
        source.sections = [["a", "b", "c", "d", "e"]]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(PlaygroundExceptions.take().first?.line.hasPrefix(
            "NSInternalInconsistencyException: Invalid update: invalid number of items in section 0.") == true)
        cv.layoutIfNeeded()
        #expect(!layout.log.contains { $0.hasPrefix("updates") } && !layout.log.contains("finalize"))
        #expect(cv.numberOfItems(inSection: 0) == 5 && cv.indexPathsForVisibleItems.count == 4)
        withExtendedLifetime(source) {}
    }

    // MARK: Interactive movement

    @Test func interactiveMovementAsksInUIKitsOrder() {
        let (cv, source, layout) = make([["a", "b", "c"]])
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.layoutIfNeeded()
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 275))   // over item 0.2 (220…320)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)   // shown at its target already
        #expect(cell?.center == CGPoint(x: 75, y: 275))                         // where the finger is
        cv.endInteractiveMovement()
        cv.layoutIfNeeded()
        #expect(source.log == ["can-move 0.0", "delegate 0.0>0.2", "move-item 0.0>0.2"])
        #expect(layout.log == ["moving-context 0.0>0.0", "prepare", "moving 0.0 at (75,50)",
                               "target 0.0 at (75,275) is 0.2", "moving-context 0.0>0.2", "prepare",
                               "moving 0.2 at (75,275)", "ending-context 0.0>0.2", "prepare"])
        #expect(source.sections == [["b", "c", "a"]])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cell && cell?.center == CGPoint(x: 75, y: 270))
    }

    @Test func aCancelledMovementPutsTheItemBackAndTellsTheDataSourceNothing() {
        let (cv, source, layout) = make([["a", "b", "c"]])
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 165))   // over item 0.1 (110…210)
        cv.cancelInteractiveMovement()
        cv.layoutIfNeeded()
        #expect(source.log == ["can-move 0.0", "delegate 0.0>0.1"])
        #expect(layout.log.suffix(3) == ["moving-context 0.0>0.1", "ending-context 0.1>0.0 cancelled", "prepare"])
        #expect(source.sections == [["a", "b", "c"]])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cell && cell?.center == CGPoint(x: 75, y: 50))
    }

    @Test func anItemTheDataSourceRefusesDoesNotMove() {
        let (cv, source, layout) = make([["locked", "b"]])
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 75, y: 165))
        cv.endInteractiveMovement()
        #expect(source.log == ["can-move 0.0"] && layout.log.isEmpty)
    }
}
