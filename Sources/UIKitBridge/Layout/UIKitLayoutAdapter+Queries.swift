import PlaygroundCore
import UIKit

/// The adapter's queries (docs/uikit.md, "The adapter"). The layout is asked `layoutAttributesForElements(in:)` for
/// about the visible rect, as UIKit asks it, and its answer is converted only where it meets the rect asked for.
/// A question about one element (an item to zoom or focus, an anchor, a header) is answered from a rect query
/// around where that element is: one of the latest queries when it listed the element, else the strip of content
/// found by a binary search along the scroll axis (items are in index order along it in nearly every layout), else
/// a sweep of the content in four strips that keeps strip numbers (`SweepTable`) and the converted answers of the
/// first and last 4,096 cells it meets (what checkers ask about one by one). The layout's own
/// `layoutAttributesForItem(at:)` is asked only of a layout whose rect queries list no cell at all, as before:
/// real layouts post-process attributes in `layoutAttributesForElements(in:)` only, and some index a cache of
/// their visible cells in `layoutAttributesForItem(at:)` (a trap for any other item).
extension UIKitLayoutAdapter {
    /// What the rect query adds on each side of the rect asked for, in viewports: UIKit asks about the visible
    /// bounds (Apple, `layoutAttributesForElements(in:)`: "the rectangle … containing the target views"); an eighth
    /// more lets layouts that look at neighbouring elements (left-aligned tags, hand-written sticky headers) see them.
    static let queryMargin = 0.125
    /// Probes the binary search takes at most (2⁶⁴ strips), and strips looked at either side of a probe whose
    /// items bracket the one sought without listing it.
    static let maxProbes = 64, neighbourProbes = 4
    /// Queries a sweep makes: the content from a viewport before it to a viewport past it in this many equal
    /// strips, so that a layout whose every query walks all its items (O(n)) is swept in a few such walks (the
    /// load-time check sweeps once per step), while no strip's answer holds more than a quarter of the elements.
    static let sweepQueries = 4
    /// Cells whose converted answers a sweep keeps (the first and last ones it meets, half each): what the checker
    /// and brute-force baselines then ask about one by one (the first items, the last) without a query each.
    static let sweepAnswersKept = 8_192

    // MARK: - Rect queries

    /// The rect UIKit would ask about to show `rect`: at least a viewport in each direction, centered on it, and
    /// `queryMargin` of a viewport more on each side (a zero-size rect is never asked for: layouts rely on that);
    /// across a content about a viewport wide, the whole width (within a viewport of the rect).
    func queryRect(for rect: Rect) -> CGRect {
        let v = state.context?.viewport ?? .zero
        let content = state.collectionView.contentSize
        func span(_ lo: Double, _ length: Double, view: Double, content: Double) -> (Double, Double) {
            let view = max(1, view), margin = Self.queryMargin * view
            let grown = max(length, view)
            var a = lo + length / 2 - grown / 2 - margin, b = a + grown + 2 * margin
            // Across a content no longer than two viewports (the cross axis of a scrolling layout), all of it, so
            // a line is always asked for whole (left-aligned tags place each cell after the one before it).
            if content.isFinite, content <= 2 * view {
                a = max(lo - view, min(a, -margin))
                b = min(lo + length + view, max(b, content + margin))
            }
            return (a, b)
        }
        // Out to whole steps of the margin (chunks, as UICollectionView validates its layout a rect at a time): the
        // next frame's rect, a few points on, is then inside this one and answered from it while the layout stands.
        func aligned(_ span: (Double, Double), view: Double) -> (Double, Double) {
            let step = max(1, Self.queryMargin * view)
            guard span.0.isFinite, span.1.isFinite, span.1 - span.0 < 1e12 else { return span }
            return ((span.0 / step).rounded(.down) * step, (span.1 / step).rounded(.up) * step)
        }
        let (x0, x1) = aligned(span(rect.minX, rect.width, view: v.width, content: Double(content.width)), view: v.width)
        let (y0, y1) = aligned(span(rect.minY, rect.height, view: v.height, content: Double(content.height)), view: v.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Forgets the latest rect answers, so that the next query asks the layout itself: what `bench` and the
    /// benchmarks time as "the query" (the layout's `layoutAttributesForElements(in:)` through the adapter), not a
    /// repeated question answered from this frame's answer.
    public func forgetAnswers() { state.forgetAnswers() }

    /// The layout's answer for `rect` (timed as a rect query), remembered among the recent answers.
    func query(_ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let raw = timed(.elements) { state.layout.layoutAttributesForElements(in: rect) } ?? []
        state.recent.add(rect, raw)
        return raw
    }

    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        ensurePrepared()
        // Mirrored (right-to-left): the layout is asked in its own coordinates, its answers mirrored on the way out.
        let own = mirrored(rect)
        // The layout is asked once for a region, as UICollectionView asks (in its layout pass, not per reader; and
        // while the layout stands, never again for a region it has): a rect inside one the layout was recently
        // asked about is answered from that answer until the layout is invalidated, by itself or by a bounds
        // change it asked for (docs/uikit.md, "The adapter").
        let asked = queryRect(for: own)
        let raw = state.recent.answer(covering: asked) ?? query(asked)
        let drawsCells = state.collectionView.playgroundAppDataSource != nil
        let flipped = state.flipped, width = flipped ? mirrorWidth : 0
        // Converted once per answer while its objects stay untouched (ConvertedAnswer); the same rect, the same result.
        ConvertedAnswer.front(of: &state.converted, for: raw)
        if state.converted[0].rect == own, state.converted[0].flipped == flipped, state.converted[0].width == width {
            if drawsCells {
                for i in state.converted[0].drawnCells { state.drawn.remember(raw[Int(i)]) }
            }
            return state.converted[0].result
        }
        // Each element once. Cells usually come in index order (a flow layout's do): then none can repeat, and only
        // a cell out of order starts the set of those seen.
        var cells: Set<CellKey>?
        var lastCell = CellKey(section: -1, item: -1)
        var others = Set<ElementKey>()
        var result: [LayoutAttributes] = []
        var drawnCells: [Int32] = []
        result.reserveCapacity(raw.count)
        state.converted[0].elements.withUnsafeBufferPointer { elements in
            for index in 0..<elements.count where elements[index].frame.intersects(own) {
                let e = elements[index]
                if e.isCell {
                    // In index order (the usual case) a cell cannot repeat: no set, no look at the result.
                    if cells == nil, e.key > lastCell {
                        lastCell = e.key
                    } else if !Self.firstTime(e.key, &lastCell, &cells, result) {
                        continue
                    }
                    if drawsCells {  // the object a drawn cell's apply(_:) is given
                        state.drawn.remember(raw[index])
                        drawnCells.append(Int32(index))
                    }
                } else if !others.insert(ElementKey(e.value)).inserted {
                    continue
                }
                result.append(e.value)
                if flipped { result[result.count - 1].center.x = width - e.value.center.x }
            }
        }
        state.converted[0].rect = own
        state.converted[0].flipped = flipped
        state.converted[0].width = width
        state.converted[0].result = result
        state.converted[0].drawnCells = drawnCells
        return result
    }

    /// Whether the cell `key` is met for the first time in this answer. Cells usually come in index order (a flow
    /// layout's do): then none can repeat, and only a cell out of order starts the set of those seen.
    @inline(__always)
    static func firstTime(_ key: CellKey, _ lastCell: inout CellKey, _ cells: inout Set<CellKey>?,
                          _ result: [LayoutAttributes]) -> Bool {
        if cells == nil, key > lastCell {
            lastCell = key
            return true
        }
        if cells == nil {
            cells = Set(result.lazy.filter { $0.category == .cell }
                .map { CellKey(section: $0.indexPath.section, item: $0.indexPath.item) })
        }
        return cells!.insert(key).inserted
    }

    /// A converted object kept on it (`playgroundConverted`), valid while its `playgroundVersion` is `version`.
    final class KeptConversion {
        let version: UInt32
        let value: LayoutAttributes
        let isCell: Bool
        let key: CellKey
        let frame: Rect

        init(version: UInt32, value: LayoutAttributes, isCell: Bool, key: CellKey) {
            self.version = version
            self.value = value
            self.isCell = isCell
            self.key = key
            frame = Rect(center: value.center, size: value.size)
        }

        @inline(__always)
        func meets(_ rect: Rect) -> Bool { frame.intersects(rect) }
    }

    /// `a` converted (unmirrored), from its kept conversion while `a` is unchanged, else converted and kept.
    static func convertedKeeping(_ a: UICollectionViewLayoutAttributes) -> KeptConversion {
        if let kept = a.playgroundConverted.map({ unsafeDowncast($0, to: KeptConversion.self) }),
           kept.version == a.playgroundVersion {
            return kept
        }
        let isCell = a.representedElementCategory == .cell
        let kept = KeptConversion(version: a.playgroundVersion, value: core(a), isCell: isCell,
                                  key: isCell ? CellKey(a.indexPath) : CellKey(section: -1, item: -1))
        a.playgroundConverted = kept
        return kept
    }

    /// A cell's index path as two numbers (a cheap key to find repeats with).
    struct CellKey: Hashable, Comparable {
        var section: Int, item: Int

        init(section: Int, item: Int) {
            self.section = section
            self.item = item
        }

        init(_ ip: Foundation.IndexPath) {
            section = ip.count == 2 ? ip.section : -1
            item = ip.count == 2 ? ip.item : -1
        }

        static func < (a: CellKey, b: CellKey) -> Bool { (a.section, a.item) < (b.section, b.item) }
    }

    // MARK: - One element

    /// The cell as a rect query around it gives it (layouts often post-process only `layoutAttributesForElements`);
    /// `layoutAttributesForItem(at:)` only for a layout whose rect queries list no cell at all.
    public func attributes(forItem indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        let cv = state.collectionView
        guard indexPath.item >= 0, indexPath.section >= 0, indexPath.section < cv.numberOfSections,
              indexPath.item < cv.numberOfItems(inSection: indexPath.section) else { return nil }
        ensurePrepared()
        if let kept = state.sweepAnswers[CellKey(section: indexPath.section, item: indexPath.item)] { return kept }
        if let a = locateCell(section: indexPath.section, item: indexPath.item) { return shown(a) }
        guard let table = sweepTable(), !table.anyCell else { return nil }
        // An item no rect query lists is never shown by UIKit while scrolling; a layout that lists no cell at all
        // answers only here (docs/uikit.md, "The adapter").
        return timed(.item) { state.layout.layoutAttributesForItem(at: Self.ui(indexPath)) }.map(shown)
    }

    public func attributes(forSupplementary kind: String, at indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        ensurePrepared()
        if let a = locateView(.supplementaryView, kind: kind, indexPath) { return shown(a) }
        return timed(.supplementary) { state.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: Self.ui(indexPath)) }
            .map(shown)
    }

    public func attributes(forDecoration kind: String, at indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        ensurePrepared()
        if let a = locateView(.decorationView, kind: kind, indexPath) { return shown(a) }
        return timed(.decoration) { state.layout.layoutAttributesForDecorationView(ofKind: kind, at: Self.ui(indexPath)) }
            .map(shown)
    }

    /// Every supplementary view the rect queries list (a sweep of the content: for checkers and dumps, O(n)).
    public func supplementaryElements() -> [(kind: String, indexPath: PlaygroundCore.IndexPath)] {
        ensurePrepared()
        return (sweepTable()?.order ?? []).filter { $0.category == 1 }
            .map { ($0.kind, PlaygroundCore.IndexPath(section: $0.section, item: $0.item)) }
    }

    /// Every decoration view the rect queries list (a sweep, as `supplementaryElements()`).
    public func decorationElements() -> [(kind: String, indexPath: PlaygroundCore.IndexPath)] {
        ensurePrepared()
        return (sweepTable()?.order ?? []).filter { $0.category == 2 }
            .map { ($0.kind, PlaygroundCore.IndexPath(section: $0.section, item: $0.item)) }
    }

    // MARK: - Locating

    /// The content cut into strips one viewport long along the scroll axis, from a viewport before the content to a
    /// viewport past it, each as wide as the content plus a viewport each side across it.
    struct Strips {
        let vertical: Bool
        let length: CGFloat
        let crossStart: CGFloat, crossLength: CGFloat
        /// Strip numbers: strip k covers origin + k·length … origin + (k + 1)·length along the axis.
        let first: Int, last: Int
        var origin: CGFloat = 0

        func rect(_ k: Int) -> CGRect { rect(start: origin + CGFloat(k) * length) }

        func rect(start: CGFloat) -> CGRect {
            vertical ? CGRect(x: crossStart, y: start, width: crossLength, height: length)
                : CGRect(x: start, y: crossStart, width: length, height: crossLength)
        }

        func start(_ r: CGRect) -> CGFloat { vertical ? r.minY : r.minX }
        func end(_ r: CGRect) -> CGFloat { vertical ? r.maxY : r.maxX }
    }

    var strips: Strips? { strips(sweeping: false) }

    /// The strips a search probes (a viewport long, from a viewport before the content), or a sweep's
    /// (`sweepQueries` equal strips over the same extent).
    func strips(sweeping: Bool) -> Strips? {
        guard let v = state.context?.viewport else { return nil }
        let size = contentSize
        let vertical = scrollAxis == .vertical
        let contentLength = vertical ? size.height : size.width, cross = vertical ? size.width : size.height
        guard contentLength.isFinite, cross.isFinite, contentLength <= LayoutValidator.maximumExtent else { return nil }
        let length = max(1, vertical ? v.height : v.width)
        let crossView = max(1, vertical ? v.width : v.height)
        let crossLength = max(0, cross) + 2 * crossView
        if sweeping {
            let whole = max(0, contentLength) + 2 * length
            return Strips(vertical: vertical, length: whole / Double(Self.sweepQueries), crossStart: -crossView,
                          crossLength: crossLength, first: 0, last: Self.sweepQueries - 1, origin: -length)
        }
        let last = Double(max(0, contentLength)) / length
        return Strips(vertical: vertical, length: length, crossStart: -crossView, crossLength: crossLength,
                      first: -1, last: Int(last.rounded(.up)))
    }

    /// What a probe's answer says about the cell sought: found, or the first and last cells it lists (index order).
    struct Probe {
        var found: UICollectionViewLayoutAttributes?
        var lowest: (Int, Int)?
        var highest: (Int, Int)?
    }

    func probe(_ rect: CGRect, section: Int, item: Int) -> Probe {
        var p = Probe()
        for a in query(rect) where a.representedElementCategory == .cell && RecentQueries.isFinite(a.frame) {
            let ip = a.indexPath
            guard ip.count == 2 else { continue }
            let here = (ip.section, ip.item)
            if here == (section, item) { p.found = p.found ?? a }
            if p.lowest.map({ here < $0 }) ?? true { p.lowest = here }
            if p.highest.map({ here > $0 }) ?? true { p.highest = here }
        }
        return p
    }

    /// The cell at `section`/`item` as a rect query around it lists it, or nil when no rect query lists it.
    func locateCell(section: Int, item: Int) -> UICollectionViewLayoutAttributes? {
        if let a = state.recent.find(.cell, kind: nil, section: section, item: item) { return a }
        guard let strips else { return nil }
        let sought = (section, item)
        // Next to the newest answer (walks through the items in order, keys moving the focus past the edge).
        if let newest = state.recent.entries.first {
            var lowest: (Int, Int)?, highest: (Int, Int)?
            for a in newest.elements where a.representedElementCategory == .cell && a.indexPath.count == 2 {
                let here = (a.indexPath.section, a.indexPath.item)
                if lowest.map({ here < $0 }) ?? true { lowest = here }
                if highest.map({ here > $0 }) ?? true { highest = here }
            }
            if let highest, sought > highest {
                if let a = probe(strips.rect(start: strips.end(newest.rect)), section: section, item: item).found { return a }
            } else if let lowest, sought < lowest {
                if let a = probe(strips.rect(start: strips.start(newest.rect) - strips.length), section: section,
                                 item: item).found { return a }
            }
        }
        // A binary search over the strips: items are in index order along the scroll axis.
        var lo = strips.first, hi = strips.last, probes = 0
        search: while lo <= hi, probes < Self.maxProbes {
            probes += 1
            let k = lo + (hi - lo) / 2
            let p = probe(strips.rect(k), section: section, item: item)
            if let a = p.found { return a }
            guard let lowest = p.lowest, let highest = p.highest else {
                // No cell here (a gap, a header): the nearest strip that lists cells decides (those between are empty).
                for d in 1...Self.neighbourProbes {
                    for j in [k - d, k + d] where j >= lo && j <= hi {
                        let q = probe(strips.rect(j), section: section, item: item)
                        if let a = q.found { return a }
                        guard let l = q.lowest, let h = q.highest else { continue }
                        if sought < l { hi = j < k ? j - 1 : k - 1 } else if sought > h { lo = j < k ? k + 1 : j + 1 } else {
                            break search
                        }
                        continue search
                    }
                }
                break search
            }
            if sought < lowest { hi = k - 1 } else if sought > highest { lo = k + 1 } else {
                // Bracketed but not listed here (columns of different heights): the strips either side.
                for d in 1...Self.neighbourProbes {
                    for j in [k - d, k + d] where j >= strips.first && j <= strips.last {
                        if let a = probe(strips.rect(j), section: section, item: item).found { return a }
                    }
                }
                break search
            }
        }
        // Not in index order: where the sweep saw it.
        guard let table = sweepTable() else { return nil }
        let flat = state.collectionView.playgroundFlatIndex(of: Foundation.IndexPath(item: item, section: section))
        guard flat >= 0, flat < table.cellStrip.count, table.cellStrip[flat] != -1,
              let long = self.strips(sweeping: true) else { return nil }
        return probe(long.rect(Int(table.cellStrip[flat])), section: section, item: item).found
    }

    /// A supplementary or decoration view as a rect query around it lists it: a recent answer, the strips around its
    /// section's first and last items, else where the sweep saw it.
    func locateView(_ category: UICollectionView.ElementCategory, kind: String, _ indexPath: PlaygroundCore.IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let (s, i) = (indexPath.section, indexPath.item)
        if let a = state.recent.find(category, kind: kind, section: s, item: i) { return a }
        let cv = state.collectionView
        if s >= 0, s < cv.numberOfSections, cv.numberOfItems(inSection: s) > 0 {
            for item in [0, cv.numberOfItems(inSection: s) - 1] {
                guard locateCell(section: s, item: item) != nil else { continue }
                if let a = state.recent.find(category, kind: kind, section: s, item: i) { return a }
            }
        }
        let key = ElementKey(category: category == .supplementaryView ? 1 : 2, kind: kind, indexPath: indexPath)
        guard let table = sweepTable(), let strip = table.others[key], let long = strips(sweeping: true) else { return nil }
        _ = query(long.rect(Int(strip)))
        return state.recent.find(category, kind: kind, section: s, item: i)
    }

    /// The sweep's table (made by the first call after the layout was prepared; O(n): every strip is asked once).
    func sweepTable() -> SweepTable? {
        if let table = state.sweep { return table }
        guard let strips = strips(sweeping: true) else { return nil }
        let cv = state.collectionView
        let table = SweepTable(itemCount: (0..<max(0, cv.numberOfSections)).reduce(0) { $0 + cv.numberOfItems(inSection: $1) })
        var head: [CellKey: LayoutAttributes] = [:], tail: [(CellKey, LayoutAttributes)] = []
        var tailStart = 0
        let half = Self.sweepAnswersKept / 2
        var k = strips.first
        while k <= strips.last {
            let rect = strips.rect(k)
            let raw = timed(.elements) { state.layout.layoutAttributesForElements(in: rect) } ?? []
            // Whatever the strip's answer lists (the layout decides what meets it; asked again, it lists it again).
            for a in raw where a.indexPath.count == 2 && RecentQueries.isFinite(a.frame) {
                switch a.representedElementCategory {
                case .cell:
                    table.anyCell = true
                    let flat = cv.playgroundFlatIndex(of: a.indexPath)
                    if a.indexPath.section < cv.numberOfSections, a.indexPath.item >= 0,
                       a.indexPath.item < cv.numberOfItems(inSection: a.indexPath.section),
                       flat >= 0, flat < table.cellStrip.count, table.cellStrip[flat] == -1 {
                        table.cellStrip[flat] = Int32(k)
                        // The first cells met, and the last (a ring).
                        let key = CellKey(a.indexPath), c = shown(a)
                        if head.count < half {
                            head[key] = c
                        } else if tail.count < half {
                            tail.append((key, c))
                        } else {
                            tail[tailStart] = (key, c)
                            tailStart = (tailStart + 1) % half
                        }
                    }
                case .supplementaryView, .decorationView:
                    let key = ElementKey(category: a.representedElementCategory == .supplementaryView ? 1 : 2,
                                         kind: a.representedElementKind ?? "", indexPath: Self.core(a.indexPath))
                    if table.others[key] == nil {
                        table.others[key] = Int32(k)
                        table.order.append(key)
                    }
                }
            }
            k += 1
        }
        state.sweep = table
        for (key, c) in tail { head[key] = c }
        state.sweepAnswers = head
        return table
    }
}
