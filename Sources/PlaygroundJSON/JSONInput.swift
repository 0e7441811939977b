import Foundation
import PlaygroundCore

/// Reads the JSON files the app takes (replay scripts, order files) into the core's `Decodable` types with
/// Foundation's JSONDecoder. Every failure is one line in our words: the key path and what was expected
/// (`events[3].t must be a number`), or where the text stops being JSON (`not valid JSON at line 2, column 7`).
/// A library of its own (Foundation and the core only) so the core's tests read scripts with it without linking the app.
public enum JSONInput {
    /// Decodes `text`; `root` names the document in messages about it as a whole ("script", "order file").
    public static func decode<T: Decodable>(_ type: T.Type, from text: String, root: String) throws(ScriptError) -> T {
        let data = Data(text.utf8)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw ScriptError("\(root) is not valid JSON: \(syntaxProblem(data))")
        } catch {
            throw ScriptError(decoding: error, root: root)
        }
    }

    /// Where and why the text is not JSON. JSONDecoder says only "not valid JSON"; JSONSerialization, asked again
    /// on this (failure) path, gives the byte offset, which we turn into a line and column.
    static func syntaxProblem(_ data: Data) -> String {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "the file is empty" }
        let described: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "not one JSON value"
        } catch {
            described = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        }
        if described.contains("Unexpected end of file") { return "the text ends before the JSON value does" }
        if let match = described.firstMatch(of: /character (\d+)/), let offset = Int(match.1), offset <= data.count {
            let before = data.prefix(offset)
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return "unexpected text at line \(line), column \(column)"
        }
        let reason = described.split(separator: "\n").first.map { String($0) } ?? "unknown syntax error"
        return reason.hasSuffix(".") ? String(reason.dropLast()) : reason
    }
}
