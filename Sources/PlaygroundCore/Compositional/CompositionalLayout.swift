/// UIKit's UICollectionViewCompositionalLayout: sections of repeated groups of items (docs/compositional.md).
///
///     let layout = CompositionalLayout(spec: CompositionalSpec(sections: [.init(NSCollectionLayoutSection(group:
///         .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///                     subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1),
///                                                          heightDimension: .fractionalHeight(1)))])))]))
///     // a list: one 44-point row per item, the viewport's width
///
/// `prepare` computes, per section, where it starts and how its groups repeat: one group laid out once when no
/// dimension in the section is estimated (every group is then the same), else every group's start and first item
/// (O(items)). Queries cost O(log sections + log groups + visible elements). A prepare whose context differs only
/// in its offsets (the main one, or orthogonal sections') recomputes nothing.
public struct CompositionalLayout: CollectionLayout, OrthogonalScrollingLayout {
    public let spec: CompositionalSpec
    public let name: String
    public var configuration: UICollectionViewCompositionalLayoutConfiguration { spec.configuration }
    public var scrollAxis: Axis { spec.configuration.scrollDirection }

    /// A section as prepared: where it is along the scroll axis and how its groups repeat.
    struct Plan: Sendable {
        var section: NSCollectionLayoutSection
        var firstItem = 0, count = 0
        /// Along the scroll axis: the section's start (its headers included) and end (its footers included).
        var start = 0.0, end = 0.0
        /// Along the scroll axis: the section's frame without its headers and footers (contentInsets included).
        var contentStart = 0.0, contentEnd = 0.0
        /// The top-level group's container: the section's content size.
        var container = Size.zero
        var groupCount = 0
        /// Uniform sections: one full group and the last (short) one.
        var template: GroupPiece?
        var lastPiece: GroupPiece?
        var perGroup = 1
        /// Variable sections: each group's first item and start along its stacking axis (relative to the first).
        var groupFirstItems: [Int] = []
        var groupStarts: [Double] = []
        var groupExtents: [Double] = []
        /// Variable sections: the groups of more than `storedPieceCells` cells as laid out while preparing, by group
        /// index, so a query does not lay a large group out again (a spreadsheet's one group of 1,000 cells was laid
        /// out for every rect query: O(n²) for the layout check's one-element probes). Smaller groups are laid out
        /// again when asked, which keeps what is stored per item at zero for them.
        var storedPieces: [Int: GroupPiece] = [:]
        /// Uniform sections: the group's length along its stacking axis.
        var extent = 0.0
        /// How far elements reach before a group's start and past its end along the stacking axis.
        var lead = 0.0, trail = 0.0
        /// Along the other axis, relative to the groups' origin: the least and most any element reaches.
        var otherMin = 0.0, otherMax = 0.0
        /// Orthogonal sections: the row's length along the cross axis, insets included.
        var rowLength = 0.0
        /// Along the scroll axis, the least and most any of the section's elements reach.
        var reachMin = 0.0, reachMax = 0.0
        /// Boundary items with their unpinned frames.
        var boundary: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: Rect)] = []

        var isOrthogonal: Bool { section.isOrthogonal }
        var isUniform: Bool { template != nil }
    }

    /// Groups of estimated size with more cells than this are kept as prepared (`Plan.storedPieces`): laying out 64
    /// cells again costs about what filtering them does, so below it nothing is kept.
    static let storedPieceCells = 64

    var context = LayoutContext(viewport: .zero, itemCount: -1)
    var plans: [Plan] = []
    var globals: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: Rect)] = []
    var totalLength = 0.0
    /// The most any section's elements reach outside its [start, end] (for the section search).
    var sectionOverhang = 0.0
    var crossNeed = 0.0
    var maxOverhang = 0.0

    public init(spec: CompositionalSpec, name: String? = nil) {
        self.spec = spec
        self.name = name ?? spec.name ?? "compositional"
    }

    /// One section holding every item.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration = .init(),
                name: String = "compositional") {
        self.init(spec: CompositionalSpec(name: name, configuration: configuration, sections: [.init(section)]))
    }

    var main: Axis { scrollAxis }
    var cross: Axis { scrollAxis.other }

    func point(main m: Double, cross c: Double) -> Point {
        main == .vertical ? Point(x: c, y: m) : Point(x: m, y: c)
    }

    func size(main m: Double, cross c: Double) -> Size {
        main == .vertical ? Size(width: c, height: m) : Size(width: m, height: c)
    }

    /// How many items each section holds when there are `total`: the counts in order (cut short when the data
    /// runs out); sections without a count share the rest near-equally (the first ones one more); when every
    /// section has a count, the last one also takes any surplus.
    public static func itemCounts(for sections: [CompositionalSpec.Section], total: Int) -> [Int] {
        var counts = Array(repeating: 0, count: sections.count)
        guard !sections.isEmpty else { return counts }
        var left = max(0, total)
        for (s, section) in sections.enumerated() {
            if let n = section.items { counts[s] = min(max(0, n), left); left -= counts[s] }
        }
        let open = sections.indices.filter { sections[$0].items == nil }
        if open.isEmpty {
            counts[counts.count - 1] += left
        } else {
            for (k, s) in open.enumerated() { counts[s] += left / open.count + (k < left % open.count ? 1 : 0) }
        }
        return counts
    }

    // MARK: - Prepare

    public mutating func prepare(_ newContext: LayoutContext) {
        var same = newContext, old = context
        same.contentOffset = .zero; same.sectionOffsets = [:]
        old.contentOffset = .zero; old.sectionOffsets = [:]
        context = newContext
        if same == old && !plans.isEmpty || (same == old && spec.sections.isEmpty) {
            updateCrossNeed()
            return
        }
        let v = context.viewport
        let counts = Self.itemCounts(for: spec.sections, total: context.itemCount)
        var cursor = 0.0
        globals = []
        let global = spec.configuration.boundarySupplementaryItems
        for item in global where item.alignment.isStart {
            let s = CompositionalSolver.provisionalSize(item.layoutSize, in: v)
            globals.append((item, Rect(origin: point(main: cursor, cross: (v[cross] - s[cross]) * item.crossPosition), size: s)))
            if item.extendsBoundary { cursor += s[main] }
        }
        plans = []
        plans.reserveCapacity(spec.sections.count)
        var first = 0
        for (s, entry) in spec.sections.enumerated() {
            if s > 0 { cursor += spec.configuration.interSectionSpacing }
            let plan = makePlan(entry.section, firstItem: first, count: counts[s], start: cursor)
            first += counts[s]
            cursor = plan.end
            plans.append(plan)
        }
        for item in global where !item.alignment.isStart {
            let s = CompositionalSolver.provisionalSize(item.layoutSize, in: v)
            globals.append((item, Rect(origin: point(main: cursor, cross: (v[cross] - s[cross]) * item.crossPosition), size: s)))
            if item.extendsBoundary { cursor += s[main] }
        }
        // Cells larger than their group reach past it; the content holds them.
        totalLength = max(cursor, plans.map(\.reachMax).max() ?? 0)
        sectionOverhang = plans.map { max($0.start - $0.reachMin, $0.reachMax - $0.end, 0) }.max() ?? 0
        maxOverhang = 0
        for p in plans where p.section.visibleItemsEffect?.maximumRotation ?? 0 != 0 {
            let piece = p.template?.bounds.size ?? Size(width: p.otherMax - p.otherMin, height: p.otherMax - p.otherMin)
            maxOverhang = max(maxOverhang, 0.5 * max(piece.width, piece.height, p.extent))
        }
        updateCrossNeed()
    }

    private mutating func updateCrossNeed() {
        var need = context.viewport[cross]
        for (_, f) in globals { need = max(need, f.max(cross)) }
        for p in plans {
            for (_, f) in p.boundary { need = max(need, f.max(cross)) }
            // An orthogonal row is a nested scroll view as wide as the viewport along the cross axis (UIKit's
            // _UICollectionViewOrthogonalScrollerEmbeddedScrollView): its content is its own, not the layout's.
            guard !p.isOrthogonal else { continue }
            let origin = p.section.contentInsets.start(cross)
            need = max(need, origin + p.otherMax + p.section.contentInsets.end(cross))
        }
        crossNeed = need
    }

    /// Section `s`'s offset: the context's, or where the section starts (`orthogonalInitialOffset`).
    func sectionOffset(_ s: Int) -> Double { context.sectionOffsets[s] ?? orthogonalInitialOffset(ofSection: s) }

    private func makePlan(_ section: NSCollectionLayoutSection, firstItem: Int, count: Int, start: Double) -> Plan {
        var p = Plan(section: section)
        p.firstItem = firstItem
        p.count = count
        p.start = start
        let insets = section.contentInsets
        let v = context.viewport
        p.container = size(main: v[main], cross: max(0, v[cross] - insets.total(cross)))
        var cursor = start
        for item in section.boundarySupplementaryItems where item.alignment.isStart {
            let s = CompositionalSolver.provisionalSize(item.layoutSize, in: p.container)
            p.boundary.append((item, Rect(origin: point(main: cursor, cross: insets.start(cross)
                + (p.container[cross] - s[cross]) * item.crossPosition), size: s)))
            if item.extendsBoundary { cursor += s[main] }
        }
        p.contentStart = cursor
        let groupsStart = cursor + insets.start(main)
        let stack = section.isOrthogonal ? cross : main
        let other = stack.other
        let spacing = section.interGroupSpacing
        let natural = { (base: Int) in { (k: Int) in context.naturalSizes[base + k] } }
        var stackLength = 0.0
        if !section.group.hasEstimate {
            let full = CompositionalSolver.layout(section.group, in: p.container, first: 0, available: Int.max / 4,
                                                  natural: natural(0))
            p.perGroup = max(1, full.consumed)
            p.groupCount = (count + p.perGroup - 1) / p.perGroup
            p.template = full
            p.extent = full.size[stack]
            var pieces = [full]
            let rest = count % p.perGroup
            if rest > 0 {
                let last = CompositionalSolver.layout(section.group, in: p.container, first: 0, available: rest,
                                                      natural: natural(0))
                p.lastPiece = last
                pieces.append(last)
            }
            for piece in pieces {
                p.lead = max(p.lead, -piece.bounds.min(stack))
                p.trail = max(p.trail, piece.bounds.max(stack) - p.extent)
                p.otherMin = min(p.otherMin, piece.bounds.min(other))
                p.otherMax = max(p.otherMax, piece.bounds.max(other))
            }
            if p.groupCount == 0 { p.otherMax = 0 }
            stackLength = p.groupCount > 0 ? Double(p.groupCount) * p.extent + Double(p.groupCount - 1) * spacing : 0
        } else {
            var item = 0, position = 0.0
            while item < count {
                let piece = CompositionalSolver.layout(section.group, in: p.container, first: 0,
                                                       available: count - item, natural: natural(firstItem + item))
                let n = max(1, piece.consumed)
                p.groupFirstItems.append(item)
                p.groupStarts.append(position)
                p.groupExtents.append(piece.size[stack])
                if piece.cells.count > Self.storedPieceCells { p.storedPieces[p.groupStarts.count - 1] = piece }
                p.lead = max(p.lead, -piece.bounds.min(stack))
                p.trail = max(p.trail, piece.bounds.max(stack) - piece.size[stack])
                p.otherMin = min(p.otherMin, piece.bounds.min(other))
                p.otherMax = max(p.otherMax, piece.bounds.max(other))
                position += piece.size[stack] + spacing
                item += n
            }
            p.groupCount = p.groupStarts.count
            stackLength = p.groupCount > 0 ? position - spacing : 0
        }
        let mainLength: Double
        if section.isOrthogonal {
            p.rowLength = insets.start(cross) + stackLength + insets.end(cross)
            mainLength = p.groupCount > 0 ? max(0, p.otherMax) : 0
        } else {
            mainLength = stackLength
        }
        p.contentEnd = groupsStart + mainLength + insets.end(main)
        cursor = p.contentEnd
        for item in section.boundarySupplementaryItems where !item.alignment.isStart {
            let s = CompositionalSolver.provisionalSize(item.layoutSize, in: p.container)
            p.boundary.append((item, Rect(origin: point(main: cursor, cross: insets.start(cross)
                + (p.container[cross] - s[cross]) * item.crossPosition), size: s)))
            if item.extendsBoundary { cursor += s[main] }
        }
        p.end = cursor
        // How far the section's elements reach along the scroll axis.
        var lo = p.start, hi = p.end
        for (_, f) in p.boundary { lo = min(lo, f.min(main)); hi = max(hi, f.max(main)) }
        if p.groupCount > 0 {
            if section.isOrthogonal {
                lo = min(lo, groupsStart + p.otherMin); hi = max(hi, groupsStart + p.otherMax)
            } else {
                lo = min(lo, groupsStart - p.lead); hi = max(hi, groupsStart + stackLength + p.trail)
            }
        }
        p.reachMin = lo
        p.reachMax = hi
        return p
    }

    // MARK: - Sizes

    public var contentSize: Size { size(main: totalLength, cross: crossNeed) }

    /// Along the scroll axis 0 … length − viewport; along the cross axis only as far as sections that do not scroll
    /// on their own reach (an orthogonal row scrolls inside its section, not the layout).
    public var contentOffsetRange: (min: Point, max: Point) {
        var crossExtent = context.viewport[cross]
        for p in plans where !p.isOrthogonal && p.groupCount > 0 {
            crossExtent = max(crossExtent, p.section.contentInsets.start(cross) + p.otherMax + p.section.contentInsets.end(cross))
        }
        return Self.standardOffsetRange(contentSize: size(main: totalLength, cross: crossExtent), viewport: context.viewport)
    }

    public var drawingOverhang: Double { maxOverhang }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        // Pinned headers and visible-items effects follow the offset; a prepare for an offset alone is O(sections).
        newBounds.size != context.viewport || plans.contains { p in
            p.section.visibleItemsEffect != nil || p.boundary.contains { $0.item.pinToVisibleBounds }
        } || globals.contains { $0.item.pinToVisibleBounds }
    }

    // MARK: - Items and sections

    public func flatIndex(of indexPath: IndexPath) -> Int {
        guard indexPath.section >= 0, indexPath.section < plans.count else { return indexPath.item }
        return plans[indexPath.section].firstItem + indexPath.item
    }

    public func indexPath(forFlatIndex index: Int) -> IndexPath {
        guard !plans.isEmpty else { return IndexPath(section: 0, item: index) }
        // The last section whose first item is at or before `index` (an empty section shares its first item with
        // the next one, so "last" skips it).
        var a = 0, b = plans.count - 1
        while a < b {
            let mid = (a + b + 1) / 2
            if plans[mid].firstItem <= index { a = mid } else { b = mid - 1 }
        }
        return IndexPath(section: a, item: index - plans[a].firstItem)
    }

    /// The number of sections.
    public var sectionCount: Int { plans.count }

    /// How many items section `s` holds.
    public func itemCount(inSection s: Int) -> Int { s >= 0 && s < plans.count ? plans[s].count : 0 }
}
