/// A laid-out group (or item), in coordinates relative to its slot's origin: its size, its cells' frames in item
/// order and its items' badges. What the layout translates into place for each group.
struct GroupPiece: Sendable {
    struct Badge: Sendable {
        /// Which cell of the piece (0-based).
        var cell: Int
        var kind: String
        var frame: Rect
        var zIndex: Int
    }

    var size: Size
    var cells: [Rect]
    var badges: [Badge]
    /// How many items it holds.
    var consumed: Int { cells.count }
    /// The union of the piece's own rectangle and every frame in it.
    var bounds: Rect

    func translated(by d: Point) -> GroupPiece {
        GroupPiece(size: size, cells: cells.map { $0.offsetBy(d) },
                   badges: badges.map { Badge(cell: $0.cell, kind: $0.kind, frame: $0.frame.offsetBy(d), zIndex: $0.zIndex) },
                   bounds: bounds.offsetBy(d))
    }
}

/// The group arithmetic of UIKit's compositional layout, as pure functions (docs/compositional.md):
/// fractional dimensions refer to the container (the parent group's content size, after its contentInsets); an
/// item's frame is its slot inset by its contentInsets; edgeSpacing is fixed space around the slot; subitems
/// repeat, in order, while the next one fits (at least one is placed); `count` makes exactly that many copies, in
/// equal slots filling the group (`subitem:count:`) or at the subitem's own size (`repeatingSubitem:count:`); a
/// group's geometry does not depend on how many items are left (a short last group shows a full one's first frames).
enum CompositionalSolver {
    /// Most subitems one group places (a guard against zero-length subitems repeating forever).
    static let maximumSubitems = 10_000

    /// An item's size in `container`: an estimated dimension follows the item's natural aspect ratio at the other,
    /// resolved dimension (both estimated: the estimated width, then the aspect ratio).
    static func itemSize(_ size: NSCollectionLayoutSize, in container: Size, natural: Size) -> Size {
        var w = size.widthDimension.resolved(in: container), h = size.heightDimension.resolved(in: container)
        let aspect = natural.aspectRatio
        switch (size.widthDimension.isEstimated, size.heightDimension.isEstimated) {
        case (false, true), (true, true): h = w / aspect
        case (true, false): w = h * aspect
        case (false, false): break
        }
        return Size(width: sane(w), height: sane(h))
    }

    static func sane(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

    /// A group's size before its children decide (an estimated dimension is its estimate).
    static func provisionalSize(_ size: NSCollectionLayoutSize, in container: Size) -> Size {
        Size(width: sane(size.widthDimension.resolved(in: container)),
             height: sane(size.heightDimension.resolved(in: container)))
    }

    /// Lays out `group` at its provisional size in `container`, holding items `first`, `first + 1`, … (at most
    /// `available`, and at most `maximumCells`); `natural` gives an item's natural size by its offset from the first.
    /// Costs O(cells placed × depth): identical subitems are measured once (CompositionalSolver+Limits.swift).
    static func layout(_ group: NSCollectionLayoutGroup, in container: Size, first: Int, available: Int,
                       natural: (Int) -> Size) -> GroupPiece {
        layout(group, in: container, first: first, available: min(available, maximumCells), natural: natural,
               memo: Memo())
    }

    static func layout(_ group: NSCollectionLayoutGroup, in container: Size, first: Int, available: Int,
                       natural: (Int) -> Size, memo: Memo) -> GroupPiece {
        let size = provisionalSize(group.layoutSize, in: container)
        if let frames = group.customFrames {
            // A custom group: its frames as given, in order, as many as there are items; its size is its own.
            let cells = Array(frames.prefix(max(0, available)))
            var bounds = Rect(origin: .zero, size: size)
            for r in cells { bounds = bounds.union(r) }
            return GroupPiece(size: size, cells: cells, badges: [], bounds: bounds)
        }
        let insets = group.contentInsets
        let content = Size(width: max(0, size.width - insets.total(.horizontal)),
                           height: max(0, size.height - insets.total(.vertical)))
        let a = group.axis, c = a.other
        let spacing = group.interItemSpacing ?? .fixed(0)
        let run = place(group, content: content, first: first, available: available, natural: natural,
                        memo: memo)
        // Flexible spacing shares what is left between the gaps. UIKit solves a group's geometry once, then hands
        // its frames to the items in order, so a group the items ran out in shows the first frames of a full one:
        // the gaps are those of the full group (docs/compositional.md, "A short last group").
        var gap = spacing.minimum
        if case .flexible = spacing {
            var full = run
            if run.ranOut {
                full = place(group, content: content, first: first, available: unlimited, natural: natural, memo: memo)
            }
            if full.pieces.count > 1 {
                gap += max(0, content[a] - full.length) / Double(full.pieces.count - 1)
            }
        }
        var cells: [Rect] = [], badges: [GroupPiece.Badge] = []
        var position = 0.0, crossNeed = 0.0
        for (piece, edge) in run.pieces {
            var origin = Point(x: insets.leading, y: insets.top)
            origin[a] += position + edge.start(a)
            origin[c] += edge.start(c)
            let placed = piece.translated(by: origin)
            for b in placed.badges {
                badges.append(GroupPiece.Badge(cell: b.cell + cells.count, kind: b.kind, frame: b.frame, zIndex: b.zIndex))
            }
            cells += placed.cells
            position += edge.start(a) + piece.size[a] + edge.end(a) + gap
            crossNeed = max(crossNeed, edge.start(c) + piece.size[c] + edge.end(c))
        }
        var actual = size
        if group.layoutSize[a].isEstimated { actual[a] = insets.total(a) + run.length }
        if group.layoutSize[c].isEstimated { actual[c] = insets.total(c) + crossNeed }
        var bounds = Rect(origin: .zero, size: actual)
        for r in cells { bounds = bounds.union(r) }
        for b in badges { bounds = bounds.union(b.frame) }
        return GroupPiece(size: actual, cells: cells, badges: badges, bounds: bounds)
    }

    /// As many items as a group can be asked to hold, for solving a full group: `maximumCells`
    /// (CompositionalSolver+Limits.swift; it was Int.max / 4, which let nested counts ask for 10¹² cells).
    static let unlimited = maximumCells

    /// The subitems a group places along its axis, in order, each measured at the origin of its slot, and the
    /// length they take with the minimum spacing; `ranOut` when the items ran out before the group was full.
    static func place(_ group: NSCollectionLayoutGroup, content: Size, first: Int, available: Int,
                      natural: (Int) -> Size, memo: Memo)
        -> (pieces: [(GroupPiece, NSCollectionLayoutEdgeSpacing)], length: Double, ranOut: Bool) {
        let a = group.axis
        let spacing = group.interItemSpacing ?? .fixed(0)
        var pieces: [(GroupPiece, NSCollectionLayoutEdgeSpacing)] = []
        var used = 0, length = 0.0
        let m = group.subitems.count
        var k = 0
        while m > 0 && k < maximumSubitems {
            if let n = group.count, k >= n { break }
            guard used < available else { return (pieces, length, true) }
            var sub = group.subitems[k % m]
            if group.count != nil && group.countMode == .subitem {
                // UIKit's subitem:count: (iOS 13): "equally sized items", slots filling the group, spacing included;
                // the subitem's own length along the axis is ignored.
                let n = group.count!
                let edges = sub.edgeSpacing.start(a) + sub.edgeSpacing.end(a)
                let slot = (content[a] - Double(n - 1) * spacing.minimum) / Double(n)
                sub = replacingLength(of: sub, along: a, with: .absolute(max(0, slot - edges)))
            }
            guard let piece = measure(sub, in: content, first: first + used, available: available - used,
                                      natural: natural, memo: memo), piece.consumed > 0 else { break }
            let slot = sub.edgeSpacing.start(a) + piece.size[a] + sub.edgeSpacing.end(a)
            let needed = length + (k > 0 ? spacing.minimum : 0) + slot
            // Without count the subitems repeat while the next one fits (the first always goes in); with count
            // (either mode) exactly that many: repeatingSubitem:count: (iOS 16) leaves fitting them to the caller.
            if group.count == nil && k > 0 && needed > content[a] + 1e-9 { break }
            pieces.append((piece, sub.edgeSpacing))
            length = needed
            used += piece.consumed
            k += 1
            if group.count == nil && k >= m && length <= 1e-9 { break }
        }
        return (pieces, length, false)
    }

    /// One subitem laid out at the origin of its slot, or nil when no item is available; a nested group's distinct
    /// measurements once per top-level layout (`memo`; an item costs less to measure than to look up).
    static func measure(_ sub: NSCollectionLayoutSubitem, in container: Size, first: Int, available: Int,
                        natural: (Int) -> Size, memo: Memo) -> GroupPiece? {
        guard available > 0 else { return nil }
        if case .item = sub {
            return measureOnce(sub, in: container, first: first, available: available, natural: natural, memo: memo)
        }
        return memo.piece(for: sub, in: container, first: first, available: available) {
            measureOnce(sub, in: container, first: first, available: available, natural: natural, memo: memo)
        }
    }

    static func measureOnce(_ sub: NSCollectionLayoutSubitem, in container: Size, first: Int, available: Int,
                            natural: (Int) -> Size, memo: Memo) -> GroupPiece {
        switch sub {
        case .item(let item):
            let size = itemSize(item.layoutSize, in: container, natural: natural(first))
            let i = item.contentInsets
            let frame = Rect(x: i.leading, y: i.top, width: max(0, size.width - i.total(.horizontal)),
                             height: max(0, size.height - i.total(.vertical)))
            var bounds = Rect(origin: .zero, size: size).union(frame)
            let badges = item.supplementaryItems.map { s in
                let badgeSize = provisionalSize(s.layoutSize, in: frame.size)
                let f = s.containerAnchor.frame(of: badgeSize, in: frame)
                bounds = bounds.union(f)
                return GroupPiece.Badge(cell: 0, kind: s.elementKind, frame: f, zIndex: s.zIndex)
            }
            return GroupPiece(size: size, cells: [frame], badges: badges, bounds: bounds)
        case .group(let g):
            return layout(g, in: container, first: first, available: available, natural: natural, memo: memo)
        }
    }

    static func replacingLength(of sub: NSCollectionLayoutSubitem, along axis: Axis,
                                with d: NSCollectionLayoutDimension) -> NSCollectionLayoutSubitem {
        switch sub {
        case .item(var item):
            if axis == .horizontal { item.layoutSize.widthDimension = d } else { item.layoutSize.heightDimension = d }
            return .item(item)
        case .group(var g):
            if axis == .horizontal { g.layoutSize.widthDimension = d } else { g.layoutSize.heightDimension = d }
            return .group(g)
        }
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ o: Rect) -> Rect {
        let x0 = Swift.min(minX, o.minX), y0 = Swift.min(minY, o.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }
}
