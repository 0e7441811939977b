import PlaygroundCore

/// The rest of what a wrapped layout answers, passed on unchanged: the behaviour changes only where a gesture ends
/// (SwiftUIBehaviorLayout). A hosted UIKit app's or a SwiftUI screen's layout keeps its selection, its bars and
/// surrounding views (drawn and tapped), its screens, scroll requests, animated bounds changes and batch updates'
/// element lists, and what its cells draw, when a behaviour file's panel snaps it.
extension SwiftUIBehaviorLayout: ElementContentSource {
    public var takesSelection: Bool { base.takesSelection }
    public mutating func select(at indexPath: PlaygroundCore.IndexPath, point: Point) { base.select(at: indexPath, point: point) }
    public mutating func tapChrome(at point: Point) -> Bool { base.tapChrome(at: point) }
    public var hostedScreen: Int { base.hostedScreen }
    public mutating func navigateBack() -> Bool { base.navigateBack() }
    public mutating func takeScrollRequest() -> (offset: Point, duration: Double)? { base.takeScrollRequest() }
    public mutating func prepareForAnimatedBoundsChange(from oldBounds: Rect) { base.prepareForAnimatedBoundsChange(from: oldBounds) }
    public mutating func finalizeAnimatedBoundsChange() { base.finalizeAnimatedBoundsChange() }
    public func updatedElements(inserted: Bool, of category: ElementCategory) -> [PlaygroundCore.IndexPath] {
        base.updatedElements(inserted: inserted, of: category)
    }
    public func transitionOtherElements(in rect: Rect, progress: Double) -> [LayoutAttributes]? {
        base.transitionOtherElements(in: rect, progress: progress)
    }

    public func content(for attributes: LayoutAttributes) -> ElementContent? {
        (base as? any ElementContentSource)?.content(for: attributes)
    }
    public var contentBackground: Color? { (base as? any ElementContentSource)?.contentBackground }
    public var overlay: ElementContent? { (base as? any ElementContentSource)?.overlay }
}
