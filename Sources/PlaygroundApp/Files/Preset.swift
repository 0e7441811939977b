import Foundation
import PlaygroundCore
import TOMLKit

/// A preset: the layout and every value that differs from its default, as a TOML file (docs/tuning.md). The panel
/// saves one ("Save preset"); `--preset FILE` loads it in run, dump, render, replay and bench, under the command
/// line (a `--param`, `--items` or `--images` given there wins).
///
///     layout = "grid"
///
///     [params]            # the layout's own parameters (--param NAME=VALUE)
///     itemWidth = 120
///
///     [physics]           # --param physics.NAME=VALUE
///     rubberBand = 0.4
///
///     [interaction]
///     longPress = 0.8
///
///     [items]
///     count = 60
///     images = "/home/me/Pictures"
struct Preset: Equatable {
    /// The layout the preset is for.
    var layout: String?
    /// Layout parameters by name, and tunables by their full name (`physics.rubberBand`, `items.count`).
    var params: [String: String] = [:]
    /// An images folder.
    var images: String?

    /// Tables whose keys are tunables (`[physics] rubberBand` is `physics.rubberBand`).
    static let tunableSections = Tunable.Section.allCases.filter { $0 != .layout }.map(\.rawValue)

    // MARK: Reading

    /// Reads and checks `path`: unknown tables or keys and out-of-range tunables are one-line errors naming the key.
    /// Layout parameters are checked against the layout by `check(layout:layouts:)`.
    static func load(_ path: String) throws -> Preset {
        let text: String
        switch UserFile.readText(BytePath(path)) {
        case .success(let read): text = read
        case .failure(let failure): throw CLIError("cannot read preset \(path): \(failure.reason)")
        }
        do { return try parse(text) } catch let error as CLIError {
            throw CLIError("preset \(path): \(error.description)")
        }
    }

    static func parse(_ text: String) throws -> Preset {
        try checkTableHeaders(text)
        try checkBrackets(text)
        let table: TOMLTable
        do { table = try TOMLTable(string: text) } catch let error as TOMLParseError {
            throw CLIError("not TOML: \(error.description) (line \(error.source.begin.line))")
        }
        var preset = Preset()
        for key in table.keys.sorted() {
            let value = table[key]!
            switch key {
            case "layout":
                guard let name = value.string else { throw CLIError("key 'layout' must be a string (a layout's name)") }
                preset.layout = name
            case "params":
                guard let params = value.table else { throw CLIError("key 'params' must be a table") }
                for name in params.keys.sorted() { preset.params[name] = try scalar(params[name]!, key: "params.\(name)") }
            case "items":
                guard let items = value.table else { throw CLIError("key 'items' must be a table") }
                for name in items.keys.sorted() {
                    if name == "images" {
                        guard let folder = items[name]!.string else { throw CLIError("key 'items.images' must be a string") }
                        preset.images = folder
                    } else {
                        try preset.setTunable("items.\(name)", items[name]!)
                    }
                }
            case let section where tunableSections.contains(section):
                guard let values = value.table else { throw CLIError("key '\(UserText.quoted(section))' must be a table") }
                for name in values.keys.sorted() { try preset.setTunable("\(section).\(name)", values[name]!) }
            default:
                throw CLIError("unknown key '\(UserText.quoted(key))' (known: layout, params, \(tunableSections.joined(separator: ", ")))")
            }
        }
        return preset
    }

    /// Refuses a table header with no name after its brackets (`[ = 200`), which toml++ 3 (inside TOMLKit 0.6.0, a
    /// pinned dependency) does not check before an assertion: an abort in a debug build, undefined behaviour in a
    /// release one (found by the preset fuzz target, issue 26). Every line is checked, multi-line strings included
    /// (telling them from comments took a third crasher; a preset holds no multi-line text), and a line of an array
    /// that starts with `[` and then no key character is refused too (a preset holds no arrays).
    static func checkTableHeaders(_ text: String) throws {
        // By UTF-8 bytes, as toml++ reads them: as Characters, `[` and a combining mark after it are one (a fourth
        // crasher).
        let space: Set<UInt8> = [0x20, 0x09]
        for (number, line) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var bytes = Array(line)
            // toml++ skips a byte-order mark before the first line (UserFile.readText drops it too).
            if number == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            let body = bytes.drop { space.contains($0) }
            guard body.first == 0x5B else { continue }  // [
            let name = body.dropFirst(body.starts(with: [0x5B, 0x5B]) ? 2 : 1).drop { space.contains($0) }
            let ok = name.first.map { c in
                (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c)
                    || [0x5F, 0x2D, 0x22, 0x27, 0x5D].contains(c)  // _ - " ' ]
            } ?? false
            if !ok { throw CLIError("not TOML: a table header needs a name after '[' (line \(number + 1))") }
        }
    }

    /// Refuses an array or inline table closed by the other bracket (`y = [}`), which toml++ 3 (inside TOMLKit 0.6.0)
    /// asserts on in `parse_key_value_pair_and_insert` instead of reporting: an abort in a debug build, undefined
    /// behaviour in a release one (found by the preset fuzz target's 10-minute run, issue 38). Scans the UTF-8 bytes
    /// as toml++ does, skipping table headers, `#` comments and the four kinds of string (basic with `\` escapes,
    /// literal, and their multi-line forms), and matches every `[`/`{` of a value with its closer.
    static func checkBrackets(_ text: String) throws {
        let bytes = Array(text.utf8)
        var stack: [UInt8] = []
        var line = 1
        var i = 0
        var lineStart = true
        func at(_ j: Int, _ s: [UInt8]) -> Bool { j + s.count <= bytes.count && Array(bytes[j..<(j + s.count)]) == s }
        func skipLine() { while i < bytes.count && bytes[i] != 0x0A { i += 1 } }
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A { line += 1; lineStart = true; i += 1; continue }
            if c == 0x20 || c == 0x09 { i += 1; continue }
            if lineStart && stack.isEmpty && c == 0x5B { skipLine(); continue }  // a table header (checked above)
            lineStart = false
            switch c {
            case 0x23: skipLine()  // # comment
            case 0x22, 0x27:  // " or '
                let triple = [c, c, c]
                if at(i, triple) {
                    i += 3
                    while i < bytes.count && !at(i, triple) {
                        if bytes[i] == 0x0A { line += 1 }
                        i += (c == 0x22 && bytes[i] == 0x5C) ? 2 : 1
                    }
                    i += 3
                    while i < bytes.count && bytes[i] == c { i += 1 }  // up to two quotes end the string's text
                } else {
                    i += 1
                    while i < bytes.count && bytes[i] != c && bytes[i] != 0x0A {
                        i += (c == 0x22 && bytes[i] == 0x5C) ? 2 : 1
                    }
                    if i < bytes.count && bytes[i] == c { i += 1 }
                }
            case 0x5B, 0x7B:  // [ {
                stack.append(c); i += 1
            case 0x5D, 0x7D:  // ] }
                let opener: UInt8 = c == 0x5D ? 0x5B : 0x7B
                guard stack.last == opener else {
                    let closer = c == 0x5D ? "]" : "}"
                    let what = stack.last.map { "closes a '\($0 == 0x5B ? "[" : "{")'" } ?? "closes nothing"
                    throw CLIError("not TOML: '\(closer)' \(what) (line \(line))")
                }
                stack.removeLast(); i += 1
            default:
                i += 1
            }
        }
    }

    private mutating func setTunable(_ name: String, _ value: TOMLValueConvertible) throws {
        let raw = try Self.scalar(value, key: name)
        do { params[name] = try Tunables.validate(name, raw) } catch {
            throw CLIError(Tunables.named(name) == nil ? "unknown key '\(UserText.quoted(name))'" : "key '\(UserText.quoted(name))': \(error.message)")
        }
    }

    /// A number, a boolean or a string as the text `--param` takes.
    private static func scalar(_ value: TOMLValueConvertible, key: String) throws -> String {
        switch value.type {
        case .int: return String(value.int!)
        case .double: return ParameterSpec.format(value.double!)
        case .bool: return value.bool! ? "true" : "false"
        case .string: return value.string!
        default: throw CLIError("key '\(UserText.quoted(key))' must be a number, a boolean or a string")
        }
    }

    /// Checks the preset against the layout it is used with: for another layout, or with a layout parameter that
    /// layout does not have or out of its range, a one-line error naming the key.
    func check(layout: String, layouts: [LayoutDescriptor], path: String) throws {
        if let mine = self.layout, mine != layout {
            throw CLIError("preset \(path): key 'layout' is \(UserText.quoted(mine)), but the layout is \(layout)")
        }
        let d: LayoutDescriptor
        do throws(ParameterError) { d = try LayoutRegistry.descriptor(named: layout, in: layouts) } catch {
            // The preset's own layout: the message names the preset (issue 38, low: `unknown layout 'hexagons'`).
            if self.layout == layout { throw CLIError("preset \(path): key 'layout': \(error.message)") }
            return
        }
        for (name, value) in params.sorted(by: { $0.key < $1.key }) where !Tunables.isTunableName(name) {
            guard d.parameters.contains(where: { $0.name == name }) else {
                throw CLIError("preset \(path): unknown key 'params.\(UserText.quoted(name))' for layout \(layout) "
                    + "(known: \(d.parameters.map(\.name).joined(separator: ", ")))")
            }
            do { _ = try ParameterValues([name: value], specs: d.parameters, layout: layout) } catch {
                throw CLIError("preset \(path): key 'params.\(UserText.quoted(name))': \(error.message)")
            }
        }
    }

    // MARK: Writing

    /// The preset of what differs from the defaults in `playground` (`items.count` when it is not `defaultCount`;
    /// `interaction.autoplay` when it is not `defaultAutoplay`, the window's 3 s or the scripts' 0).
    static func of(_ playground: Playground, defaultCount: Int, defaultAutoplay: Double = 0, images: String?) -> Preset {
        var preset = Preset(layout: playground.layoutName)
        preset.params = playground.changedLayoutParameters.merging(playground.changedTunables) { a, _ in a }
        preset.params["interaction.autoplay"] = playground.config.autoplay == defaultAutoplay
            ? nil : ParameterSpec.format(playground.config.autoplay)
        if playground.config.itemCount != defaultCount { preset.params["items.count"] = String(playground.config.itemCount) }
        preset.images = images
        return preset
    }

    /// The TOML text: the layout, then one table per section, each value with its unit as a comment.
    /// `specs` are the layout's parameters (to write numbers and flags as such; others are strings).
    func toml(specs: [ParameterSpec]) -> String {
        var lines = ["# Layout Playground preset (docs/tuning.md): playground run --preset FILE"]
        if let layout { lines.append("layout = \(Self.quoted(layout))") }
        let layoutParams = params.filter { !Tunables.isTunableName($0.key) }
        if !layoutParams.isEmpty {
            lines += ["", "[params]"]
            for (name, value) in layoutParams.sorted(by: { $0.key < $1.key }) {
                lines.append("\(name) = \(Self.literal(value, kind: specs.first { $0.name == name }?.kind))")
            }
        }
        for section in Self.tunableSections {
            var entries: [String] = []
            for t in Tunables.all where t.section.rawValue == section {
                guard let value = params[t.name] else { continue }
                entries.append("\(t.key) = \(Self.literal(value, kind: t.spec.kind))" + (t.unit.isEmpty ? "" : "  # \(t.unit)"))
            }
            if section == "items", let images { entries.append("images = \(Self.quoted(images))") }
            if !entries.isEmpty { lines += ["", "[\(section)]"] + entries }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The command line that sets the same values.
    func commandLine(command: String = "run") -> String {
        var words = ["playground", command]
        if let layout { words += ["--layout", layout] }
        for (name, value) in params.sorted(by: { $0.key < $1.key }) where name != "items.count" {
            words += ["--param", "\(name)=\(value)"]
        }
        if let count = params["items.count"] { words += ["--items", count] }
        if let images { words += ["--images", images] }
        return words.map(Self.shellQuoted).joined(separator: " ")
    }

    private static func literal(_ value: String, kind: ParameterSpec.Kind?) -> String {
        switch kind {
        case .number?: return Double(value) != nil ? value : quoted(value)
        case .flag?: return value == "true" ? "true" : "false"
        default: return quoted(value)
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7f { out += String(format: "\\u%04X", c.value) } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }

    private static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_=.,/:+@%".unicodeScalars.contains($0)
        }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
