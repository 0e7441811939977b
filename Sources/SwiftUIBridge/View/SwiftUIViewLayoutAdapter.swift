import PlaygroundCore
import SwiftUI
import UIKit

/// A SwiftUI view as the core's `CollectionLayout` (docs/swiftui.md, "Views as layouts"): the view is evaluated
/// once, and its first `ScrollView` laid out for the viewport with the `ForEach` elements of its first container
/// of them as the playground's items; its `.scrollTargetBehavior` snaps, its items' `.scrollTransition`,
/// `.visualEffect` and effects become their transforms and alpha.
///
///     var adapter = SwiftUIViewLayoutAdapter(name: "pager") {
///         AnyView(ScrollView(.horizontal) { LazyHStack { ForEach(0..<10) { _ in Color.red.frame(width: 100) } } })
///     }
///     adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
public struct SwiftUIViewLayoutAdapter: CollectionLayout, @unchecked Sendable {
    public let name: String
    /// The view the layout was made from, made once: its `@State` lives as long as the layout.
    let rootView: AnyView
    /// The view evaluated (asked for again when its state changed: `prepare`).
    var root: PlaygroundViewNode
    let sizing: SwiftUIItemSizing
    let side: CGFloat
    public let scrollAxis: PlaygroundCore.Axis
    var layout: PlaygroundScrollLayout
    var frames: [Rect] = []
    var context = LayoutContext(viewport: .zero, itemCount: 0)
    /// Where the last gesture began (the last rest position): `ScrollTargetBehaviorContext.originalTarget`.
    public internal(set) var restOffset = Point.zero
    /// A behaviour applied to the view's scroll view in place of its own (a file's `ScrollTargetBehavior`).
    var behaviorOverride: (any ScrollTargetBehavior)?
    /// The items' drawn content (`content(for:)`), kept while the viewport and the item count stay.
    var drawn = SwiftUIDrawnItems()
    /// What the scroll observers keep between preparations.
    let memory = PlaygroundScrollMemory()
    /// The views' state, kept by identity (docs/swiftui.md, "State and identity").
    let states = PlaygroundStateStore()
    /// A scroll the view's code asked for, not yet taken by the core (`takeScrollRequest`).
    var scrollRequest: (offset: Point, duration: Double)?
    /// Whether an item's view has a tap action (read at each preparation: `takesSelection`).
    var itemsTakeTaps = false
    /// The file's data's first count and whether its code changed it (`dataItemCount`).
    let screenState = SwiftUIScreenState()

    public init(name: String, sizing: SwiftUIItemSizing = .fit, side: CGFloat = 100,
                behavior: (any ScrollTargetBehavior)? = nil, make: @MainActor () -> AnyView) {
        self.name = name
        self.sizing = sizing
        self.side = side
        behaviorOverride = behavior
        let store = states
        let (view, root, generation) = playgroundOnMainActor { () -> (AnyView, PlaygroundViewNode, Int) in
            let view = make()
            return (view, PlaygroundIdentity.evaluating(with: store) { PlaygroundIdentity.root { playgroundNode(of: view) } }, PlaygroundStateChanges.generation)
        }
        rootView = view
        self.root = root
        memory.generation = generation
        let probe = playgroundOnMainActor {
            PlaygroundScrollLayout.make(root, viewport: CGSize(width: 100, height: 100), itemCount: 0,
                                        photoSize: { _ in CGSize(width: 1, height: 1) }, side: side, fixedItems: true)
        }
        layout = probe
        scrollAxis = probe.axis == .horizontal ? .horizontal : .vertical
    }

    /// Lays the view out for the context, then tells its scroll observers the content offset
    /// (docs/swiftui.md, "Re-rendering on scroll"): when their actions (or anything else) set `@State`, the view's
    /// body is asked for again and laid out again, as SwiftUI re-renders a view whose state changed, until nothing
    /// changes (at most 4 passes a preparation; a view that changes its state on every pass is left at the 4th).
    public mutating func prepare(_ context: LayoutContext) {
        if context.viewport != self.context.viewport || context.itemCount != self.context.itemCount {
            // What items draw depends on their sizes and the container's, not on the scroll position.
            drawn = SwiftUIDrawnItems()
        }
        self.context = context
        let n = max(0, context.itemCount)
        let natural = context.naturalSizes
        let side = side, fixed = sizing == .fixed, rootView = rootView, memory = memory, store = states
        let viewport = CGSize(width: context.viewport.width, height: context.viewport.height)
        let offset = CGPoint(x: context.contentOffset.x, y: context.contentOffset.y)
        var root = root, reevaluated = false
        // The first preparation waits a moment for main-queue work its actions started elsewhere (SwiftUIMainQueue).
        var first = memory.start == nil
        layout = playgroundOnMainActor { PlaygroundIdentity.evaluating(with: store) {
            var result = PlaygroundScrollLayout()
            for _ in 0..<4 {
                // A pass that asks for the body again is the hierarchy as it is now: what it does not meet left.
                let whole = memory.generation != PlaygroundStateChanges.generation
                if whole {
                    store.beginPass()
                    memory.generation = PlaygroundStateChanges.generation
                    // An `@Observable` model the body reads re-renders it when it changes, as in SwiftUI (Apple,
                    // "Managing model data in your app": SwiftUI updates a view when an observable property its
                    // body reads changes): the evaluation is tracked.
                    root = withObservationTracking { PlaygroundIdentity.root { playgroundNode(of: rootView) } }
                        onChange: { PlaygroundStateChanges.changed() }
                    reevaluated = true
                }
                result = withObservationTracking {
                    PlaygroundScrollLayout.make(root, viewport: viewport, itemCount: n, photoSize: { i in
                        let s = natural[i]
                        return CGSize(width: s.width, height: s.height)
                    }, side: side, fixedItems: fixed)
                } onChange: { PlaygroundStateChanges.changed() }
                // Views that appeared run their `onAppear`; state of views that left is dropped.
                store.endPass(prune: whole)
                if memory.start == nil {
                    // Where the scroll view appeared (its scroll position, else the start), clamped to the range.
                    let size = Size(width: Double(result.contentSize.width), height: Double(result.contentSize.height))
                    let range = Self.standardOffsetRange(contentSize: size, viewport: context.viewport)
                    let p = Self.initialOffset(result, viewport: context.viewport) ?? range.min
                    memory.start = CGPoint(x: min(max(p.x, range.min.x), range.max.x), y: min(max(p.y, range.min.y), range.max.y))
                }
                result.observe(offset: offset, viewport: viewport, memory: memory)
                // What the actions queued on the main queue runs now, as the main run loop turns after a frame.
                if store.ranActions {
                    store.ranActions = false
                    SwiftUIMainQueue.drain(waiting: first)
                    first = false  // one wait a layout at most (a view whose actions run every pass waits once)
                }
                if memory.generation == PlaygroundStateChanges.generation { break }
            }
            return result
        } }
        self.root = root
        noteDataCount()
        itemsTakeTaps = playgroundOnMainActor { layout.itemsTakeTaps }
        adoptScrollsByCode()
        // What an item draws may depend on the state its body read.
        if reevaluated { drawn = SwiftUIDrawnItems() }
        frames = (0..<n).map { i in
            guard let r = layout.items[i]?.frame, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite
            else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            return Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
        }
        for name in layout.unknown.sorted() {
            PlaygroundNotices.record("View", .approximated,
                                     "\(name) is not evaluated here: laid out as a flexible view, drawn as the item's photo")
        }
    }

    /// Moves the playground's clock (the app's frame time, seconds) for the views' timers (`Timer.publish`,
    /// docs/swiftui.md "Combine") and `withAnimation` completions: when what they run changed state (or asked a
    /// `ScrollViewProxy` to scroll), the view is laid out again at once.
    public mutating func advanceMotion(to time: Double, touch: Point?) {
        // The main run loop turns once a frame (SwiftUIMainQueue): a block a view queued sets its state.
        if SwiftUIMainQueue.turn() { prepare(context) }
        // A first click that waited for a double tap's second runs its single tap now (SwiftUIViewLayoutAdapter+Taps).
        if runPendingTap(at: time) {
            drawn.chrome = nil   // a single tap on the screen's views may change what they draw
            prepare(context)
        }
        guard PlaygroundTimers.hasTimers || PlaygroundTransaction.hasCompletions else { return }
        let before = PlaygroundStateChanges.generation
        playgroundOnMainActor {
            PlaygroundTimers.advance(to: time)
            PlaygroundTransaction.advance(to: time)
        }
        if PlaygroundStateChanges.generation != before || PlaygroundScrollRequests.pending != nil { prepare(context) }
    }

    /// Whether the view's clock-driven work is pending: a connected timer (`Timer.publish(…).autoconnect()`) or a
    /// `withAnimation` completion. The playground is then not at rest, so the window keeps stepping frames and
    /// the timers fire while nothing else moves (decided: a connected timer is motion, as a running dynamic
    /// animator is for UIKit layouts; the window does not rest while a file's timer runs).
    public var isInMotion: Bool {
        PlaygroundTimers.hasTimers || PlaygroundTransaction.hasCompletions || screenState.pendingTap != nil
    }

    public var contentSize: Size { Size(width: Double(layout.contentSize.width), height: Double(layout.contentSize.height)) }

    public var contentOffsetRange: (min: Point, max: Point) {
        Self.standardOffsetRange(contentSize: contentSize, viewport: context.viewport)
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        layout.effectsDependOnScrolling || layout.observesScrolling
    }

    var visible: CGRect {
        CGRect(x: context.contentOffset.x, y: context.contentOffset.y, width: context.viewport.width,
               height: context.viewport.height)
    }

    public func attributes(forItem indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < frames.count else { return nil }
        let i = indexPath.item
        guard let item = layout.items[i] else {
            return LayoutAttributes(indexPath: indexPath, center: frames[i].center, size: frames[i].size, isHidden: true)
        }
        let effects = layout.effects(of: item, visible: visible)
        var a = SwiftUIEffects.attributes(indexPath, frame: frames[i], effects: effects)
        // `.zIndex` orders the items' drawing (Apple, zIndex(_:): "Controls the display order of overlapping views").
        if let z = layout.zIndex(of: item) { a.zIndex = z }
        return a
    }

    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result = frames.indices.compactMap { i -> LayoutAttributes? in
            frames[i].intersects(rect) ? attributes(forItem: PlaygroundCore.IndexPath(item: i)) : nil
        }
        for (k, s) in layout.supplementaries.enumerated() {
            let a = supplementary(k, s)
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }

    /// A header or footer, pinned to the visible region's edge inside its section when asked to be.
    func supplementary(_ k: Int, _ s: PlaygroundViewLayout.PlaygroundPlacedSupplementary) -> LayoutAttributes {
        var f = s.frame
        if s.pinned {
            let vertical = scrollAxis == .vertical
            let edge = vertical ? CGFloat(context.contentOffset.y) + layout.insets.top : CGFloat(context.contentOffset.x) + layout.insets.leading
            let length = vertical ? f.height : f.width
            let start = vertical ? f.minY : f.minX
            let pinnedStart = s.kind == "header" ? max(start, min(edge, s.sectionExtent.upperBound - length))
                : min(start, max(edge + (vertical ? CGFloat(context.viewport.height) : CGFloat(context.viewport.width))
                                 - layout.insets.bottom - length, s.sectionExtent.lowerBound))
            f = vertical ? f.offsetBy(dx: 0, dy: pinnedStart - start) : f.offsetBy(dx: pinnedStart - start, dy: 0)
        }
        return LayoutAttributes(indexPath: PlaygroundCore.IndexPath(section: s.section, item: 0),
                                category: .supplementary(kind: s.kind),
                                center: Point(x: Double(f.midX), y: Double(f.midY)),
                                size: Size(width: Double(f.width), height: Double(f.height)), zIndex: s.pinned ? 10 : 0)
    }

    public func attributes(forSupplementary kind: String, at indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0,
              let k = layout.supplementaries.firstIndex(where: { $0.kind == kind && $0.section == indexPath.section })
        else { return nil }
        return supplementary(k, layout.supplementaries[k])
    }

    public func supplementaryElements() -> [(kind: String, indexPath: PlaygroundCore.IndexPath)] {
        layout.supplementaries.map { ($0.kind, PlaygroundCore.IndexPath(section: $0.section, item: 0)) }
    }
}
