import Foundation

/// Lazy stacks and grids (docs/swiftui.md, "Lazy stacks and grids").
extension PlaygroundViewLayout {
    /// What a lazy container arranged: its size and where each child goes (in its own coordinates).
    struct Arranged {
        enum Role { case view, header(Int, pinned: Bool), footer(Int, pinned: Bool) }
        var size: CGSize
        var entries: [(node: PlaygroundViewNode, frame: CGRect, proposal: ProposedViewSize, role: Role)]
        /// Each section's extent along the main axis.
        var sections: [Int: ClosedRange<CGFloat>]
    }

    /// SwiftUI's spacing between views when none is given, points (as `ViewSpacing` here: docs/swiftui.md).
    nonisolated static let defaultSpacing: CGFloat = 8

    /// The rows of a lazy container's content: plain views, and sections as (header, views, footer).
    private enum Run { case views([PlaygroundViewNode]), section(PlaygroundViewNode?, [PlaygroundViewNode], PlaygroundViewNode?) }

    private func runs(_ content: PlaygroundViewNode) -> [Run] {
        var result: [Run] = []
        var loose: [PlaygroundViewNode] = []
        for child in children(content) {
            if case .section(let h, let c, let f) = child {
                if !loose.isEmpty { result.append(.views(loose)); loose = [] }
                let header = children(h).isEmpty ? nil : h, footer = children(f).isEmpty ? nil : f
                result.append(.section(header, children(c), footer))
            } else {
                loose.append(child)
            }
        }
        if !loose.isEmpty { result.append(.views(loose)) }
        return result
    }

    private func fraction(_ a: HorizontalAlignment) -> CGFloat { a == .leading ? 0 : a == .trailing ? 1 : 0.5 }
    private func fraction(_ a: VerticalAlignment) -> CGFloat { a == .top ? 0 : a == .bottom ? 1 : 0.5 }

    /// A point (main, cross) along `axis` as (x, y).
    private func rect(_ axis: Axis, main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        axis == .vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// `LazyVStack` / `LazyHStack`: each view is proposed the stack's cross length (the proposal's; unspecified
    /// along the axis), and stacked with `spacing` (8 when nil) between views; the stack takes the proposed cross
    /// length (lazy stacks fill it, unlike `VStack`; decided from their documented flexibility), else its widest
    /// view's; views are aligned across by `alignment`.
    func stack(_ axis: Axis, _ spacing: CGFloat?, _ content: PlaygroundViewNode, _ p: ProposedViewSize,
               _ env: Environment, alignment: Alignment = .center, pinned: PinnedScrollableViews = []) -> Arranged {
        let s = spacing ?? Self.defaultSpacing
        let crossP = (axis == .vertical ? p.width : p.height).flatMap { $0.isFinite ? $0 : nil }
        var e = env
        e.stackAxis = axis
        let proposal = axis == .vertical ? ProposedViewSize(width: crossP, height: nil) : ProposedViewSize(width: nil, height: crossP)
        var rows: [(PlaygroundViewNode, CGSize, Arranged.Role)] = []
        var sectionOf: [Int] = []
        var sectionCount = 0
        func nextSection() -> Int { defer { sectionCount += 1 }; return sectionCount }
        for run in runs(content) {
            switch run {
            case .views(let views):
                for v in views { rows.append((v, size(v, proposal, e), .view)); sectionOf.append(-1) }
            case .section(let h, let views, let f):
                let index = nextSection()
                if let h { rows.append((h, size(h, proposal, e), .header(index, pinned: pinned.contains(.sectionHeaders)))); sectionOf.append(index) }
                for v in views { rows.append((v, size(v, proposal, e), .view)); sectionOf.append(index) }
                if let f { rows.append((f, size(f, proposal, e), .footer(index, pinned: pinned.contains(.sectionFooters)))); sectionOf.append(index) }
            }
        }
        let cross = crossP ?? rows.map { axis == .vertical ? $0.1.width : $0.1.height }.max() ?? 0
        let af = axis == .vertical ? fraction(alignment.horizontal) : fraction(alignment.vertical)
        var main: CGFloat = 0
        var entries: Arranged.Entries = []
        var sections: [Int: ClosedRange<CGFloat>] = [:]
        for (k, (node, sz, role)) in rows.enumerated() {
            if k > 0 { main += s }
            let m = axis == .vertical ? sz.height : sz.width, c = axis == .vertical ? sz.width : sz.height
            let frame = rect(axis, main: main, cross: (cross - c) * af, mainLength: m, crossLength: c)
            entries.append((node, frame, proposal, role))
            if sectionOf[k] >= 0 {
                let r = sections[sectionOf[k]]
                sections[sectionOf[k]] = (r?.lowerBound ?? main)...(main + m)
            }
            main += m
        }
        let total = axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
        return Arranged(size: total, entries: entries, sections: sections)
    }

    /// The lengths of a lazy grid's tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) in `length`, with the
    /// spacing after each track, from Apple's documentation of `GridItem.Size`: `.fixed` takes its size; the rest
    /// is shared in order, each `.flexible` item taking what is left divided by the flexible and adaptive items
    /// left, clamped to its bounds ("the size of the grid with spacing and inflexible items removed, divided by the
    /// number of flexible items, clamped to the provided bounds"); an `.adaptive` item takes such a share and fits
    /// as many tracks of at least its minimum as it can, spaced by its spacing, widened equally to fill the share
    /// up to its maximum ("prefers to insert as many items of the minimum size as possible but lets them increase
    /// to the maximum size"). Decided here where Apple is silent: the order is the items' (the shares are taken one
    /// after another, so a flexible minimum larger than its share leaves less for the items after it); an adaptive
    /// share below its minimum is one track of the share (0 when nothing is left); with no length given (the grid's
    /// own axis is unbounded), flexible tracks take their minimum and adaptive ones one track of their minimum.
    ///
    ///     // 300 points, [.adaptive(minimum: 50, maximum: 100)]: 5 tracks of (300 − 4·8)/5 = 53.6
    nonisolated package static func gridTracks(_ items: [GridItem], length: CGFloat?) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        var tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] = []
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        let between = spacings.dropLast().reduce(0, +)
        let fixed = items.reduce(CGFloat(0)) { if case .fixed(let f) = $1.size { return $0 + f }; return $0 }
        var remaining = (length ?? 0) - fixed - between
        var left = items.filter { if case .fixed = $0.size { return false }; return true }.count
        for (k, item) in items.enumerated() {
            let after = k < items.count - 1 ? spacings[k] : 0
            switch item.size {
            case .fixed(let f):
                tracks.append((f, after, item.alignment))
            case .flexible(let lo, let hi):
                let share = length == nil ? lo : remaining / CGFloat(max(1, left))
                let l = min(max(share, lo), max(lo, hi))
                tracks.append((l, after, item.alignment))
                remaining -= l
                left -= 1
            case .adaptive(let lo, let hi):
                let s = item.spacing ?? defaultSpacing
                let share = length == nil ? lo : remaining / CGFloat(max(1, left))
                let n = lo > 0 ? max(1, Int(((share + s) / (lo + s)).rounded(.down))) : 1
                let l = n == 1 ? max(0, min(share, hi)) : min((share - CGFloat(n - 1) * s) / CGFloat(n), hi)
                for j in 0..<n { tracks.append((l, j < n - 1 ? s : after, item.alignment)) }
                remaining -= CGFloat(n) * l + CGFloat(n - 1) * s
                left -= 1
            }
        }
        return tracks
    }

    /// `LazyVGrid` / `LazyHGrid`: tracks from `gridTracks`; views fill a line of tracks in order (a section's
    /// header and footer take a whole line, and a section starts a new line); a line is as long as its longest view
    /// (each proposed its track's length, unspecified along the grid's axis); lines are `spacing` apart (8 when
    /// nil); a view is aligned in its cell by its `GridItem`'s alignment, else by the grid's.
    func grid(_ axis: Axis, _ items: [GridItem], _ spacing: CGFloat?, _ content: PlaygroundViewNode,
              _ p: ProposedViewSize, _ env: Environment, alignment: Alignment = .center,
              pinned: PinnedScrollableViews = []) -> Arranged {
        let s = spacing ?? Self.defaultSpacing
        let crossP = (axis == .vertical ? p.width : p.height).flatMap { $0.isFinite ? $0 : nil }
        let tracks = Self.gridTracks(items.isEmpty ? [GridItem()] : items, length: crossP)
        var starts: [CGFloat] = []
        var c: CGFloat = 0
        for t in tracks { starts.append(c); c += t.length + t.spacing }
        let cross = max(0, c - (tracks.last?.spacing ?? 0))
        func proposal(_ l: CGFloat?) -> ProposedViewSize {
            axis == .vertical ? ProposedViewSize(width: l, height: nil) : ProposedViewSize(width: nil, height: l)
        }
        var entries: Arranged.Entries = []
        var sections: [Int: ClosedRange<CGFloat>] = [:]
        var main: CGFloat = 0
        var first = true
        var sectionCount = 0
        func nextSection() -> Int { defer { sectionCount += 1 }; return sectionCount }
        func line(_ views: [PlaygroundViewNode], section: Int?) {
            var k = 0
            while k < views.count {
                let chunk = Array(views[k..<min(views.count, k + tracks.count)])
                let sizes = chunk.enumerated().map { size($0.element, proposal(tracks[$0.offset].length), env) }
                let m = sizes.map { axis == .vertical ? $0.height : $0.width }.max() ?? 0
                if !first { main += s }
                first = false
                for (j, v) in chunk.enumerated() {
                    let cellAlignment: Alignment = tracks[j].alignment ?? alignment
                    let sz = sizes[j]
                    let vm = axis == .vertical ? sz.height : sz.width, vc = axis == .vertical ? sz.width : sz.height
                    let fm = axis == .vertical ? fraction(cellAlignment.vertical) : fraction(cellAlignment.horizontal)
                    let fc = axis == .vertical ? fraction(cellAlignment.horizontal) : fraction(cellAlignment.vertical)
                    entries.append((v, rect(axis, main: main + (m - vm) * fm, cross: starts[j] + (tracks[j].length - vc) * fc,
                                            mainLength: vm, crossLength: vc), proposal(tracks[j].length), .view))
                }
                if let section { sections[section] = (sections[section]?.lowerBound ?? main)...(main + m) }
                main += m
                k += tracks.count
            }
        }
        func whole(_ v: PlaygroundViewNode, _ role: Arranged.Role, section: Int) {
            let sz = size(v, proposal(cross), env)
            let m = axis == .vertical ? sz.height : sz.width
            if !first { main += s }
            first = false
            entries.append((v, rect(axis, main: main, cross: 0, mainLength: m, crossLength: cross), proposal(cross), role))
            sections[section] = (sections[section]?.lowerBound ?? main)...(main + m)
            main += m
        }
        for run in runs(content) {
            switch run {
            case .views(let views): line(views, section: nil)
            case .section(let h, let views, let f):
                let index = nextSection()
                if let h { whole(h, .header(index, pinned: pinned.contains(.sectionHeaders)), section: index) }
                line(views, section: index)
                if let f { whole(f, .footer(index, pinned: pinned.contains(.sectionFooters)), section: index) }
            }
        }
        let total = axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
        return Arranged(size: total, entries: entries, sections: sections)
    }
}

extension PlaygroundViewLayout.Arranged {
    typealias Entries = [(node: PlaygroundViewNode, frame: CGRect, proposal: ProposedViewSize, role: Role)]
}
