@testable import PlaygroundCore
import Testing
import TestSupport

/// The solver's cost follows the cells it places (issue 26): a group holds at most `maximumCells` items whatever
/// its nested counts ask for, and nested groups are measured once each, not twice per level.
@Suite struct CompositionalLimitsTests {
    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// `count` copies of `inner`, filling the container.
    static func counted(_ inner: NSCollectionLayoutSubitem, count: Int, axis: Axis) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)), axis: axis,
                                subitems: [inner], count: count)
    }

    /// The issue's bomb, built in Swift (a spec is refused when decoded): three nested groups of `count: 1000`
    /// ask for 10⁹ cells in one group, laid out once with every item available. Before: 9.6 GB and no end.
    @Test func nestedCountsPlaceAtMostMaximumCells() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let inner = Self.counted(.item(item), count: 1000, axis: .horizontal)
        let middle = Self.counted(.group(inner), count: 1000, axis: .vertical)
        var outer = Self.counted(.group(middle), count: 1000, axis: .horizontal)
        outer.layoutSize = Self.size(.fractionalWidth(1), .absolute(400))
        #expect(outer.minimumCapacity == 1_000_000_000)
        let piece = CompositionalSolver.layout(outer, in: Size(width: 800, height: 600), first: 0,
                                               available: Int.max / 4, natural: { _ in Size(width: 1, height: 1) })
        #expect(piece.consumed == CompositionalSolver.maximumCells)
        var layout = CompositionalLayout(section: NSCollectionLayoutSection(group: outer))
        layout.prepare(LayoutContext(viewport: Size(width: 800, height: 600), itemCount: 25_000))
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 800, height: 600)).count > 0)
        #expect(layout.attributes(forItem: IndexPath(section: 0, item: 24_999)) != nil)
    }

    /// Nested one-item groups: each level measured its child twice (once placed, once to see that a second copy
    /// does not fit), so the work doubled per level (18 levels: 13 s). Counted in measurements, not seconds.
    @Test(arguments: [false, true]) func nestedOneItemGroupsCostLinearWork(estimated: Bool) {
        let depth = 30
        var sub = NSCollectionLayoutSubitem.item(NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(1), estimated ? .estimated(50) : .fractionalHeight(1))))
        for level in 0..<depth {
            let axis: Axis = level % 2 == 0 ? .horizontal : .vertical
            let dimension: NSCollectionLayoutDimension = estimated ? .estimated(100) : .fractionalHeight(1)
            sub = .group(NSCollectionLayoutGroup(layoutSize: Self.size(.fractionalWidth(1), dimension), axis: axis,
                                                 subitems: [sub]))
        }
        guard case .group(let top) = sub else { Issue.record("not a group"); return }
        #expect(top.depth == depth)
        let memo = CompositionalSolver.Memo()
        let piece = CompositionalSolver.layout(top, in: Size(width: 800, height: 600), first: 0, available: 50,
                                               natural: { _ in Size(width: 4, height: 3) }, memo: memo)
        #expect(piece.consumed == 1)
        // Without the memo: 2^30 measurements. With it: each level's trial copy starts one item later than its
        // parent's, so level L is measured at L + 1 starts: depth²/2 in all.
        #expect(memo.measurements <= depth * depth, "\(memo.measurements) measurements for \(depth) levels")
    }

    /// The memo gives the same frames as measuring every time: the worked examples and a layout with estimates.
    @Test func memoKeepsTheFrames() {
        let l = CompositionalLayoutTests.prepared(CompositionalLayoutTests.nested, viewport: Size(width: 800, height: 600),
                                                  items: 7)
        #expect(l.attributes(forItem: IndexPath(section: 0, item: 2))?.frame == Rect(x: 570, y: 130, width: 220, height: 100))
        #expect(LayoutValidator.checkLadder({ CompositionalLayout(spec: CompositionalLayoutTests.nested) }).isEmpty)
    }

    @Test func depthAndCapacity() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let plain = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        #expect(plain.depth == 1)
        #expect(plain.minimumCapacity == 1)
        let pair = Self.counted(.item(item), count: 2, axis: .horizontal)
        let repeating = NSCollectionLayoutGroup(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), axis: .vertical,
                                                subitems: [.group(pair), .item(item)])
        #expect(repeating.depth == 2)
        #expect(repeating.minimumCapacity == 2)
        let huge = Self.counted(.group(Self.counted(.group(Self.counted(.item(item), count: 10_000, axis: .horizontal)),
                                                    count: 10_000, axis: .vertical)), count: 10_000, axis: .horizontal)
        #expect(Self.counted(.group(huge), count: 10_000, axis: .vertical).minimumCapacity == 10_000 * 10_000 * 10_000 * 10_000)
        #expect(Self.counted(.group(Self.counted(.group(huge), count: 10_000, axis: .vertical)), count: 10_000,
                             axis: .horizontal).minimumCapacity == Int.max)
    }

    /// Elements larger than `maximumLength` or farther than `maximumExtent` break the layout rules (one line).
    @Test func hugeFramesBreakTheRules() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1e4), .fractionalHeight(1)))
        let inner = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1e4), .absolute(44)), subitems: [item])
        let group = NSCollectionLayoutGroup(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), axis: .horizontal,
                                            subitems: [.group(inner)])
        let problems = LayoutValidator.checkLadder({ CompositionalLayout(section: NSCollectionLayoutSection(group: group)) })
        #expect(problems.first?.contains("points a side") == true, "\(problems)")
        // A Swift layout's 1e300-wide frames (built in code, so no decoder bounds them).
        let wide = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(1e300), .absolute(44)),
                                                      subitems: [NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))])
        let refused = LayoutValidator.checkLadder({ CompositionalLayout(section: NSCollectionLayoutSection(group: wide)) })
        #expect(refused.first?.contains("is larger than 1000000000000 points") == true, "\(refused)")
    }
}
