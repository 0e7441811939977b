/// A collection-view layout in the manner of UICollectionViewLayout: given a context (data shape, viewport,
/// content offset), it answers where every element goes.
///
/// The process (Apple, "Creating Custom Layouts", seed 002): `prepare(_:)`, then `contentSize`, then
/// `attributes(in:)` for the visible rectangle. Hosts call `prepare` lazily through `LayoutHost`, which defers and
/// coalesces invalidations: any number of invalidations before a frame cost one `prepare`.
public protocol CollectionLayout: Sendable {
    /// The layout's name on the CLI and in traces (`grid`, `waterfall`, `rotating`, `cards`, `coverflow`).
    var name: String { get }

    /// The axis scrolling runs along (the wheel maps onto it).
    var scrollAxis: Axis { get }

    /// Computes whatever the queries need for this context. Called only when the layout was invalidated.
    mutating func prepare(_ context: LayoutContext)

    /// The size of all content, in points.
    var contentSize: Size { get }

    /// How far, in points, an element's drawing (its transforms applied) can reach beyond its untransformed frame.
    /// The Playground widens its visible-rect query by this, so a turned or scaled cell whose frame is just off
    /// screen still draws.
    var drawingOverhang: Double { get }

    /// The deceleration rate (velocity factor per millisecond) the layout's scroll view uses when the layout sets
    /// one, as a UIKit layout does with `collectionView.decelerationRate = .fast`; nil: the session's
    /// (`PlaygroundConfig.physics`). Read after `prepare`.
    var decelerationRate: Double? { get }

    /// The smallest and largest allowed content offsets (rest positions; overscroll goes past them).
    var contentOffsetRange: (min: Point, max: Point) { get }

    /// Every element (cells, supplementary and decoration views) whose frame meets `rect` (closed bounds).
    func attributes(in rect: Rect) -> [LayoutAttributes]

    /// The cell at `indexPath`, or nil when there is no such item.
    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes?

    /// The supplementary view of `kind` at `indexPath` (for a header, item 0 of its section).
    func attributes(forSupplementary kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// The decoration view of `kind` at `indexPath`.
    func attributes(forDecoration kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Where scrolling should come to rest, given where it would (points) and its velocity (points per second).
    /// The one query that may update snapping state (seed 004 keeps the current page's offset here).
    mutating func targetContentOffset(proposed: Point, velocity: Point) -> Point

    /// In paged layouts, the page (item) centered at `offset`; nil in free layouts. Wheel notches and keys move
    /// one page at a time when this is non-nil, and traces report it.
    func snapPage(for offset: Point) -> Int?

    /// In paged layouts, the content offset of `page` (clamped to the valid pages); nil in free layouts.
    func snapOffset(forPage page: Int) -> Point?

    /// Where the content starts when the layout is first shown (a SwiftUI scroll view's bound scroll position);
    /// nil: at the start (the first page, the smallest offset). Clamped to the offset range.
    var initialContentOffset: Point? { get }

    /// Scrolling came to rest at `offset` (after a gesture, a keyboard or programmatic move).
    mutating func didSettle(at offset: Point)

    /// Whether moving the viewport to `newBounds` changes attributes (so the host must invalidate).
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool

    /// Attributes an inserted item starts from, with the viewport at `bounds` (its final place comes from the normal
    /// queries, with the item already counted).
    func initialAttributes(forAppearingItem indexPath: IndexPath, in bounds: Rect) -> LayoutAttributes?

    /// Attributes a deleted item ends at, with the viewport at `bounds` (asked before the item is removed).
    func finalAttributes(forDisappearingItem indexPath: IndexPath, in bounds: Rect) -> LayoutAttributes?

    /// Every supplementary view the layout has, as (kind, index path): for checkers and brute-force baselines.
    func supplementaryElements() -> [(kind: String, indexPath: IndexPath)]

    /// Every decoration view the layout has, as (kind, index path).
    func decorationElements() -> [(kind: String, indexPath: IndexPath)]

    /// The flat display index (0..<itemCount) of the item at `indexPath`.
    func flatIndex(of indexPath: IndexPath) -> Int

    /// The index path of the item at flat display index `index`.
    func indexPath(forFlatIndex index: Int) -> IndexPath

    /// What the layout's code met since the last call that works here only approximately, or not at all (a UIKit
    /// layout's `PlaygroundNotices`; LayoutNotice.swift); each once. None by default.
    func takeNotices() -> [LayoutNotice]

    /// Moves the layout's own motion (a UIKit layout's dynamic animator) to `time`, seconds of the frame step;
    /// `touch` is the pointer's last position in content coordinates. Called once per frame step, after the
    /// content offset moved. Layouts without motion of their own ignore it.
    mutating func advanceMotion(to time: Double, touch: Point?)

    /// Whether the layout's own motion is under way (the playground is not settled while it is).
    var isInMotion: Bool { get }

    /// The user's drag of the main content began, moved or ended (`ScrollDrag`): a UIKit layout's collection view
    /// feeds its `panGestureRecognizer` and tells its delegate. Not sent for a tap, a wheel, or a drag of a section
    /// that scrolls on its own. Ignored by default.
    mutating func scrollDragChanged(_ drag: ScrollDrag)

    /// At the end of a drag, after `targetContentOffset(proposed:velocity:)` answered `target` (points, content
    /// coordinates; velocity in points per second): where the content comes to rest instead (a UIKit scroll view's
    /// delegate may change it in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`). `target` by
    /// default.
    mutating func willEndScrollDrag(velocity: Point, target: Point) -> Point

    /// Whether the layout's rects are mirrored for the context's layout direction (a UIKit layout whose
    /// `flipsHorizontallyInOppositeLayoutDirection` is true in a right-to-left context): a horizontal scroll then
    /// starts at the content's trailing (right) edge, as a right-to-left UICollectionView does (docs/devices.md).
    /// False by default: the built-in layouts are custom layouts that do not flip (UIKit's default).
    var mirrorsHorizontally: Bool { get }

    /// Whether edits reach the layout as UIKit's batch updates (Playground+Updates.swift): prepared with the new
    /// data, told `prepare(forUpdates:)`, asked for every appearing and disappearing item, then `finalizeUpdates()`.
    /// False (the built-in layouts): an edit is a data change, and only the deleted item (before the change) and
    /// the inserted one (after it) are asked.
    var takesBatchUpdates: Bool { get }

    /// The updates of the batch being animated (the layout is already prepared with the new data).
    mutating func prepare(forUpdates updates: [LayoutUpdate])

    /// The batch's appearing and disappearing attributes have been asked for.
    mutating func finalizeUpdates()

    /// An animated change of the viewport (a rotation) is about to animate: the layout, already prepared at the new
    /// bounds, gets the old ones (UIKit's `prepare(forAnimatedBoundsChange:)`). Nothing by default.
    mutating func prepareForAnimatedBoundsChange(from oldBounds: Rect)

    /// The animated change's animation was made (UIKit's `finalizeAnimatedBoundsChange()`). Nothing by default.
    mutating func finalizeAnimatedBoundsChange()

    /// During a batch update (between `prepare(forUpdates:)` and `finalizeUpdates()`): the index paths of the
    /// supplementary or decoration views of `category` that the batch inserts (`inserted`) or deletes (UIKit's
    /// `indexPathsToInsert/DeleteForSupplementaryView(ofKind:)` and `…ForDecorationView(ofKind:)`). None by default.
    func updatedElements(inserted: Bool, of category: ElementCategory) -> [IndexPath]

    /// During a batch update: where a supplementary or decoration view shown after the update starts (UIKit's
    /// `initialLayoutAttributesForAppearingSupplementaryElement` / `…DecorationElement`); nil (the default): the
    /// playground's default (Playground+Updates.swift).
    func initialAttributes(forAppearing category: ElementCategory, at indexPath: IndexPath, in bounds: Rect)
        -> LayoutAttributes?

    /// During a batch update: where a supplementary or decoration view shown before the update ends (old index
    /// path; UIKit's `finalLayoutAttributesForDisappearingSupplementaryElement` / `…DecorationElement`); nil (the
    /// default): the playground's default.
    func finalAttributes(forDisappearing category: ElementCategory, at indexPath: IndexPath, in bounds: Rect)
        -> LayoutAttributes?

    /// Whether a reorder asks the layout (UIKit's interactive movement: CollectionLayout+InteractiveMovement.swift)
    /// instead of the playground's own rule for its target.
    var takesInteractiveMovement: Bool { get }

    /// A reorder lifts the item at `indexPath`; false: the item may not move (nothing is lifted).
    mutating func beginInteractiveMovement(at indexPath: IndexPath) -> Bool

    /// The lifted item's center moved to `position` (content coordinates): the index path it takes now, nil to
    /// keep the playground's rule.
    mutating func updateInteractiveMovement(to position: Point) -> IndexPath?

    /// The lifted item's attributes at `position` (content coordinates), nil: the playground's lifted copy.
    func attributesForInteractivelyMovingItem(at indexPath: IndexPath, position: Point) -> LayoutAttributes?

    /// The reorder ended: dropped at its target, or cancelled (the item goes back).
    mutating func endInteractiveMovement(cancelled: Bool)

    /// Whether a click on an item is the app's tap (a hosted view controller: CollectionLayout+Selection.swift)
    /// rather than the playground's tap-to-zoom.
    var takesSelection: Bool { get }

    /// The user tapped the item at `indexPath`, at `point` (content coordinates): UIKit's tap recognizers, highlight
    /// and selection, with the delegate's calls.
    mutating func select(at indexPath: IndexPath, point: Point)

    /// What the item's own view recognizes when a press lands at `point` (content coordinates) on the item at
    /// `indexPath`: a drag, a long press (CollectionLayout+ItemGestures.swift); nil (the default): nothing, the
    /// playground's scroll, tap and reorder as usual.
    func itemGestures(at indexPath: IndexPath, point: Point) -> ItemGestureClaim?

    /// A moment of a gesture the layout claimed (`itemGestures(at:point:)`): it runs the view's callbacks.
    mutating func itemGesture(_ event: ItemGestureEvent)

    /// Whether a press at `point` (viewport coordinates) lands on the views around the scroll view (its chrome):
    /// then it does not scroll (CollectionLayout+ChromePress.swift). Default false.
    func pressIsOnChrome(at point: Point) -> Bool

    /// A moment of a press that moved on the chrome: a drag the view under its start may recognize.
    mutating func chromeDrag(_ event: ChromeDragEvent)

    /// What two-finger gestures (a pinch, a rotation) the item's own view recognizes at `point` (content
    /// coordinates): CollectionLayout+ItemPinch.swift; nil (the default): none.
    func itemPinches(at indexPath: IndexPath, point: Point) -> ItemPinchClaim?

    /// A moment of a pinch or rotation the layout claimed (`itemPinches(at:point:)`).
    mutating func itemPinch(_ event: ItemPinchEvent)

    /// Whether a drag claimed with `decidedAtBegin` begins, asked once as the pointer passes its minimum distance
    /// (`event` is that moment, `.dragChanged`); false: the press is the scroll view's. Default true.
    mutating func itemGestureShouldBegin(_ event: ItemGestureEvent) -> Bool

    /// Where a fling released at `proposed` with `velocity` rests, when the layout snaps through its own
    /// `targetContentOffset` (a UIKit carousel); nil when it does not (it answered the proposed offset by default):
    /// Playground+CarouselPaging.swift.
    mutating func snappingTarget(proposed: Point, velocity: Point) -> Point?

    /// Whether `snappingTarget` may answer at all (false: the playground does not work out the gesture).
    var mayAnswerSnappingTargets: Bool { get }

    /// How many items the layout's own data has, when its data is not the playground's (a hosted view
    /// controller's data source, docs/hosting.md): the playground shows that many and does not insert; nil (the
    /// default) when the playground's item count is the data.
    var dataItemCount: Int? { get }

    /// Which screen of a hosted app shows (a navigation push or pop, a presentation or its dismissal change it):
    /// the playground starts the new screen at its top, slides it in, and takes its data (Playground+Navigation.swift).
    /// 0 by default; larger after a push or presentation than before it.
    var hostedScreen: Int { get }

    /// A tap at `point` (viewport coordinates) on what the layout draws over its content (a hosted app's
    /// navigation bar's back button or bar button items, a SwiftUI screen's views around its scroll view): true
    /// when it was one (the tap is then the layout's, not an item's); false by default. Asked for every click
    /// that caught no motion, before the items.
    mutating func tapChrome(at point: Point) -> Bool

    /// Goes back a screen as the back button does (a navigation controller's pop, else a presented controller's
    /// dismissal): true when there was one; false by default.
    mutating func navigateBack() -> Bool

    /// The batches the layout's own data source made since the last call, with the layout's answers (a hosted view
    /// controller's `performBatchUpdates` and the like: HostedBatch.swift), oldest first; none by default.
    mutating func takeHostedBatches() -> [HostedBatch]

    /// The window's switch from `old` to this layout begins: true when the layout drives the switch itself (UIKit's
    /// transition layout between two UIKit layouts: UIKitLayoutAdapter+Transition.swift); false (the default): the
    /// window interpolates the two layouts' attributes.
    mutating func beginLayoutTransition(from old: any CollectionLayout) -> Bool

    /// While a switch it drives runs: the item's attributes at `progress` (0: the old layout's, 1: this one's, each
    /// in its own content coordinates); nil otherwise.
    func transitionAttributes(forItem indexPath: IndexPath, progress: Double) -> LayoutAttributes?

    /// While a switch it drives runs: the supplementary and decoration views its transition layout answers for
    /// `rect` at `progress` (coordinates as for `transitionAttributes(forItem:progress:)`), drawn as they are; nil
    /// otherwise (the default: the window fades the old layout's out and the new one's in).
    func transitionOtherElements(in rect: Rect, progress: Double) -> [LayoutAttributes]?

    /// The switch it drives ended on this layout (`finished`) or back on the old one.
    mutating func endLayoutTransition(finished: Bool)

    /// A change of the layout's own layout since the last call (a hosted controller's
    /// `setCollectionViewLayout(_:animated:)`): how long it animates, seconds (0: it does not); nil (the default):
    /// none.
    mutating func takeAnimatedLayoutChange() -> Double?

    /// An offset the layout's own code asked for since the last call (UIKit: `contentOffset` set,
    /// `setContentOffset(_:animated:)`, `scrollToItem(at:at:animated:)`), in window coordinates, with how long the
    /// scroll there animates (0: at once); nil (the default): none.
    mutating func takeScrollRequest() -> (offset: Point, duration: Double)?
}

// MARK: - Default implementations

extension CollectionLayout {
    public var scrollAxis: Axis { .vertical }

    public var drawingOverhang: Double { 0 }

    public var decelerationRate: Double? { nil }

    public func attributes(forSupplementary kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    public func attributes(forDecoration kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// No snapping: rest where scrolling would.
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point { proposed }

    public mutating func didSettle(at offset: Point) {}

    public func snapPage(for offset: Point) -> Int? { nil }

    public func snapOffset(forPage page: Int) -> Point? { nil }

    public var initialContentOffset: Point? { nil }

    public var mirrorsHorizontally: Bool { false }

    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }

    /// Seed 002's example: appear from the viewport's center, fully transparent (at the item's own size).
    public func initialAttributes(forAppearingItem indexPath: IndexPath, in bounds: Rect) -> LayoutAttributes? {
        guard var a = attributes(forItem: indexPath) else { return nil }
        a.center = bounds.center
        a.alpha = 0
        return a
    }

    /// Leave in place, fading out and shrinking to a tenth.
    public func finalAttributes(forDisappearingItem indexPath: IndexPath, in bounds: Rect) -> LayoutAttributes? {
        guard var a = attributes(forItem: indexPath) else { return nil }
        a.alpha = 0
        a.transform = a.transform.concatenating(AffineTransform(scaleX: 0.1, y: 0.1))
        return a
    }

    public func supplementaryElements() -> [(kind: String, indexPath: IndexPath)] { [] }

    public func decorationElements() -> [(kind: String, indexPath: IndexPath)] { [] }

    public func flatIndex(of indexPath: IndexPath) -> Int { indexPath.item }

    public func indexPath(forFlatIndex index: Int) -> IndexPath { IndexPath(section: 0, item: index) }

    /// No motion of its own.
    public mutating func advanceMotion(to time: Double, touch: Point?) {}

    public var isInMotion: Bool { false }

    public mutating func scrollDragChanged(_ drag: ScrollDrag) {}

    public mutating func willEndScrollDrag(velocity: Point, target: Point) -> Point { target }

    public var takesBatchUpdates: Bool { false }

    public mutating func prepare(forUpdates updates: [LayoutUpdate]) {}

    public mutating func finalizeUpdates() {}

    public func updatedElements(inserted: Bool, of category: ElementCategory) -> [IndexPath] { [] }

    public mutating func prepareForAnimatedBoundsChange(from oldBounds: Rect) {}

    public mutating func finalizeAnimatedBoundsChange() {}

    public func initialAttributes(forAppearing category: ElementCategory, at indexPath: IndexPath, in bounds: Rect)
        -> LayoutAttributes? { nil }

    public func finalAttributes(forDisappearing category: ElementCategory, at indexPath: IndexPath, in bounds: Rect)
        -> LayoutAttributes? { nil }

    public var dataItemCount: Int? { nil }

    public var hostedScreen: Int { 0 }

    public mutating func tapChrome(at point: Point) -> Bool { false }

    public mutating func navigateBack() -> Bool { false }

    public mutating func takeHostedBatches() -> [HostedBatch] { [] }

    public mutating func beginLayoutTransition(from old: any CollectionLayout) -> Bool { false }

    public func transitionAttributes(forItem indexPath: IndexPath, progress: Double) -> LayoutAttributes? { nil }

    public func transitionOtherElements(in rect: Rect, progress: Double) -> [LayoutAttributes]? { nil }

    public mutating func endLayoutTransition(finished: Bool) {}

    public mutating func takeAnimatedLayoutChange() -> Double? { nil }

    public mutating func takeScrollRequest() -> (offset: Point, duration: Double)? { nil }
}

extension CollectionLayout {
    /// Every element's attributes computed one by one, then filtered by `rect`: the seeds' way (UIKit's
    /// "compute everything in prepare" for every query), kept as the reference for checkers and benchmarks.
    /// O(items).
    public func bruteForceAttributes(in rect: Rect, itemCount: Int) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (kind, path) in decorationElements() {
            if let a = attributes(forDecoration: kind, at: path), a.frame.intersects(rect) { result.append(a) }
        }
        for i in 0..<itemCount {
            if let a = attributes(forItem: indexPath(forFlatIndex: i)), a.frame.intersects(rect) { result.append(a) }
        }
        for (kind, path) in supplementaryElements() {
            if let a = attributes(forSupplementary: kind, at: path), a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }

    /// `offset` clamped into `contentOffsetRange`.
    public func clampedOffset(_ offset: Point) -> Point {
        let r = contentOffsetRange
        return Point(x: Swift.min(Swift.max(offset.x, r.min.x), r.max.x),
                     y: Swift.min(Swift.max(offset.y, r.min.y), r.max.y))
    }

    /// The usual range for a layout whose content starts at the origin: 0 … contentSize − viewport (never negative).
    public static func standardOffsetRange(contentSize: Size, viewport: Size) -> (min: Point, max: Point) {
        (Point.zero, Point(x: Swift.max(0, contentSize.width - viewport.width),
                           y: Swift.max(0, contentSize.height - viewport.height)))
    }
}
