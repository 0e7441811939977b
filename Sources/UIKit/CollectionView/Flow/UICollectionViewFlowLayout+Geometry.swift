/// An interval along one axis (comparisons only: safe with any numbers, NaN included).
struct Span {
    var lo: CGFloat, hi: CGFloat
    func overlaps(_ o: Span) -> Bool { lo <= o.hi && o.lo <= hi }
}

/// The flow layout's computed geometry: every section's header, items and footer, in content coordinates.
struct FlowGeometry {
    /// What the geometry was computed for; a different key means stale.
    struct Key: Equatable {
        var size: CGSize
        var inset: UIEdgeInsets
        var margins: UIEdgeInsets
        var counts: [Int]
    }

    struct Line {
        var start: CGFloat, end: CGFloat
        var first: Int, count: Int
    }

    /// A section whose items all have one size: its lines are alike, so only where each line starts is kept (8
    /// bytes a line), and an item's frame is computed from it as `computeGeometry` would place it (the same
    /// additions in the same order: the same numbers to the last bit).
    struct UniformLines {
        var size: CGSize
        /// Items a line (the last line may hold fewer).
        var perLine: Int
        /// Along the scroll axis: a line's length, and the item's offset in it (centered across its line).
        var lineLength: CGFloat
        var mainOffset: CGFloat
        /// Across: where a line's first item starts, and the step to the next item (its length, the minimum
        /// spacing and the line's share of the leftover space), for full lines and for the last line.
        var start: CGFloat, step: CGFloat
        var lastStart: CGFloat, lastStep: CGFloat
        /// Where each line starts along the scroll axis.
        var lineStarts: [CGFloat]
    }

    struct Section {
        var frame: CGRect
        var header: CGRect?
        var footer: CGRect?
        /// Along the scroll axis: where the header ends and where the footer starts.
        var contentStart: CGFloat
        var contentEnd: CGFloat
        var itemCount: Int
        /// Items of different sizes: every item's frame and every line (empty for a uniform section).
        var itemFrames: [CGRect]
        var lines: [Line]
        /// Items of one size: the lines, computed (nil when the items differ).
        var uniform: UniformLines?

        var lineCount: Int { uniform?.lineStarts.count ?? lines.count }

        /// Line `k`: its extent along the scroll axis and its items.
        func line(_ k: Int) -> Line {
            guard let u = uniform else { return lines[k] }
            let start = u.lineStarts[k], first = k * u.perLine
            return Line(start: start, end: start + u.lineLength, first: first, count: min(u.perLine, itemCount - first))
        }

        /// The lines that meet `span` along the scroll axis (a binary search: lines are in order along it).
        func lines(meeting span: Span) -> Range<Int> {
            let n = lineCount
            var a = 0, b = n
            while a < b {
                let mid = (a + b) / 2
                if line(mid).end < span.lo { a = mid + 1 } else { b = mid }
            }
            var k = a
            while k < n, line(k).start <= span.hi { k += 1 }
            return a..<k
        }

        /// The frame of item `i` (0 ≤ i < itemCount).
        func itemFrame(_ i: Int, vertical: Bool) -> CGRect {
            guard let u = uniform else { return itemFrames[i] }
            let k = i / u.perLine
            var frames = LineFrames(self, line: k, vertical: vertical)
            for _ in (k * u.perLine)..<i { _ = frames.next() }
            return frames.next()!
        }
    }

    /// The frames of one line's items, in order (a uniform section's computed as `computeGeometry` placed them).
    /// A line's item frames in order. What it needs of the section is taken once, in `init` (no copy of the
    /// section's arrays per item: a query's walk is per visible item).
    struct LineFrames: IteratorProtocol {
        /// Items of different sizes: the section's frames (empty for a uniform section).
        let frames: [CGRect]
        let uniform: Bool
        let vertical: Bool
        var item: Int
        let end: Int
        var position: CGFloat
        let step: CGFloat
        let main: CGFloat
        /// A uniform item's length along a line and across it.
        let along: CGFloat, across: CGFloat

        init(_ section: Section, line k: Int, vertical: Bool) {
            self.vertical = vertical
            let l = section.line(k)
            item = l.first
            end = l.first + l.count
            if let u = section.uniform {
                let last = k == u.lineStarts.count - 1
                frames = []
                uniform = true
                position = last ? u.lastStart : u.start
                step = last ? u.lastStep : u.step
                main = l.start + u.mainOffset
                along = vertical ? u.size.width : u.size.height
                across = vertical ? u.size.height : u.size.width
            } else {
                frames = section.itemFrames
                uniform = false
                position = 0
                step = 0
                main = 0
                along = 0
                across = 0
            }
        }

        mutating func next() -> CGRect? {
            guard item < end else { return nil }
            defer { item += 1 }
            guard uniform else { return frames[item] }
            let r = vertical ? CGRect(x: position, y: main, width: along, height: across)
                : CGRect(x: main, y: position, width: across, height: along)
            position += step
            return r
        }
    }

    /// `a.intersects(b)` as Foundation answers it (closed bounds: rects that touch meet; a null rect meets nothing),
    /// without its call for the usual case (finite origins, sizes not negative): a query tests every line's items.
    @inline(__always)
    static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
        let ax = a.origin.x, ay = a.origin.y, aw = a.size.width, ah = a.size.height
        let bx = b.origin.x, by = b.origin.y, bw = b.size.width, bh = b.size.height
        guard aw >= 0, ah >= 0, bw >= 0, bh >= 0, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else {
            return a.intersects(b)
        }
        return ax <= bx + bw && bx <= ax + aw && ay <= by + bh && by <= ay + ah
    }

    var key: Key
    var vertical: Bool
    var contentSize: CGSize
    var sections: [Section]

    /// The sections that meet `span` along the scroll axis (a binary search: sections follow one another).
    func sections(meeting span: Span) -> Range<Int> {
        var a = 0, b = sections.count
        while a < b {
            let mid = (a + b) / 2
            if mainRange(of: sections[mid].frame).hi < span.lo { a = mid + 1 } else { b = mid }
        }
        var k = a
        while k < sections.count, mainRange(of: sections[k].frame).lo <= span.hi { k += 1 }
        return a..<k
    }

    func main(_ p: CGPoint) -> CGFloat { vertical ? p.y : p.x }
    func length(_ r: CGRect) -> CGFloat { vertical ? r.height : r.width }
    func mainRange(of r: CGRect) -> Span { vertical ? Span(lo: r.minY, hi: r.maxY) : Span(lo: r.minX, hi: r.maxX) }
    func setMain(_ r: inout CGRect, _ v: CGFloat) { if vertical { r.origin.y = v } else { r.origin.x = v } }
}

extension UICollectionViewFlowLayout {
    /// A tolerance for "the next item fits in the line", points: absorbs floating-point rounding only (an item
    /// width computed as (W − 2·spacing) / 3 still puts three on a line).
    static let fitTolerance: CGFloat = 1e-9

    func geometryKey() -> FlowGeometry.Key {
        guard let cv = collectionView else {
            return FlowGeometry.Key(size: .zero, inset: .zero, margins: .zero, counts: [])
        }
        return FlowGeometry.Key(size: cv.bounds.size, inset: cv.adjustedContentInset,
                                margins: sectionInsetReference == .fromLayoutMargins ? cv.layoutMargins : .zero,
                                counts: (0..<max(0, cv.numberOfSections)).map { max(0, cv.numberOfItems(inSection: $0)) })
    }

    /// The geometry for the collection view as it is now (computed again when stale).
    func currentGeometry() -> FlowGeometry {
        let key = geometryKey()
        if let g = geometry, g.key == key { return g }
        let g = computeGeometry(key)
        geometry = g
        return g
    }

    private func computeGeometry(_ key: FlowGeometry.Key) -> FlowGeometry {
        let vertical = scrollDirection == .vertical
        // Along the cross axis: the content's extent (the bounds less the content insets) and the margins.
        let cross = vertical ? key.size.width - key.inset.left - key.inset.right
            : key.size.height - key.inset.top - key.inset.bottom
        let marginStart = vertical ? key.margins.left : key.margins.top
        let marginEnd = vertical ? key.margins.right : key.margins.bottom
        func rect(main: CGFloat, cross c: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: c, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: c, width: mainLength, height: crossLength)
        }
        let cv = collectionView
        let delegate = cv?.delegate as? UICollectionViewDelegateFlowLayout
        // The defaults' answers are UIKit's fallbacks, used as they are here; their mark is not for the user's calls.
        defer { _ = PlaygroundOptionalRequirement.takeDefaultAnswered() }
        var sections: [FlowGeometry.Section] = []
        var cursor: CGFloat = 0
        for (s, count) in key.counts.enumerated() {
            let start = cursor
            let headerSize = playgroundMeasuredReference(
                cv.flatMap { delegate?.collectionView($0, layout: self, referenceSizeForHeaderInSection: s) }
                    ?? headerReferenceSize, kind: UICollectionView.elementKindSectionHeader, section: s)
            let footerSize = playgroundMeasuredReference(
                cv.flatMap { delegate?.collectionView($0, layout: self, referenceSizeForFooterInSection: s) }
                    ?? footerReferenceSize, kind: UICollectionView.elementKindSectionFooter, section: s)
            let insets = cv.flatMap { delegate?.collectionView($0, layout: self, insetForSectionAt: s) } ?? sectionInset
            let lineSpacing = cv.flatMap { delegate?.collectionView($0, layout: self, minimumLineSpacingForSectionAt: s) }
                ?? minimumLineSpacing
            let interSpacing = cv.flatMap {
                delegate?.collectionView($0, layout: self, minimumInteritemSpacingForSectionAt: s)
            } ?? minimumInteritemSpacing

            var header: CGRect?
            let headerLength = vertical ? headerSize.height : headerSize.width
            if headerLength > 0 {
                header = rect(main: cursor, cross: 0, mainLength: headerLength, crossLength: cross)
                cursor += headerLength
            }
            let contentStart = cursor
            cursor += vertical ? insets.top : insets.left
            let crossStart = marginStart + (vertical ? insets.left : insets.top)
            let available = cross - marginStart - marginEnd - (vertical ? insets.left + insets.right : insets.top + insets.bottom)

            // Sizes: kept only when they differ (a section of one size keeps nothing per item), then lines filled
            // greedily.
            func along(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
            func across(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
            var frames: [CGRect] = []
            var sameSize: CGSize?
            let selfSizing = isSelfSizing
            for i in 0..<count {
                let path = IndexPath(item: i, section: s)
                let asked = cv.flatMap { delegate?.collectionView($0, layout: self, sizeForItemAt: path) } ?? baseItemSize
                let size = selfSizing ? preferredSizes[path] ?? asked : asked
                if frames.isEmpty {
                    if i == 0 { sameSize = size; continue }
                    if size == sameSize! { continue }
                    // The first size that differs: every size from here on is kept (the frames they become).
                    frames.reserveCapacity(count)
                    frames.append(contentsOf: repeatElement(CGRect(origin: .zero, size: sameSize!), count: i))
                }
                frames.append(CGRect(origin: .zero, size: size))
            }
            if !frames.isEmpty { sameSize = nil }
            var lines: [FlowGeometry.Line] = []
            var uniform: FlowGeometry.UniformLines?
            if let size = sameSize {
                // One size: every line but the last holds as many items as the first (the same greedy fill).
                let w = along(size)
                var perLine = 1, used = w
                while perLine < count, !(used + interSpacing + w > available + Self.fitTolerance) {
                    used += interSpacing + w
                    perLine += 1
                }
                let lineCount = (count + perLine - 1) / perLine
                var lineLength: CGFloat = 0
                lineLength = max(lineLength, across(size))
                func placement(_ items: Int, last: Bool) -> (start: CGFloat, step: CGFloat) {
                    let (leftover, slots) = Self.playgroundSpread(Array(repeating: w, count: items), available: available,
                                                                  spacing: interSpacing, fillAsLast: last)
                    let extra = slots > 1 ? leftover / CGFloat(slots - 1) : 0
                    return (crossStart + (slots == 1 ? leftover / 2 : 0), w + interSpacing + extra)
                }
                let full = placement(perLine, last: false)
                let last = placement(count - (lineCount - 1) * perLine, last: true)
                var starts: [CGFloat] = []
                starts.reserveCapacity(lineCount)
                for k in 0..<lineCount {
                    starts.append(cursor)
                    cursor += lineLength
                    if k != lineCount - 1 { cursor += lineSpacing }
                }
                uniform = FlowGeometry.UniformLines(size: size, perLine: perLine, lineLength: lineLength,
                                                    mainOffset: (lineLength - across(size)) / 2, start: full.start,
                                                    step: full.step, lastStart: last.start, lastStep: last.step,
                                                    lineStarts: starts)
            } else {
                var lineRanges: [Range<Int>] = []
                var first = 0, used: CGFloat = 0
                for i in 0..<count {
                    let w = along(frames[i].size)
                    if i > first, used + interSpacing + w > available + Self.fitTolerance {
                        lineRanges.append(first..<i)
                        first = i
                        used = w
                    } else {
                        used += (i > first ? interSpacing : 0) + w
                    }
                }
                if count > 0 { lineRanges.append(first..<count) }

                for (k, range) in lineRanges.enumerated() {
                    let isLast = k == lineRanges.count - 1
                    let (leftover, slots) = Self.playgroundSpread(range.map { along(frames[$0].size) }, available: available,
                                                                  spacing: interSpacing, fillAsLast: isLast)
                    var lineLength: CGFloat = 0
                    for i in range { lineLength = max(lineLength, across(frames[i].size)) }
                    var position = crossStart + (slots == 1 ? leftover / 2 : 0)
                    let extra = slots > 1 ? leftover / CGFloat(slots - 1) : 0
                    for i in range {
                        let size = frames[i].size
                        frames[i] = rect(main: cursor + (lineLength - across(size)) / 2, cross: position,
                                         mainLength: across(size), crossLength: along(size))
                        position += along(size) + interSpacing + extra
                    }
                    lines.append(FlowGeometry.Line(start: cursor, end: cursor + lineLength, first: range.lowerBound,
                                                   count: range.count))
                    cursor += lineLength
                    if !isLast { cursor += lineSpacing }
                }
            }
            cursor += vertical ? insets.bottom : insets.right
            let contentEnd = cursor
            var footer: CGRect?
            let footerLength = vertical ? footerSize.height : footerSize.width
            if footerLength > 0 {
                footer = rect(main: cursor, cross: 0, mainLength: footerLength, crossLength: cross)
                cursor += footerLength
            }
            sections.append(FlowGeometry.Section(
                frame: rect(main: start, cross: 0, mainLength: cursor - start, crossLength: cross),
                header: header, footer: footer, contentStart: contentStart, contentEnd: contentEnd,
                itemCount: count, itemFrames: frames, lines: lines, uniform: uniform))
        }
        let contentSize = vertical ? CGSize(width: max(0, cross), height: cursor) : CGSize(width: cursor, height: max(0, cross))
        return FlowGeometry(key: key, vertical: vertical, contentSize: contentSize, sections: sections)
    }

    /// How a line's leftover space is shared: the space left (`available` less the items and the minimum spacing)
    /// and how many slots share it. A section's last line counts copies of its last item while they would fit
    /// (UIKit lays it out "as if full", so its items line up with the lines above); a line of one slot is centered.
    ///
    ///     spread([100], available: 320, spacing: 10, fillAsLast: true)    // (0, 3): three slots of 100 fit
    ///     spread([100], available: 320, spacing: 10, fillAsLast: false)   // (220, 1): centered
    package static func playgroundSpread(_ lengths: [CGFloat], available: CGFloat, spacing: CGFloat, fillAsLast: Bool)
        -> (leftover: CGFloat, slots: Int) {
        var leftover = available, slots = 0
        guard !lengths.isEmpty else { return (max(0, available), 0) }
        let limit = lengths.count + (fillAsLast ? 10_000 : 0)
        while slots < limit {
            let length = lengths[min(slots, lengths.count - 1)] + (slots > 0 ? spacing : 0)
            if slots >= lengths.count && !(length > 0) { break }
            guard leftover + fitTolerance >= length else { break }
            leftover -= length
            slots += 1
        }
        return (max(0, leftover), slots)
    }
}
