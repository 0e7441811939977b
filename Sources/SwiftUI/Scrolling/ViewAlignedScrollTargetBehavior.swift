/// Comes to rest with a view aligned to the scroll view's leading edge (SwiftUI's `ViewAlignedScrollTargetBehavior`,
/// `.viewAligned`): the views are those of the `.scrollTargetLayout()` container (or marked `.scrollTarget()`).
///
/// Decided here (Apple documents the intent, not the arithmetic; docs/swiftui.md, "Scrolling"): each view's
/// leading edge meets the leading edge of the content's insets (safe area and content margins), clamped to the
/// content; the gesture ends on the view whose aligned offset is nearest its projected target, limited by
/// `limitBehavior` counted in views from the one aligned where the gesture began. Without targets it changes
/// nothing, as in SwiftUI.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one gesture may scroll (SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        package enum PlaygroundLimit: Hashable, Sendable { case page, few, one, none }
        package let playgroundLimit: PlaygroundLimit
        /// Apple: limited in compact horizontal size classes (an iPhone) and not otherwise; the playground's window
        /// counts as compact (decided: the playground shows iPhone-style layouts), so `.always`.
        public static let automatic = LimitBehavior(playgroundLimit: .page)
        /// At most the views of one page (the container's length).
        public static let always = LimitBehavior(playgroundLimit: .page)
        /// At most a few views: three, decided here (Apple: "a small number of views, rather than a full page").
        public static let alwaysByFew = LimitBehavior(playgroundLimit: .few)
        /// At most one view per gesture.
        public static let alwaysByOne = LimitBehavior(playgroundLimit: .one)
        /// No limit.
        public static let never = LimitBehavior(playgroundLimit: .none)
    }

    /// "A few", views (decided here; see `LimitBehavior.alwaysByFew`).
    package static let playgroundFew = 3

    public let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard !context.playgroundTargets.isEmpty else { return }
        let maxOrigin = context.playgroundMaxOrigin
        if context.axes.contains(.horizontal) {
            let aligned = context.playgroundTargets.map { min(max(0, $0.minX - context.playgroundInsets.leading), maxOrigin.x) }
            target.rect.origin.x = choose(target.rect.minX, from: context.originalTarget.rect.minX, aligned: aligned,
                                          page: context.containerSize.width)
        } else if context.axes.contains(.vertical) {
            let aligned = context.playgroundTargets.map { min(max(0, $0.minY - context.playgroundInsets.top), maxOrigin.y) }
            target.rect.origin.y = choose(target.rect.minY, from: context.originalTarget.rect.minY, aligned: aligned,
                                          page: context.containerSize.height)
        }
    }

    /// The aligned offset for a gesture begun at `origin` projected to `proposed`.
    func choose(_ proposed: CGFloat, from origin: CGFloat, aligned: [CGFloat], page: CGFloat) -> CGFloat {
        let offsets = Array(Set(aligned)).sorted()
        guard let nearest = offsets.min(by: { abs($0 - proposed) < abs($1 - proposed) }),
              let start = offsets.indices.min(by: { abs(offsets[$0] - origin) < abs(offsets[$1] - origin) })
        else { return proposed }
        let index = offsets.firstIndex(of: nearest) ?? start
        let here = offsets[start]
        let maxViews: Int
        switch limitBehavior.playgroundLimit {
        case .none: return nearest
        case .one: maxViews = 1
        case .few: maxViews = Self.playgroundFew
        case .page:
            // The views whose aligned offsets lie within one container length of the starting view's, that way.
            maxViews = max(1, offsets.filter { index >= start ? ($0 > here && $0 <= here + page + 0.5)
                                                              : ($0 < here && $0 >= here - page - 0.5) }.count)
        }
        let limited = min(max(index, start - maxViews), start + maxViews)
        return offsets[limited]
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligns to views (`.scrollTargetLayout()`), at most a page of them per gesture.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}
