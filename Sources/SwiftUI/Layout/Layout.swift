/// A type that defines the geometry of a collection of views (SwiftUI's `Layout`, iOS 16).
///
/// SwiftUI asks a layout `sizeThatFits(proposal:subviews:cache:)` (possibly several times, with different
/// proposals), then `placeSubviews(in:proposal:subviews:cache:)` with bounds of the size it reported; the cache is
/// made once by `makeCache(subviews:)` and updated by `updateCache(_:subviews:)` when the subviews change
/// (Apple, "Composing custom layouts with SwiftUI").
///
///     struct EqualWidthHStack: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
///                            cache: inout ()) { … }
///     }
public protocol Layout: Animatable {
    /// Properties of the container, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout keeps between calls.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

// MARK: - Default implementations (SwiftUI's)

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache (SwiftUI's default: `cache = makeCache(subviews: subviews)`).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The union of the subviews' spacing preferences on every edge.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// No explicit guide: the container's default alignment applies.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}
