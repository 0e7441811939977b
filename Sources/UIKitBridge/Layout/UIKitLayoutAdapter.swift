import PlaygroundCore
import UIKit


/// A UIKit layout (a `UICollectionViewLayout` subclass, a flow or a compositional layout) as the core's
/// `CollectionLayout` (docs/uikit.md).
///
/// The layout's `collectionView` is a proxy whose bounds are the playground's viewport and content offset and
/// whose items are the playground's, split into `sections` near-equal sections. UIKit's protocol is followed:
/// `prepare()` when the layout was invalidated, then the queries; when the content offset moves, the layout is asked
/// `shouldInvalidateLayout(forBoundsChange:)` while the proxy still has the old bounds, then the bounds move; a
/// layout that calls `invalidateLayout()` itself is prepared again before the next query.
///
///     var adapter = UIKitLayoutAdapter(layout: UICollectionViewFlowLayout(), sections: 2)
///     adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 10))
///     adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480))   // the flow layout's cells, as the core's
///
/// A value over shared objects: copies share the layout and its proxy (as every use of one UIKit layout does).
public struct UIKitLayoutAdapter: CollectionLayout, @unchecked Sendable {
    public let name: String
    let state: State

    /// The UIKit objects and what the adapter knows about them.
    final class State {
        /// The collection view shown: a hosted app's current screen's (Hosting/UIKitLayoutAdapter+Navigation.swift).
        var collectionView: UICollectionView
        /// The layout shown: a hosted collection view's current one (Hosting/UIKitLayoutAdapter+Hosting.swift).
        var layout: UICollectionViewLayout
        let sections: Int
        var context: LayoutContext?
        /// The latest rect queries' answers (UIKitLayoutAdapter+Queries.swift); forgotten when the bounds move.
        var recent = RecentQueries()
        /// Where a sweep of the content found each element; nil until one is needed, dropped when prepared again.
        var sweep: SweepTable?
        /// The converted answers a sweep kept (`sweepAnswersKept` cells at most); dropped with the recent answers.
        var sweepAnswers: [CellKey: LayoutAttributes] = [:]
        /// The latest rect answers converted, newest first, while the layout hands out the same objects
        /// (ConvertedAnswer.swift): as many as the recent answers a frame reads from (its drawing's, its prefetch's).
        var converted: [ConvertedAnswer] = []
        /// The UIKit module's notices taken after calls into the layout's code, until `takeNotices()`.
        var notices: [LayoutNotice] = []
        /// The cells the data source made, for drawing (Drawing/UIKitLayoutAdapter+Content.swift).
        var drawn = DrawnCells()
        /// What the layout's own code cost since the meter was last read (`LayoutCallCosts`).
        var costs = LayoutCallCosts()
        /// The clock the costs are timed with (the edge's); nil: not timed.
        var costClock: (() -> Double)?
        /// Whether the collection view mirrors the layout (right-to-left; UIKitLayoutAdapter+Traits.swift).
        var flipped = false
        /// The view controller hosting the collection view, when a target's entry point made it (docs/hosting.md):
        /// resized to the viewport before each prepare, its data source the truth for the data.
        var host: UIKitHostedController?
        /// The window's switch from another UIKit layout, driven through a transition layout
        /// (UIKitLayoutAdapter+Transition.swift): the layout and the old layout's own collection view.
        var transition: (layout: UICollectionViewTransitionLayout, oldCollectionView: UICollectionView)?

        /// The thread whose animation clock this playground steps (attached at its first frame step; docs/uikit.md,
        /// "Animations"), detached when the adapter goes.
        var clockThread: ObjectIdentifier?

        init(collectionView: UICollectionView, layout: UICollectionViewLayout, sections: Int) {
            self.collectionView = collectionView
            self.layout = layout
            self.sections = sections
        }

        deinit {
            if let clockThread { PlaygroundAnimationClock.playgroundDetach(clockThread) }
        }

        /// The layout's answers may have changed (it was prepared again, or its own motion moved items).
        func forgetPositions() {
            forgetAnswers()
            sweep = nil
            if !converted.isEmpty { converted.removeAll() }
        }

        /// The bounds moved: answers are asked again (the positions a sweep found stay).
        func forgetAnswers() {
            recent.removeAll()
            if !sweepAnswers.isEmpty { sweepAnswers = [:] }
        }
    }

    /// What identifies an element: its category, kind and index path.
    struct ElementKey: Hashable {
        var category: Int
        var kind: String
        var section: Int
        var item: Int

        init(_ a: LayoutAttributes) {
            switch a.category {
            case .cell: category = 0; kind = ""
            case .supplementary(let k): category = 1; kind = k
            case .decoration(let k): category = 2; kind = k
            }
            section = a.indexPath.section
            item = a.indexPath.item
        }

        init(category: Int, kind: String, indexPath: PlaygroundCore.IndexPath) {
            self.category = category
            self.kind = kind
            section = indexPath.section
            item = indexPath.item
        }
    }

    /// A layout made by `make`, given the proxy collection view first (to set a delegate or data source).
    public init(name: String?, sections: Int = 1, make: @MainActor (UICollectionView) -> UICollectionViewLayout) {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        // The delegates and data sources `make` assigns are kept by the collection view: they are weak, as on iOS,
        // and a layout file's `makeLayout(_:)` may hand over an object it just made (UICollectionView+KeptDelegates).
        let layout = playgroundOnMainActor { UICollectionView.playgroundKeepingAssignments { make(cv) } }
        self.init(layout: layout, collectionView: cv, name: name, sections: sections)
    }

    /// `layout` on a new proxy collection view.
    public init(layout: UICollectionViewLayout, name: String? = nil, sections: Int = 1) {
        self.init(layout: layout, collectionView: UICollectionView(frame: .zero, collectionViewLayout: layout),
                  name: name, sections: sections)
    }

    init(layout: UICollectionViewLayout, collectionView cv: UICollectionView, name: String?, sections: Int) {
        // Layouts copied from storyboard-based apps set themselves up in awakeFromNib: call it once, as loading
        // from a nib would (docs/uikit.md).
        layout.awakeFromNib()
        if cv.collectionViewLayout !== layout { cv.collectionViewLayout = layout }
        cv.playgroundDrivenByPlayground = true  // the adapter asks about bounds changes and prepares (docs/uikit-machinery.md)
        // A hosted controller's data source decides its counts (Hosting/UIKitLayoutAdapter+Hosting.swift).
        if !cv.playgroundBookkeeping.hostsData {
            cv.playgroundSectionCounts = Self.sectionCounts(total: 0, sections: sections, in: cv)
            // On iOS a collection view showing items has a data source answering their counts; a layout may ask
            // it (`collectionView.dataSource?.collectionView(_:numberOfItemsInSection:)`, LNZCollectionLayouts').
            // Shown alone, its stand-in answers the playground's counts (PlaygroundCountsDataSource).
            cv.playgroundStandInDataSourceIfNone()
        }
        state = State(collectionView: cv, layout: layout, sections: max(1, sections))
        self.name = name ?? Self.defaultName(of: layout)
        state.collectNotices()  // from making the layout and its awakeFromNib
    }

    /// The UIKit layout.
    public var layout: UICollectionViewLayout { state.layout }

    /// The proxy collection view the layout sees.
    public var collectionView: UICollectionView { state.collectionView }

    /// How `total` items split into `sections` sections: near-equal, the first ones one more.
    ///
    ///     UIKitLayoutAdapter.sectionCounts(total: 10, sections: 3)   // [4, 3, 3]
    /// The layout file's own split (`UICollectionView.playgroundItemCounts`) when it gave one (at least one
    /// section, no negative count, the items' total), else `sectionCounts(total:sections:)`.
    static func sectionCounts(total: Int, sections: Int, in cv: UICollectionView) -> [Int] {
        if let split = cv.playgroundItemCounts?(max(0, total)), !split.isEmpty, split.allSatisfy({ $0 >= 0 }),
           split.reduce(0, +) == max(0, total) {
            return split
        }
        return sectionCounts(total: total, sections: sections)
    }

    public static func sectionCounts(total: Int, sections: Int) -> [Int] {
        let n = max(1, sections), t = max(0, total)
        return (0..<n).map { t / n + ($0 < t % n ? 1 : 0) }
    }

    // MARK: - Prepare

    public mutating func prepare(_ context: LayoutContext) {
        let cv = state.collectionView
        let boundsBefore = cv.bounds  // before a hosted window turns or resizes (below)
        let old = state.context
        state.context = context
        if old?.traits != context.traits || old == nil {
            // A hosted controller's window turns as a device's does (viewWillTransition, its views' and its own
            // traits with their trait-change registrations, the new size): UIKitHostedController.transition.
            if let host = state.host, old == nil {
                host.adopt(context.traits)
                host.appear(at: context.viewport)
            }
            if let host = state.host, let old, old.traits != context.traits {
                let turned = old.viewport != context.viewport
                host.transition(to: context.viewport, traits: context.traits,
                                duration: turned ? Playground.rotationDuration(for: context.traits.device) : 0)
            }
            followHostedLayout()
            applyTraits(context.traits, previous: old?.traits, told: state.host != nil)
        }
        var layout = state.layout
        let newBounds = layoutBounds(offset: context.contentOffset, size: context.viewport)
        // A hosted controller's window is the viewport's size, as a device's: resized (viewWillTransition, then a
        // layout pass) before the layout sees the new bounds.
        if let host = state.host {
            let before = boundsBefore
            host.resize(to: context.viewport)
            if followHostedLayout() { layout = state.layout }
            if old == nil {
                // The first layout, at the real viewport (the window was made at `firstViewport`).
                timed(.invalidate) { layout.invalidateLayout() }
            } else if cv.bounds != before {
                // The controller's layout pass (the turn or the resize) already moved the collection view's bounds
                // (its frame set in viewDidLayoutSubviews, an autoresizing mask). UIKit asks the layout when a collection view's
                // bounds change, with the old bounds in place: put back while it is asked, as for a proxy below.
                // A layout that answers false keeps its frames, as on a device.
                let moved = cv.bounds
                cv.bounds = before
                if timed(.shouldInvalidate, { layout.shouldInvalidateLayout(forBoundsChange: moved) }) {
                    timed(.invalidate) { layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: moved)) }
                } else if before.size != moved.size {
                    state.noteStaleResize(from: before.size, to: moved.size)
                }
                cv.bounds = moved
            }
        }
        let dataChanged = old.map { $0.itemCount != context.itemCount || $0.dataVersion != context.dataVersion
            || $0.naturalSizes != context.naturalSizes } ?? true
        if dataChanged {
            if !cv.playgroundBookkeeping.hostsData {
                cv.playgroundSectionCounts = Self.sectionCounts(total: context.itemCount, sections: state.sections, in: cv)
            }
            cv.playgroundNaturalSizeList = context.naturalSizes.sizes.map { CGSize(width: $0.width, height: $0.height) }
        }
        if old != nil, cv.bounds != newBounds {
            // UIKit asks with the old bounds in place, then moves them; a resize relayouts only if the layout says so.
            if timed(.shouldInvalidate, { layout.shouldInvalidateLayout(forBoundsChange: newBounds) }) {
                timed(.invalidate) { layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds)) }
            } else if cv.bounds.size != newBounds.size {
                state.noteStaleResize(from: cv.bounds.size, to: newBounds.size)  // as on a device: no relayout
            }
        }
        cv.frame = CGRect(origin: .zero, size: newBounds.size)
        cv.bounds = newBounds
        let offsets = layoutSectionOffsets(context.sectionOffsets)  // mirrored right-to-left (+Orthogonal)
        if offsets != cv.playgroundSectionOffsets {
            cv.playgroundSectionOffsets = offsets
            timed(.invalidate) { layout.invalidateLayout() }
        }
        // The first pass too: UIKit's first layout pass loads the data (an implicit reloadData), which invalidates
        // the layout with invalidateEverything and invalidateDataSourceCounts before its first prepare(); layouts
        // that build their model only in invalidateLayout(with:) (airbnb's MagazineLayout) rely on it. A hosted
        // data source's later changes invalidated the layout themselves (its batch or reloadData, as on iOS): the
        // playground's new count only follows them, so the layout hears nothing more after the batch's finalize.
        if dataChanged && (old == nil || !cv.playgroundBookkeeping.hostsData) {
            let c = layout.playgroundMakeInvalidationContext()  // the layout's own class: layouts cast it
            c.playgroundMarkEverything()
            timed(.invalidate) { layout.invalidateLayout(with: c) }
        }
        state.forgetPositions()
        ensurePrepared()
        // A mirrored layout's bounds depend on its content width, known only now.
        if state.flipped { cv.bounds = layoutBounds(offset: context.contentOffset, size: context.viewport) }
        selfSizeCellsInView()
        // A hosted collection view's own layout pass (UICollectionView.layoutSubviews, as iOS runs it after a
        // scroll, a resize or an invalidation): its cells in view take the prepared layout's attributes. Without it
        // the cells its first pass made at the window's first size (`firstViewport`) were drawn at that width.
        if state.host != nil, cv.bounds != boundsBefore || old == nil || cv.collectionViewLayout.playgroundNeedsPrepare {
            cv.setNeedsLayout()
        }
        if state.host != nil { cv.layoutIfNeeded() }
    }

    /// Prepares the layout if it was invalidated (by the host, or by itself).
    func ensurePrepared() {
        state.collectNotices()  // from the calls before this one
        let layout = state.layout
        guard state.context != nil, layout.playgroundNeedsPrepare else { return }
        layout.playgroundNeedsPrepare = false
        timed(.prepare) { layout.prepare() }
        state.collectionView.contentSize = timed(.contentSize) { layout.collectionViewContentSize }
        state.forgetPositions()
    }

    // MARK: - Sizes

    public var scrollAxis: Axis {
        if let flow = state.layout as? UICollectionViewFlowLayout {
            return flow.scrollDirection == .horizontal ? .horizontal : .vertical
        }
        if let comp = state.layout as? UICollectionViewCompositionalLayout {
            return comp.configuration.scrollDirection == .horizontal ? .horizontal : .vertical
        }
        // Any other layout: horizontal when its content is wider than the view and no taller.
        guard let context = state.context else { return .vertical }
        let size = contentSize
        return size.width > context.viewport.width + 0.5 && size.height <= context.viewport.height + 0.5
            ? .horizontal : .vertical
    }

    public var contentSize: Size {
        ensurePrepared()
        let s = timed(.contentSize) { state.layout.collectionViewContentSize }
        return Size(width: Double(s.width), height: Double(s.height))
    }

    /// UIScrollView's range: −adjustedContentInset … contentSize + inset − bounds (never below the minimum).
    public var contentOffsetRange: (min: Point, max: Point) {
        let size = contentSize
        var inset = state.collectionView.adjustedContentInset
        if state.flipped { (inset.left, inset.right) = (inset.right, inset.left) }  // the window's sides
        let viewport = state.context?.viewport ?? .zero
        let lo = Point(x: -Double(inset.left), y: -Double(inset.top))
        let hi = Point(x: max(lo.x, size.width + Double(inset.right) - viewport.width),
                       y: max(lo.y, size.height + Double(inset.bottom) - viewport.height))
        return (lo, hi)
    }

    /// A quarter of the viewport's longer side: UIKit layouts' transforms are not known in advance.
    public var drawingOverhang: Double {
        guard let v = state.context?.viewport else { return 0 }
        return 0.25 * max(v.width, v.height)
    }

    /// The rate the layout set on its collection view (`collectionView.decelerationRate = .fast`), if it did.
    public var decelerationRate: Double? {
        ensurePrepared()
        let cv = state.collectionView
        return cv.playgroundDecelerationRateWasSet ? Double(cv.decelerationRate.rawValue) : nil
    }

    // MARK: - Queries

    public func flatIndex(of indexPath: PlaygroundCore.IndexPath) -> Int { state.collectionView.playgroundFlatIndex(of: Self.ui(indexPath)) }

    public func indexPath(forFlatIndex index: Int) -> PlaygroundCore.IndexPath {
        Self.core(state.collectionView.playgroundIndexPath(forFlatIndex: index))
    }

    // MARK: - Scrolling

    /// Asked while the proxy still has the old bounds; the bounds move afterwards (UIKit's order).
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        let cv = state.collectionView, layout = state.layout
        let b = layoutBounds(offset: newBounds.origin, size: newBounds.size)
        guard cv.bounds != b else { return false }
        guard state.context != nil else { cv.bounds = b; return true }
        ensurePrepared()
        let should = timed(.shouldInvalidate) { layout.shouldInvalidateLayout(forBoundsChange: b) }
        if should { timed(.invalidate) { layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: b)) } }
        cv.bounds = b
        tellDidScroll()
        // A layout that did not ask to be invalidated keeps its answers (Apple's shouldInvalidateLayout(forBoundsChange:):
        // true when the bounds change needs a layout update, false when the layout does not change; decided: the
        // adapter then asks only about regions it has no answer for, docs/uikit.md, "The adapter"). Layouts whose
        // answers follow the offset return true, as they must on iOS, and are asked again.
        if should { state.forgetPositions() }
        return should
    }

    /// The layout's target for a fling. The core's velocity is in points per second; UIKit layouts get points
    /// per millisecond, as iOS passes them (docs/uikit.md). A collection view with `isPagingEnabled` pages by its
    /// bounds instead, as UIScrollView does.
    public mutating func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        ensurePrepared()
        if state.collectionView.isPagingEnabled, let page = pagingTarget(velocity: velocity) { return page }
        // Mirrored: the layout proposes and answers in its own coordinates, and its velocity points its own way.
        let flip = state.flipped ? -1.0 : 1.0
        let v = CGPoint(x: flip * velocity.x / Self.millisecondsPerSecond, y: velocity.y / Self.millisecondsPerSecond)
        let viewport = state.context?.viewport ?? .zero
        let own = layoutBounds(offset: proposed, size: viewport).origin
        let t = timed(.targetContentOffset) {
            state.layout.targetContentOffset(forProposedContentOffset: own, withScrollingVelocity: v)
        }
        let back = mirrored(Rect(x: Double(t.x), y: Double(t.y), width: viewport.width, height: viewport.height)).origin
        return back.isFinite ? back : proposed
    }

    /// Core velocities (points per second) over UIKit's (points per millisecond).
    public static let millisecondsPerSecond = 1000.0

    // MARK: - Paging (isPagingEnabled)

    var pageLength: Double? {
        guard state.collectionView.isPagingEnabled, let v = state.context?.viewport else { return nil }
        let length = v[scrollAxis]
        return length > 0 ? length : nil
    }

    /// One page from where the content is, the way the velocity points (the next page boundary past the
    /// content's position); without velocity, the nearest page.
    func pagingTarget(velocity: Point) -> Point? {
        guard let length = pageLength else { return nil }
        let axis = scrollAxis
        let position = Double(axis == .horizontal ? state.collectionView.contentOffset.x : state.collectionView.contentOffset.y)
        let v = velocity[axis]
        let page = v > 0 ? (position / length).rounded(.down) + 1 : v < 0 ? (position / length).rounded(.up) - 1
            : (position / length).rounded()
        return snapOffset(forPage: clampedIndex(page, -1_000_000_000, 1_000_000_000))
    }

    public func snapPage(for offset: Point) -> Int? {
        guard let length = pageLength else { return nil }
        return clampedIndex((offset[scrollAxis] / length).rounded(), -1_000_000_000, 1_000_000_000)
    }

    public func snapOffset(forPage page: Int) -> Point? {
        guard let length = pageLength else { return nil }
        var p = state.context?.contentOffset ?? .zero
        p[scrollAxis] = Double(page) * length
        return clampedOffset(p)
    }
}
