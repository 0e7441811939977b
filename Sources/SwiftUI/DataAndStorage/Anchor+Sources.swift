import Foundation

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates (SwiftUI's `Anchor.Source.point(_:)`).
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }
}

nonisolated extension View {
    /// Changes a preference with an anchor of this view (SwiftUI's `transformAnchorPreference(key:value:transform:)`).
    /// Playground: does nothing: `transform` is never called (`anchorPreference` and `preference` pass values up).
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        playgroundModified(.other("transformAnchorPreference"))
    }

    /// Hides the view (SwiftUI's `hidden()`): drawn at opacity 0, and it keeps its place (Apple: hidden views "remain
    /// in the view hierarchy and affect layout").
    public func hidden() -> some View { opacity(0) }
}
