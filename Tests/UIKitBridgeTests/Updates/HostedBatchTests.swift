import Foundation
@testable import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A hosted view controller's own batches in the window (Playground+HostedBatch.swift): the layout hears them once,
/// in UIKit's order, before the call returns, and the window animates them with its answers over
/// `Playground.batchUpdateDuration`, item by item.
///
/// The layout: 100 × 100 items, 10 apart, one to a line in a 150 × 400 viewport (item i at y 110 i … 110 i + 100). An
/// inserted item starts 100 points to the left of its place, transparent; a deleted item ends at x 200…300 on its
/// old line, transparent.
@Suite struct HostedBatchTests {
    final class SlidingLayout: LoggingTestLayout {
        var inserted: Set<Foundation.IndexPath> = [], deleted: Set<Foundation.IndexPath> = []

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
            deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: Foundation.IndexPath)
            -> UICollectionViewLayoutAttributes? {
            let answer = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            guard inserted.contains(itemIndexPath),
                  let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            else { return answer }
            a.center.x -= 100
            a.alpha = 0
            return a
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: Foundation.IndexPath)
            -> UICollectionViewLayoutAttributes? {
            let answer = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
            guard deleted.contains(itemIndexPath) else { return answer }
            let a = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
            a.frame = CGRect(x: 200, y: 110 * CGFloat(itemIndexPath.item), width: 100, height: 100)
            a.alpha = 0
            return a
        }
    }

    final class BatchingController: UICollectionViewController {
        var items = [0, 1, 2]
        let layout = SlidingLayout()
        init() { super.init(collectionViewLayout: layout) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.backgroundColor = items[indexPath.item] == 0 ? .red : .blue  // the first number red
            return cell
        }
        func insert(at i: Int) {
            items.insert(items.count + 10, at: i)
            collectionView.insertItems(at: [Foundation.IndexPath(item: i, section: 0)])
        }
        func delete(at i: Int) {
            items.remove(at: i)
            collectionView.performBatchUpdates { self.collectionView.deleteItems(at: [Foundation.IndexPath(item: i, section: 0)]) }
        }
        /// More items than the batch says: UIKit's consistency check.
        func miscountedInsert() {
            items += [100, 101]
            collectionView.insertItems(at: [Foundation.IndexPath(item: 0, section: 0)])
        }
    }

    func session() throws -> (Playground, BatchingController) {
        let p = try HostedSession.start("batching", viewport: Size(width: 150, height: 400), items: 3) { BatchingController() }
        let controller = try HostedSession.controller(p, as: BatchingController.self)
        playgroundOnMainActor { controller.layout.log = [] }
        return (p, controller)
    }

    static func drawn(_ list: DrawList, item id: Int) -> LayoutAttributes? {
        list.items.first { $0.itemID == id && $0.role == .content }?.attributes
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

    /// The insert reaches the layout once, in UIKit's order, when the controller calls `insertItems`; the frames
    /// that animate it ask nothing more (no second `prepare`, no second update).
    @Test func anInsertIsToldOnceInUIKitsOrder() throws {
        var (p, controller) = try session()
        playgroundOnMainActor { controller.insert(at: 1) }
        let expected = ["prepare", "updates insert ->0.1", "initial 0.0", "initial 0.1", "initial 0.2", "initial 0.3",
                        "final 0.0", "final 0.1", "final 0.2", "finalize"]
        #expect(playgroundOnMainActor { controller.layout.log } == expected)
        for t in stride(from: 1.0, through: 1.5, by: 1.0 / 60) { _ = p.advance(to: t) }
        #expect(playgroundOnMainActor { controller.layout.log } == expected)
        #expect(p.itemCount == 4)
        #expect(p.isSettled)
    }

    /// Halfway through the 0.25 s (easeInOut(0.5) = 0.5): the inserted item, at display index 1 (y 110…210), is
    /// 50 points left of its place at alpha 0.5; the item that was at index 1 slides from y 160 to 270 (centers),
    /// halfway at 215; item 0 does not move. At the end every item is where the layout puts it.
    @Test func anInsertedItemStartsFromTheLayoutsInitialAttributes() throws {
        var (p, controller) = try session()
        let x = try #require(p.layout().attributes(forItem: IndexPath(section: 0, item: 0))?.center.x)
        playgroundOnMainActor { controller.insert(at: 1) }
        let start = 1.0
        _ = p.advance(to: start)
        let half = p.advance(to: start + Playground.batchUpdateDuration / 2)
        let newID = try #require(p.displayOrder.count == 4 ? p.displayOrder[1] : nil)
        #expect(p.displayOrder == [0, newID, 1, 2] && newID == 3)
        let inserted = try #require(Self.drawn(half, item: newID))
        #expect(Self.near(inserted.center.x, x - 50) && Self.near(inserted.center.y, 160))
        #expect(Self.near(inserted.alpha, 0.5))
        #expect(Self.near(Self.drawn(half, item: 1)?.center.y, 215))
        #expect(Self.near(Self.drawn(half, item: 0)?.center.y, 50))
        let end = p.advance(to: start + Playground.batchUpdateDuration + 0.01)
        #expect(Self.near(Self.drawn(end, item: newID)?.center.x, x) && Self.near(Self.drawn(end, item: newID)?.alpha, 1))
        #expect(Self.near(Self.drawn(end, item: 2)?.center.y, 380))
    }

    /// A delete in `performBatchUpdates`: the deleted item (0) goes from its place (center (x, 50)) to the layout's
    /// final attributes (center (250, 50), transparent): halfway at ((x + 250) / 2, 50), alpha 0.5; item 1 moves up
    /// from 160 to 50, halfway 105.
    @Test func aDeletedItemEndsAtTheLayoutsFinalAttributes() throws {
        var (p, controller) = try session()
        let x = try #require(p.layout().attributes(forItem: IndexPath(section: 0, item: 0))?.center.x)
        playgroundOnMainActor { controller.delete(at: 0) }
        #expect(playgroundOnMainActor { controller.layout.log }.contains("updates delete 0.0>-"))
        let start = 1.0
        _ = p.advance(to: start)
        #expect(p.displayOrder == [1, 2])
        let half = p.advance(to: start + Playground.batchUpdateDuration / 2)
        let ghost = try #require(Self.drawn(half, item: 0))
        #expect(Self.near(ghost.center.x, (x + 250) / 2) && Self.near(ghost.center.y, 50) && Self.near(ghost.alpha, 0.5))
        // It is drawn as its cell was (red), not as the cell now at its old index path (blue): the data source no
        // longer has it.
        let pieces = half.items.filter { $0.role == .view && $0.itemID == 0 }
        #expect(!pieces.isEmpty && pieces.allSatisfy { $0.color.r == 255 && $0.color.b == 0 }, "\(pieces.map(\.color))")
        #expect(Self.near(Self.drawn(half, item: 1)?.center.y, 105))
        let end = p.advance(to: start + Playground.batchUpdateDuration + 0.01)
        #expect(Self.drawn(end, item: 0) == nil)
        #expect(p.isSettled)
    }

    /// A batch whose counts do not add up is UIKit's exception as a notice, and nothing is lost: the window shows
    /// the data source's five items (the count adoption), none animated from the layout's answers.
    @Test func aMiscountedBatchIsANoticeAndNothingIsLost() throws {
        var (p, controller) = try session()
        playgroundOnMainActor { controller.miscountedInsert() }
        #expect(!playgroundOnMainActor { controller.layout.log }.contains { $0.hasPrefix("updates") })
        _ = p.advance(to: 1)
        _ = p.advance(to: 2)
        #expect(p.itemCount == 5)
        #expect(p.notices.all.contains { $0.message.contains("invalid number of items in section 0") })
    }
}

/// A diffable data source's `apply(_:animatingDifferences:)` in the window: the items that stay keep their
/// identities (the window's item ids follow the data source's identifiers through the batch), an inserted one
/// starts from the layout's initial attributes; with `animatingDifferences: false` the new state shows at once.
extension HostedBatchTests {
    final class DiffableController: UIViewController {
        let layout = SlidingLayout()
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, _ in
                cv.dequeueReusableCell(withReuseIdentifier: "c", for: path)
            }
            apply(["a", "b", "c"], animated: false)
        }

        func apply(_ items: [String], animated: Bool) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(items)
            dataSource.apply(s, animatingDifferences: animated)
        }
    }

    func diffableSession() throws -> (Playground, DiffableController) {
        let p = try HostedSession.start("diffable", viewport: Size(width: 150, height: 400), items: 3) { DiffableController() }
        let controller = try HostedSession.controller(p, as: DiffableController.self)
        playgroundOnMainActor { controller.layout.log = [] }
        return (p, controller)
    }

    /// [a, b, c] → [x, a, c]: b (id 1) is deleted, x inserted at 0 (id 3), a and c keep ids 0 and 2. UIKit's order:
    /// the delete before the insert. Halfway, x is 50 points left of its place (y 0…100) at alpha 0.5, and a slides
    /// from center y 50 to 160, halfway 105.
    @Test func aDiffableApplyKeepsTheIdentitiesAndAnimates() throws {
        var (p, controller) = try diffableSession()
        let x = try #require(p.layout().attributes(forItem: IndexPath(section: 0, item: 0))?.center.x)
        playgroundOnMainActor { controller.apply(["x", "a", "c"], animated: true) }
        #expect(playgroundOnMainActor { controller.layout.log }.contains("updates delete 0.1>-, insert ->0.0"))
        let start = 1.0
        _ = p.advance(to: start)
        #expect(p.displayOrder == [3, 0, 2])
        let half = p.advance(to: start + Playground.batchUpdateDuration / 2)
        let inserted = try #require(Self.drawn(half, item: 3))
        #expect(Self.near(inserted.center.x, x - 50) && Self.near(inserted.center.y, 50) && Self.near(inserted.alpha, 0.5))
        #expect(Self.near(Self.drawn(half, item: 0)?.center.y, 105))
        #expect(!p.isSettled)
    }

    /// `apply(_:animatingDifferences: false)`: the same batch (the layout still hears it), shown at once.
    @Test func aDiffableApplyWithoutAnimationShowsAtOnce() throws {
        var (p, controller) = try diffableSession()
        playgroundOnMainActor { controller.apply(["x", "a", "c"], animated: false) }
        #expect(playgroundOnMainActor { controller.layout.log }.contains("updates delete 0.1>-, insert ->0.0"))
        let frame = p.advance(to: 1)
        #expect(p.displayOrder == [3, 0, 2])
        #expect(Self.near(Self.drawn(frame, item: 0)?.center.y, 160))
        #expect(Self.drawn(frame, item: 1) == nil)
        #expect(p.isSettled)
        #expect(playgroundOnMainActor { UIView.areAnimationsEnabled })
    }
}
