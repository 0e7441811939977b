import Foundation
import PlaygroundCore
import Yams

/// Reads compositional layout specs (docs/compositional.md): YAML through Yams, JSON through Foundation, both
/// decoded with the core's Codable conformances. `--layout-file` sends `.yaml`, `.yml` and `.json` files here.
enum CompositionalSpecFile {
    static let extensions = ["yaml", "yml", "json"]

    static func isSpecFile(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// Whether a spec-named file of an app's folder is a spec rather than the app's data (sgr-ksmt/WaterfallLayout's
    /// `test_data.json`, read with `Bundle.main.url(forResource:withExtension:)`): a spec has `sections` at its top
    /// level (docs/compositional.md), a JSON object's key or a YAML line `sections:` at column 0. A file that cannot be
    /// read is taken for a spec, so that its error is reported.
    static func looksLikeSpec(_ path: String) -> Bool {
        guard case .success(let text) = UserFile.readText(BytePath(path)) else { return true }
        if (path as NSString).pathExtension.lowercased() == "json" {
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return true }
            return (object as? [String: Any])?["sections"] != nil
        }
        return text.split(separator: "\n").contains { $0.hasPrefix("sections:") || $0.hasPrefix("\"sections\":") }
    }

    /// The layout described by the file at `path`: named by its `name` key, else the file's base name.
    static func load(path: String) throws -> LayoutDescriptor {
        let fileName = (path as NSString).lastPathComponent
        let spec = try spec(path: path)
        let name = spec.name ?? (fileName as NSString).deletingPathExtension
        let sections = spec.sections.count
        return LayoutDescriptor(
            name: name, summary: "compositional layout, \(sections) section\(sections == 1 ? "" : "s") (\(fileName))",
            parameters: [], make: { _ in CompositionalLayout(spec: spec, name: name) }, source: path)
    }

    /// The spec in the file at `path`, decoded; errors are one line.
    static func spec(path: String) throws -> CompositionalSpec {
        let fileName = (path as NSString).lastPathComponent
        let text: String
        switch UserFile.readText(BytePath(path)) {
        case .success(let read): text = read
        case .failure(let failure):
            throw CompositionalSpecError(file: path, line: nil, message: "\(fileName): cannot be read (\(failure.reason))")
        }
        return try decode(text, fileName: fileName, json: (path as NSString).pathExtension.lowercased() == "json")
    }

    /// Decodes a spec from `text`; errors are one line naming `fileName`, the line and the key path.
    static func decode(_ text: String, fileName: String, json: Bool) throws -> CompositionalSpec {
        // Every parser below recurses once per level: the depth is checked on the text first (SpecLimits).
        try SpecLimits.checkNesting(text, fileName: fileName)
        // The node tree, for line numbers (JSON is YAML's flow style, so Yams reads it too), resolved as
        // YAMLDecoder resolves it (merge keys only; the types decide the rest).
        var root: Node?
        do { root = try Yams.compose(yaml: text, Resolver.basic.appending(.merge)) } catch let e as YamlError {
            if !json { throw CompositionalSpecError(file: fileName, line: nil, message: syntax(e, fileName: fileName)) }
        }
        do {
            if json { return try JSONDecoder().decode(CompositionalSpec.self, from: Data(text.utf8)) }
            guard let root else {
                throw CompositionalSpecError(file: fileName, line: 1, message: "\(fileName):1: the file is empty")
            }
            // The decoder walks each alias once per use: the expanded tree is bounded before it is walked.
            try SpecLimits.checkExpansion(root, fileName: fileName)
            return try YAMLDecoder().decode(CompositionalSpec.self, from: text)
        } catch let e as DecodingError {
            let (path, message) = describe(e)
            let line = root.flatMap { locate(path, in: $0, isMissing: { if case .keyNotFound = e { true } else { false } }()) }
                ?? jsonLine(e) ?? 1
            let keyPath = path.isEmpty ? "(top level)" : format(path)
            if json, case .dataCorrupted(let c) = e, c.codingPath.isEmpty {
                return try { throw CompositionalSpecError(file: fileName, line: line,
                                                          message: "\(fileName):\(line): not valid JSON (\(underlying(c)))") }()
            }
            throw CompositionalSpecError(file: fileName, line: line, message: "\(fileName):\(line): \(keyPath): \(message)")
        }
    }

    static func underlying(_ c: DecodingError.Context) -> String {
        let text = (c.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        return (text ?? c.debugDescription).replacingOccurrences(of: "\n", with: " ")
    }

    static func jsonLine(_ e: DecodingError) -> Int? {
        guard case .dataCorrupted(let c) = e else { return nil }
        let text = underlying(c)
        guard let r = text.range(of: #"line (\d+)"#, options: .regularExpression) else { return nil }
        return Int(text[r].dropFirst(5))
    }

    static func syntax(_ e: YamlError, fileName: String) -> String {
        switch e {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return "\(fileName):\(mark.line): not valid YAML (\(problem))"
        default:
            return "\(fileName): not valid YAML (\(String(describing: e).split(separator: "\n").first ?? ""))"
        }
    }

    /// The coding path of the error and its message in the spec's words.
    static func describe(_ e: DecodingError) -> ([any CodingKey], String) {
        switch e {
        case .dataCorrupted(let c): return (c.codingPath, c.debugDescription)
        case .keyNotFound(let key, let c): return (c.codingPath + [key], "required, missing")
        case .valueNotFound(let type, let c): return (c.codingPath, "expected \(noun(type)), got nothing")
        case .typeMismatch(let type, let c): return (c.codingPath, "expected \(noun(type))")
        @unknown default: return ([], String(describing: e))
        }
    }

    static func noun(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if type == Double.self || type == Float.self { return "a number" }
        if type == Int.self { return "a whole number" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        if name.hasPrefix("Array") || name.contains("Sequence") || name.hasPrefix("[") && !name.contains(":") { return "a list" }
        if name.contains("Dictionary") || name.contains("Mapping") || name.contains(":") || name.contains("Keyed") {
            return "a mapping like {key: value}"
        }
        return "a \(name)"
    }

    /// `sections[1].group.subitems[0].size.width`.
    static func format(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue { out += "[\(i)]" }
            else if key.stringValue.hasPrefix("[") { out += key.stringValue }
            else if key.stringValue.hasPrefix("Index ") { out += "[\(key.stringValue.dropFirst(6))]" }
            else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }

    /// The line of the deepest node on `path` (a key's own line; for a missing key, its mapping's key line).
    static func locate(_ path: [any CodingKey], in root: Node, isMissing: Bool) -> Int? {
        var node = root
        var line = root.mark?.line
        for key in path {
            let index = key.intValue ?? (key.stringValue.hasPrefix("[") ? Int(key.stringValue.dropFirst().dropLast()) : nil)
            if let i = index, case .sequence(let seq) = node, i >= 0, i < seq.count {
                node = seq[i]
                line = node.mark?.line ?? line
            } else if case .mapping(let map) = node, let pair = map.first(where: { $0.key.string == key.stringValue }) {
                line = pair.key.mark?.line ?? line
                node = pair.value
            } else {
                return line
            }
        }
        return line
    }
}
