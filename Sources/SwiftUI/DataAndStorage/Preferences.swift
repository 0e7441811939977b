import Foundation

/// Preference values passed up the evaluated hierarchy as it is laid out (docs/swiftui.md, "Preferences"): each
/// `onPreferenceChange` (and `overlayPreferenceValue` / `backgroundPreferenceValue`) collects the values its views
/// set for its key, in the order they are laid out, and reduces them with the key's `reduce(value:nextValue:)`
/// starting from the first (its `defaultValue` when none is set; Apple, `PreferenceKey.reduce`: "combines a sequence of values by modifying the
/// previously-accumulated value with the result of a closure that provides the next value").
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundPreferences {
    final class Collector {
        let key: ObjectIdentifier
        var values: [Any] = []
        init(key: ObjectIdentifier) { self.key = key }
    }
    /// The collectors open around the views being laid out (task-local: each layout pass, on its thread, its own).
    @TaskLocal static var open: [Collector] = []

    /// Whether a collector is open (backgrounds and overlays are then laid out: a view measured there sets values).
    static var isCollecting: Bool { !open.isEmpty }

    /// A view set `value` for `key`.
    static func record(_ key: ObjectIdentifier, _ value: Any) {
        for c in open where c.key == key { c.values.append(value) }
    }

    /// The values set for `key` while `body` lays views out.
    static func collect(_ key: ObjectIdentifier, _ body: () -> Void) -> [Any] {
        let c = Collector(key: key)
        $open.withValue(open + [c]) { body() }
        return c.values
    }
}

/// An `onPreferenceChange`: its key, how its values reduce and compare, and its action.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundPreferenceObserver {
    let key: ObjectIdentifier
    /// The modifier's identity (its last value is kept there).
    let identity: Int
    let reduce: ([Any]) -> Any
    let same: (Any, Any) -> Bool
    let action: (Any) -> Void

    /// Told the values its views set in a layout: the action runs when their reduction differs from the value it
    /// was last told (first: from the key's default value; decided, Apple documents the action as run "when the
    /// specified preference key's value changes"). Only while a scroll layout evaluates views (the store is set).
    @MainActor func report(_ values: [Any], defaultValue: Any) {
        guard let store = PlaygroundIdentity.store else { return }
        store.visited.insert(identity)
        let value = reduce(values)
        let last = store.preferences[identity] ?? defaultValue
        store.preferences[identity] = value
        if !same(last, value) {
            store.ranActions = true
            action(value)
        }
    }
}

/// A reduction of values of `K`: the first value set, each next one reduced into it; the key's default value when
/// no view sets one. Apple, `PreferenceKey.reduce(value:nextValue:)`: "combines the preference value from one tree
/// with that of its next sibling", so a value set by one view alone is that value, not reduced into the default
/// (the common height reader declares a `reduce` that does nothing and still reads its one value; decided:
/// several views' values are combined pairwise in layout order, starting from the first).
func playgroundReduce<K: PreferenceKey>(_ key: K.Type, _ values: [Any]) -> K.Value {
    let typed = values.compactMap { $0 as? K.Value }
    guard var result = typed.first else { return K.defaultValue }
    for v in typed.dropFirst() { K.reduce(value: &result, nextValue: { v }) }
    return result
}

/// A geometry value a view passes up (SwiftUI's `Anchor`): here the rectangle or point in the coordinates the
/// views are laid out in; a `GeometryProxy` reads it in its own (`proxy[anchor]`).
public struct Anchor<Value> {
    let value: Value
    /// Where an anchor is taken from a view (SwiftUI's `Anchor.Source`).
    public struct Source {
        let make: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's rectangle in this view's coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        let origin = frame(in: .global).origin
        return anchor.value.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    /// The anchor's point in this view's coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        let origin = frame(in: .global).origin
        return CGPoint(x: anchor.value.x - origin.x, y: anchor.value.y - origin.y)
    }
}

/// A view whose `onPreferenceChange` action is told the values its content sets.
nonisolated struct PlaygroundPreferenceChangeView<Content: View, K: PreferenceKey>: PlaygroundPrimitiveView
    where K.Value: Equatable {
    let content: Content
    let action: (K.Value) -> Void
}

@MainActor extension PlaygroundPreferenceChangeView: PlaygroundNodeView {
    func playgroundNode() -> PlaygroundViewNode {
        let action = action
        let observer = PlaygroundPreferenceObserver(
            key: ObjectIdentifier(K.self), identity: PlaygroundIdentity.modifierKey("onPreferenceChange"),
            reduce: { playgroundReduce(K.self, $0) },
            same: { ($0 as? K.Value) == ($1 as? K.Value) },
            action: { if let v = $0 as? K.Value { action(v) } })
        PlaygroundIdentity.store?.visited.insert(observer.identity)
        return .modified(SwiftUI.playgroundNode(of: content), .preferenceChange(observer, defaultValue: K.defaultValue))
    }
}

/// A view with a view over (or under) it made from the reduced preference values of its content.
nonisolated struct PlaygroundPreferenceValueView<Content: View, K: PreferenceKey, Layer: View>: PlaygroundPrimitiveView {
    let content: Content
    let layer: (K.Value) -> Layer
    let alignment: Alignment
    let overlay: Bool
}

@MainActor extension PlaygroundPreferenceValueView: PlaygroundNodeView {
    /// The layer is built from the values collected the last time the content was laid out in this hierarchy (its
    /// store), so it follows one layout behind, and the layout is asked for again when it changed (decided: SwiftUI
    /// resolves preferences within one update; the playground evaluates before it lays out).
    func playgroundNode() -> PlaygroundViewNode {
        let identity = PlaygroundIdentity.modifierKey(overlay ? "overlayPreferenceValue" : "backgroundPreferenceValue")
        let store = PlaygroundIdentity.store
        store?.visited.insert(identity)
        let value = (store?.preferences[identity] as? K.Value) ?? K.defaultValue
        let observer = PlaygroundPreferenceObserver(
            key: ObjectIdentifier(K.self), identity: identity, reduce: { playgroundReduce(K.self, $0) },
            same: { String(describing: $0) == String(describing: $1) }, action: { _ in PlaygroundStateChanges.changed() })
        let layer = AnyView(self.layer(value))
        // The layer is inside the collection, so it is laid out (a `GeometryReader` reading the anchors in it).
        let layered = PlaygroundViewNode.modified(SwiftUI.playgroundNode(of: content),
                                                  overlay ? .overlay(layer, alignment) : .background(layer, alignment))
        return .modified(layered, .preferenceChange(observer, defaultValue: K.defaultValue))
    }
}

nonisolated extension View {
    /// Sets a preference value for the view: passed up to the `onPreferenceChange` (and `overlayPreferenceValue`,
    /// `backgroundPreferenceValue`) around it, reduced with the values of the other views in layout order.
    /// Playground: where a scroll layout evaluates views (docs/swiftui.md, "Preferences").
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        playgroundModified(.preference(ObjectIdentifier(K.self), { _ in value }))
    }
    /// Sets a preference from a geometry value of the view (`.bounds`, a unit point), as an `Anchor`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        playgroundModified(.preference(ObjectIdentifier(K.self), { rect in transform(Anchor(value: value.make(rect))) }))
    }
    /// Applies `callback` to the view's preference value. Playground: accepted; the values are not transformed (a
    /// notice where they are collected is not given).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        playgroundModified(.other("transformPreference"))
    }
    /// Calls `action` when the reduced value of the preference its content sets changes (docs/swiftui.md,
    /// "Preferences"): after the layout that changed it, so the state it sets re-renders.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        PlaygroundPreferenceChangeView<Self, K>(content: self, action: action)
    }
    /// A view over this one made from the preference values its content sets.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PlaygroundPreferenceValueView<Self, K, V>(content: self, layer: transform, alignment: alignment, overlay: true)
    }
    /// A view behind this one made from the preference values its content sets.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PlaygroundPreferenceValueView<Self, K, V>(content: self, layer: transform, alignment: alignment, overlay: false)
    }
}
