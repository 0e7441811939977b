/// The playground's tunable values beyond the layout's own parameters: physics, interactions and items, each with
/// its range, unit and source. The parameter panel shows them, `--param section.name=value` and presets set them,
/// and a `parameter` event changes them while the playground runs (docs/tuning.md).
///
///     Tunables.named("physics.rubberBand")?.spec.defaultValue   // "0.55"
public struct Tunable: Sendable {
    /// The panel's section a tunable appears in.
    public enum Section: String, Sendable, CaseIterable {
        case layout, physics, interaction, items
    }

    /// The name (`section.key`), default, range and summary.
    public var spec: ParameterSpec
    public var section: Section
    /// The unit, as docs and the panel show it ("per ms", "points", "s").
    public var unit: String
    /// Where the default comes from.
    public var source: String
    /// Whether a slider over the range should be logarithmic (ranges over two decades).
    public var logarithmic: Bool

    public var name: String { spec.name }
    /// The key within its section: "physics.rubberBand" → "rubberBand".
    public var key: String { String(name.split(separator: ".", maxSplits: 1).last ?? Substring(name)) }

    init(_ section: Section, _ key: String, _ kind: ParameterSpec.Kind, default value: Double, unit: String,
         source: String, _ summary: String, logarithmic: Bool = false) {
        self.section = section
        spec = ParameterSpec("\(section.rawValue).\(key)", default: ParameterSpec.format(value), kind, summary)
        self.unit = unit
        self.source = source
        self.logarithmic = logarithmic
    }

    init(_ section: Section, _ key: String, flag value: Bool, source: String, _ summary: String) {
        self.section = section
        spec = ParameterSpec("\(section.rawValue).\(key)", default: value ? "true" : "false", .flag, summary)
        unit = ""
        self.source = source
        logarithmic = false
    }
}

/// Every tunable constant of physics, interaction and items, with its range, unit and source (docs/tuning.md).
public enum Tunables {
    static let defaults = PhysicsConstants()

    /// Every tunable in panel order.
    public static let all: [Tunable] = [
        Tunable(.physics, "decelerationRate", .number(0.9...0.9999, integer: false), default: defaults.decelerationRate,
                unit: "per ms", source: "UIScrollView.DecelerationRate.normal (0.998; .fast is 0.99)",
                "velocity factor per millisecond after a fling"),
        Tunable(.physics, "rubberBand", .number(0.05...2, integer: false), default: defaults.rubberBand,
                unit: "", source: "UIScrollView's rubber band b = (1 − 1/(x·c/d + 1))·d, c = 0.55 (REFERENCES §2)",
                "rubber-band constant c: larger follows the finger further past an edge"),
        Tunable(.physics, "bounceStiffness", .number(1...2000, integer: false), default: defaults.bounceStiffness,
                unit: "1/s²", source: "REFERENCES §2 bounce spring: mass 1, stiffness 100 (ω = 10 rad/s)",
                "stiffness of the spring that brings the content back to an edge", logarithmic: true),
        Tunable(.physics, "bounceDampingRatio", .number(0.05...4, integer: false), default: defaults.bounceDampingRatio,
                unit: "", source: "REFERENCES §2 bounce spring: damping ratio 1 (critically damped)",
                "damping ratio of the bounce spring: below 1 it oscillates about the edge"),
        Tunable(.physics, "velocityWindow", .number(0.01...0.5, integer: false), default: defaults.velocityWindow,
                unit: "s", source: "Flutter _horizonMilliseconds / Android VelocityTracker: 100 ms (at most 20 samples)",
                "how far back the release velocity's least-squares fit looks"),
        Tunable(.physics, "touchSlop", .number(0...64, integer: false), default: defaults.touchSlop,
                unit: "points", source: "REFERENCES §2 \"Fling thresholds\": 3–4 px for a mouse",
                "distance a press travels before it is a drag"),
        Tunable(.physics, "minFlingVelocity", .number(0...5000, integer: false), default: defaults.minFlingVelocity,
                unit: "points/s", source: "Flutter kMinFlingVelocity / Android: 50",
                "slower releases do not fling"),
        Tunable(.physics, "maxFlingVelocity", .number(100...50000, integer: false), default: defaults.maxFlingVelocity,
                unit: "points/s", source: "Flutter kMaxFlingVelocity / Android: 8000",
                "release velocities are clamped to this", logarithmic: true),
        Tunable(.physics, "flingAcceleration", flag: defaults.flingAcceleration,
                source: "iOS; Flutter BouncingScrollPhysics.carriedMomentum: sign(v)·min(0.000816·|v|^1.967, 40000)",
                "a same-direction fling during a fling carries momentum"),
        Tunable(.interaction, "longPress", .number(0.05...60, integer: false), default: PlaygroundConfig.defaultLongPress,
                unit: "s", source: "UILongPressGestureRecognizer.minimumPressDuration: 0.5 s",
                "how long a press holds still to lift a cell for reordering", logarithmic: true),
        Tunable(.interaction, "autoplay", .number(0...3600, integer: false), default: 0,
                unit: "s", source: "the issue: 3 s in the window (run's --autoplay default); 0 (off) in scripts",
                "seconds between autoplay pages in paged layouts (0: off)", logarithmic: true),
        Tunable(.interaction, "edgeZone", .number(0.01...0.5, integer: false), default: ReorderSession.edgeZone,
                unit: "× viewport", source: "the reorder issue: about 10 % of the viewport",
                "depth of the edge zones where a reorder drag auto-scrolls"),
        Tunable(.interaction, "edgeSpeed", .number(0...10000, integer: false),
                default: ReorderSession.autoScrollSpeed(ratio: 1), unit: "points/s",
                source: "seed 003: 60·(2 + 10·ratio) points per second, 720 at full depth",
                "auto-scroll speed at full depth in an edge zone (1/6 of it at the zone's start)"),
        Tunable(.items, "count", .number(0...1_000_000, integer: true), default: 0, unit: "items",
                source: "--items (default: one per image; the bundled 24 repeat to 120)",
                "number of items", logarithmic: true),
    ]

    /// The tunable called `name`, if any.
    public static func named(_ name: String) -> Tunable? { all.first { $0.name == name } }

    /// Whether `name` names a tunable rather than a layout parameter (tunables have a section prefix).
    public static func isTunableName(_ name: String) -> Bool { name.contains(".") }

    /// Checks `raw` for tunable `name`: the canonical value, or a one-line error naming the key.
    public static func validate(_ name: String, _ raw: String) throws(ParameterError) -> String {
        guard let t = named(name) else {
            throw ParameterError("unknown parameter '\(UserText.quoted(name))' (known: \(all.map(\.name).joined(separator: ", ")), "
                + "or the layout's own)")
        }
        do {
            return try ParameterValues([name: raw], specs: [t.spec], layout: "-").string(name)
        } catch {
            throw ParameterError(error.message.replacing(" of layout -", with: ""))
        }
    }

    /// The value of tunable `name` in `config`, as the canonical string.
    public static func value(_ name: String, in config: PlaygroundConfig) -> String? {
        let p = config.physics
        let v: Double
        switch name {
        case "physics.decelerationRate": v = p.decelerationRate
        case "physics.rubberBand": v = p.rubberBand
        case "physics.bounceStiffness": v = p.bounceStiffness
        case "physics.bounceDampingRatio": v = p.bounceDampingRatio
        case "physics.velocityWindow": v = p.velocityWindow
        case "physics.touchSlop": v = p.touchSlop
        case "physics.minFlingVelocity": v = p.minFlingVelocity
        case "physics.maxFlingVelocity": v = p.maxFlingVelocity
        case "physics.flingAcceleration": return p.flingAcceleration ? "true" : "false"
        case "interaction.longPress": v = config.longPress
        case "interaction.autoplay": v = config.autoplay
        case "interaction.edgeZone": v = config.autoScrollZone
        case "interaction.edgeSpeed": v = config.autoScrollSpeed
        case "items.count": v = Double(config.itemCount)
        default: return nil
        }
        return ParameterSpec.format(v)
    }

    /// Sets tunable `name` in `config` to `raw` (checked against its range).
    public static func set(_ name: String, _ raw: String, in config: inout PlaygroundConfig) throws(ParameterError) {
        let text = try validate(name, raw)
        let v = Double(text) ?? 0
        switch name {
        case "physics.decelerationRate": config.physics.decelerationRate = v
        case "physics.rubberBand": config.physics.rubberBand = v
        case "physics.bounceStiffness": config.physics.bounceStiffness = v
        case "physics.bounceDampingRatio": config.physics.bounceDampingRatio = v
        case "physics.velocityWindow": config.physics.velocityWindow = v
        case "physics.touchSlop": config.physics.touchSlop = v
        case "physics.minFlingVelocity": config.physics.minFlingVelocity = v
        case "physics.maxFlingVelocity": config.physics.maxFlingVelocity = v
        case "physics.flingAcceleration": config.physics.flingAcceleration = text == "true"
        case "interaction.longPress": config.longPress = v
        case "interaction.autoplay": config.autoplay = v
        case "interaction.edgeZone": config.autoScrollZone = v
        case "interaction.edgeSpeed": config.autoScrollSpeed = v
        case "items.count": config.itemCount = Int(v)
        default: break
        }
    }

    /// Splits `--param` values into the layout's parameters and tunables, applying the tunables to `config` and
    /// checking both; the first bad one is a one-line error naming it.
    public static func apply(_ params: [String: String], to config: inout PlaygroundConfig) throws(ParameterError) {
        var layoutParams: [String: String] = [:]
        for (name, value) in params.sorted(by: { $0.key < $1.key }) {
            if isTunableName(name) { try set(name, value, in: &config) } else { layoutParams[name] = value }
        }
        let d = try LayoutRegistry.descriptor(named: config.layoutName, in: config.layouts)
        _ = try ParameterValues(layoutParams, specs: d.parameters, layout: d.name)
        config.params = layoutParams
    }
}
