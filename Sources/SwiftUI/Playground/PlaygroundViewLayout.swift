import Foundation
import UIKit

/// Lays out an evaluated view tree as SwiftUI would (docs/swiftui.md, "Views as layouts"): sizes for proposals and
/// placements, recording where the playground's items go. Main-actor isolated, as views are.
/// Playground hook (package): not part of SwiftUI's API.
@MainActor package final class PlaygroundViewLayout {
    /// What a view's size depends on besides its proposal.
    package struct Environment {
        /// The item whose view this is (its photo is the `Image` in it).
        var item: Int?
        /// The nearest container's size (the scroll view less its safe area and content margins), for
        /// `.containerRelativeFrame`.
        var container: CGSize
        var font: Font = .body
        /// A weight set on the views around (`.fontWeight`, `.bold()`), over the font's own.
        var weight: Font.Weight?
        /// The colour of text and shapes (`.foregroundStyle`); nil: `Color.primary`.
        var foreground: Color?
        /// The foreground style when it is a gradient (`foreground` is then its first colour, for text).
        var foregroundPaint: PlaygroundPaint?
        var textAlignment: TextAlignment = .leading
        /// The axis of the stack a view is in (a `Spacer`'s direction).
        var stackAxis: Axis?

        /// The weight text is set in.
        var textWeight: Font.Weight { weight ?? font.weight }
    }

    /// Where an item went and what it is, after `place`.
    package struct PlaygroundPlacedItem {
        package var frame: CGRect
        /// The item's view (its modifiers outermost first are its effects).
        package var node: PlaygroundViewNode
        /// What its container proposed it, and the environment around it (to draw it: `drawing(of:index:)`).
        package var proposal: ProposedViewSize = .unspecified
        package var environment = Environment(container: .zero)
    }

    /// Where a section header or footer went.
    package struct PlaygroundPlacedSupplementary {
        package var kind: String
        package var section: Int
        package var frame: CGRect
        /// The section's extent along the stack's axis (for pinning): its header's start to its last view's end.
        package var sectionExtent: ClosedRange<CGFloat>
        package var pinned: Bool
        /// The header's or footer's view, placed as an item is (to draw it).
        package var placed = PlaygroundPlacedItem(frame: .zero, node: .empty)
    }

    /// The item's photo's natural size (points; its aspect ratio is what counts).
    let photoSize: (Int) -> CGSize
    /// An item photo's ideal width (an unspecified proposal), points.
    let side: CGFloat
    /// Items answer proposals as fixed squares (`itemSizing` fixed).
    let fixedItems: Bool

    package var items: [Int: PlaygroundPlacedItem] = [:]
    package var supplementaries: [PlaygroundPlacedSupplementary] = []
    /// What the tree uses that this playground does not evaluate, by type name.
    package var unknown: Set<String> = []
    /// Set while an item view is drawn (`drawing(of:index:)`): placing views records what they draw.
    var recorder: PlaygroundDrawing?
    /// The screen pass (docs/swiftui.md, "Views around the scroll view"): the whole body is laid out in the
    /// viewport and the first scroll view met is not entered; its frame is kept (`screenScrollFrame`).
    package var screenPass = false
    /// Where the screen pass put the first scroll view.
    package var screenScrollFrame: CGRect?
    /// The insets the screen's `.safeAreaInset` bars put on the first scroll view's content.
    package var screenInsets = EdgeInsets()

    package init(photoSize: @escaping (Int) -> CGSize, side: CGFloat, fixedItems: Bool = false) {
        self.photoSize = photoSize
        self.side = side
        self.fixedItems = fixedItems
    }

    // MARK: Children

    /// A container's children: lists, groups and `ForEach` elements flattened (items kept whole).
    func children(_ node: PlaygroundViewNode) -> [PlaygroundViewNode] {
        switch node {
        case .empty: []
        case .list(let nodes): nodes.flatMap(children)
        case .forEach(let count, _, let element, _): (0..<count).flatMap { children(element($0)) }
        default: [node]
        }
    }

    // MARK: Sizes

    /// The size `node` takes for proposal `p`.
    package func size(_ node: PlaygroundViewNode, _ p: ProposedViewSize, _ env: Environment) -> CGSize {
        switch node {
        case .empty: return .zero
        case .leaf(let leaf): return size(leaf, p, env)
        case .list, .forEach:
            return size(.layout(AnyLayout(VStackLayout()), children(node)), p, env)
        case .modified(let base, let kind): return size(modified: base, kind, p, env)
        case .layout(let layout, let nodes):
            let (subviews, _) = subviews(nodes, layout: layout, env)
            var cache = layout.makeCache(subviews: subviews)
            return finite(layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache))
        case .scroll(_, let content):
            // A scroll view takes what it is proposed (its content is measured only for an unspecified dimension).
            if let w = p.width, let h = p.height { return CGSize(width: w, height: h).playgroundFinite(or: side) }
            return p.replacingUnspecifiedDimensions(by: size(content, .unspecified, env)).playgroundFinite(or: side)
        case .lazyStack(let axis, _, let spacing, _, let content):
            return stack(axis, spacing, content, p, env).size
        case .lazyGrid(let axis, let items, _, let spacing, _, let content):
            return grid(axis, items, spacing, content, p, env).size
        case .section(let h, let c, let f): return size(.list([h, c, f]), p, env)
        case .geometry: return p.replacingUnspecifiedDimensions().playgroundFinite(or: 10)
        case .item(let i, let inner):
            var e = env
            e.item = i
            if fixedItems { return CGSize(width: side, height: side) }
            return size(inner, p, e)
        case .unknown(let name):
            unknown.insert(name)
            return p.replacingUnspecifiedDimensions(by: CGSize(width: side, height: side)).playgroundFinite(or: side)
        }
    }

    func finite(_ s: CGSize) -> CGSize {
        CGSize(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    private func size(_ leaf: PlaygroundLeaf, _ p: ProposedViewSize, _ env: Environment) -> CGSize {
        if case .spacer(let minLength) = leaf {
            // A spacer takes all it is offered along its stack, an infinite offer too: a stack probing its
            // subviews' flexibility (their sizes for 0 and for infinity) finds a spacer the most flexible, so it is
            // offered what the others leave (Apple, `Spacer`: "expands along the major axis of its containing
            // stack layout"). Before, the infinite offer counted as none and a spacer was as rigid as its minimum
            // length: a header's `HStack { Text; Spacer(); Button }` did not fill its width.
            let m = minLength ?? 8
            func along(_ v: CGFloat?) -> CGFloat { v.map { $0.isNaN ? m : max(m, $0) } ?? m }
            switch env.stackAxis {
            case .horizontal?: return CGSize(width: along(p.width), height: 0)
            case .vertical?: return CGSize(width: 0, height: along(p.height))
            case nil:
                let f = p.playgroundFiniteOnly
                return CGSize(width: max(m, f.width ?? m), height: max(m, f.height ?? m))
            }
        }
        let p = p.playgroundFiniteOnly
        switch leaf {
        case .text(let s):
            return PlaygroundViewLayout.textSize(s, font: env.font, weight: env.textWeight, width: p.width)
        case .image(_, true, _):
            let side = ceil(env.font.size * 1.2)
            return CGSize(width: side, height: side)
        case .image(_, false, let resizable):
            let natural = env.item.map(photoSize) ?? CGSize(width: 1, height: 1)
            let aspect = natural.width > 0 && natural.height > 0 ? natural.width / natural.height : 1
            let ideal = CGSize(width: side, height: side / aspect)
            return resizable ? p.replacingUnspecifiedDimensions(by: ideal) : ideal
        case .color, .shape, .canvas:
            return p.replacingUnspecifiedDimensions()
        case .spacer(let minLength):
            let m = minLength ?? 8
            switch env.stackAxis {
            case .horizontal?: return CGSize(width: max(m, p.width ?? m), height: 0)
            case .vertical?: return CGSize(width: 0, height: max(m, p.height ?? m))
            case nil: return CGSize(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
            }
        case .uiKit(let leaf):
            return leaf.size(for: p)
        case .divider:
            return env.stackAxis == .horizontal ? CGSize(width: 1, height: p.height ?? 0) : CGSize(width: p.width ?? 0, height: 1)
        }
    }

    /// A text's size: one line in `font` at `weight` (UIKit's measuring, the renderer's font file: the one its
    /// drawing uses), wrapped to `width` when it is narrower; fractional sizes rounded up, as SwiftUI's text does.
    ///
    /// Measured once per text, font, weight and width (`PlaygroundTextSizes`): a stack asks its subviews' sizes for
    /// several proposals (their flexibility at 0 and at infinity, then their share), so the texts of nested stacks
    /// are measured many times a pass; measuring makes a font (which looks its file up on disk) and lays the line
    /// out each time. swiftui16: xiaofu666's VerticalCarousel (cards of five texts in nested stacks) took over 60 s
    /// to prepare 100 items, most of it in these lookups, and was reported hung.
    package nonisolated static func textSize(_ s: String, font: Font, weight: Font.Weight, width: CGFloat?) -> CGSize {
        let key = PlaygroundTextSizes.Key(text: s, size: font.size, weight: weight.value, width: width)
        if let known = PlaygroundTextSizes.shared.size(for: key) { return known }
        let measured = measureText(s, font: font, weight: weight, width: width)
        PlaygroundTextSizes.shared.store(measured, for: key)
        return measured
    }

    nonisolated private static func measureText(_ s: String, font: Font, weight: Font.Weight, width: CGFloat?) -> CGSize {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: font.size,
                                                                             weight: UIFont.Weight(rawValue: weight.value))]
        var r = s.size(withAttributes: attrs)
        if let w = width, r.width > w {
            r = s.boundingRect(with: CGSize(width: max(1, w), height: .greatestFiniteMagnitude),
                               options: .usesLineFragmentOrigin, attributes: attrs, context: nil).size
        }
        return CGSize(width: ceil(r.width), height: ceil(r.height))
    }

    private func size(modified base: PlaygroundViewNode, _ kind: PlaygroundModifier.PlaygroundKind,
                      _ p: ProposedViewSize, _ env: Environment) -> CGSize {
        switch kind {
        case .frame(let w, let h, _):
            let c = size(base, ProposedViewSize(width: w ?? p.width, height: h ?? p.height), env)
            return CGSize(width: w ?? c.width, height: h ?? c.height)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            return flexibleFrame(base, p, env, w: (minW, idealW, maxW), h: (minH, idealH, maxH)).size
        case .padding(let edges, let length):
            let i = PlaygroundViewLayout.insets(edges, length ?? PlaygroundViewLayout.defaultPadding)
            let c = size(base, p.playgroundInset(i), env)
            return CGSize(width: c.width + i.leading + i.trailing, height: c.height + i.top + i.bottom)
        case .safeAreaPadding(let edges, let length):
            return size(modified: base, .padding(edges, length), p, env)
        case .aspectRatio(let ratio, let mode):
            return size(base, aspectProposal(base, ratio, mode, p, env), env)
        case .containerRelativeFrame(let axes, let count, let span, let spacing, _, let length):
            let (w, h) = containerLengths(axes, count, span, spacing, length, env)
            let c = size(base, ProposedViewSize(width: w ?? p.width, height: h ?? p.height), env)
            return CGSize(width: w ?? c.width, height: h ?? c.height)
        case .font, .fontWeight:
            return size(base, p, env.applying(kind))
        default:
            return size(base, p, env)
        }
    }

    /// SwiftUI's default padding, points (decided: the 16 points of iOS's standard margins; Apple documents "the
    /// system default amount").
    package static let defaultPadding: CGFloat = 16

    static func insets(_ edges: Edge.Set, _ l: CGFloat) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                   bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
    }

    /// `frame(minWidth:idealWidth:maxWidth:…)` as Apple documents it: the child is proposed the proposal clamped to
    /// the constraints (ideal sizes replacing unspecified dimensions); with both bounds on an axis the frame takes
    /// the clamped proposal; with one, the child's size pushed inside it; with none, the child's size.
    func flexibleFrame(_ base: PlaygroundViewNode, _ p: ProposedViewSize, _ env: Environment,
                       w: (CGFloat?, CGFloat?, CGFloat?), h: (CGFloat?, CGFloat?, CGFloat?)) -> (size: CGSize, child: ProposedViewSize) {
        func clamp(_ v: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
            guard var v else { return nil }
            if let hi { v = min(v, hi) }
            if let lo { v = max(v, lo) }
            return v
        }
        let pw = p.width ?? w.1, ph = p.height ?? h.1
        let child = ProposedViewSize(width: clamp(pw, w.0, w.2), height: clamp(ph, h.0, h.2))
        let c = size(base, child, env)
        func axis(_ proposed: CGFloat?, _ childSize: CGFloat, _ c3: (CGFloat?, CGFloat?, CGFloat?)) -> CGFloat {
            let (lo, _, hi) = c3
            switch (lo, hi) {
            case (nil, nil): return childSize
            case (let lo?, let hi?): return clamp(proposed ?? childSize, lo, hi) ?? childSize
            case (let lo?, nil): return max(lo, childSize)
            case (nil, let hi?): return min(hi, max(childSize, min(hi, proposed ?? childSize)))
            }
        }
        let sizeW = axis(pw, c.width, w), sizeH = axis(ph, c.height, h)
        return (CGSize(width: sizeW.isFinite ? sizeW : c.width, height: sizeH.isFinite ? sizeH : c.height), child)
    }

    /// The proposal `.aspectRatio(ratio, contentMode:)` gives its child: the largest (fit) or smallest (fill)
    /// rectangle of the ratio in the proposal; an unspecified dimension follows the other; with both unspecified,
    /// the child's ideal size fitted to the ratio. A nil ratio is the child's ideal aspect ratio.
    func aspectProposal(_ base: PlaygroundViewNode, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize,
                        _ env: Environment) -> ProposedViewSize {
        let p = p.playgroundFiniteOnly
        let r: CGFloat
        if let ratio, ratio > 0, ratio.isFinite { r = ratio } else {
            let ideal = size(base, .unspecified, env)
            r = ideal.width > 0 && ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        switch (p.width, p.height) {
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let wide = w / max(h, .leastNonzeroMagnitude) > r
            return (wide == (mode == .fit)) ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
        case (nil, nil):
            let ideal = size(base, .unspecified, env)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    /// `.containerRelativeFrame`'s lengths: `length(container, axis)`, else Apple's count/span arithmetic,
    /// (container − spacing·(count − 1)) / count · span + spacing·(span − 1); nil on axes not asked for.
    func containerLengths(_ axes: Axis.Set, _ count: Int, _ span: Int, _ spacing: CGFloat,
                          _ length: ((CGFloat, Axis) -> CGFloat)?, _ env: Environment) -> (CGFloat?, CGFloat?) {
        func one(_ l: CGFloat, _ axis: Axis) -> CGFloat {
            if let length { return max(0, length(l, axis)) }
            let n = CGFloat(max(1, count)), s = CGFloat(max(1, min(span, max(1, count))))
            return max(0, (l - spacing * (n - 1)) / n * s + spacing * (s - 1))
        }
        return (axes.contains(.horizontal) ? one(env.container.width, .horizontal) : nil,
                axes.contains(.vertical) ? one(env.container.height, .vertical) : nil)
    }

    // MARK: Layout containers

    /// The subviews of a `Layout` container: each child's sizes, priority and layout values.
    func subviews(_ nodes: [PlaygroundViewNode], layout: AnyLayout, _ env: Environment)
        -> (LayoutSubviews, [(PlaygroundViewNode, PlaygroundSubviewSource)]) {
        var e = env
        e.stackAxis = layout.playgroundLayoutProperties.stackOrientation
        let pairs = children(.list(nodes)).map { child -> (PlaygroundViewNode, PlaygroundSubviewSource) in
            var values: [ObjectIdentifier: Any] = [:]
            var priority = 0.0
            var guides: [(ObjectIdentifier, (ViewDimensions) -> CGFloat)] = []
            var guidesReachable = true
            var n = child
            while true {
                if case .item(_, let inner) = n { n = inner; continue }
                guard case .modified(let base, let kind) = n else { break }
                if case .layoutValue(let key, let value) = kind, values[key] == nil { values[key] = value }
                if case .layoutPriority(let p) = kind { priority = p }
                switch kind {
                case .alignmentGuide(let guide, let compute) where guidesReachable: guides.append((guide, compute))
                // Decided: a guide set inside a frame, padding or other geometry modifier is not carried out
                // through it (SwiftUI offsets it; the flow grids found set theirs outermost).
                case .frame, .flexibleFrame, .padding, .safeAreaPadding, .aspectRatio, .containerRelativeFrame:
                    guidesReachable = false
                default: break
                }
                n = base
            }
            let source = PlaygroundSubviewSource(values: values, priority: priority) { [unowned self] p in
                self.size(child, p, e)
            }
            source.guideFunctions = guides.reversed()
            return (child, source)
        }
        return (LayoutSubviews(pairs.map { LayoutSubview($0.1) }), pairs)
    }
}

extension ProposedViewSize {
    /// Infinite dimensions as unspecified (decided for items: docs/swiftui.md, "Items as subviews").
    var playgroundFiniteOnly: ProposedViewSize {
        ProposedViewSize(width: width.flatMap { $0.isFinite ? max(0, $0) : nil },
                         height: height.flatMap { $0.isFinite ? max(0, $0) : nil })
    }

    /// Less `i` (unspecified dimensions stay so).
    func playgroundInset(_ i: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - i.leading - i.trailing) },
                         height: height.map { max(0, $0 - i.top - i.bottom) })
    }
}

extension CGSize {
    /// Infinite or NaN dimensions replaced by `fallback`.
    func playgroundFinite(or fallback: CGFloat) -> CGSize {
        CGSize(width: width.isFinite ? width : fallback, height: height.isFinite ? height : fallback)
    }
}
