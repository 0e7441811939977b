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
        /// The device preset shown becomes `name` (nil: free-form), its size change animated as a rotation
        /// (docs/devices.md); an unknown name is refused as a parameter is.
        case device(String?)
        /// The layout direction becomes left-to-right or right-to-left (docs/devices.md).
        case layoutDirection(InterfaceDirection)
        /// The window gained (true) or lost (false) input focus.
        case focus(Bool)
        /// The user closed the window.
        case quit
        /// A parameter set from the panel or a script: a layout parameter of the current layout (`itemWidth`) or a
        /// tunable (`physics.rubberBand`); the value as text, checked when handled (docs/tuning.md).
        case parameter(name: String, value: String)
        /// A layout file was (re)built (hot reload): its layout joins the session's layouts, or replaces the
        /// version loaded from the same file (docs/custom-layouts.md).
        case installLayout(LayoutInstall)
        /// Another images folder (the panel's Load images): new natural sizes, image count and item count.
        case replaceImages(ImageSet)
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

/// A layout file's build, as an input event: the file, and the layout it gave. A script names only the file; the
/// edge builds it before the replay (`descriptor` nil until then: such an event is refused with a message).
public struct LayoutInstall: Hashable, Sendable {
    /// The layout file, as the session named it (a script's: relative to the script's folder).
    public var file: String
    /// The built layout; nil until the edge built the file.
    public var descriptor: LayoutDescriptor?

    public init(file: String, descriptor: LayoutDescriptor? = nil) {
        self.file = file
        self.descriptor = descriptor
    }

    /// Events are equal when they name the same file and layout (the layout's code cannot be compared).
    public static func == (a: Self, b: Self) -> Bool {
        a.file == b.file && a.descriptor?.name == b.descriptor?.name && a.descriptor?.source == b.descriptor?.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(descriptor?.name)
    }
}

/// The items of another images folder, as an input event: everything the core needs (natural sizes by item,
/// image count, item count), so a replay reproduces it without the folder; `folder` says where the edge found the
/// images (nil: the bundled ones).
public struct ImageSet: Hashable, Sendable {
    public var folder: String?
    /// Natural sizes by image, repeated cyclically over the items.
    public var naturalSizes: [Size]
    /// Item `id` shows image `id % imageCount`; 0 means placeholders only.
    public var imageCount: Int
    public var itemCount: Int

    public init(folder: String?, naturalSizes: [Size], imageCount: Int, itemCount: Int) {
        self.folder = folder
        self.naturalSizes = naturalSizes
        self.imageCount = imageCount
        self.itemCount = itemCount
    }
}
