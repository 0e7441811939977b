/// Presses on the views around the scroll view (a SwiftUI screen's header, chips row, bars: the layout's chrome,
/// drawn in its overlay): a press there is the screen's, not the scroll view's, so moving it does not scroll the
/// items (as on iOS, where a finger on a toolbar does not pan the scroll view below); a drag there is told to the
/// view's own `DragGesture` (SwiftUIViewLayoutAdapter+ChromeDrag.swift).
///
///     layout.pressIsOnChrome(at: Point(x: 20, y: 30))   // true on a 60-point header above the scroll view
public struct ChromeDragEvent: Equatable, Sendable {
    /// Where the drag is: moved (its first move past the minimum distance begins it), or ended by the release.
    public enum Phase: Equatable, Sendable {
        /// The pointer moved (the first move past the view's minimum distance begins the drag).
        case changed
        /// The button went up.
        case ended
    }
    public var phase: Phase
    /// Where the pointer is and where the press began (viewport coordinates).
    public var location: Point
    public var startLocation: Point
    /// The pointer's velocity, points per second.
    public var velocity: Point
    /// Seconds (the playground's clock).
    public var time: Double
    public init(phase: Phase, location: Point, startLocation: Point, velocity: Point, time: Double) {
        self.phase = phase
        self.location = location
        self.startLocation = startLocation
        self.velocity = velocity
        self.time = time
    }
}

extension CollectionLayout {
    /// Layouts without views around their scroll view: every press is the scroll view's.
    public func pressIsOnChrome(at point: Point) -> Bool { false }
    public mutating func chromeDrag(_ event: ChromeDragEvent) {}
}
