import Foundation

/// The environment values views are evaluated in (docs/swiftui.md, "The environment"): `.environment(_:_:)` and
/// `.transformEnvironment(_:transform:)` set them for the views inside while those are evaluated, and an
/// `@Environment` property reads them, as SwiftUI passes the environment down its hierarchy (Apple, `Environment`:
/// "SwiftUI updates some environment values automatically … You can set or override some values using the
/// environment(_:_:) view modifier"; `EnvironmentKey`: "set the value for the key in the environment … with the
/// environment(_:_:) modifier"). A `ForEach`'s elements and a `GeometryReader`'s content, evaluated later, are
/// evaluated in the values around them where they are written.
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundEnvironmentScope {
    nonisolated(unsafe) package static var current = EnvironmentValues()

    /// Evaluates `body` with `values` as the current environment.
    @MainActor package static func with<T>(_ values: EnvironmentValues, _ body: () -> T) -> T {
        let saved = current
        current = values
        defer { current = saved }
        return body()
    }
}

/// A modifier that changes the environment of the views inside (`.environment(_:_:)`, `.transformEnvironment`).
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundEnvironmentWriter {
    let write: (inout EnvironmentValues) -> Void
}

extension EnvironmentValues {
    /// The font of the text inside (SwiftUI's `EnvironmentValues.font`; nil: the text style's default, body).
    public var font: Font? {
        get { self[PlaygroundFontKey.self] }
        set { self[PlaygroundFontKey.self] = newValue }
    }
    /// The most lines a text takes (nil: as many as it needs).
    public var lineLimit: Int? {
        get { self[PlaygroundLineLimitKey.self] }
        set { self[PlaygroundLineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[PlaygroundTextAlignmentKey.self] }
        set { self[PlaygroundTextAlignmentKey.self] = newValue }
    }
    /// The locale (the system's current locale, as on a device).
    public var locale: Locale {
        get { self[PlaygroundLocaleKey.self] }
        set { self[PlaygroundLocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[PlaygroundCalendarKey.self] }
        set { self[PlaygroundCalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[PlaygroundTimeZoneKey.self] }
        set { self[PlaygroundTimeZoneKey.self] = newValue }
    }
}

struct PlaygroundFontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct PlaygroundLineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct PlaygroundTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct PlaygroundLocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
struct PlaygroundCalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
struct PlaygroundTimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
