import Foundation
import PlaygroundCore
import Testing

/// `playground export --as uikit` (docs/export.md): the exported Swift compiles against the playground's own UIKit
/// and dumps what its source dumps — every example spec, a spec of what the examples leave out, and every exported
/// built-in at its defaults and at tuned values; Examples/uikit is the export at the defaults.
@Suite(.serialized) struct ExportTests {
    static let timeout = ["--layout-check-timeout", "120"]
    static var examples: URL { Repo.root.appendingPathComponent("Examples") }

    /// One comparison: `export EXPORT…` compiled and dumped with DUMP… against `dump SOURCE… DUMP…`.
    struct Case: Sendable {
        var name: String
        var export: [String]
        var source: [String]
        var dump: [String]
    }

    static var specCases: [Case] {
        let folder = examples.appendingPathComponent("compositional")
        let specs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .map { folder.appendingPathComponent($0).path }
            + [Repo.root.appendingPathComponent("Tests/Fixtures/export/everything.yaml").path]
        var cases: [Case] = []
        for spec in specs {
            let name = (spec as NSString).lastPathComponent
            // Scrolled a little, so pinned headers and visible-items effects are away from their rest.
            let offset = name == "everything.yaml" ? "150,0" : "0,130"
            cases.append(Case(name: name, export: ["--layout-file", spec], source: ["--layout-file", spec],
                              dump: ["--size", "800x600", "--items", "150", "--offset", offset]))
        }
        // Orthogonal sections: the last one (groupPagingCentered, with a visible-items effect) on screen and moved.
        let orthogonal = folder.appendingPathComponent("orthogonal-sections.yaml").path
        cases.append(Case(name: "orthogonal-sections.yaml, section 4 scrolled", export: ["--layout-file", orthogonal],
                          source: ["--layout-file", orthogonal],
                          dump: ["--size", "800x600", "--items", "150", "--offset", "0,1000",
                                 "--section-offset", "4=233", "--section-offset", "3=120"]))
        cases.append(Case(name: "orthogonal-sections.yaml, section 4 at rest", export: ["--layout-file", orthogonal],
                          source: ["--layout-file", orthogonal],
                          dump: ["--size", "800x600", "--items", "150", "--offset", "0,1000"]))
        return cases
    }

    static var builtinCases: [Case] {
        let tuned: [(String, [String], String)] = [
            ("grid", [], "0,0"),
            ("grid", ["itemWidth=120", "itemHeight=90", "interitemSpacing=14", "insetLeft=30", "sections=3",
                      "physics.decelerationRate=0.99"], "0,200"),
            ("grid", ["direction=horizontal", "lineSpacing=4", "insetTop=0"], "300,0"),
            ("waterfall", [], "0,0"),
            ("waterfall", ["columns=4", "columnSpacing=6", "rowSpacing=3", "insetLeft=20", "insetTop=12"], "0,150"),
            ("rotating", [], "0,0"),
            ("rotating", ["itemWidth=150", "itemHeight=260", "margin=30", "physics.rubberBand=0.7"], "333,0"),
            ("cards", [], "0,0"),
            ("cards", ["cardWidth=500", "cardHeight=300", "lineSpacing=40"], "540,0"),
        ]
        return tuned.map { layout, params, offset in
            let p = params.flatMap { ["--param", $0] }
            return Case(name: "\(layout) \(params.joined(separator: " "))", export: ["--layout", layout] + p,
                        source: ["--layout", layout] + p,
                        dump: ["--size", "1000x700", "--items", "40", "--offset", offset,
                               "--item-sizes", "300x200,200x300,400x400,320x180"])
        }
    }

    /// Runs the export and both dumps; nil when they agree, else what differs.
    static func check(_ c: Case, in dir: URL) -> String? {
        do {
            let safe = c.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
            let file = dir.appendingPathComponent(String(safe) + ".swift").path
            let export = try Run.playground(["export", "--as", "uikit", "-o", file] + c.export)
            guard export.status == 0 else { return "export failed: \(export.stderr)" }
            let mine = try Run.playground(["dump", "--layout-file", file] + c.dump + timeout)
            guard mine.status == 0 else { return "the export does not load: \(mine.stderr)" }
            let theirs = try Run.playground(["dump"] + c.source + c.dump)
            guard theirs.status == 0 else { return "the source does not dump: \(theirs.stderr)" }
            guard var a = try JSONSerialization.jsonObject(with: Data(mine.stdout.utf8)) as? [String: Any],
                  var b = try JSONSerialization.jsonObject(with: Data(theirs.stdout.utf8)) as? [String: Any] else {
                return "not JSON"
            }
            guard let items = b["items"] as? [Any], !items.isEmpty else { return "the source dumps no items" }
            a["layout"] = nil
            b["layout"] = nil
            // The UIKit check's warnings (docs/uikit.md, "The check") are about the ladder's other sizes, not this
            // dump's geometry, which must agree.
            a["warnings"] = nil
            return JSONCompare.difference(a, b, path: "")
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [false, true]) func exportedCodeDumpsWhatItsSourceDumps(builtins: Bool) throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases = builtins ? Self.builtinCases : Self.specCases
        let results = Results(count: cases.count)
        // Two at a time: each export is one compile of about a second.
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for i in stride(from: lane, to: cases.count, by: 2) { results.set(i, Self.check(cases[i], in: dir)) }
        }
        for (c, failure) in zip(cases, results.all) {
            // The exported rotating layout reads its delegate (seed 000's), which the playground now answers from
            // the items (issue 32, docs/uikit.md "Hosting a bare layout"), so its sizes follow the answers, not the
            // exported defaults.
            if c.name.hasPrefix("rotating") {
                withKnownIssue("the playground answers the exported layout's delegate (issue 32)", isIntermittent: true) {
                    #expect(failure == nil, "\(c.name): \(failure ?? "")")
                }
            } else {
                #expect(failure == nil, "\(c.name): \(failure ?? "")")
            }
        }
    }

    /// Tuned paged layouts snap as the built-ins do: the replay's seed scripts, with the tuned values, against the
    /// export (its `targetContentOffset`, and the deceleration rate it sets) in their place.
    @Test func tunedExportsSnapAsTheBuiltInsDo() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tuned: [(String, String, [String: String])] = [
            ("snap-cards", "cards", ["cardWidth": "500", "lineSpacing": "40", "physics.decelerationRate": "0.99"]),
            ("snap-rotating", "rotating", ["itemWidth": "150", "margin": "30"]),
        ]
        for (script, layout, params) in tuned {
            let path = Repo.root.appendingPathComponent("Tests/Replays/\(script).json").path
            var scene = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                     as? [String: Any])
            scene["expect"] = nil
            scene["params"] = params
            let builtInScript = dir.appendingPathComponent("\(script)-builtin.json")
            try JSONSerialization.data(withJSONObject: scene).write(to: builtInScript)
            let builtIn = try Run.playground(["replay", builtInScript.path])
            #expect(builtIn.status == 0, "\(builtIn.stderr)")

            let file = dir.appendingPathComponent("\(layout).swift").path
            let export = try Run.playground(["export", "--as", "uikit", "--layout", layout, "-o", file]
                + params.sorted { $0.key < $1.key }.flatMap { ["--param", "\($0.key)=\($0.value)"] })
            #expect(export.status == 0, "\(export.stderr)")
            scene["layout"] = nil
            scene["params"] = nil
            scene["layoutFiles"] = [file]
            let uikitScript = dir.appendingPathComponent("\(script)-uikit.json")
            try JSONSerialization.data(withJSONObject: scene).write(to: uikitScript)
            let uikit = try Run.playground(["replay", uikitScript.path] + Self.timeout)
            #expect(uikit.status == 0, "\(uikit.stderr)")
            func final(_ run: Run) -> [Double]? {
                ((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["final"]
                    as? [String: Any])?["contentOffset"] as? [Double]
            }
            #expect(final(builtIn) != nil && final(builtIn) != [0, 0], "\(script)")
            if script == "snap-rotating" {
                // As above: the answered delegate sizes the exported rotating layout's items (issue 32).
                withKnownIssue("the playground answers the exported layout's delegate (issue 32)", isIntermittent: true) {
                    #expect(final(uikit) == final(builtIn), "\(script)")
                }
            } else {
                #expect(final(uikit) == final(builtIn), "\(script)")
            }
        }
    }

    /// Examples/uikit is the export at the defaults: one source of truth.
    @Test func examplesAreTheExportAtDefaults() throws {
        for layout in BuiltinExport.supported.keys.sorted() {
            for file in try BuiltinExport(layout: layout).files {
                let path = Self.examples.appendingPathComponent("uikit").appendingPathComponent(file.name).path
                let text = try? String(contentsOfFile: path, encoding: .utf8)
                #expect(text == file.text, "Examples/uikit/\(file.name) differs from `playground export --layout \(layout) --as uikit` (regenerate it: playground export --layout \(layout) --as uikit -o Examples/uikit)")
            }
        }
    }

    @Test func whatCannotBeExportedIsOneLine() throws {
        let cases: [([String], String)] = [
            (["--layout", "coverflow"], "coverflow"),
            (["--layout", "rotating", "--param", "loop=true"], "loop=true"),
            (["--layout", "grid", "--param", "itemWidth=0"], "itemWidth"),
            (["--layout", "grid", "--param", "physics.rubberBand=9"], "rubberBand"),
            (["--layout-file", Repo.root.appendingPathComponent("Examples/layouts/Circle.swift").path], "Swift"),
            (["--layout-file", "/nonexistent/spec.yaml"], "spec.yaml"),
            ([], "--layout"),
        ]
        for (args, word) in cases {
            let run = try Run.playground(["export", "--as", "uikit"] + args)
            #expect(run.status != 0, "\(args)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && run.stderr.contains(word), "\(args): \(run.stderr)")
        }
        // What SwiftUI cannot express either (rotating and coverflow export to SwiftUI since the tenth stop).
        let wrongFormat = try Run.playground(["export", "--as", "swiftui", "--layout", "rotating", "--param", "loop=true"])
        #expect(wrongFormat.status != 0 && wrongFormat.stderr.contains("uikit"))
    }
}

/// Results filled in by concurrent lanes.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String?]
    init(count: Int) { values = Array(repeating: "not run", count: count) }
    func set(_ i: Int, _ v: String?) { lock.lock(); values[i] = v; lock.unlock() }
    var all: [String?] { lock.lock(); defer { lock.unlock() }; return values }
}

/// Structural comparison of two JSON values; numbers equal within 1e-9 (relative).
enum JSONCompare {
    static func difference(_ a: Any, _ b: Any, path: String) -> String? {
        switch (a, b) {
        case (let x as [String: Any], let y as [String: Any]):
            if Set(x.keys) != Set(y.keys) { return "\(path): keys \(x.keys.sorted()) vs \(y.keys.sorted())" }
            for k in x.keys.sorted() {
                if let d = difference(x[k]!, y[k]!, path: path + "." + k) { return d }
            }
            return nil
        case (let x as [Any], let y as [Any]):
            if x.count != y.count { return "\(path): \(x.count) elements vs \(y.count)" }
            for (i, (p, q)) in zip(x, y).enumerated() {
                if let d = difference(p, q, path: "\(path)[\(i)]") { return d }
            }
            return nil
        case (let x as NSNumber, let y as NSNumber):
            let p = x.doubleValue, q = y.doubleValue
            return abs(p - q) <= 1e-9 * max(1, abs(p), abs(q)) ? nil : "\(path): \(p) vs \(q)"
        case (is NSNull, is NSNull):
            return nil
        case (let x as String, let y as String):
            return x == y ? nil : "\(path): \(x) vs \(y)"
        default:
            return "\(path): \(a) vs \(b)"
        }
    }
}
