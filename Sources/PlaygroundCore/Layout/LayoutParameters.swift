/// A layout parameter's name, default, kind and valid range, for the CLI (`--param name=value`), scripts
/// (`"params"`), help and docs.
public struct ParameterSpec: Sendable, Hashable {
    /// What values a parameter takes.
    public enum Kind: Sendable, Hashable {
        /// A number in `range`; `integer` requires a whole number.
        case number(ClosedRange<Double>, integer: Bool)
        /// One of the listed words.
        case choice([String])
        /// true/false (also 1/0, yes/no).
        case flag
    }

    /// The name on the CLI (`--param name=value`), in scripts and presets: letters, digits, `.`, `-`, `_`.
    public var name: String
    /// The value when none is given, as it would be typed.
    public var defaultValue: String
    /// What values are valid.
    public var kind: Kind
    /// One line for help, the panel's tooltip and docs, with the unit.
    public var summary: String

    /// A parameter: its name, default, kind and one-line summary.\n\n    ParameterSpec("itemSize", default: "180", .number(20...1000, integer: false), "each item's side, points")
    public init(_ name: String, default defaultValue: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.kind = kind
        self.summary = summary
    }

    /// "itemWidth (number > 0 … 10000, default 180): …" for help text and docs.
    public var helpLine: String {
        let range: String
        switch kind {
        case .number(let r, let integer):
            range = "\(integer ? "integer" : "number") \(Self.format(r.lowerBound))…\(Self.format(r.upperBound))"
        case .choice(let words): range = words.joined(separator: "|")
        case .flag: range = "true|false"
        }
        return "\(name) (\(range), default \(defaultValue)): \(summary)"
    }

    /// `v` without a fractional part when it is whole: 3 → "3", 2.5 → "2.5".
    public static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// A bad parameter, with the one-line message the CLI prints.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one line the CLI prints.
    public var message: String
    /// An error with its one-line message.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parameter values checked against their specs. Unknown names, non-numbers and out-of-range values are errors.
///
///     let p = try ParameterValues(["itemWidth": "120"], specs: GridLayout.parameters, layout: "grid")
///     p.number("itemWidth")   // 120
public struct ParameterValues: Sendable, Hashable {
    private var values: [String: String]

    /// The defaults of `specs`, overridden by `given`; an unknown name or a bad value throws a one-line error naming\n`layout`.
    public init(_ given: [String: String], specs: [ParameterSpec], layout: String) throws(ParameterError) {
        var values: [String: String] = [:]
        for spec in specs { values[spec.name] = spec.defaultValue }
        for (name, raw) in given.sorted(by: { $0.key < $1.key }) {
            guard let spec = specs.first(where: { $0.name == name }) else {
                let known = specs.map(\.name).joined(separator: ", ")
                throw ParameterError("unknown parameter '\(UserText.quoted(name))' for layout \(layout) (known: \(known))")
            }
            values[name] = try Self.validate(raw, spec: spec, layout: layout)
        }
        self.values = values
    }

    private static func validate(_ raw: String, spec: ParameterSpec, layout: String) throws(ParameterError) -> String {
        let text = raw.trimmingSpaces
        switch spec.kind {
        case .number(let range, let integer):
            guard let v = Double(text), v.isFinite else {
                throw ParameterError("parameter \(spec.name) of layout \(layout) must be a number, got '\(UserText.quoted(raw))'")
            }
            guard range.contains(v) else {
                throw ParameterError("parameter \(spec.name) of layout \(layout) must be in "
                    + "\(ParameterSpec.format(range.lowerBound))…\(ParameterSpec.format(range.upperBound)), got \(raw)")
            }
            if integer && v != v.rounded() {
                throw ParameterError("parameter \(spec.name) of layout \(layout) must be a whole number, got \(raw)")
            }
            return text
        case .choice(let words):
            guard words.contains(text) else {
                throw ParameterError("parameter \(spec.name) of layout \(layout) must be one of "
                    + "\(words.joined(separator: "|")), got '\(UserText.quoted(raw))'")
            }
            return text
        case .flag:
            switch text.lowercased() {
            case "true", "1", "yes": return "true"
            case "false", "0", "no": return "false"
            default: throw ParameterError("parameter \(spec.name) of layout \(layout) must be true or false, got '\(UserText.quoted(raw))'")
            }
        }
    }

    /// The number named `name` (0 when there is none).
    public func number(_ name: String) -> Double { Double(values[name] ?? "") ?? 0 }
    /// The number named `name`, as a whole number.
    public func integer(_ name: String) -> Int { Int(number(name)) }
    /// The value named `name` as given (a choice's word).
    public func string(_ name: String) -> String { values[name] ?? "" }
    /// Whether the flag named `name` is on.
    public func flag(_ name: String) -> Bool { values[name] == "true" }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
