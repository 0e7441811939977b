/// Writing a script (docs/replay.md): what a recorded session saves, in the format `ReplayScript`'s decoder reads
/// back to the same events. Numbers are written in their shortest exact form, so times and positions survive.
extension ReplayScript {
    /// The script as JSON: the setup fields (those that differ from the defaults, and always `size`, `fps` and
    /// `until`), then the events.
    public var json: JSON {
        var fields: [(String, JSON)] = []
        if let layout { fields.append(("layout", .string(layout))) }
        if !layoutFiles.isEmpty { fields.append(("layoutFiles", .array(layoutFiles.map { .string($0) }))) }
        fields.append(("size", JSON(size)))
        if let items { fields.append(("items", .number(Double(items)))) }
        if let images { fields.append(("images", .string(images))) }
        if !params.isEmpty { fields.append(("params", .object(params.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))) }
        if !itemSizes.isEmpty { fields.append(("itemSizes", .array(itemSizes.map { JSON($0) }))) }
        fields.append(("fps", .number(fps)))
        fields.append(("until", .number(endTime)))
        if decelerationRate != FrictionSimulation.normalRate {
            fields.append(("physics", .object([("decelerationRate", .number(decelerationRate))])))
        }
        if autoplay != 0 { fields.append(("autoplay", .number(autoplay))) }
        if longPress != PlaygroundConfig.defaultLongPress { fields.append(("longPress", .number(longPress))) }
        fields.append(("events", .array(events.map(\.scriptJSON))))
        return .object(fields)
    }
}

extension InputEvent {
    /// The event as a script writes it (docs/replay.md, "Events").
    public var scriptJSON: JSON {
        var fields: [(String, JSON)] = [("t", .number(time))]
        func point(_ p: Point) { fields += [("x", .number(p.x)), ("y", .number(p.y))] }
        func button(_ b: PointerButton) {
            if b != .left { fields.append(("button", .string(b == .middle ? "middle" : "right"))) }
        }
        switch kind {
        case .pointerDown(let p, let b): fields.append(("type", .string("mouseDown"))); point(p); button(b)
        case .pointerMove(let p): fields.append(("type", .string("mouseMove"))); point(p)
        case .pointerUp(let p, let b): fields.append(("type", .string("mouseUp"))); point(p); button(b)
        case .wheel(let dx, let dy, let at):
            fields += [("type", .string("wheel")), ("dx", .number(dx)), ("dy", .number(dy))]
            if let at { point(at) }
        case .keyDown(let key): fields += [("type", .string("keyDown")), ("key", .string(key.rawValue))]
        case .keyUp(let key): fields += [("type", .string("keyUp")), ("key", .string(key.rawValue))]
        case .resize(let s): fields += [("type", .string("resize")), ("w", .number(s.width)), ("h", .number(s.height))]
        case .device(let name):
            fields.append(("type", .string("device")))
            if let name { fields.append(("name", .string(name))) }
        case .layoutDirection(let d): fields += [("type", .string("layoutDirection")), ("value", .string(d.rawValue))]
        case .focus(let focused): fields.append(("type", .string(focused ? "focus" : "blur")))
        case .quit: fields.append(("type", .string("quit")))
        case .parameter(let name, let value):
            fields += [("type", .string("parameter")), ("name", .string(name)), ("value", .string(value))]
        case .installLayout(let request): fields += [("type", .string("reload")), ("file", .string(request.file))]
        case .replaceImages(let set):
            fields.append(("type", .string("images")))
            if let folder = set.folder { fields.append(("folder", .string(folder))) }
            fields += [("items", .number(Double(set.itemCount))), ("imageCount", .number(Double(set.imageCount))),
                       ("itemSizes", .array(set.naturalSizes.map { JSON($0) }))]
        }
        var names: [JSON] = []
        if modifiers.contains(.shift) { names.append(.string("shift")) }
        if modifiers.contains(.control) { names.append(.string("ctrl")) }
        if modifiers.contains(.alt) { names.append(.string("alt")) }
        if !names.isEmpty { fields.append(("modifiers", .array(names))) }
        return .object(fields)
    }
}
