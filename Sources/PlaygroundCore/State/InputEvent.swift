/// Keyboard modifiers held during an event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1)
    public static let control = Modifiers(rawValue: 2)
    public static let alt = Modifiers(rawValue: 4)
}

/// A mouse button.
public enum PointerButton: Int, Hashable, Sendable {
    case left = 1, middle = 2, right = 3
}

/// A key, by the name scripts use: "q", "2", "space", "escape", "left", "pageup", "f12", …
public struct Key: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }

    public static let escape: Key = "escape"
    public static let q: Key = "q"
    public static let space: Key = "space"
    public static let tab: Key = "tab"
    public static let left: Key = "left"
    public static let right: Key = "right"
    public static let up: Key = "up"
    public static let down: Key = "down"
    public static let pageUp: Key = "pageup"
    public static let pageDown: Key = "pagedown"
    public static let home: Key = "home"
    public static let end: Key = "end"
}

/// Input in the core's own terms: window coordinates in points (y down), time in seconds from the session's start.
/// The SDL edge translates SDL_Event into these; replay scripts produce the same values.
public struct InputEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        case pointerDown(Point, PointerButton)
        case pointerMove(Point)
        case pointerUp(Point, PointerButton)
        /// Precise wheel deltas as SDL gives them: dy > 0 is the wheel turned away from the user (scroll up/back),
        /// dx > 0 scrolls right. ±1 per notch on most mice, fractional on trackpads. `at`: where the pointer is
        /// (it scrolls what is there, e.g. an orthogonal section's band); nil: wherever the pointer last was.
        case wheel(dx: Double, dy: Double, at: Point?)
        case keyDown(Key)
        case keyUp(Key)
        /// The window's drawable area changed size, in points.
        case resize(Size)
        /// The window gained (true) or lost (false) input focus.
        case focus(Bool)
        /// The user closed the window.
        case quit
        /// A parameter set from the panel or a script: a layout parameter of the current layout (`itemWidth`) or a
        /// tunable (`physics.rubberBand`); the value as text, checked when handled (docs/tuning.md).
        case parameter(name: String, value: String)
    }

    public var time: Double
    public var kind: Kind
    public var modifiers: Modifiers

    public init(time: Double, _ kind: Kind, modifiers: Modifiers = []) {
        self.time = time
        self.kind = kind
        self.modifiers = modifiers
    }
}
