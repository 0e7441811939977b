import Foundation

/// Placing an evaluated view tree: each view at the size it takes, where its parent puts it; items recorded.
extension PlaygroundViewLayout {
    private func aligned(_ child: CGSize, in rect: CGRect, _ a: Alignment) -> CGRect {
        let fx: CGFloat = a.horizontal == .leading ? 0 : a.horizontal == .trailing ? 1 : 0.5
        let fy: CGFloat = a.vertical == .top ? 0 : a.vertical == .bottom ? 1 : 0.5
        return CGRect(x: rect.minX + (rect.width - child.width) * fx, y: rect.minY + (rect.height - child.height) * fy,
                      width: child.width, height: child.height)
    }

    /// Places `node`, which takes `rect` (its size for `p`), and everything in it.
    package func place(_ node: PlaygroundViewNode, _ rect: CGRect, _ p: ProposedViewSize, _ env: Environment) {
        if let recorder, recorder.atTop {
            if case .modified = node {} else { recorder.atTop = false }
        }
        switch node {
        case .empty: return
        case .leaf(let leaf): recorder?.leaf(leaf, rect, env)
        case .unknown(let name): recorder?.notDrawn.insert(name)
        case .item(let i, let inner):
            items[i] = PlaygroundPlacedItem(frame: rect, node: inner, proposal: p, environment: env)
            var e = env
            e.item = i
            if !fixedItems { place(inner, rect, p, e) }
        case .list, .forEach:
            place(.layout(AnyLayout(VStackLayout()), children(node)), rect, p, env)
        case .section(let h, let c, let f):
            place(.list([h, c, f]), rect, p, env)
        case .modified(let base, let kind):
            place(modified: base, kind, rect, p, env)
        case .layout(let layout, let nodes):
            let (subviews, pairs) = subviews(nodes, layout: layout, env)
            // SwiftUI sizes a container before placing it, with the same cache (Apple, "Layout": "SwiftUI calls
            // sizeThatFits … before placeSubviews"): a layout that fills its cache while sizing reads it here.
            var cache = layout.makeCache(subviews: subviews)
            _ = layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
            layout.placeSubviews(in: rect, proposal: p, subviews: subviews, cache: &cache)
            var e = env
            e.stackAxis = layout.playgroundLayoutProperties.stackOrientation
            for (child, source) in pairs where !source.playgroundHidden {
                let proposal = source.placementProposal ?? p
                let r = source.placement ?? aligned(source.sizeThatFits(proposal), in: rect, .center)
                place(child, r, proposal, e)
            }
        case .scroll(let axes, let content):
            if screenPass, screenScrollFrame == nil {
                // The screen's scrolling region: its content is the playground's items, laid out on their own.
                screenScrollFrame = rect
                recorder?.add(.scrollHole, rect)
                return
            }
            let cp = ProposedViewSize(width: axes.contains(.horizontal) ? nil : rect.width,
                                      height: axes.contains(.vertical) ? nil : rect.height)
            let s = size(content, cp, env)
            place(content, CGRect(origin: rect.origin, size: s), cp, env)
        case .lazyStack(let axis, let alignment, let spacing, let pinned, let content):
            arrange(stack(axis, spacing, content, p, env, alignment: alignment, pinned: pinned), axis: axis, rect, env)
        case .lazyGrid(let axis, let tracks, let alignment, let spacing, let pinned, let content):
            arrange(grid(axis, tracks, spacing, content, p, env, alignment: alignment, pinned: pinned), axis: axis, rect, env)
        case .geometry(let make):
            let proxy = GeometryProxy(size: rect.size) { _ in rect }
            let content = make(proxy)
            let s = size(content, ProposedViewSize(rect.size), env)
            place(content, CGRect(origin: rect.origin, size: s), ProposedViewSize(rect.size), env)
        }
    }

    private func arrange(_ arranged: Arranged, axis: Axis, _ rect: CGRect, _ env: Environment) {
        for entry in arranged.entries {
            let frame = entry.frame.offsetBy(dx: rect.minX, dy: rect.minY)
            switch entry.role {
            case .view: break
            case .header(let s, let pinned), .footer(let s, let pinned):
                let extent = arranged.sections[s] ?? 0...0
                let shift = axis == .vertical ? rect.minY : rect.minX
                let kind: String
                if case .header = entry.role { kind = "header" } else { kind = "footer" }
                supplementaries.append(PlaygroundPlacedSupplementary(kind: kind, section: s, frame: frame,
                                                           sectionExtent: (extent.lowerBound + shift)...(extent.upperBound + shift),
                                                           pinned: pinned,
                                                           placed: PlaygroundPlacedItem(frame: frame, node: entry.node,
                                                                                        proposal: entry.proposal, environment: env)))
            }
            place(entry.node, frame, entry.proposal, env)
        }
    }

    private func place(modified base: PlaygroundViewNode, _ kind: PlaygroundModifier.PlaygroundKind, _ rect: CGRect,
                       _ p: ProposedViewSize, _ env: Environment) {
        // Preferences (docs/swiftui.md, "Preferences"): a value set where the view is laid out, collected by the
        // observers around it.
        if case .preference(let key, let make) = kind, PlaygroundPreferences.isCollecting {
            PlaygroundPreferences.record(key, make(rect))
        }
        if case .preferenceChange(let observer, let defaultValue) = kind, !screenPass {
            let values = PlaygroundPreferences.collect(observer.key) { place(base, rect, p, env) }
            observer.report(values, defaultValue: defaultValue)
            return
        }
        switch kind {
        case .frame(let w, let h, let alignment):
            let cp = ProposedViewSize(width: w ?? p.width, height: h ?? p.height)
            place(base, aligned(size(base, cp, env), in: rect, alignment), cp, env)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            let cp = flexibleFrame(base, p, env, w: (minW, idealW, maxW), h: (minH, idealH, maxH)).child
            place(base, aligned(size(base, cp, env), in: rect, alignment), cp, env)
        case .safeAreaPadding where screenPass && screenScrollFrame == nil && base.playgroundIsScroll:
            // A scroll view's safe-area padding insets its content, not its frame (the scroll layout applies it).
            place(base, rect, p, env)
        case .padding(let edges, let length), .safeAreaPadding(let edges, let length):
            let i = PlaygroundViewLayout.insets(edges, length ?? PlaygroundViewLayout.defaultPadding)
            let cp = p.playgroundInset(i)
            let inner = CGRect(x: rect.minX + i.leading, y: rect.minY + i.top,
                               width: max(0, rect.width - i.leading - i.trailing), height: max(0, rect.height - i.top - i.bottom))
            place(base, aligned(size(base, cp, env), in: inner, .center), cp, env)
        case .aspectRatio(let ratio, let mode):
            let cp = aspectProposal(base, ratio, mode, p, env)
            place(base, aligned(size(base, cp, env), in: rect, .center), cp, env)
        case .containerRelativeFrame(let axes, let count, let span, let spacing, let alignment, let length):
            let (w, h) = containerLengths(axes, count, span, spacing, length, env)
            let cp = ProposedViewSize(width: w ?? p.width, height: h ?? p.height)
            place(base, aligned(size(base, cp, env), in: rect, alignment), cp, env)
        case .font, .fontWeight, .foreground, .foregroundPaint, .textAlignment:
            place(base, rect, p, env.applying(kind))
        case .safeAreaInset(let view, let edge, let alignment, let spacing):
            placeSafeAreaInset(base, view, edge, alignment, spacing, rect, p, env)
        case .other(PlaygroundViewNode.playgroundChromeScrollName):
            // A scroll view beside the one that holds the items (PlaygroundScrollLayout+MainScroll).
            placeChromeScroll(base, rect, env)
        default:
            if let recorder { draw(modified: base, kind, rect, p, env, recorder); return }
            place(base, rect, p, env)
            // A background or overlay is laid out as drawing lays it out: proposed the view's size, aligned in it.
            // Where preferences are collected a `GeometryReader` measuring the view sets one there; elsewhere what
            // it holds may observe (a height reader's own `onPreferenceChange`, a size reader's `task(id:)` or
            // `onAppear`: globulus/swiftui-flow-layout, fatbobman's `sizeInfo`), as every view SwiftUI lays out
            // does. A plain leaf (a colour, a shape) observes nothing and is not laid out here.
            switch kind {
            case .background(let view, let alignment), .overlay(let view, let alignment):
                let node = playgroundNode(of: view)
                if case .leaf = node, !PlaygroundPreferences.isCollecting { return }
                let s = size(node, ProposedViewSize(rect.size), env)
                let fx: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
                let fy: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
                place(node, CGRect(x: rect.minX + (rect.width - s.width) * fx, y: rect.minY + (rect.height - s.height) * fy,
                                   width: s.width, height: s.height), ProposedViewSize(rect.size), env)
            default: break
            }
        }
    }
}
