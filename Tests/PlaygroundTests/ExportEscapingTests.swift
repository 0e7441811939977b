import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing
import TestSupport

/// Issue 38, 4: every string that reaches generated Swift goes through one escaping (`SwiftWriter.line`,
/// `SwiftSource.oneLine`; string literals through `SwiftSource.string`), and kinds that are keywords or collide with
/// the generated names still give Swift that compiles.
@Suite struct ExportEscapingTests {
    /// A spec whose one section has a header of kind `kind` (YAML double-quoted: escapes allowed).
    static func spec(kinds: [String]) -> String {
        var yaml = "sections:\n  - boundarySupplementaryItems:\n"
        for kind in kinds {
            yaml += "      - kind: \(yamlString(kind))\n        size: {width: {fractionalWidth: 1.0}, height: {absolute: 30}}\n        alignment: top\n"
        }
        yaml += "    group:\n      direction: horizontal\n      size: {width: {fractionalWidth: 1.0}, height: {absolute: 100}}\n"
        yaml += "      subitems:\n        - size: {width: {fractionalWidth: 0.5}, height: {fractionalHeight: 1.0}}\n"
        return yaml
    }

    static func yamlString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if u.value < 0x20 || u.value == 0x7F || (0x80...0x9F).contains(u.value) || u.value == 0x2028 || u.value == 0x2029
                    || u.value == 0xFEFF || (0xD800...0xDFFF).contains(u.value) || u.value >= 0xFFFE && u.value <= 0xFFFF {
                    out += String(format: "\\U%08X", u.value)
                } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    static func export(_ yaml: String, fileName: String = "odd.yaml") throws -> String {
        let spec = try CompositionalSpecFile.decode(yaml, fileName: fileName, json: false)
        return CompositionalExport(spec: spec, fileName: fileName).swift
    }

    /// The code lines of generated Swift (not comments), split where Swift's lexer ends a line (LF, CR, CR LF): a
    /// kind or a file name that breaks out of its comment adds one. Comment lines may be more (a file name's own
    /// newline starts another `//` line: still a comment).
    static func codeLines(_ text: String) -> Int {
        text.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .filter { !String(String.UnicodeScalarView($0)).trimmingCharacters(in: .whitespaces).hasPrefix("//") }.count
    }

    /// Characters no generated text may hold raw: they end a line or a comment, or drive a terminal.
    static func hasRawControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0.value == 0x85
            || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    @Test func aCarriageReturnInAKindStaysInItsComment() throws {
        let plain = try Self.export(Self.spec(kinds: ["header"]))
        let hostile = try Self.export(Self.spec(kinds: ["a\rlet pwned = 1 //"]))
        #expect(Self.codeLines(hostile) == Self.codeLines(plain))  // no line of its own for the injected code
        #expect(!Self.hasRawControls(hostile))
        #expect(!hostile.contains("\nlet pwned"))
    }

    @Test func keywordAndCollidingKindsGetDistinctUsableNames() throws {
        let kinds = ["class", "in", "item", "itemSize", "group", "section", "Self", "init", "badge2", "layoutSize"]
        let text = try Self.export(Self.spec(kinds: kinds))
        let declared = text.split(separator: "\n").compactMap { line -> String? in
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("let ") else { return nil }
            return String(t.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        // Within the section's function, each name once; none a keyword.
        #expect(Set(declared).count == declared.count, "\(declared)")
        for name in declared { #expect(!SwiftNames.keywords.contains(name), "\(name)") }
    }

    /// Kinds and file names from all of Unicode (controls, line separators, keywords): the export has as many code
    /// lines as for plain kinds of the same shape, and no raw control or line separator anywhere.
    @Test func randomKindsAndFileNamesNeverBreakALine() throws {
        try withEverySeed(0..<200) { seed, rng in
            let count = 1 + Int(rng.next() % 3)
            var kinds: [String] = []
            for _ in 0..<count {
                var kind = SafeWriteTests.randomName(&rng)
                if rng.next() % 3 == 0 { kind += ["\r", "\n", "\u{2028}", "\r\n", "\u{85}", "\u{1B}[2J"][Int(rng.next() % 6)] + "let x = 1" }
                if !kinds.contains(kind) { kinds.append(kind) }
            }
            let plainKinds = kinds.indices.map { "k\($0)" }
            let file = SafeWriteTests.randomName(&rng) + (rng.next() % 2 == 0 ? "\n" : "\r") + ".yaml"
            let hostile = try Self.export(Self.spec(kinds: kinds), fileName: file)
            let plain = try Self.export(Self.spec(kinds: plainKinds), fileName: "plain.yaml")
            #expect(Self.codeLines(hostile) == Self.codeLines(plain), "seed \(seed): \(kinds.map(\.debugDescription))")
            #expect(!Self.hasRawControls(hostile), "seed \(seed): \(kinds.map(\.debugDescription))")
        }
    }

    /// The whole chain, compiled: the export of a spec with the kinds and a file name with a newline is
    /// Swift that loads and dumps.
    @Test func theHostileExportCompiles() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("odd.yaml").path
        try AtomicFile.write(Self.spec(kinds: ["a\rlet pwned = 1 //", "class", "in", "item", "itemSize"]), to: spec)
        let out = dir.appendingPathComponent("OddLayout.swift").path
        let export = try Run.playground(["export", "--layout-file", spec, "--as", "uikit", "-o", out])
        try #require(export.status == 0, "\(export.stderr)")
        let dump = try Run.playground(["dump", "--layout-file", out, "--items", "5", "--size", "400x300",
                                       "--layout-check-timeout", "120"])
        #expect(dump.status == 0, "\(dump.stderr)")
    }
}
