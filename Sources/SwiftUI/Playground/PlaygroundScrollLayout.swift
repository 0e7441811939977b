import Foundation

/// A view evaluated as a scroll view of the playground's items (docs/swiftui.md, "Views as layouts"): the first
/// `ScrollView` in the tree (else the whole view, in a vertical one), its content laid out for the viewport, the
/// `ForEach` elements of its first container of them (a lazy stack or grid, a custom `Layout`, a stack) being the
/// items.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundScrollLayout {
    /// The axis the content scrolls along.
    package var axis: Axis = .vertical
    package var contentSize: CGSize = .zero
    /// The content's insets: the safe area (`.safeAreaPadding`) plus `.contentMargins`.
    package var insets = EdgeInsets()
    /// Item frames (content coordinates) and views.
    package var items: [Int: PlaygroundViewLayout.PlaygroundPlacedItem] = [:]
    package var supplementaries: [PlaygroundViewLayout.PlaygroundPlacedSupplementary] = []
    /// The scroll view's `.scrollTargetBehavior`, if any.
    package var behavior: (any ScrollTargetBehavior)?
    /// Whether the items are scroll targets (`.scrollTargetLayout()` or `.scrollTarget()` in the content).
    package var itemsAreTargets = false
    /// Views not evaluated here, by type name.
    package var unknown: Set<String> = []
    /// The scroll view's `.scrollPosition` when it names where to start, and the item whose id it binds.
    package var start: PlaygroundScrollStart?
    package var startItem: Int?
    /// The items' `ForEach` ids, by item.
    package var itemIDs: [Int: AnyHashable] = [:]
    /// The scroll view's `.onScrollGeometryChange` modifiers, outermost first.
    package var geometryObservers: [PlaygroundScrollGeometryObserver] = []
    /// Sets the `.scrollPosition` binding (the `id:` one, or a `ScrollPosition`'s) to the id the scroll view shows.
    package var writePosition: ((AnyHashable) -> Void)?
    /// The body around the scroll view when it has views around it (a title, a toolbar, a bar, an overlay:
    /// docs/swiftui.md, "Views around the scroll view"), and where the scroll view is in the viewport.
    package var screenRoot: PlaygroundViewNode?
    package var scrollFrame: CGRect?
    /// The number of elements of the items' `ForEach`es (the file's data), whatever the playground's count.
    package var dataCount = 0

    package init() {}

    /// Lays `root` out for `viewport` with `itemCount` items.
    @MainActor package static func make(_ root: PlaygroundViewNode, viewport: CGSize, itemCount: Int,
                             photoSize: @escaping (Int) -> CGSize, side: CGFloat, fixedItems: Bool) -> PlaygroundScrollLayout {
        var result = PlaygroundScrollLayout()
        let ids = PlaygroundItemIDs()
        // The scroll view that holds the items, when the screen has several (PlaygroundScrollLayout+MainScroll).
        let root = root.playgroundMarkingChromeScrolls()
        let resolved = resolveItems(root, count: max(0, itemCount), ids: ids)
        let tree = resolved ?? root
        let axes: Axis.Set, content: PlaygroundViewNode, mods: [PlaygroundModifier.PlaygroundKind]
        var chrome = EdgeInsets()
        if let found = tree.playgroundFirstScroll() {
            (axes, content, mods) = found
            // The views around it: the scroll view gets what they leave, and they are drawn over its edges.
            let laid = PlaygroundViewLayout(photoSize: photoSize, side: side, fixedItems: fixedItems)
                .screen(tree, viewport: viewport, drawing: false)
            if let f = laid.scrollFrame, f.width.isFinite, f.height.isFinite {
                chrome = EdgeInsets(top: max(0, f.minY), leading: max(0, f.minX), bottom: max(0, viewport.height - f.maxY),
                                    trailing: max(0, viewport.width - f.maxX)) + laid.insets
                if chrome != EdgeInsets() || tree.playgroundHasViewsAroundScroll {
                    result.screenRoot = tree
                    result.scrollFrame = f
                }
            }
        } else if let found = tree.playgroundFirstReaderScroll(viewport) {
            // A scroll view in a `GeometryReader` (PlaygroundScrollLayout+Layers): its items were resolved through
            // the reader's content.
            (axes, content, mods) = found
        } else if resolved == nil, let found = tree.playgroundFirstLayerScroll() {
            // A scroll view in an overlay or background of a view whose own views hold no items
            // (PlaygroundScrollLayout+Layers): its items are resolved there.
            (axes, content, mods) = (found.0, resolveItems(found.1, count: max(0, itemCount), ids: ids) ?? found.1, found.2)
        } else {
            (axes, content, mods) = (containerAxis(tree) == .horizontal ? .horizontal : .vertical, tree, [])
        }
        result.axis = axes == .horizontal ? .horizontal : .vertical
        var safe = EdgeInsets(), margins = EdgeInsets()
        for m in mods {
            switch m {
            case .safeAreaPadding(let e, let l): safe = safe + PlaygroundViewLayout.insets(e, l ?? PlaygroundViewLayout.defaultPadding)
            case .contentMargins(let e, let l): margins = margins + PlaygroundViewLayout.insets(e, l ?? PlaygroundViewLayout.defaultPadding)
            case .scrollTargetBehavior(let b): if result.behavior == nil { result.behavior = b }
            case .scrollPosition(let id, let anchor, let point, let edge, let write):
                if result.start == nil {
                    result.start = PlaygroundScrollStart(id: id, anchor: anchor, point: point, edge: edge)
                    result.writePosition = write
                }
            case .scrollGeometryChange(let observer): result.geometryObservers.append(observer)
            default: break
            }
        }
        // The views around the scroll view are insets of the playground's viewport (decided: the window is the
        // screen, and the scroll view's content scrolls under them as a UIKit scroll view's does under its bars).
        let insets = safe + margins + chrome
        result.insets = insets
        let engine = PlaygroundViewLayout(photoSize: photoSize, side: side, fixedItems: fixedItems)
        // The container `.containerRelativeFrame` measures: the scroll view less its safe area and its content
        // margins (decided, docs/swiftui.md "Views as layouts": Apple's contentMargins page says the scroll view
        // insets its content "by the safe area plus" the margins, and ScrollTargetBehaviorContext.containerSize is
        // the bounds "subtracting any insets applied to the scroll view (like the safe area)").
        let env = PlaygroundViewLayout.Environment(
            item: nil, container: CGSize(width: max(0, viewport.width - insets.leading - insets.trailing),
                                         height: max(0, viewport.height - insets.top - insets.bottom)))
        let availW = max(0, viewport.width - insets.leading - insets.trailing)
        let availH = max(0, viewport.height - insets.top - insets.bottom)
        let vertical = result.axis == .vertical
        let p = vertical ? ProposedViewSize(width: availW, height: nil) : ProposedViewSize(width: nil, height: availH)
        let c = engine.finite(engine.size(content, p, env))
        // SwiftUI's ScrollView centers content narrower than itself across its axis.
        let origin = vertical ? CGPoint(x: insets.leading + max(0, (availW - c.width) / 2), y: insets.top)
            : CGPoint(x: insets.leading, y: insets.top + max(0, (availH - c.height) / 2))
        // `onPreferenceChange` around the scroll view collects what its content sets (docs/swiftui.md, "Preferences").
        let observers = mods.compactMap { m -> (PlaygroundPreferenceObserver, Any)? in
            if case .preferenceChange(let o, let d) = m { return (o, d) }
            return nil
        }
        func placeObserved(_ k: Int) {
            guard k < observers.count else {
                engine.place(content, CGRect(origin: origin, size: c), p, env)
                return
            }
            let (observer, defaultValue) = observers[k]
            let values = PlaygroundPreferences.collect(observer.key) { placeObserved(k + 1) }
            observer.report(values, defaultValue: defaultValue)
        }
        placeObserved(0)
        result.contentSize = vertical ? CGSize(width: viewport.width, height: c.height + insets.top + insets.bottom)
            : CGSize(width: c.width + insets.leading + insets.trailing, height: viewport.height)
        result.items = engine.items
        result.supplementaries = engine.supplementaries
        result.unknown = engine.unknown
        result.itemsAreTargets = marksTargets(content)
        if let id = result.start?.id { result.startItem = ids.ids.keys.sorted().first { ids.ids[$0] == id } }
        result.itemIDs = ids.ids
        result.dataCount = ids.dataCounts.values.reduce(0, +)
        return result
    }

    /// The axis of the first container of items (a horizontal lazy stack or grid, or stack layout, scrolls
    /// horizontally when no `ScrollView` says).
    static func containerAxis(_ node: PlaygroundViewNode) -> Axis? {
        switch node {
        case .lazyStack(let a, _, _, _, _), .lazyGrid(let a, _, _, _, _, _): return a
        case .layout(let l, let nodes):
            if PlaygroundViewNode.list(nodes).playgroundHasForEach || nodes.contains(where: { if case .item = $0 { return true }; return false }) {
                return l.playgroundLayoutProperties.stackOrientation
            }
            return nodes.lazy.compactMap(containerAxis).first
        case .modified(let b, _): return containerAxis(b)
        case .list(let nodes): return nodes.lazy.compactMap(containerAxis).first
        default: return nil
        }
    }

    /// Whether `.scrollTargetLayout()` or `.scrollTarget()` is in the tree (decided: then every item is a target).
    static func marksTargets(_ node: PlaygroundViewNode) -> Bool {
        switch node {
        case .modified(let b, let kind):
            if case .scrollTargetLayout = kind { return true }
            if case .scrollTarget = kind { return true }
            return marksTargets(b)
        case .list(let nodes), .layout(_, let nodes): return nodes.contains(where: marksTargets)
        case .lazyStack(_, _, _, _, let c), .lazyGrid(_, _, _, _, _, let c), .scroll(_, let c): return marksTargets(c)
        case .section(let h, let c, let f): return marksTargets(h) || marksTargets(c) || marksTargets(f)
        case .item(_, let inner): return marksTargets(inner)
        default: return false
        }
    }

    // MARK: Items

    /// The tree with the `ForEach` elements of its first container of them replaced by the playground's items; nil
    /// when there is none.
    static func resolveItems(_ node: PlaygroundViewNode, count: Int, ids: PlaygroundItemIDs = PlaygroundItemIDs()) -> PlaygroundViewNode? {
        switch node {
        case .lazyStack(let a, let al, let s, let p, let content):
            if content.playgroundHasForEach || writtenSectionsHoldItems(content) {
                return .lazyStack(a, al, s, p, expand(content, count, ids: ids))
            }
            return resolveItems(content, count: count, ids: ids).map { .lazyStack(a, al, s, p, $0) }
        case .lazyGrid(let a, let g, let al, let s, let p, let content):
            if content.playgroundHasForEach || writtenSectionsHoldItems(content) {
                return .lazyGrid(a, g, al, s, p, expand(content, count, ids: ids))
            }
            return resolveItems(content, count: count, ids: ids).map { .lazyGrid(a, g, al, s, p, $0) }
        case .layout(let l, let nodes):
            if PlaygroundViewNode.list(nodes).playgroundHasForEach { return .layout(l, [expand(.list(nodes), count, ids: ids)]) }
            for (k, n) in nodes.enumerated() {
                if let r = resolveItems(n, count: count, ids: ids) { var copy = nodes; copy[k] = r; return .layout(l, copy) }
            }
            return nil
        case .list(let nodes):
            if node.playgroundHasForEach { return expand(node, count, ids: ids) }
            for (k, n) in nodes.enumerated() {
                if let r = resolveItems(n, count: count, ids: ids) { var copy = nodes; copy[k] = r; return .list(copy) }
            }
            return nil
        case .forEach: return expand(node, count, ids: ids)
        case .modified(let b, let kind):
            if node.playgroundIsChromeScroll { return nil }
            return resolveItems(b, count: count, ids: ids).map { .modified($0, kind) }
        case .scroll(let axes, let c): return resolveItems(c, count: count, ids: ids).map { .scroll(axes, $0) }
        case .section(let h, let c, let f): return resolveItems(c, count: count, ids: ids).map { .section(header: h, content: $0, footer: f) }
        case .geometry(let make):
            // A `GeometryReader`'s content is made from its proxy (pre-`Layout` grids put their `ForEach` there:
            // globulus/swiftui-flow-layout, paololeonardi/WaterfallGrid): its items are those of the content made
            // for an empty proxy, and of every content made later.
            let probe = make(GeometryProxy(size: .zero) { _ in .zero })
            guard resolveItems(probe, count: count, ids: ids) != nil else { return nil }
            return .geometry { proxy in
                let content = make(proxy)
                return resolveItems(content, count: count, ids: ids) ?? content
            }
        default: return nil
        }
    }

    /// A container's content with its `ForEach`es' elements as items: each `ForEach` takes as many items as it has
    /// elements, the last one the rest (its elements repeat, or a range extends; docs/swiftui.md, "Items").
    static func expand(_ content: PlaygroundViewNode, _ count: Int, ids: PlaygroundItemIDs = PlaygroundItemIDs()) -> PlaygroundViewNode {
        // A `ForEach` of sections (`ForEach(groups) { Section { ForEach(…) } }`) is its sections, whose own
        // `ForEach`es hold the items; a `ForEach` of sections without them has one item per section (its content).
        func sections(_ n: PlaygroundViewNode) -> PlaygroundViewNode {
            switch n {
            case .forEach(let c, _, let element, _) where c > 0:
                if case .section(_, let content, _) = element(0), sectionHoldsItems(content) { return .list((0..<c).map(element)) }
                return n
            case .list(let nodes): return .list(nodes.map(sections))
            default: return n
            }
        }
        let content = sections(content)
        // Inside a section, the items may sit in the container the section's content is (a custom `Layout`, a lazy
        // stack or grid, through modifiers): `Section { MyLayout { ForEach(…) } }` (docs/swiftui.md, "Items").
        var total = 0
        func countForEach(_ n: PlaygroundViewNode, inSection: Bool) {
            switch n {
            case .forEach: total += 1
            case .list(let nodes): nodes.forEach { countForEach($0, inSection: inSection) }
            case .section(_, let c, _): countForEach(c, inSection: true)
            case .layout(_, let nodes) where inSection: nodes.forEach { countForEach($0, inSection: true) }
            case .lazyStack(_, _, _, _, let c) where inSection, .lazyGrid(_, _, _, _, _, let c) where inSection,
                 .modified(let c, _) where inSection:
                countForEach(c, inSection: true)
            default: break
            }
        }
        countForEach(content, inSection: false)
        var seen = 0, next = 0
        func rebuild(_ n: PlaygroundViewNode, inSection: Bool = false) -> PlaygroundViewNode {
            switch n {
            case .forEach(let c, _, let element, let id):
                seen += 1
                ids.dataCounts[seen] = c
                let take = seen == total ? max(0, count - next) : min(c, max(0, count - next))
                let start = next
                next += take
                if let id { for j in 0..<take where ids.ids[start + j] == nil { ids.ids[start + j] = id(j) } }
                return .list((0..<take).map { j in
                    // A `ForEach` of sections without their own `ForEach`: each section's content is an item.
                    if case .section(let h, let c, let f) = element(j) { return .section(header: h, content: .item(start + j, c), footer: f) }
                    return .item(start + j, element(j))
                })
            case .list(let nodes): return .list(nodes.map { rebuild($0, inSection: inSection) })
            case .section(let h, let c, let f): return .section(header: h, content: rebuild(c, inSection: true), footer: f)
            case .layout(let l, let nodes) where inSection: return .layout(l, nodes.map { rebuild($0, inSection: true) })
            case .lazyStack(let a, let al, let s, let p, let c) where inSection: return .lazyStack(a, al, s, p, rebuild(c, inSection: true))
            case .lazyGrid(let a, let g, let al, let s, let p, let c) where inSection:
                return .lazyGrid(a, g, al, s, p, rebuild(c, inSection: true))
            case .modified(let b, let kind) where inSection: return .modified(rebuild(b, inSection: true), kind)
            default: return n
            }
        }
        return rebuild(content)
    }
}

extension PlaygroundScrollLayout {
    /// Whether a lazy container's children are `Section`s written one by one whose content holds items in the
    /// container it is (`Section { MyLayout { ForEach(…) } }` twice: the exported multi-section compositional grid):
    /// then all their `ForEach`es are the items, split between them (swiftstate10; a `ForEach` of sections already was).
    static func writtenSectionsHoldItems(_ content: PlaygroundViewNode) -> Bool {
        content.playgroundChildren.contains { child in
            if case .section(_, let c, _) = child { return sectionHoldsItems(c) }
            return false
        }
    }

    /// Whether a section's content holds items: a `ForEach` in it, or in the container it is (a custom `Layout`, a
    /// lazy stack or grid, through modifiers), as `Section { JustifiedGrid { ForEach(…) } }` writes a section of a
    /// grid SwiftUI's grids do not lay out.
    static func sectionHoldsItems(_ n: PlaygroundViewNode) -> Bool {
        if n.playgroundHasForEach { return true }
        switch n {
        case .layout(_, let nodes): return nodes.contains(where: sectionHoldsItems)
        case .lazyStack(_, _, _, _, let c), .lazyGrid(_, _, _, _, _, let c), .modified(let c, _): return sectionHoldsItems(c)
        case .list(let nodes): return nodes.contains(where: sectionHoldsItems)
        default: return false
        }
    }
}

extension EdgeInsets {
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
                   trailing: a.trailing + b.trailing)
    }
}

/// The items' `ForEach` ids, by item, as the items are resolved.
/// Playground hook (package): not part of SwiftUI's API.
package final class PlaygroundItemIDs {
    var ids: [Int: AnyHashable] = [:]
    /// Each items' `ForEach`'s element count, by its order.
    var dataCounts: [Int: Int] = [:]
    init() {}
}

/// Where a scroll view's `.scrollPosition` says to start: a view's id (aligned by `anchor`), a point, an edge.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundScrollStart: Equatable {
    package var id: AnyHashable?
    package var anchor: UnitPoint?
    package var point: CGPoint?
    package var edge: Edge?
}
