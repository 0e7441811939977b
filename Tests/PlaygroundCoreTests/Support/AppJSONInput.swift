import PlaygroundCore
import PlaygroundJSON

// The core's tests read scripts and order files with the app's own reader (Sources/PlaygroundJSON/JSONInput.swift:
// JSONDecoder, errors as one-line ScriptErrors), not a copy of it.
// Only this file imports it; the app (SDL) is not linked.

extension ReplayScript {
    /// A script's text, decoded as `playground replay` decodes it.
    static func parse(_ text: String) throws(ScriptError) -> ReplayScript {
        try JSONInput.decode(ReplayScript.self, from: text, root: "script")
    }
}

extension OrderFile {
    /// An order file's text, decoded as the app decodes it, as item identities.
    static func decode(_ text: String, identifiers: [String]) throws(ScriptError) -> [Int] {
        order(of: try JSONInput.decode(Document.self, from: text, root: "order file"), identifiers: identifiers)
    }
}
