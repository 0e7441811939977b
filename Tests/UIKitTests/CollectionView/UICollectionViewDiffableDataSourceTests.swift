import Foundation
import Testing
import UIKit

/// Apple's "Implementing Modern Collection Views" shape: sections and items as Hashable values, cells from a
/// registration, the data from snapshots.
@MainActor final class FruitsController {
    enum Section: Hashable { case main, more }
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: gridLayout())
    var configured: [String] = []
    lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        configured.append(item)
    }
    lazy var dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
        [unowned self] collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
}

@MainActor @Suite struct UICollectionViewDiffableDataSourceTests {
    @Test func snapshotsCountSectionsAndItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"])  // the last section
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfItems(inSection: 1) == 1 && snapshot.itemIdentifiers(inSection: 0) == ["a", "b"])
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.moveItem("c", afterItem: "a")
        #expect(snapshot.itemIdentifiers == ["a", "c", "x", "b"])
        #expect(snapshot.sectionIdentifier(containingItem: "c") == 0 && snapshot.indexOfItem("b") == 3)
        snapshot.deleteItems(["x"])
        snapshot.moveSection(1, beforeSection: 0)
        #expect(snapshot.sectionIdentifiers == [1, 0] && snapshot.itemIdentifiers == ["a", "c", "b"])
        snapshot.deleteSections([0])
        #expect(snapshot.numberOfItems == 0 && snapshot.sectionIdentifiers == [1])
    }

    @Test func sectionSnapshotsShowTheExpandedTree() {
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["Fruit", "Vegetables"])
        section.append(["Apple", "Pear"], to: "Fruit")
        section.append(["Leek"], to: "Vegetables")
        #expect(section.visibleItems == ["Fruit", "Vegetables"])
        #expect(section.items == ["Fruit", "Apple", "Pear", "Vegetables", "Leek"])
        section.expand(["Fruit"])
        #expect(section.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(section.level(of: "Pear") == 1 && section.parent(of: "Pear") == "Fruit")
        section.delete(["Fruit"])
        #expect(section.items == ["Vegetables", "Leek"] && !section.contains("Apple"))
    }

    @Test func applyDrivesTheCollectionView() throws {
        let controller = FruitsController()
        var snapshot = NSDiffableDataSourceSnapshot<FruitsController.Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Apple", "Banana", "Cherry", "Date"])
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(controller.collectionView.dataSource === controller.dataSource)
        #expect(controller.collectionView.numberOfSections == 1 && controller.collectionView.numberOfItems(inSection: 0) == 4)
        controller.collectionView.layoutIfNeeded()
        #expect(controller.configured == ["Apple", "Banana", "Cherry", "Date"])
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Banana")

        snapshot.deleteItems(["Banana"])
        snapshot.appendSections([.more])
        snapshot.appendItems(["Elderberry", "Fig"], toSection: .more)
        var finished = false
        controller.dataSource.apply(snapshot) { finished = true }
        #expect(finished)
        #expect(controller.collectionView.numberOfSections == 2)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 3 && controller.collectionView.numberOfItems(inSection: 1) == 2)
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Cherry")
        #expect(controller.dataSource.indexPath(for: "Fig") == IndexPath(item: 1, section: 1))
        #expect(controller.dataSource.sectionIdentifier(for: 1) == .more)
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["Apple", "Cherry", "Date", "Elderberry", "Fig"])
        // Cherry's cell survived the delete: only the new items were configured.
        #expect(controller.configured == ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"])
    }

    @Test func reorderingGoesThroughTheHandlers() {
        let controller = FruitsController()
        var snapshot = NSDiffableDataSourceSnapshot<FruitsController.Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["A", "B", "C"])
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        var reordered: [String] = []
        controller.dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
        controller.dataSource.reorderingHandlers.didReorder = { reordered = $0.finalSnapshot.itemIdentifiers }
        let cv = controller.collectionView
        #expect(controller.dataSource.collectionView(cv, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(!controller.dataSource.collectionView(cv, canMoveItemAt: IndexPath(item: 2, section: 0)))
        controller.dataSource.collectionView(cv, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(reordered == ["B", "C", "A"])
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["B", "C", "A"])
    }

    @Test func appliedSectionSnapshotsShowTheirVisibleItems() {
        let controller = FruitsController()
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["Fruit"])
        section.append(["Apple", "Pear"], to: "Fruit")
        controller.dataSource.apply(section, to: .main, animatingDifferences: false)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 1)
        section.expand(["Fruit"])
        controller.dataSource.apply(section, to: .main)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(controller.dataSource.snapshot(for: .main).visibleItems == ["Fruit", "Apple", "Pear"])
    }

    /// Seeded random snapshot changes: after the batch the data source computes, the collection view shows what
    /// it shows when the new snapshot is its first (counts, visible index paths, each cell's item), as UIKit's
    /// consistency check demands of a batch.
    @Test func anAppliedDifferenceEndsWhereAReloadStarts() throws {
        var generator = SplitMix(seed: 35)
        for _ in 0..<200 {
            let old = randomSnapshot(&generator), new = randomSnapshot(&generator)
            let updated = FruitsController()
            updated.dataSource.apply(old, animatingDifferences: false)
            updated.collectionView.layoutIfNeeded()
            updated.dataSource.apply(new)
            let fresh = FruitsController()
            fresh.dataSource.apply(new, animatingDifferences: false)
            fresh.collectionView.layoutIfNeeded()
            let (a, b) = (updated.collectionView, fresh.collectionView)
            #expect(a.numberOfSections == b.numberOfSections)
            for s in 0..<b.numberOfSections { #expect(a.numberOfItems(inSection: s) == b.numberOfItems(inSection: s)) }
            #expect(a.indexPathsForVisibleItems == b.indexPathsForVisibleItems)
            for path in b.indexPathsForVisibleItems {
                let shown = (a.cellForItem(at: path)?.contentConfiguration as? UIListContentConfiguration)?.text
                #expect(shown == updated.dataSource.itemIdentifier(for: path), "\(old.itemIdentifiers) → \(new.itemIdentifiers)")
            }
        }
    }

    func randomSnapshot(_ g: inout SplitMix) -> NSDiffableDataSourceSnapshot<FruitsController.Section, String> {
        var snapshot = NSDiffableDataSourceSnapshot<FruitsController.Section, String>()
        let sections: [FruitsController.Section] = g.next() % 2 == 0 ? [.main, .more] : [.more]
        snapshot.appendSections(sections)
        var pool = (0..<8).map { "i\($0)" }
        for section in sections {
            let n = Int(g.next() % 5)
            var items: [String] = []
            for _ in 0..<n where !pool.isEmpty { items.append(pool.remove(at: Int(g.next() % UInt64(pool.count)))) }
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }
}

/// A small repeatable generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
