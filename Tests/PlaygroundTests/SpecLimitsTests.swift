import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing
import Yams

/// Issue 26's spec files that killed the window: each ends in one line naming the file and the limit, and never
/// recurses past the limit or expands past it (the bombs are small, and still far past every limit).
@Suite struct SpecLimitsTests {
    static func message(_ text: String, json: Bool = false) -> String {
        CompositionalSpecFileTests.message(text, json: json)
    }

    /// 10,000 and 5,000 levels as block sequences, flow sequences, flow mappings and JSON (Yams reads JSON too):
    /// each was a stack overflow, now refused from the text before any parser recurses.
    @Test(arguments: [10_000, 5_000]) func deepTextIsRefusedBeforeParsing(levels: Int) {
        let cases: [(String, Bool)] = [
            (String(repeating: "- ", count: levels) + "x", false),
            (String(repeating: "[", count: levels) + String(repeating: "]", count: levels), false),
            ("sections: " + String(repeating: "{a: ", count: levels) + "1" + String(repeating: "}", count: levels), false),
            (String(repeating: "[", count: levels) + String(repeating: "]", count: levels), true),
            (String(repeating: "{\"a\":", count: levels) + "1" + String(repeating: "}", count: levels), true),
        ]
        for (text, json) in cases {
            let m = Self.message(text, json: json)
            #expect(m.hasPrefix("spec.\(json ? "json" : "yaml"):1: nested more than 100 levels deep"), "\(m)")
            #expect(!m.contains("\n"))
        }
    }

    /// The estimate is never below the real depth (the composed tree's), and the examples are far from the limit.
    @Test func nestingEstimateBoundsTheRealDepth() throws {
        func depth(_ node: Node) -> Int {
            switch node {
            case .scalar: return 1
            case .sequence(let s): return 1 + (s.map(depth).max() ?? 0)
            case .mapping(let m): return 1 + (m.map { max(depth($0.key), depth($0.value)) }.max() ?? 0)
            }
        }
        let texts = ["- - - [a, [b, {c: [d]}]]", "a:\n  b:\n    - c: {d: [1, 2]}\n      e: f\n", "[a: [b: c]]",
                     "{\"a\": [{\"b\": {\"c\": [1]}}]}", "? - a\n: b\n", "a: 'x: [y'\nb: \"[{\"\n"]
        for text in texts {
            let root = try #require(try Yams.compose(yaml: text))
            #expect(SpecLimits.nesting(of: text).depth >= depth(root), "\(text)")
        }
        let folder = CompositionalSpecFileTests.examples
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(SpecLimits.nesting(of: text).depth <= 40, "\(file): \(SpecLimits.nesting(of: text))")
        }
    }

    /// A billion nodes from 600 bytes of aliases (each list holds ten of the one before): the walk stops at the
    /// limit (it took more than a minute before).
    @Test func aliasBombIsRefused() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for k in 1...9 {
            let p = "*a\(k - 1)"
            lines.append("a\(k): &a\(k) [\(Array(repeating: p, count: 10).joined(separator: ", "))]")
        }
        lines.append("sections: *a9")
        let m = Self.message(lines.joined(separator: "\n"))
        #expect(m == "spec.yaml:1: refused: its aliases expand to more than 100000 nodes", "\(m)")
        // An alias chain deeper than the text shows: each level wraps the one before.
        var chain = ["b0: &b0 [x]"]
        for k in 1...150 { chain.append("b\(k): &b\(k) [*b\(k - 1)]") }
        #expect(Self.message(chain.joined(separator: "\n")) == "spec.yaml:1: refused: its aliases nest more than 100 levels deep")
        // Aliases within the limits still work (the examples use them).
        let reuse = """
            sections:
              - group: &row
                  direction: horizontal
                  size: {width: {fractionalWidth: 1}, height: {absolute: 44}}
                  subitems: [{size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}]
              - group: *row
            """
        #expect(Self.message(reuse) == "no error")
    }

    static func nestedGroups(_ depth: Int, count: Int? = nil) -> String {
        var group = "{size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}"
        for _ in 0..<depth {
            let c = count.map { "count: \($0), " } ?? ""
            group = "{direction: horizontal, \(c)size: {width: {fractionalWidth: 1}, height: {absolute: 40}}, subitems: [\(group)]}"
        }
        return "sections:\n  - group: \(group)\n"
    }

    /// Groups nest at most 16 deep (3,000 nested valid groups overflowed the stack; they are refused by the text's
    /// depth before that); nested counts hold at most 10,000 items (three of 10,000 took 9.6 GB).
    @Test func groupDepthAndNestedCountsAreBounded() {
        #expect(Self.message(Self.nestedGroups(16)) == "no error")
        #expect(Self.message(Self.nestedGroups(17)).hasPrefix(
            "spec.yaml:2: sections[0].group.subitems[0]"), "\(Self.message(Self.nestedGroups(17)))")
        #expect(Self.message(Self.nestedGroups(17)).hasSuffix("subitems: groups nest deeper than 16 levels"))
        #expect(Self.message(Self.nestedGroups(3_000)).hasPrefix("spec.yaml:2: nested more than 100 levels deep"))
        #expect(Self.message(Self.nestedGroups(2, count: 100)) == "no error")
        #expect(Self.message(Self.nestedGroups(3, count: 10_000))
                == "spec.yaml:2: sections[0].group.subitems[0].count: nested counts put 100000000 items in one group; at most 10000")
    }

    /// Found by the spec-yaml fuzz target: a dimension or spacing key with no value trapped on a force unwrap.
    @Test func keysWithoutValuesAreErrors() {
        let item = "subitems: [{size: {width: {fractionalWidth: 1}, height: {fractionalHeight}}}]"
        let spec = "sections:\n  - group: {direction: horizontal, size: {width: {fractionalWidth: 1}, height: {absolute: 9}}, \(item)}"
        #expect(Self.message(spec) == "spec.yaml:2: sections[0].group.subitems[0].size.height.fractionalHeight: expected a number, got nothing")
        let spacing = spec.replacingOccurrences(of: "direction: horizontal,", with: "direction: horizontal, interItemSpacing: {fixed: ~},")
            .replacingOccurrences(of: "{fractionalHeight}", with: "{fractionalHeight: 1}")
        #expect(Self.message(spacing) == "spec.yaml:2: sections[0].group.interItemSpacing.fixed: expected a number, got nothing")
    }

    /// Nested fractions of 10⁷ made 4e23-point cells that trapped the window's texture sizes: the layout rules
    /// refuse them (`check-spec`, run by every command that loads a spec), and `dump` says so in one line.
    @Test func hugeFramesAreRefusedByTheCheck() throws {
        let folder = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
            sections:
              - group:
                  direction: horizontal
                  size: {width: {fractionalWidth: 10000000}, height: {absolute: 40}}
                  subitems:
                    - direction: horizontal
                      size: {width: {fractionalWidth: 10000000}, height: {fractionalHeight: 1}}
                      subitems:
                        - size: {width: {fractionalWidth: 10000000}, height: {fractionalHeight: 1}}
            """
        let file = folder.appendingPathComponent("huge.yaml")
        try spec.write(to: file, atomically: true, encoding: .utf8)
        let run = try Run.playground(["dump", "--layout-file", file.path, "--layout", "huge", "--items", "3"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: huge.yaml: refused: huge: contentSize 1.28e+24×40.0 is larger than "
                                     + "1000000000000 points"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        let check = try Run.playground(["check-spec", file.path])
        #expect(check.status == LayoutCheckCommand.violationStatus)
        let good = try Run.playground(["check-spec", CompositionalSpecFileTests.examples.appendingPathComponent("grid.json").path])
        #expect(good.status == 0 && good.stdout == "verdict: pass grid5\n", "\(good.stdout) \(good.stderr)")
    }

    /// Headless commands keep Mesa's shader cache off (on a full disk its memory-mapped file was a SIGBUS): a render
    /// leaves no `mesa_shader_cache` in XDG_CACHE_HOME (the build before this made one there, 19 folders).
    @Test func renderLeavesNoMesaShaderCache() throws {
        let cache = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let out = cache.appendingPathComponent("a.png").path
        let run = try Run.playground(["render", "--items", "10", "--out", out, "--no-thumbnail-cache"],
                                     environment: ["XDG_CACHE_HOME": cache.path])
        #expect(run.status == 0, "\(run.stderr)")
        let made = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(made == ["a.png"], "\(made)")
    }

    /// Found by the thumbnail-png fuzz target: 284 bytes whose iTXt chunk claims 1.9 GB made libpng allocate and
    /// zero it (88 s, 2 GB, for a thumbnail or a photo). Refused from the chunk headers, and a photo so damaged is
    /// drawn as a placeholder with one warning.
    @Test func hugeChunkClaimsAreRefused() throws {
        let folder = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = Repo.root.appendingPathComponent("Tests/Fixtures/fuzz/thumbnail-png/itxt-claims-1.9-gb.png")
        let fd = open(bad.path, O_RDONLY)
        defer { close(fd) }
        #expect(throws: DecodeFailure.self) { _ = try PNGReader(fd: fd) }
        do { _ = try PNGReader(fd: fd) } catch {
            #expect(error.reason.hasSuffix("chunk claims 1946157075 bytes (at most 8000000)"), "\(error.reason)")
        }
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: bad, to: photos.appendingPathComponent("a.png"))
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent("Resources/01.png"),
                                        to: photos.appendingPathComponent("b.png"))
        let run = try Run.playground(["render", "--images", photos.path, "--out", folder.appendingPathComponent("o.png").path,
                                      "--no-thumbnail-cache"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: cannot decode a.png: its ") && run.stderr.contains("chunk claims 1946157075 bytes"),
                "\(run.stderr)")
    }

    /// No Double becomes an integer without a check at the edge: the helper's edges.
    @Test func checkedConversions() {
        #expect(Int(checked: 4e23) == Int.max)
        #expect(Int(checked: -1e300) == Int.min)
        #expect(Int(checked: .nan) == 0)
        #expect(Int(checked: .infinity, in: 0...100) == 100)
        #expect(Int(checked: -.infinity, in: 0...100) == 0)
        #expect(Int(checked: 41.9, in: 0...100) == 41)
        #expect(Int(checked: .nan, in: 5...10) == 5)
        #expect(Int(checked: 9_223_372_036_854_775_807.0) == Int.max)
        #expect(Int32(checked: 1e10) == Int32.max)
        #expect(Int32(checked: -1e10) == Int32.min)
        #expect(UInt32(checked: -3) == 0)
        #expect(UInt8(checked: .nan) == 0)
        #expect(UInt8(checked: 300) == 255)
        #expect(DrawListRenderer.byte(.nan) == 0)
    }
}
