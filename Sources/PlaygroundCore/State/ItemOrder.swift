/// The items' order, owned in one place: the identities as committed (what the order file stores), the
/// arrangement shown now (the committed one, or a reorder's tentative one), its inverse for O(1) lookups, the
/// version bumped on every commit, and the identity the next inserted item gets.
///
/// Only its operations change it, so the four stay consistent; `checkInvariants()` says whether they do (the soak's
/// `InvariantChecker` and the tests call it, in the manner of swift-collections' `_checkInvariants`).
///
///     var o = ItemOrder(itemCount: 3, saved: nil)   // committed [0, 1, 2]
///     o.show([1, 0, 2])                             // a reorder's tentative arrangement
///     o.commit()                                    // committed [1, 0, 2], version 1
public struct ItemOrder: Sendable {
    /// Item identities in display order, as committed.
    public private(set) var committed: [Int]
    /// Item identities in the order shown now: `committed`, or a tentative arrangement not yet committed.
    public private(set) var shown: [Int]
    /// The inverse of `shown`: positions[id] is item id's display index, or −1. Rebuilt when `shown` changes
    /// (O(n), like the layout's own update), so per-frame lookups are O(1).
    private var positions: [Int32] = []
    /// Bumped on every commit.
    public private(set) var version = 0
    /// The identity the next inserted item gets: above every identity in use.
    public private(set) var nextID: Int

    /// The identities beyond `itemCount` a saved order may hold (items inserted in an earlier session).
    static let savedIdentitySpan = 1_000_000

    /// `0 ..< itemCount`, or `saved` when it lists distinct identities in range (items inserted in an earlier
    /// session may be past `itemCount`; deleted ones are missing).
    public init(itemCount: Int, saved: [Int]?) {
        if let saved, Set(saved).count == saved.count,
           saved.allSatisfy({ $0 >= 0 && $0 < itemCount + Self.savedIdentitySpan }) {
            committed = saved
        } else {
            committed = Array(0..<itemCount)
        }
        shown = committed
        nextID = max(itemCount, (committed.max() ?? -1) + 1)
        index()
    }

    /// The number of items committed.
    public var count: Int { committed.count }

    /// Whether what is shown is item i at display index i for every i (no saved or edited order).
    public var showsIdentity: Bool { shown.indices.allSatisfy { shown[$0] == $0 } }

    /// Whether what is shown differs from what is committed (a reorder drag moved something).
    public var hasTentativeChanges: Bool { shown != committed }

    /// The display index of item `id` now, in O(1).
    public func displayIndex(ofItem id: Int) -> Int? {
        id >= 0 && id < positions.count && positions[id] >= 0 ? Int(positions[id]) : nil
    }

    /// The item shown at display index `index`, if there is one.
    public func item(at index: Int) -> Int? { shown.indices.contains(index) ? shown[index] : nil }

    /// Shows `arrangement` (tentatively until `commit()`).
    mutating func show(_ arrangement: [Int]) {
        shown = arrangement
        index()
    }

    /// Commits what is shown (a drop, an edit, a new item count).
    mutating func commit() {
        committed = shown
        version += 1
    }

    /// A fresh identity for an inserted item.
    mutating func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Shows `count` items: the committed identities below `count` in their order, then the missing ones appended
    /// (not yet committed); the next identity is above them all.
    mutating func showCount(_ count: Int) {
        var kept = committed.filter { $0 < count }
        let present = Set(kept)
        kept += (0..<count).filter { !present.contains($0) }
        nextID = max(count, (kept.max() ?? -1) + 1)
        show(kept)
    }

    private mutating func index() {
        let size = (shown.max() ?? -1) + 1
        if positions.count == size {
            for i in positions.indices { positions[i] = -1 }
        } else {
            positions = [Int32](repeating: -1, count: size)
        }
        for (index, id) in shown.enumerated() { positions[id] = Int32(truncatingIfNeeded: index) }
    }

    /// What does not hold of the order (empty when all does): committed identities are distinct, non-negative and
    /// below `nextID`; what is shown is a permutation of them; `positions` is exactly the inverse of `shown`.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if Set(committed).count != committed.count { problems.append("the order repeats an item") }
        if let low = committed.min(), low < 0 { problems.append("the order holds a negative identity \(low)") }
        if let high = committed.max(), high >= nextID { problems.append("identity \(high) is not below the next, \(nextID)") }
        if shown.sorted() != committed.sorted() { problems.append("shown items are not a permutation of the order") }
        if positions.count != (shown.max() ?? -1) + 1 {
            problems.append("the position index has \(positions.count) slots for \(shown.count) items")
        } else if positions.lazy.filter({ $0 >= 0 }).count != shown.count
                    || shown.indices.contains(where: { positions[shown[$0]] != Int32(truncatingIfNeeded: $0) }) {
            problems.append("the position index is not the inverse of the shown order")
        }
        return problems
    }

    /// Stops (in any build) when an invariant does not hold: for tests and debugging.
    public func checkInvariants() {
        let problems = invariantViolations()
        precondition(problems.isEmpty, "ItemOrder: " + problems.joined(separator: "; "))
    }
}
