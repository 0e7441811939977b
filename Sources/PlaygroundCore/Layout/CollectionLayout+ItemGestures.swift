/// Gestures an item's own view recognizes (a SwiftUI view's `DragGesture`, `onLongPressGesture`:
/// SwiftUIViewLayoutAdapter+Gestures.swift), asked by the playground when a press lands on an item: what the item
/// claims decides who gets the pointer, the playground's scroll view or the item.
///
///     // a card that takes a drag from the scroll view, and a long press after 0.5 s
///     ItemGestureClaim(drag: .init(minimumDistance: 10, takesPointer: true),
///                      longPress: .init(minimumDuration: 0.5, maximumDistance: 10))
public struct ItemGestureClaim: Equatable, Sendable {
    /// A drag the item's view recognizes (a SwiftUI `DragGesture`): how far the pointer moves before it begins, and
    /// whether it keeps the scroll view still.
    public struct Drag: Equatable, Sendable {
        /// How far (points) the pointer moves before the drag begins.
        public var minimumDistance: Double
        /// true: the item's drag takes the pointer (the scroll view does not pan); false: both are told.
        public var takesPointer: Bool
        /// true: the drag begins only once the claim's long press is recognized (a long press sequenced before a
        /// drag: SwiftUI's `sequenced(before:)`); until then the pointer is the scroll view's, and the release
        /// after a press recognized without a drag cancels the gesture.
        public var afterLongPress: Bool
        /// true: the drag is decided as it begins, not at the press: until the pointer has moved `minimumDistance`
        /// the scroll view pans as usual; then the layout is asked (`itemGestureShouldBegin(_:)`, with the moment
        /// it would begin) and, if it agrees, the drag begins (and takes the pointer from there when
        /// `takesPointer`), else the press is the scroll view's. A UIKit pan recognizer whose
        /// `gestureRecognizerShouldBegin(_:)` reads its translation or velocity (a cell swiped sideways in a list
        /// that scrolls up and down).
        public var decidedAtBegin: Bool
        public init(minimumDistance: Double, takesPointer: Bool, afterLongPress: Bool = false, decidedAtBegin: Bool = false) {
            self.minimumDistance = minimumDistance
            self.takesPointer = takesPointer
            self.afterLongPress = afterLongPress
            self.decidedAtBegin = decidedAtBegin
        }
    }
    /// A long press the item's view recognizes: how long it is held, and how far the pointer may move meanwhile.
    public struct LongPress: Equatable, Sendable {
        /// Seconds the press is held before it is recognized.
        public var minimumDuration: Double
        /// How far (points) the pointer may move before the press fails.
        public var maximumDistance: Double
        public init(minimumDuration: Double, maximumDistance: Double) {
            self.minimumDuration = minimumDuration
            self.maximumDistance = maximumDistance
        }
    }
    public var drag: Drag?
    public var longPress: LongPress?
    public init(drag: Drag? = nil, longPress: LongPress? = nil) {
        self.drag = drag
        self.longPress = longPress
    }
}

/// One moment of an item's gesture, told to the layout that claimed it.
public struct ItemGestureEvent: Equatable, Sendable {
    /// What happened: a drag moved or ended, a long press was recognized, the press began or stopped pressing, or
    /// the gesture was cancelled.
    public enum Phase: Equatable, Sendable {
        /// A drag moved (the first one past its minimum distance begins it).
        case dragChanged
        /// A drag ended (the button went up).
        case dragEnded
        /// A long press was held long enough.
        case longPressed
        /// The pointer went down on the item (a long press is pressing), or up without a long press (not pressing).
        case pressing(Bool)
        /// The gesture was cancelled (Esc, another interaction took the pointer).
        case cancelled
    }
    public var phase: Phase
    /// The item the press landed on.
    public var indexPath: IndexPath
    /// Where the pointer is, in content coordinates.
    public var location: Point
    /// Where the press began, in content coordinates.
    public var startLocation: Point
    /// The content offset (content coordinates minus this are viewport coordinates).
    public var contentOffset: Point
    /// The pointer's velocity, points per second.
    public var velocity: Point
    /// Seconds (the playground's clock).
    public var time: Double
    public init(phase: Phase, indexPath: IndexPath, location: Point, startLocation: Point, contentOffset: Point,
                velocity: Point, time: Double) {
        self.phase = phase
        self.indexPath = indexPath
        self.location = location
        self.startLocation = startLocation
        self.contentOffset = contentOffset
        self.velocity = velocity
        self.time = time
    }
}

extension CollectionLayout {
    /// Built-in layouts and UIKit files claim nothing: the playground's scroll, tap-to-zoom and reorder.
    public func itemGestures(at indexPath: IndexPath, point: Point) -> ItemGestureClaim? { nil }
    public mutating func itemGesture(_ event: ItemGestureEvent) {}
    /// Every drag decided at its beginning begins.
    public mutating func itemGestureShouldBegin(_ event: ItemGestureEvent) -> Bool { true }
}
