/// What a spec may ask of the solver, so its cost follows what is placed, not what a group could hold (issue 26:
/// three nested `count: 10000` groups asked for 10¹² cells; nested one-item groups doubled the time per level).
///
/// - A group holds at most `maximumCells` items: the top-level call caps `available`, and every nested group takes
///   from what is left, so one layout places at most that many cells whatever the nesting.
/// - Every measurement of a subitem is made once per top-level layout (`Memo`): a repeating group measures the next
///   copy to see whether it fits, and its parent measures the same subtree again for its own next copy; without the
///   memo each level of nesting doubled the work.
/// - Specs nest groups at most `maximumGroupDepth` deep, and nested counts multiply to at most `maximumCells`
///   (checked when a spec is decoded: CompositionalSpec+Codable.swift).
extension CompositionalSolver {
    /// Most cells one group places (nested groups included): as many as `maximumSubitems`, one screenful of the
    /// smallest useful cells many times over (10,000 cells of 1×1 points fill a 100×100 square).
    static let maximumCells = 10_000

    /// Deepest nesting of groups a spec may have (a section's group is depth 1). Apple's samples nest 3 deep; the
    /// limit keeps every recursion over a spec (decoding, solving, the kind checks) far from the stack's end.
    public static let maximumGroupDepth = 16

    /// Measurements made during one top-level layout, by subitem, container, first item and items available. The
    /// first item matters only when an estimated dimension lets the data decide (`hasEstimate`).
    final class Memo {
        struct Key: Hashable {
            var sub: NSCollectionLayoutSubitem
            var container: Size
            var first: Int
            var available: Int
        }

        private var pieces: [Key: GroupPiece] = [:]
        /// How many subitems were laid out (not found here): the solver's work, for the tests.
        private(set) var measurements = 0

        func piece(for sub: NSCollectionLayoutSubitem, in container: Size, first: Int, available: Int,
                   measure: () -> GroupPiece) -> GroupPiece {
            let key = Key(sub: sub, container: container, first: sub.hasEstimate ? first : 0, available: available)
            if let known = pieces[key] { return known }
            measurements += 1
            let piece = measure()
            pieces[key] = piece
            return piece
        }
    }
}

extension NSCollectionLayoutGroup {
    /// How many levels of groups this one nests, itself included (a group of items: 1).
    public var depth: Int {
        1 + subitems.reduce(0) { deepest, sub in
            if case .group(let g) = sub { return max(deepest, g.depth) }
            return deepest
        }
    }

    /// The fewest items one full group holds when items are plenty: a `count` multiplies what its subitem holds, a
    /// repeating group holds at least its first subitem (`count: 100` of `count: 100` items: 10,000; Int.max on
    /// overflow).
    public var minimumCapacity: Int {
        guard let first = subitems.first else { return 0 }
        let inner: Int
        switch first {
        case .item: inner = 1
        case .group(let g): inner = g.minimumCapacity
        }
        guard let n = count else { return inner }
        let (product, overflow) = n.multipliedReportingOverflow(by: inner)
        return overflow ? Int.max : product
    }
}
