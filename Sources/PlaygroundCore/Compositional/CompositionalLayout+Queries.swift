/// The element queries: sections by binary search over their starts, groups by arithmetic (uniform sections) or
/// binary search (sections with estimated sizes), then only the visible groups' elements.
extension CompositionalLayout {
    func groupsStart(_ p: Plan) -> Double { p.contentStart + p.section.contentInsets.start(main) }

    /// Group `i`'s start along its stacking axis, relative to the first group's.
    func groupStart(_ p: Plan, _ i: Int) -> Double {
        p.isUniform ? Double(i) * (p.extent + p.section.interGroupSpacing) : p.groupStarts[i]
    }

    func groupExtent(_ p: Plan, _ i: Int) -> Double { p.isUniform ? p.extent : p.groupExtents[i] }

    func groupFirstItem(_ p: Plan, _ i: Int) -> Int { p.isUniform ? i * p.perGroup : p.groupFirstItems[i] }

    /// Group `i`'s origin in content coordinates (an orthogonal section's offset applied).
    func groupOrigin(_ s: Int, _ i: Int) -> Point {
        let p = plans[s], start = groupStart(p, i), inset = p.section.contentInsets.start(cross)
        if p.isOrthogonal { return point(main: groupsStart(p), cross: inset + start - sectionOffset(s)) }
        return point(main: groupsStart(p) + start, cross: inset)
    }

    /// Group `i` of section `s`, relative to its origin.
    func piece(_ s: Int, _ i: Int) -> GroupPiece {
        let p = plans[s]
        if let template = p.template {
            if i == p.groupCount - 1, let last = p.lastPiece { return last }
            return template
        }
        if let stored = p.storedPieces[i] { return stored }
        let first = p.groupFirstItems[i], base = p.firstItem + first
        return CompositionalSolver.layout(p.section.group, in: p.container, first: 0, available: p.count - first,
                                          natural: { context.naturalSizes[base + $0] })
    }

    /// The group holding item `item` of plan `p`.
    func groupIndex(_ p: Plan, item: Int) -> Int {
        if p.isUniform { return item / p.perGroup }
        var a = 0, b = p.groupFirstItems.count - 1
        while a < b {
            let mid = (a + b + 1) / 2
            if p.groupFirstItems[mid] <= item { a = mid } else { b = mid - 1 }
        }
        return a
    }

    /// The groups of `p` whose elements may reach [lo, hi] along the stacking axis (relative to the first group).
    func groupRange(_ p: Plan, lo: Double, hi: Double) -> ClosedRange<Int>? {
        guard p.groupCount > 0 else { return nil }
        let from = lo - p.trail, to = hi + p.lead
        let first: Int, last: Int
        if p.isUniform {
            let pitch = p.extent + p.section.interGroupSpacing
            guard pitch > 0 else { return 0...(p.groupCount - 1) }
            first = clampedIndex((from - p.extent) / pitch, 0, p.groupCount - 1)
            last = clampedIndex(to / pitch + 1, -1, p.groupCount - 1)
        } else {
            // First group whose end reaches `from` (ends increase), then on while starts are within `to`.
            var a = 0, b = p.groupCount
            while a < b {
                let mid = (a + b) / 2
                if p.groupStarts[mid] + p.groupExtents[mid] < from { a = mid + 1 } else { b = mid }
            }
            first = min(a, p.groupCount - 1)
            var c = first - 1, d = p.groupCount - 1
            while c < d {
                let mid = (c + d + 1) / 2
                if p.groupStarts[mid] <= to { c = mid } else { d = mid - 1 }
            }
            last = c
        }
        return first <= last ? first...last : nil
    }

    // MARK: Elements

    func cell(_ s: Int, item: Int, frame: Rect) -> LayoutAttributes {
        var a = LayoutAttributes(cell: IndexPath(section: s, item: item), frame: frame)
        applyEffect(&a, plans[s])
        if isDecorated(plans[s]) {
            // Promoted above the background: the effect's stacking (−100 … 0) shifted to 1 … 101.
            a.zIndex = plans[s].section.visibleItemsEffect == nil ? Self.promotedZIndex : a.zIndex + 101
        }
        return a
    }

    /// UIKit's NSCollectionLayoutDecorationItem.zIndex: "default is 0; all other section items will be
    /// automatically be promoted to zIndex=1" (UICollectionViewCompositionalLayout.h): in a section with a
    /// decoration, cells stand at 1 and badges, headers and footers at 1 or their own zIndex if higher.
    static let promotedZIndex = 1

    func isDecorated(_ p: Plan) -> Bool { !p.section.decorationItems.isEmpty }

    /// The section's visible-items effect on `a` (docs/compositional.md).
    func applyEffect(_ a: inout LayoutAttributes, _ p: Plan) {
        guard let e = p.section.visibleItemsEffect else { return }
        let axis = p.isOrthogonal ? cross : main
        let visibleCenter = context.contentOffset[axis] + context.viewport[axis] / 2
        let falloff = max(e.falloff ?? context.viewport[axis] / 2, 1e-9)
        let delta = a.center[axis] - visibleCenter
        let d = min(1, abs(delta) / falloff)
        let scale = max(0, 1 - (1 - e.minimumScale) * d)
        a.alpha = (1 - (1 - e.minimumAlpha) * d).clamped(to: 0...1)
        let angle = e.maximumRotation * d * (delta < 0 ? -1 : 1)
        var t = AffineTransform(scaleX: scale, y: scale)
        if angle != 0 { t = t.concatenating(AffineTransform(rotation: angle)) }
        a.transform = t
        // The centered item above its neighbors.
        a.zIndex = -Int((d * 100).rounded())
    }

    func boundaryAttributes(_ item: NSCollectionLayoutBoundarySupplementaryItem, frame: Rect, section: IndexPath,
                            range: (lo: Double, hi: Double), promoted: Bool = false) -> LayoutAttributes {
        var f = frame
        // A pinned header keeps its own zIndex (UIKit raises nothing: Apple's PinnedSectionHeaderFooterViewController
        // sets the pinned header's zIndex to 2 itself, so that the cells pass under it).
        let z = promoted ? max(item.zIndex, Self.promotedZIndex) : item.zIndex
        if item.pinToVisibleBounds {
            let len = f.size[main], top = context.contentOffset[main], bottom = top + context.viewport[main]
            var m = f.min(main)
            if item.alignment.isStart {
                // UIKit's pinToVisibleBounds: at the visible bounds' leading edge until the section's end pushes it.
                m = min(max(m, top), max(m, range.hi - len))
            } else {
                m = max(min(m, bottom - len), min(m, range.lo))
            }
            f.origin[main] = m
        }
        return LayoutAttributes(indexPath: section, category: .supplementary(kind: item.elementKind), center: f.center,
                                size: f.size, zIndex: z)
    }

    func sectionBoundary(_ s: Int) -> [LayoutAttributes] {
        let p = plans[s]
        return p.boundary.map {
            boundaryAttributes($0.item, frame: $0.frame, section: IndexPath(section: s, item: 0),
                               range: (p.contentStart, p.contentEnd), promoted: isDecorated(p))
        }
    }

    func globalBoundary() -> [LayoutAttributes] {
        globals.map {
            boundaryAttributes($0.item, frame: $0.frame, section: IndexPath(section: 0, item: 0), range: (0, totalLength))
        }
    }

    /// The section's background decorations: its frame (insets included, headers and footers not) across the
    /// viewport's cross extent, inset by each decoration's contentInsets.
    func decorations(_ s: Int) -> [LayoutAttributes] {
        let p = plans[s]
        let frame = Rect(origin: point(main: p.contentStart, cross: 0),
                         size: size(main: p.contentEnd - p.contentStart, cross: context.viewport[cross]))
        return p.section.decorationItems.map { d in
            let f = d.contentInsets.inset(frame)
            return LayoutAttributes(indexPath: IndexPath(section: s, item: 0), category: .decoration(kind: d.elementKind),
                                    center: f.center, size: Size(width: max(0, f.width), height: max(0, f.height)),
                                    zIndex: d.zIndex)
        }
    }

    /// Cells and badges of group `i` of section `s`, filtered by `rect` when given.
    func groupElements(_ s: Int, _ i: Int, in rect: Rect?, into result: inout [LayoutAttributes]) {
        let p = plans[s]
        // Each frame moved to the group's origin as it is read (the arithmetic of `GroupPiece.translated(by:)`),
        // without copying the piece: a large kept group (`Plan.storedPieces`) is read by every query over it.
        let placed = piece(s, i), o = groupOrigin(s, i)
        let first = groupFirstItem(p, i)
        for k in placed.cells.indices {
            let f = placed.cells[k].offsetBy(o)
            if let rect, !f.intersects(rect) { continue }
            result.append(cell(s, item: first + k, frame: f))
        }
        let promoted = isDecorated(p)
        for b in placed.badges {
            let f = b.frame.offsetBy(o)
            if let rect, !f.intersects(rect) { continue }
            result.append(LayoutAttributes(indexPath: IndexPath(section: s, item: first + b.cell),
                                           category: .supplementary(kind: b.kind), center: f.center, size: f.size,
                                           zIndex: promoted ? max(b.zIndex, Self.promotedZIndex) : b.zIndex))
        }
    }

    // MARK: CollectionLayout queries

    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for a in globalBoundary() where a.frame.intersects(rect) { result.append(a) }
        guard !plans.isEmpty else { return result }
        let lo = rect.min(main) - sectionOverhang, hi = rect.max(main) + sectionOverhang
        var a = 0, b = plans.count
        while a < b {
            let mid = (a + b) / 2
            if plans[mid].end < lo { a = mid + 1 } else { b = mid }
        }
        var s = a
        while s < plans.count && plans[s].start <= hi {
            let p = plans[s]
            defer { s += 1 }
            for d in decorations(s) where d.frame.intersects(rect) { result.append(d) }
            for h in sectionBoundary(s) where h.frame.intersects(rect) { result.append(h) }
            guard p.groupCount > 0, p.reachMin <= rect.max(main), p.reachMax >= rect.min(main) else { continue }
            let origin = groupsStart(p), inset = p.section.contentInsets.start(cross)
            let range: ClosedRange<Int>?
            if p.isOrthogonal {
                guard origin + p.otherMin <= rect.max(main), origin + p.otherMax >= rect.min(main) else { continue }
                let shift = inset - sectionOffset(s)
                range = groupRange(p, lo: rect.min(cross) - shift, hi: rect.max(cross) - shift)
            } else {
                guard inset + p.otherMin <= rect.max(cross), inset + p.otherMax >= rect.min(cross) else { continue }
                range = groupRange(p, lo: rect.min(main) - origin, hi: rect.max(main) - origin)
            }
            guard let range else { continue }
            for i in range { groupElements(s, i, in: rect, into: &result) }
        }
        return result
    }

    public func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < plans.count, indexPath.item >= 0, indexPath.item < plans[s].count else { return nil }
        let p = plans[s]
        let i = groupIndex(p, item: indexPath.item)
        let k = indexPath.item - groupFirstItem(p, i)
        let placed = piece(s, i)
        guard k < placed.cells.count else { return nil }
        let o = groupOrigin(s, i)
        return cell(s, item: indexPath.item, frame: placed.cells[k].offsetBy(o))
    }

    public func attributes(forSupplementary kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if indexPath == IndexPath(section: 0, item: 0), let g = globalBoundary().first(where: { $0.category.kind == kind }) {
            return g
        }
        let s = indexPath.section
        guard s >= 0, s < plans.count else { return nil }
        if indexPath.item == 0, let h = sectionBoundary(s).first(where: { $0.category.kind == kind }) { return h }
        let p = plans[s]
        guard indexPath.item >= 0, indexPath.item < p.count else { return nil }
        let i = groupIndex(p, item: indexPath.item)
        var found: [LayoutAttributes] = []
        groupElements(s, i, in: nil, into: &found)
        return found.first { $0.category == .supplementary(kind: kind) && $0.indexPath == indexPath }
    }

    public func attributes(forDecoration kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < plans.count else { return nil }
        return decorations(indexPath.section).first { $0.category.kind == kind }
    }

    public func supplementaryElements() -> [(kind: String, indexPath: IndexPath)] {
        var result: [(kind: String, indexPath: IndexPath)] = globals.map { ($0.item.elementKind, IndexPath(section: 0, item: 0)) }
        for (s, p) in plans.enumerated() {
            result += p.boundary.map { ($0.item.elementKind, IndexPath(section: s, item: 0)) }
            let kinds = Self.badgeKinds(p.section.group)
            guard !kinds.isEmpty else { continue }
            for i in 0..<p.groupCount {
                var found: [LayoutAttributes] = []
                groupElements(s, i, in: nil, into: &found)
                for a in found where a.category != .cell { result.append((a.category.kind ?? "", a.indexPath)) }
            }
        }
        return result
    }

    public func decorationElements() -> [(kind: String, indexPath: IndexPath)] {
        plans.indices.flatMap { s in plans[s].section.decorationItems.map { ($0.elementKind, IndexPath(section: s, item: 0)) } }
    }

    /// Every badge kind in a group tree.
    static func badgeKinds(_ g: NSCollectionLayoutGroup) -> [String] {
        g.subitems.flatMap { sub -> [String] in
            switch sub {
            case .item(let i): i.supplementaryItems.map(\.elementKind)
            case .group(let inner): badgeKinds(inner)
            }
        }
    }
}
