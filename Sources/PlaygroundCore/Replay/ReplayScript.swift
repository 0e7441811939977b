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
                                    "resize", "focus", "blur", "quit", "parameter"]

    /// Parses and checks a script's text. Unknown fields are ignored; anything malformed is a ScriptError.
    public static func parse(_ text: String) throws(ScriptError) -> ReplayScript {
        let json: JSON
        do { json = try JSON.parse(text) } catch { throw ScriptError("script is not valid JSON: \(error)") }
        return try ReplayScript(json: json)
    }

    public init(json: JSON) throws(ScriptError) {
        guard json.object != nil else { throw ScriptError("script must be a JSON object") }
        self.init()
        if let v = json["layout"], !v.isNull { layout = try Self.string(v, "layout") }
        if let v = json["layoutFiles"], !v.isNull {
            guard let list = v.array else { throw ScriptError("layoutFiles must be an array of file names") }
            layoutFiles = try list.enumerated().map { (i, f) throws(ScriptError) in try Self.string(f, "layoutFiles[\(i)]") }
        }
        if let v = json["size"] { size = try Self.size(v, "size") }
        if let v = json["items"], !v.isNull {
            let n = try Self.number(v, "items")
            guard n >= 0, n == n.rounded(), n <= 10_000_000 else {
                throw ScriptError("items must be a whole number 0…10000000, got \(JSON.format(n))")
            }
            items = Int(n)
        }
        if let v = json["images"], !v.isNull { images = try Self.string(v, "images") }
        if let v = json["params"], !v.isNull {
            guard let members = v.object else { throw ScriptError("params must be an object") }
            for (name, value) in members {
                switch value {
                case .number(let n): params[name] = JSON.format(n)
                case .string(let s): params[name] = s
                case .bool(let b): params[name] = b ? "true" : "false"
                default: throw ScriptError("params.\(name) must be a number, a string or a boolean")
                }
            }
        }
        if let v = json["itemSizes"], !v.isNull {
            guard let list = v.array else { throw ScriptError("itemSizes must be an array of [w, h]") }
            itemSizes = try list.enumerated().map { (i, s) throws(ScriptError) in try Self.size(s, "itemSizes[\(i)]") }
        }
        if let v = json["fps"] {
            fps = try Self.number(v, "fps")
            guard fps >= 1, fps <= 1000 else { throw ScriptError("fps must be in 1…1000, got \(JSON.format(fps))") }
        }
        if let v = json["until"], !v.isNull {
            let u = try Self.number(v, "until")
            guard u >= 0, u <= 1_000_000 else { throw ScriptError("until must be in 0…1000000 seconds") }
            until = u
        }
        if let v = json["autoplay"], !v.isNull {
            autoplay = try Self.number(v, "autoplay")
            guard autoplay >= 0, autoplay <= 3600 else { throw ScriptError("autoplay must be 0…3600 seconds (0 is off)") }
        }
        if let v = json["longPress"], !v.isNull {
            longPress = try Self.number(v, "longPress")
            guard longPress > 0, longPress <= 60 else { throw ScriptError("longPress must be in (0, 60] seconds") }
        }
        if let physics = json["physics"], !physics.isNull {
            guard physics.object != nil else { throw ScriptError("physics must be an object") }
            if let rate = physics["decelerationRate"] {
                let text: String
                switch rate {
                case .string(let s): text = s
                case .number(let n): text = JSON.format(n)
                default: throw ScriptError("physics.decelerationRate must be \"normal\", \"fast\" or a number")
                }
                do { decelerationRate = try DecelerationRate.parse(text) } catch {
                    throw ScriptError("physics.decelerationRate: \(error.message)")
                }
            }
        }
        if let v = json["events"], !v.isNull {
            guard let list = v.array else { throw ScriptError("events must be an array") }
            var parsed: [InputEvent] = []
            for (i, e) in list.enumerated() { parsed.append(try Self.event(e, "events[\(i)]")) }
            // Stable sort by time: events at the same time keep script order.
            events = parsed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
        }
    }

    static func event(_ e: JSON, _ path: String) throws(ScriptError) -> InputEvent {
        guard e.object != nil else { throw ScriptError("\(path) must be an object") }
        guard let typeValue = e["type"] else { throw ScriptError("\(path).type is missing") }
        let type = try string(typeValue, "\(path).type")
        guard let tValue = e["t"] else { throw ScriptError("\(path).t is missing") }
        let t = try number(tValue, "\(path).t")
        guard t >= 0 else { throw ScriptError("\(path).t must not be negative") }
        var modifiers: Modifiers = []
        if let m = e["modifiers"] {
            guard let list = m.array else { throw ScriptError("\(path).modifiers must be an array of names") }
            for (i, name) in list.enumerated() {
                switch try string(name, "\(path).modifiers[\(i)]") {
                case "shift": modifiers.insert(.shift)
                case "ctrl", "control": modifiers.insert(.control)
                case "alt": modifiers.insert(.alt)
                case let other: throw ScriptError("\(path).modifiers: unknown modifier '\(other)' (shift, ctrl, alt)")
                }
            }
        }
        func point() throws(ScriptError) -> Point {
            guard let x = e["x"], let y = e["y"] else { throw ScriptError("\(path) (\(type)) needs x and y") }
            return Point(x: try number(x, "\(path).x"), y: try number(y, "\(path).y"))
        }
        func button() throws(ScriptError) -> PointerButton {
            guard let b = e["button"] else { return .left }
            switch try string(b, "\(path).button") {
            case "left": return .left
            case "middle": return .middle
            case "right": return .right
            case let other: throw ScriptError("\(path).button: unknown button '\(other)' (left, middle, right)")
            }
        }
        func key() throws(ScriptError) -> Key {
            guard let k = e["key"] else { throw ScriptError("\(path) (\(type)) needs a key") }
            let name = try string(k, "\(path).key")
            guard !name.isEmpty else { throw ScriptError("\(path).key must not be empty") }
            return Key(rawValue: name)
        }
        let kind: InputEvent.Kind
        switch type {
        case "mouseDown": kind = .pointerDown(try point(), try button())
        case "mouseMove": kind = .pointerMove(try point())
        case "mouseUp": kind = .pointerUp(try point(), try button())
        case "wheel":
            let dx = try e["dx"].map { v throws(ScriptError) in try number(v, "\(path).dx") } ?? 0
            let dy = try e["dy"].map { v throws(ScriptError) in try number(v, "\(path).dy") } ?? 0
            let at = (e["x"] != nil && e["y"] != nil) ? try point() : .zero
            kind = .wheel(dx: dx, dy: dy, at: at)
        case "key", "keyDown": kind = .keyDown(try key())
        case "keyUp": kind = .keyUp(try key())
        case "resize":
            guard let w = e["w"] ?? e["width"], let h = e["h"] ?? e["height"] else {
                throw ScriptError("\(path) (resize) needs w and h")
            }
            let s = Size(width: try number(w, "\(path).w"), height: try number(h, "\(path).h"))
            guard s.width >= 1, s.height >= 1, s.width <= 16384, s.height <= 16384 else {
                throw ScriptError("\(path) (resize): size must be 1…16384 points each way")
            }
            kind = .resize(s)
        case "focus": kind = .focus(true)
        case "blur": kind = .focus(false)
        case "quit": kind = .quit
        case "parameter":
            // {"type": "parameter", "name": "itemWidth", "value": 120}: a layout parameter (checked when it is
            // handled, against the layout shown then) or a tunable such as "physics.rubberBand" (checked here).
            guard let n = e["name"] else { throw ScriptError("\(path) (parameter) needs a name") }
            let name = try string(n, "\(path).name")
            let value: String
            switch e["value"] {
            case .number(let v)?: value = JSON.format(v)
            case .string(let s)?: value = s
            case .bool(let b)?: value = b ? "true" : "false"
            default: throw ScriptError("\(path).value must be a number, a string or a boolean")
            }
            if Tunables.isTunableName(name) {
                do { _ = try Tunables.validate(name, value) } catch { throw ScriptError("\(path): \(error.message)") }
            }
            kind = .parameter(name: name, value: value)
        default:
            throw ScriptError("\(path).type: unknown event type '\(type)' (known: \(eventTypes.joined(separator: ", ")))")
        }
        return InputEvent(time: t, kind, modifiers: modifiers)
    }

    static func number(_ v: JSON, _ path: String) throws(ScriptError) -> Double {
        guard let n = v.number else { throw ScriptError("\(path) must be a number") }
        guard n.isFinite else { throw ScriptError("\(path) must be finite") }
        return n
    }

    static func string(_ v: JSON, _ path: String) throws(ScriptError) -> String {
        guard let s = v.string else { throw ScriptError("\(path) must be a string") }
        return s
    }

    static func size(_ v: JSON, _ path: String) throws(ScriptError) -> Size {
        guard let a = v.array, a.count == 2 else { throw ScriptError("\(path) must be [width, height]") }
        let s = Size(width: try number(a[0], "\(path)[0]"), height: try number(a[1], "\(path)[1]"))
        guard s.width > 0, s.height > 0, s.width <= 100_000, s.height <= 100_000 else {
            throw ScriptError("\(path) must be positive (at most 100000), got [\(JSON.format(s.width)), \(JSON.format(s.height))]")
        }
        return s
    }
}
