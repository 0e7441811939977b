import Foundation

/// Where a scroll view is scrolled to (SwiftUI's `ScrollPosition`, iOS 18): a view's id (with an anchor), a point
/// of the content, or an edge.
///
/// Where the scroll view starts (`.scrollPosition(_:anchor:)`); scrolling writes the view it rests on back (as the
/// `id:` form, with `isPositionedByUser` true: Apple, "whether the scroll view has been positioned by the user");
/// `scrollTo(…)` by code scrolls the scroll view (docs/swiftui.md, "Scroll position", "Scrolling by code").
public struct ScrollPosition: Equatable {
    public private(set) var viewID: AnyHashable?
    public private(set) var point: CGPoint?
    public private(set) var edge: Edge?
    public private(set) var isPositionedByUser = false
    /// The anchor `scrollTo(id:anchor:)` gave.
    package private(set) var playgroundAnchor: UnitPoint?

    public init<ID: Hashable>(idType: ID.Type = Never.self) {}
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) { self.edge = edge }
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) { self.point = point }
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
    public init(id: some Hashable, anchor: UnitPoint? = nil) { scrollTo(id: id, anchor: anchor) }

    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(playgroundEmpty: ())
        viewID = AnyHashable(id)
        playgroundAnchor = anchor
    }
    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(playgroundEmpty: ())
        self.edge = edge
    }
    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition(playgroundEmpty: ())
        self.point = point
    }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }
    public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: 0)) }
    public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }

    private init(playgroundEmpty: Void) {}

    /// The scroll view came to show the view `id` by the user's scrolling (the anchor `scrollTo` gave is kept).
    package mutating func playgroundScrolled(to id: AnyHashable) {
        let anchor = playgroundAnchor
        self = ScrollPosition(playgroundEmpty: ())
        viewID = id
        playgroundAnchor = anchor
        isPositionedByUser = true
    }
}
