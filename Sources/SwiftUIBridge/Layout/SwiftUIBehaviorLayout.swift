import PlaygroundCore
import SwiftUI

/// A file's `ScrollTargetBehavior` applied to a layout chosen in the panel (docs/swiftui.md, "A behaviour on any
/// layout"): the parameter `applyTo` is `row` (the items in a horizontal row, as a file declaring only a behaviour
/// loads), a layout loaded from another file (`SwiftUILoadedLayouts`) or a built-in layout, made at its defaults; the layout is the built-in's in everything but where a gesture
/// ends, which the behaviour's `updateTarget(_:context:)` says with SwiftUI's context (the built-in's content size,
/// the viewport, its scroll axis, velocity in points per second, as docs/swiftui.md "Velocity" decides).
public struct SwiftUIBehaviorLayout: CollectionLayout, @unchecked Sendable {
    /// The parameters of a behaviour file's layout: every SwiftUI layout's, and which layout it snaps (the
    /// layouts loaded from other files so far, then the built-ins: `SwiftUILoadedLayouts`).
    public static var parameters: [ParameterSpec] {
        SwiftUILayoutAdapter.parameters + [
            ParameterSpec(SwiftUILoadedLayouts.applyTo, default: "row", .choice(SwiftUILoadedLayouts.targets),
                          "the layout the behaviour snaps: the items in a row, a layout loaded from another file, "
                              + "or a built-in layout, at its defaults"),
        ]
    }

    /// The layout for a behaviour file's parameter values.
    static func make(name: String, values: ParameterValues, behavior: any ScrollTargetBehavior) -> any CollectionLayout {
        let target = values.string(SwiftUILoadedLayouts.applyTo)
        if target != "row", let base = SwiftUILoadedLayouts.make(target) ?? (try? LayoutRegistry.make(target)) {
            return SwiftUIBehaviorLayout(name: name, base: base, behavior: behavior)
        }
        return SwiftUIViewLayoutAdapter(name: name, sizing: SwiftUIItemSizing(rawValue: values.string("itemSizing")) ?? .fit,
                                        side: CGFloat(values.number("itemSide")), behavior: behavior) {
            AnyView(ScrollView(.horizontal) {
                LazyHStack(spacing: 8) {
                    ForEach(0..<1, id: \.self) { _ in Image("photo").resizable().aspectRatio(contentMode: .fit) }
                }
                .scrollTargetLayout()
            })
        }
    }

    public let name: String
    var base: any CollectionLayout
    let behavior: any ScrollTargetBehavior
    var viewport = Size(width: 0, height: 0)
    /// Where the last gesture began (the last rest position): `ScrollTargetBehaviorContext.originalTarget`.
    var restOffset = Point.zero

    public init(name: String, base: any CollectionLayout, behavior: any ScrollTargetBehavior) {
        self.name = name
        self.base = base
        self.behavior = behavior
    }

    /// Where a gesture that would end at `proposed` with `velocity` (points per second) ends: the behaviour's answer
    /// (non-finite answers ignored; a target anchor aligns that point of the rectangle with the viewport's).
    public mutating func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let size = CGSize(width: viewport.width, height: viewport.height)
        var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: proposed.x, y: proposed.y), size: size))
        let content = base.contentSize
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: CGPoint(x: restOffset.x, y: restOffset.y), size: size)),
            velocity: CGVector(dx: velocity.x, dy: velocity.y),
            contentSize: CGSize(width: content.width, height: content.height), containerSize: size,
            axes: base.scrollAxis == .horizontal ? .horizontal : .vertical, targets: [], insets: EdgeInsets())
        let behavior = behavior
        playgroundOnMainActor { behavior.updateTarget(&target, context: context) }
        var origin = target.rect.origin
        if let anchor = target.anchor {
            origin = CGPoint(x: target.rect.minX + anchor.x * (target.rect.width - size.width),
                             y: target.rect.minY + anchor.y * (target.rect.height - size.height))
        }
        guard origin.x.isFinite, origin.y.isFinite else { return proposed }
        return Point(x: Double(origin.x), y: Double(origin.y))
    }

    public mutating func didSettle(at offset: Point) {
        restOffset = offset
        base.didSettle(at: offset)
    }

    // Everything else is the base layout's.
    public var scrollAxis: PlaygroundCore.Axis { base.scrollAxis }
    public mutating func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        base.prepare(context)
    }
    public var contentSize: Size { base.contentSize }
    public var drawingOverhang: Double { base.drawingOverhang }
    public var decelerationRate: Double? { base.decelerationRate }
    public var contentOffsetRange: (min: Point, max: Point) { base.contentOffsetRange }
    public func attributes(in rect: Rect) -> [LayoutAttributes] { base.attributes(in: rect) }
    public func attributes(forItem indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? { base.attributes(forItem: indexPath) }
    public func attributes(forSupplementary kind: String, at indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        base.attributes(forSupplementary: kind, at: indexPath)
    }
    public func attributes(forDecoration kind: String, at indexPath: PlaygroundCore.IndexPath) -> LayoutAttributes? {
        base.attributes(forDecoration: kind, at: indexPath)
    }
    public func snapPage(for offset: Point) -> Int? { base.snapPage(for: offset) }
    public func snapOffset(forPage page: Int) -> Point? { base.snapOffset(forPage: page) }
    public var initialContentOffset: Point? { base.initialContentOffset }
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidate(forBoundsChange: newBounds) }
    public func initialAttributes(forAppearingItem indexPath: PlaygroundCore.IndexPath, in bounds: Rect) -> LayoutAttributes? {
        base.initialAttributes(forAppearingItem: indexPath, in: bounds)
    }
    public func finalAttributes(forDisappearingItem indexPath: PlaygroundCore.IndexPath, in bounds: Rect) -> LayoutAttributes? {
        base.finalAttributes(forDisappearingItem: indexPath, in: bounds)
    }
    public func supplementaryElements() -> [(kind: String, indexPath: PlaygroundCore.IndexPath)] { base.supplementaryElements() }
    public func decorationElements() -> [(kind: String, indexPath: PlaygroundCore.IndexPath)] { base.decorationElements() }
    public func flatIndex(of indexPath: PlaygroundCore.IndexPath) -> Int { base.flatIndex(of: indexPath) }
    public func indexPath(forFlatIndex index: Int) -> PlaygroundCore.IndexPath { base.indexPath(forFlatIndex: index) }
    public func takeNotices() -> [LayoutNotice] { base.takeNotices() }
    public mutating func advanceMotion(to time: Double, touch: Point?) { base.advanceMotion(to: time, touch: touch) }
    public func itemGestures(at indexPath: PlaygroundCore.IndexPath, point: Point) -> ItemGestureClaim? {
        base.itemGestures(at: indexPath, point: point)
    }
    public mutating func itemGesture(_ event: ItemGestureEvent) { base.itemGesture(event) }
    public mutating func itemGestureShouldBegin(_ event: ItemGestureEvent) -> Bool { base.itemGestureShouldBegin(event) }
    public func itemPinches(at indexPath: PlaygroundCore.IndexPath, point: Point) -> ItemPinchClaim? {
        base.itemPinches(at: indexPath, point: point)
    }
    public mutating func itemPinch(_ event: ItemPinchEvent) { base.itemPinch(event) }
    public mutating func scrollDragChanged(_ drag: ScrollDrag) { base.scrollDragChanged(drag) }
    public mutating func willEndScrollDrag(velocity: Point, target: Point) -> Point {
        base.willEndScrollDrag(velocity: velocity, target: target)
    }
    public var isInMotion: Bool { base.isInMotion }
    public var mirrorsHorizontally: Bool { base.mirrorsHorizontally }
    public var takesBatchUpdates: Bool { base.takesBatchUpdates }
    public mutating func prepare(forUpdates updates: [LayoutUpdate]) { base.prepare(forUpdates: updates) }
    public mutating func finalizeUpdates() { base.finalizeUpdates() }
    public var takesInteractiveMovement: Bool { base.takesInteractiveMovement }
    public mutating func beginInteractiveMovement(at indexPath: PlaygroundCore.IndexPath) -> Bool { base.beginInteractiveMovement(at: indexPath) }
    public mutating func updateInteractiveMovement(to position: Point) -> PlaygroundCore.IndexPath? { base.updateInteractiveMovement(to: position) }
    public func attributesForInteractivelyMovingItem(at indexPath: PlaygroundCore.IndexPath, position: Point) -> LayoutAttributes? {
        base.attributesForInteractivelyMovingItem(at: indexPath, position: position)
    }
    public mutating func endInteractiveMovement(cancelled: Bool) { base.endInteractiveMovement(cancelled: cancelled) }
    /// The behaviour answers where gestures end (not the base's own snapping).
    public mutating func snappingTarget(proposed: Point, velocity: Point) -> Point? { nil }
    public var mayAnswerSnappingTargets: Bool { false }
    public var dataItemCount: Int? { base.dataItemCount }
    public mutating func takeHostedBatches() -> [HostedBatch] { base.takeHostedBatches() }
    public mutating func beginLayoutTransition(from old: any CollectionLayout) -> Bool {
        base.beginLayoutTransition(from: (old as? SwiftUIBehaviorLayout)?.base ?? old)
    }
    public func transitionAttributes(forItem indexPath: PlaygroundCore.IndexPath, progress: Double) -> LayoutAttributes? {
        base.transitionAttributes(forItem: indexPath, progress: progress)
    }
    public mutating func endLayoutTransition(finished: Bool) { base.endLayoutTransition(finished: finished) }
    public mutating func takeAnimatedLayoutChange() -> Double? { base.takeAnimatedLayoutChange() }
}
