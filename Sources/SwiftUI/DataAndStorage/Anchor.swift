import Foundation

/// An opaque value derived from an anchor source and a particular view (SwiftUI's `Anchor`), resolved in a
/// geometry proxy's coordinate space with `GeometryProxy.subscript(_:)`.
///
/// Playground: no anchor is ever made here (preferences are not passed up a view hierarchy, see
/// `View.anchorPreference(key:value:transform:)`); the type exists so that code reading anchors compiles.
public struct Anchor<Value> {
    /// The value in the global coordinate space.
    let globalValue: Value
    /// Moves a value by a vector (the origin of the space it is resolved in, negated).
    let translate: (Value, CGVector) -> Value

    /// A source of an anchor: a geometric value of a view, such as its bounds or one of its points.
    public struct Source {
        let resolve: (CGRect) -> Value
        let translate: (Value, CGVector) -> Value
        package init(resolve: @escaping (CGRect) -> Value, translate: @escaping (Value, CGVector) -> Value) {
            self.resolve = resolve
            self.translate = translate
        }
    }

    /// The anchor of `source` for a view whose frame in the global space is `frame`.
    package init(source: Source, frame: CGRect) {
        globalValue = source.resolve(frame)
        translate = source.translate
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }
    /// A rectangle in the view's own space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(resolve: { frame in
            guard let r else { return frame }
            return r.offsetBy(dx: frame.minX, dy: frame.minY)
        }, translate: { $0.offsetBy(dx: $1.dx, dy: $1.dy) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) },
                               translate: { CGPoint(x: $0.x + $1.dx, y: $0.y + $1.dy) })
    }
    /// A unit point of the view's bounds (`.center` is its middle).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(resolve: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) },
                               translate: { CGPoint(x: $0.x + $1.dx, y: $0.y + $1.dy) })
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// Resolves `anchor` in this proxy's coordinate space (SwiftUI's `subscript(_:)`): the anchor's value moved by
    /// the proxy's origin in the global space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = frame(in: .global).origin
        return anchor.translate(anchor.globalValue, CGVector(dx: -origin.x, dy: -origin.y))
    }
}

nonisolated extension View {
    /// Sets a preference from an anchor of this view (SwiftUI's `anchorPreference(key:value:transform:)`).
    /// Playground: does nothing: preferences are not passed up a view hierarchy here (see
    /// `preference(key:value:)`), so `transform` is never called.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        playgroundModified(.other("anchorPreference"))
    }

    /// Changes a preference with an anchor of this view (SwiftUI's `transformAnchorPreference`). Playground: does
    /// nothing (see `anchorPreference(key:value:transform:)`).
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        playgroundModified(.other("transformAnchorPreference"))
    }

    /// A view in front of this one made from a preference's value (SwiftUI's `overlayPreferenceValue(_:_:)`).
    /// Playground: approximated: no preference reaches it here (see `preference(key:value:)`), so the overlay is
    /// made from the key's `defaultValue`, as SwiftUI makes it for a subtree that sets none.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(transform(K.defaultValue))
    }

    /// A view behind this one made from a preference's value (SwiftUI's `backgroundPreferenceValue(_:_:)`).
    /// Playground: approximated as `overlayPreferenceValue(_:_:)` is: made from the key's `defaultValue`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(transform(K.defaultValue))
    }

    /// `overlayPreferenceValue(_:_:)` with the overlay aligned (iOS 15). Playground: as that one, aligned.
    /// (Apple's `alignment` defaults to `.center`; here it is required, so that a call without it stays the
    /// iOS 13 form rather than being ambiguous.)
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(transform(K.defaultValue), alignment: alignment)
    }

    /// `backgroundPreferenceValue(_:_:)` with the background aligned (iOS 15). Playground: as that one, aligned
    /// (`alignment` required, as in `overlayPreferenceValue(_:alignment:_:)`).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(transform(K.defaultValue), alignment: alignment)
    }

    /// Hides the view (SwiftUI's `hidden()`): "Hidden views are invisible and can't receive or respond to
    /// interactions. However, they do remain in the view hierarchy and affect layout" (Apple's documentation): the
    /// view keeps its size and is drawn fully transparent.
    public func hidden() -> some View { opacity(0) }
}
