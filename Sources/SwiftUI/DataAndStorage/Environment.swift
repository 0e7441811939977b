/// A key for a value in the environment (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view's environment holds (SwiftUI's `EnvironmentValues`), by key.
///
/// Playground: views are not evaluated through a hierarchy here, so `@Environment` reads the defaults (a value set
/// with `.environment(_:_:)` is stored on that view and not passed down); docs/swiftui.md.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Points to pixels: 2, as the playground's UIScreen.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A value read from the environment (SwiftUI's `Environment`): the value the views around set with
/// `.environment(_:_:)` while the view is evaluated (PlaygroundEnvironmentScope), else the key's default.
///
/// Playground: approximated: the environment is passed down while views are evaluated; read later (in an action
/// closure run on a tap) it is the defaults, and the values SwiftUI sets itself (a size class, the colour scheme)
/// are the playground's constants.
@propertyWrapper public struct Environment<Value> {
    let read: (EnvironmentValues) -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    public var wrappedValue: Value { read(PlaygroundEnvironmentScope.current) }
}

nonisolated extension View {
    /// Sets an environment value for the views inside (SwiftUI's `environment(_:_:)`): their `@Environment`
    /// properties read it (Apple: "Sets the environment value of the specified key path to the given value").
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent(content: self, modifier: PlaygroundEnvironmentWriter(write: { $0[keyPath: keyPath] = value }))
    }

    /// Transforms an environment value for the views inside (SwiftUI's `transformEnvironment(_:transform:)`).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        ModifiedContent(content: self, modifier: PlaygroundEnvironmentWriter(write: { transform(&$0[keyPath: keyPath]) }))
    }
}
