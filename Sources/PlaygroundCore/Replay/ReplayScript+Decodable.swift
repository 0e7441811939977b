/// Reading a script (docs/replay.md): the edge decodes the file with Foundation's JSONDecoder, and the checks here
/// throw one-line `ScriptError`s naming the key (`events[3].t must not be negative`); type errors come out of the
/// decoder and become the same kind of line through `ScriptError(decoding:root:)`. Unknown keys are ignored; a null
/// is the same as an absent key.
extension ReplayScript: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: NamedKey.self)
        func key(_ name: String) -> NamedKey { NamedKey(name) }
        layout = try c.decodeIfPresent(String.self, forKey: key("layout"))
        layoutFiles = try c.decodeIfPresent([String].self, forKey: key("layoutFiles")) ?? []
        if let s = try c.decodeIfPresent(SizeValue.self, forKey: key("size")) { size = s.size }
        if let n = try c.decodeIfPresent(Double.self, forKey: key("items")) {
            guard n >= 0, n == n.rounded(), n <= Double(PlaygroundConfig.itemLimit) else {
                throw ScriptError("items must be a whole number 0…\(PlaygroundConfig.itemLimit), got \(JSON.format(n))")
            }
            items = Int(n)
        }
        images = try c.decodeIfPresent(String.self, forKey: key("images"))
        params = try c.decodeIfPresent([String: ScalarText].self, forKey: key("params"))?.mapValues(\.text) ?? [:]
        itemSizes = try c.decodeIfPresent([SizeValue].self, forKey: key("itemSizes"))?.map(\.size) ?? []
        if let v = try c.decodeIfPresent(Double.self, forKey: key("fps")) {
            guard v >= 1, v <= 1000 else { throw ScriptError("fps must be in 1…1000, got \(JSON.format(v))") }
            fps = v
        }
        if let u = try c.decodeIfPresent(Double.self, forKey: key("until")) {
            guard u >= 0, u <= 1_000_000 else { throw ScriptError("until must be in 0…1000000 seconds") }
            until = u
        }
        if let a = try c.decodeIfPresent(Double.self, forKey: key("autoplay")) {
            guard a >= 0, a <= 3600 else { throw ScriptError("autoplay must be 0…3600 seconds (0 is off)") }
            autoplay = a
        }
        if let l = try c.decodeIfPresent(Double.self, forKey: key("longPress")) {
            guard l > 0, l <= 60 else { throw ScriptError("longPress must be in (0, 60] seconds") }
            longPress = l
        }
        if c.contains(key("physics")), try !c.decodeNil(forKey: key("physics")) {
            let physics = try c.nestedContainer(keyedBy: NamedKey.self, forKey: key("physics"))
            if let rate = try physics.decodeIfPresent(ScalarText.self, forKey: key("decelerationRate")) {
                guard !rate.isBool else {
                    throw ScriptError("physics.decelerationRate must be \"normal\", \"fast\" or a number")
                }
                do { decelerationRate = try DecelerationRate.parse(rate.text) } catch {
                    throw ScriptError("physics.decelerationRate: \(error.message)")
                }
            }
        }
        let parsed = try c.decodeIfPresent([EventValue].self, forKey: key("events"))?.map(\.event) ?? []
        // Stable sort by time: events at the same time keep script order.
        events = parsed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}

/// `[width, height]`, each positive and at most 100000.
struct SizeValue: Decodable {
    var size: Size

    init(from decoder: any Decoder) throws {
        let path = CodingPath.text(decoder.codingPath)
        let pair: [Double]
        do { pair = try [Double](from: decoder) } catch DecodingError.typeMismatch(_, let context)
            where context.codingPath.count == decoder.codingPath.count {
            throw ScriptError("\(path) must be [width, height]")
        }
        guard pair.count == 2 else { throw ScriptError("\(path) must be [width, height]") }
        size = Size(width: pair[0], height: pair[1])
        guard size.width > 0, size.height > 0, size.width <= 100_000, size.height <= 100_000 else {
            throw ScriptError("\(path) must be positive (at most 100000), "
                + "got [\(JSON.format(size.width)), \(JSON.format(size.height))]")
        }
    }
}

/// A number, a string or a boolean, as the text a parameter takes (`120`, `"normal"`, `true`).
struct ScalarText: Decodable {
    var text: String
    var isBool = false

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) {
            text = b ? "true" : "false"
            isBool = true
        } else if let n = try? c.decode(Double.self) {
            text = JSON.format(n)
        } else if let s = try? c.decode(String.self) {
            text = s
        } else {
            throw ScriptError("\(CodingPath.text(decoder.codingPath)) must be a number, a string or a boolean")
        }
    }
}

/// One event of `events` (docs/replay.md: the fields depend on `type`).
struct EventValue: Decodable {
    var event: InputEvent

    init(from decoder: any Decoder) throws {
        let path = CodingPath.text(decoder.codingPath)
        let e = try decoder.container(keyedBy: NamedKey.self)
        func key(_ name: String) -> NamedKey { NamedKey(name) }
        func has(_ name: String) throws -> Bool {
            guard e.contains(key(name)) else { return false }
            return try !e.decodeNil(forKey: key(name))
        }
        guard try has("type") else { throw ScriptError("\(path).type is missing") }
        let type = try e.decode(String.self, forKey: key("type"))
        guard try has("t") else { throw ScriptError("\(path).t is missing") }
        let t = try e.decode(Double.self, forKey: key("t"))
        guard t >= 0 else { throw ScriptError("\(path).t must not be negative") }
        var modifiers: Modifiers = []
        for name in try e.decodeIfPresent([String].self, forKey: key("modifiers")) ?? [] {
            switch name {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            case let other: throw ScriptError("\(path).modifiers: unknown modifier '\(other)' (shift, ctrl, alt)")
            }
        }
        func point() throws -> Point {
            guard try has("x"), try has("y") else { throw ScriptError("\(path) (\(type)) needs x and y") }
            return Point(x: try e.decode(Double.self, forKey: key("x")), y: try e.decode(Double.self, forKey: key("y")))
        }
        func button() throws -> PointerButton {
            switch try e.decodeIfPresent(String.self, forKey: key("button")) ?? "left" {
            case "left": return .left
            case "middle": return .middle
            case "right": return .right
            case let other: throw ScriptError("\(path).button: unknown button '\(other)' (left, middle, right)")
            }
        }
        func keyName() throws -> Key {
            guard let name = try e.decodeIfPresent(String.self, forKey: key("key")) else {
                throw ScriptError("\(path) (\(type)) needs a key")
            }
            guard !name.isEmpty else { throw ScriptError("\(path).key must not be empty") }
            return Key(rawValue: name)
        }
        let kind: InputEvent.Kind
        switch type {
        case "mouseDown": kind = .pointerDown(try point(), try button())
        case "mouseMove": kind = .pointerMove(try point())
        case "mouseUp": kind = .pointerUp(try point(), try button())
        case "wheel":
            let dx = try e.decodeIfPresent(Double.self, forKey: key("dx")) ?? 0
            let dy = try e.decodeIfPresent(Double.self, forKey: key("dy")) ?? 0
            // Without x and y the wheel turns wherever the pointer last was (a mouse event before it).
            let at: Point? = try has("x") && has("y") ? try point() : nil
            kind = .wheel(dx: dx, dy: dy, at: at)
        case "key", "keyDown": kind = .keyDown(try keyName())
        case "keyUp": kind = .keyUp(try keyName())
        case "resize":
            let wKey = try has("w") ? "w" : "width", hKey = try has("h") ? "h" : "height"
            guard try has(wKey), try has(hKey) else { throw ScriptError("\(path) (resize) needs w and h") }
            let s = Size(width: try e.decode(Double.self, forKey: key(wKey)),
                         height: try e.decode(Double.self, forKey: key(hKey)))
            guard s.width >= 1, s.height >= 1, s.width <= 16384, s.height <= 16384 else {
                throw ScriptError("\(path) (resize): size must be 1…16384 points each way")
            }
            kind = .resize(s)
        case "device":
            // {"type": "device", "name": "iphone-16-landscape"}; without a name: free-form (docs/devices.md).
            let name = try e.decodeIfPresent(String.self, forKey: key("name"))
            if let name, DevicePreset.named(name) == nil {
                throw ScriptError("\(path).name: unknown device '\(name)' (\(DevicePreset.all.map(\.name).joined(separator: ", ")))")
            }
            kind = .device(name)
        case "layoutDirection":
            // {"type": "layoutDirection", "value": "rtl"}
            let value = try e.decodeIfPresent(String.self, forKey: key("value")) ?? ""
            do { kind = .layoutDirection(try InterfaceDirection.parse(value)) } catch {
                throw ScriptError("\(path).value: \(error.message)")
            }
        case "focus": kind = .focus(true)
        case "blur": kind = .focus(false)
        case "quit": kind = .quit
        case "parameter":
            // {"type": "parameter", "name": "itemWidth", "value": 120}: a layout parameter (checked when it is
            // handled, against the layout shown then) or a tunable such as "physics.rubberBand" (checked here).
            guard let name = try e.decodeIfPresent(String.self, forKey: key("name")) else {
                throw ScriptError("\(path) (parameter) needs a name")
            }
            guard try has("value") else { throw ScriptError("\(path).value must be a number, a string or a boolean") }
            let value = try e.decode(ScalarText.self, forKey: key("value")).text
            if Tunables.isTunableName(name) {
                do { _ = try Tunables.validate(name, value) } catch { throw ScriptError("\(path): \(error.message)") }
            }
            kind = .parameter(name: name, value: value)
        case "reload":
            // {"type": "reload", "file": "Circle.swift"}: the edge builds the file before the replay.
            guard let file = try e.decodeIfPresent(String.self, forKey: key("file")), !file.isEmpty else {
                throw ScriptError("\(path) (reload) needs a file")
            }
            kind = .installLayout(LayoutInstall(file: file))
        case "images":
            // {"type": "images", "folder": "DIR", "items": 24, "imageCount": 24, "itemSizes": [[w, h], …]}
            let sizes = try e.decodeIfPresent([SizeValue].self, forKey: key("itemSizes"))?.map(\.size) ?? []
            func count(_ name: String) throws -> Int {
                guard let n = try e.decodeIfPresent(Double.self, forKey: key(name)) else {
                    throw ScriptError("\(path) (images) needs \(name)")
                }
                guard n >= 0, n == n.rounded(), n <= Double(PlaygroundConfig.itemLimit) else {
                    throw ScriptError("\(path).\(name) must be a whole number 0…\(PlaygroundConfig.itemLimit), got \(JSON.format(n))")
                }
                return Int(n)
            }
            let imageCount = try count("imageCount")
            guard imageCount == 0 || !sizes.isEmpty else {
                throw ScriptError("\(path) (images) needs itemSizes for its \(imageCount) images")
            }
            kind = .replaceImages(ImageSet(folder: try e.decodeIfPresent(String.self, forKey: key("folder")),
                                           naturalSizes: sizes, imageCount: imageCount, itemCount: try count("items")))
        default:
            throw ScriptError("\(path).type: unknown event type '\(type)' "
                + "(known: \(ReplayScript.eventTypes.joined(separator: ", ")))")
        }
        event = InputEvent(time: t, kind, modifiers: modifiers)
    }
}
