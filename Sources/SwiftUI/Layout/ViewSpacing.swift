/// A view's preferred spacing to its neighbours, by edge (SwiftUI's `ViewSpacing`).
///
/// Playground: SwiftUI's per-kind spacing tables (text to text, text to image, …) are not published; every edge
/// of a view prefers 8 points here, SwiftUI's usual spacing between two views on iOS, and `distance(to:along:)`
/// is the larger of the two facing edges' preferences.
///
///     ViewSpacing().distance(to: ViewSpacing(), along: .horizontal)   // 8
public struct ViewSpacing: Equatable, Sendable {
    /// The spacing SwiftUI leaves between two ordinary views on iOS (points).
    static let standard: CGFloat = 8
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// The default spacing on every edge.
    public init() {
        top = Self.standard; leading = Self.standard; bottom = Self.standard; trailing = Self.standard
    }

    init(all value: CGFloat) { top = value; leading = value; bottom = value; trailing = value }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Each edge in `edges` becomes the larger of this spacing's and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}
