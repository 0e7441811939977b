/// A type-erased layout (SwiftUI's `AnyLayout`), to switch between layouts with a condition.
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
public struct AnyLayout: Layout {
    /// The erased layout's cache.
    public struct Cache { var value: Any }

    let box: any AnyLayoutBox

    public init<L: Layout>(_ layout: L) { box = LayoutBox(layout) }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The erased layout's own properties (its stack orientation).
    package var playgroundLayoutProperties: LayoutProperties { box.properties }

    /// The erased layout's type name (`FlowLayout`), for messages.
    package var playgroundTypeName: String {
        let boxed = String(describing: type(of: box))
        guard boxed.hasPrefix("LayoutBox<"), boxed.hasSuffix(">") else { return boxed }
        return String(boxed.dropFirst(10).dropLast())
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.value) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }
}

protocol AnyLayoutBox {
    var properties: LayoutProperties { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

struct LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    var properties: LayoutProperties { L.layoutProperties }

    /// Runs `body` with the typed cache (a cache of another layout, after a switch, is made anew).
    private func with<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                       _ cache: inout Any) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        with(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        with(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
