/// A replay script (docs/replay.md): the playground's setup and timed input events.
public struct ReplayScript: Sendable {
    /// The layout to start on; nil means the first of `layoutFiles`, else grid.
    public var layout: String?
    /// User layout files (docs/custom-layouts.md), relative to the script's folder; the edge compiles them.
    public var layoutFiles: [String] = []
    public var size = Size(width: 1280, height: 800)
    /// Item count; nil means one item per image.
    public var items: Int?
    /// An images folder, resolved by the edge.
    public var images: String?
    public var params: [String: String] = [:]
    /// Natural sizes, repeated cyclically; empty means the images' sizes (or squares).
    public var itemSizes: [Size] = []
    /// Frames per second of the fixed timestep.
    public var fps = 60.0
    /// Seconds to run; nil means one second past the last event.
    public var until: Double?
    public var events: [InputEvent] = []
    /// `"physics": {"decelerationRate": "normal" | "fast" | number}`.
    public var decelerationRate = FrictionSimulation.normalRate
    /// `"autoplay": seconds` (off when absent or 0).
    public var autoplay = 0.0
    /// `"longPress": seconds`.
    public var longPress = PlaygroundConfig.defaultLongPress

    public init() {}

    /// The playground configuration the script describes, given the images' natural sizes and count.
    public func config(naturalSizes: [Size], imageCount: Int, defaultItems: Int) -> PlaygroundConfig {
        PlaygroundConfig(viewport: size, layoutName: layout ?? "grid", params: params, itemCount: items ?? defaultItems,
                         naturalSizes: itemSizes.isEmpty ? naturalSizes : itemSizes, imageCount: imageCount,
                         decelerationRate: decelerationRate, autoplay: autoplay, longPress: longPress)
    }

    /// The time the replay ends.
    public var endTime: Double { until ?? ((events.map(\.time).max() ?? 0) + 1) }
}

/// A malformed script, with a one-line message naming the field.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension ReplayScript {
    /// Event `type`s a script may use.
    public static let eventTypes = ["mouseDown", "mouseMove", "mouseUp", "wheel", "key", "keyDown", "keyUp",
                                    "resize", "focus", "blur", "quit", "parameter", "reload", "images",
                                    "device", "layoutDirection"]
}
