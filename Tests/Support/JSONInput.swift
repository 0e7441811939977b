import Foundation
import PlaygroundCore

// The tests read scripts and order files as the app does (Sources/Playground/Files/JSONInput.swift): JSONDecoder, and
// decoding errors turned into the core's one-line ScriptError. A syntax error is only "not valid JSON" here; the
// app's line-and-column wording is tested in PlaygroundTests.

public func decodeJSON<T: Decodable>(_ type: T.Type, from text: String, root: String) throws(ScriptError) -> T {
    do {
        return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
        throw ScriptError(decoding: error, root: root)
    }
}

extension ReplayScript {
    /// A script's text, decoded as `playground replay` decodes it.
    public static func parse(_ text: String) throws(ScriptError) -> ReplayScript {
        try decodeJSON(ReplayScript.self, from: text, root: "script")
    }
}

extension OrderFile {
    /// An order file's text, decoded as the app decodes it, as item identities.
    public static func decode(_ text: String, identifiers: [String]) throws(ScriptError) -> [Int] {
        order(of: try decodeJSON(Document.self, from: text, root: "order file"), identifiers: identifiers)
    }
}
