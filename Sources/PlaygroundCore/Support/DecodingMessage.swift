/// Decoding errors in our words: one line naming the key path and what was expected, never Foundation's dump.
/// The core's file formats are `Decodable`; the edge decodes them with Foundation's JSONDecoder and turns what it
/// throws into a `ScriptError` here (a syntax error, which has no key path, the edge words itself).
///
///     // JSONDecoder on {"events": [{"t": "soon", "type": "quit"}]} as a ReplayScript:
///     ScriptError(decoding: error, root: "script").message   // events[0].t must be a number
extension ScriptError {
    /// `error` as one line: a `ScriptError` thrown by a type's own checks is kept; a `DecodingError` names the path
    /// (`events[3].t`) and what was expected; `root` names the document when the path is empty ("script").
    public init(decoding error: any Error, root: String) {
        if let own = error as? ScriptError { self = own; return }
        guard let error = error as? DecodingError else { self.init("\(root): \(error)"); return }
        switch error {
        case .typeMismatch(let type, let context):
            let path = CodingPath.text(context.codingPath)
            let expected = CodingPath.describe(type)
            self.init(path.isEmpty ? "\(root) must be \(expected == "an object" ? "a JSON object" : expected)"
                                   : "\(path) must be \(expected)")
        case .valueNotFound(let type, let context):
            let path = CodingPath.text(context.codingPath)
            self.init("\(path.isEmpty ? root : path) must be \(CodingPath.describe(type)), not null")
        case .keyNotFound(let key, let context):
            self.init("\(CodingPath.text(context.codingPath + [key])) is missing")
        case .dataCorrupted(let context):
            let path = CodingPath.text(context.codingPath)
            self.init(path.isEmpty ? "\(root) is not valid JSON" : "\(path) is not a valid value")
        @unknown default:
            self.init("\(root) cannot be read")
        }
    }
}

/// Key paths as the messages write them: `events[3].t`, `params.itemWidth`, `size[0]`.
public enum CodingPath {
    public static func text(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }

    /// What a decoder expected, in words: "a number", "a string", "a boolean", "an array", "an object".
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "a number"
        case is String.Type, is Substring.Type: "a string"
        case is Bool.Type: "a boolean"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: String(describing: type)
        }
    }
}

/// A key read by name, for formats whose keys depend on other keys (an event's fields depend on its type).
public struct NamedKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
