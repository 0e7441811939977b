import Foundation
import PlaygroundCore
import Testing

/// Real layout files compiled, checked and loaded by the binary, as a user runs it: the template, the examples,
/// and files that do not compile, trap, hang or break a rule (each refused with one line, never a crash).
@Suite(.serialized) struct LayoutFileTests {
    static var fixtures: String { Repo.root.appendingPathComponent("Tests/Fixtures/layouts").path }
    static var examples: String { Repo.root.appendingPathComponent("Examples/layouts").path }
    /// Generous: the check takes milliseconds, but CI may be busy. Only the hang test waits for its limit.
    static let timeout = ["--layout-check-timeout", "120"]

    /// `dump --layout-file FILE`, the rest of the arguments after.
    func dump(_ file: String, _ more: [String] = []) throws -> Run {
        try Run.playground(["dump", "--layout-file", file, "--items", "6", "--size", "640x480"] + Self.timeout + more)
    }

    @Test func theTemplateCompilesAsItIsAndDumps() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let made = try Run.playground(["new-layout", "Spiral", "--dir", dir.path])
        #expect(made.status == 0, "\(made.stderr)")
        let file = dir.appendingPathComponent("Spiral.swift").path
        #expect(FileManager.default.fileExists(atPath: file))
        let again = try Run.playground(["new-layout", "Spiral", "--dir", dir.path])
        #expect(again.status != 0 && again.stderr.contains("exists"))
        #expect(try Run.playground(["new-layout", "grid", "--dir", dir.path]).stderr.contains("built-in"))
        #expect(try Run.playground(["new-layout", "9lives", "--dir", dir.path]).status != 0)

        let run = try dump(file, ["--param", "itemSize=100"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["layout"] as? String == "spiral")
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.first?["size"] as? [Double] == [100, 100])
        // The template's parameters are checked like a built-in's.
        let bad = try dump(file, ["--param", "itemSize=0"])
        #expect(bad.status != 0 && bad.stderr.contains("itemSize"))
    }

    @Test func theExamplesLoadAndJoinTheListAfterTheBuiltIns() throws {
        let run = try Run.playground(["layouts", "--layout-file", Self.examples] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("## 6. `circle`") && run.stdout.contains("## 7. `deck`"))
        #expect(run.stdout.contains("itemSize (number 10…400, default 70)"))
        // Apple's CircleLayout: 4 items at the center of 640×480 on a radius of 480 / 2.5 = 192, 70 points each.
        let circle = try dump(Self.examples + "/Circle.swift", ["--items", "4", "--all"])
        #expect(circle.status == 0, "\(circle.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(circle.stdout.utf8)) as? [String: Any])
        let centers = try #require(json["items"] as? [[String: Any]]).compactMap { $0["center"] as? [Double] }
        let expected: [[Double]] = [[512, 240], [320, 432], [128, 240], [320, 48]]
        #expect(centers.count == 4)
        for (c, e) in zip(centers, expected) { #expect(abs(c[0] - e[0]) < 1e-9 && abs(c[1] - e[1]) < 1e-9, "\(c) vs \(e)") }
        let deck = try dump(Self.examples + "/Deck.swift", ["--layout", "deck"])
        #expect(deck.status == 0, "\(deck.stderr)")
    }

    @Test func aCompileErrorIsTheCompilersFirstMessage() throws {
        let run = try dump(Self.fixtures + "/Broken.swift")
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
        let line = run.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!line.contains("\n"), "one line: \(line)")
        #expect(line.contains("Broken.swift:3:8: error: type 'BrokenLayout' does not conform to protocol 'CollectionLayout'"),
                "\(line)")
        let render = try Run.playground(["render", "--layout-file", Self.fixtures + "/Broken.swift", "--out", "/dev/null"])
        #expect(render.status != 0 && render.stderr.contains("Broken.swift:3:8: error:"))
    }

    @Test func aLayoutThatTrapsIsReportedWithItsCall() throws {
        let trap = try dump(Self.fixtures + "/Trap.swift")
        #expect(trap.status == 1, "\(trap.stderr)")
        // The runtime's own line, with the standard library's file and line (TrapMessage).
        #expect(trap.stderr.contains("Trap.swift: attributes(in:) trapped (Swift/"), "\(trap.stderr)")
        #expect(trap.stderr.contains(": Fatal error: Index out of range)"), "\(trap.stderr)")
        let overflow = try dump(Self.fixtures + "/Overflow.swift")
        #expect(overflow.status == 1)
        #expect(overflow.stderr.contains("Overflow.swift: prepare trapped (a runtime check failed, such as an integer overflow or a NaN or infinite number made an Int)"),
                "\(overflow.stderr)")
    }

    @Test func aLayoutThatHangsIsStoppedAfterItsTimeLimit() throws {
        // An endless loop hangs however fast the machine: the limit only bounds how long the test waits.
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/Hang.swift", "--layout-check-timeout", "1"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Hang.swift: prepare hung (no answer in 1 s); the layout was not loaded"), "\(run.stderr)")
    }

    @Test func aLayoutThatBreaksARuleIsRefusedNamingIt() throws {
        let nan = try dump(Self.fixtures + "/NaN.swift")
        #expect(nan.status == 1)
        #expect(nan.stderr.contains("NaN.swift: refused: nan: attributes of cell [0, 1] are not finite (alpha nan)"),
                "\(nan.stderr)")
        let noEntry = try dump(Self.fixtures + "/NoEntry.swift")
        #expect(noEntry.stderr.contains("no top-level `func makeLayout() -> any CollectionLayout`"))
        let impostor = try dump(Self.fixtures + "/Grid.swift")
        #expect(impostor.stderr.contains("layout name 'grid' is taken by a built-in layout"), "\(impostor.stderr)")
        let missing = try dump(Self.fixtures + "/Missing.swift")
        #expect(missing.stderr.contains("no such file or folder"))
    }

    @Test func replayScriptsNameLayoutFilesRelativeToThemselves() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Row.swift", toPath: dir.appendingPathComponent("Row.swift").path)
        let script = dir.appendingPathComponent("script.json")
        try Data(#"{"layoutFiles": ["Row.swift"], "items": 5, "size": [200, 100], "until": 0.1, "events": []}"#.utf8)
            .write(to: script)
        let run = try Run.playground(["replay", script.path] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((trace["final"] as? [String: Any])?["layout"] as? String == "row")
    }

    @Test func aUserLayoutSnapsPagesAndAutoplaysLikeABuiltIn() throws {
        // The deck pages: a quick drag to the left moves one card; then autoplay turns a card every second.
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("deck.json")
        try Data("""
            {"layoutFiles": ["\(Self.examples)/Deck.swift"], "items": 8, "size": [800, 600], "until": 3,
             "events": [{"t": 0.1, "type": "mouseDown", "x": 600, "y": 300},
                        {"t": 0.13, "type": "mouseMove", "x": 560, "y": 300},
                        {"t": 0.16, "type": "mouseMove", "x": 500, "y": 300},
                        {"t": 0.18, "type": "mouseUp", "x": 480, "y": 300}]}
            """.utf8).write(to: script)
        let fling = try Run.playground(["replay", script.path] + Self.timeout)
        #expect(fling.status == 0, "\(fling.stderr)")
        let final = try #require((try JSONSerialization.jsonObject(with: Data(fling.stdout.utf8)) as? [String: Any])?["final"]
                                 as? [String: Any])
        #expect(final["layout"] as? String == "deck")
        #expect(final["page"] as? Int == 1, "one card per gesture: \(final)")
        #expect(final["contentOffset"] as? [Double] == [800, 0])

        try Data("""
            {"layoutFiles": ["\(Self.examples)/Deck.swift"], "items": 8, "size": [800, 600], "autoplay": 1,
             "until": 3.5, "events": []}
            """.utf8).write(to: script)
        let autoplay = try Run.playground(["replay", script.path] + Self.timeout)
        let auto = try #require((try JSONSerialization.jsonObject(with: Data(autoplay.stdout.utf8)) as? [String: Any])?["final"]
                                as? [String: Any])
        #expect(auto["autoplay"] as? String == "playing")
        #expect(auto["page"] as? Int == 3, "a page a second for 3.5 s: \(auto)")
    }

    @Test func withoutTheCompilerTheBuiltInsStillWork() throws {
        let env = ["PLAYGROUND_SWIFTC": "/nonexistent/swiftc"]
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/Row.swift"], environment: env)
        #expect(run.status == 1)
        #expect(run.stderr.contains("layout files need the Swift compiler (swiftc) that built the playground"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        let builtIn = try Run.playground(["dump", "--layout", "grid", "--items", "3"], environment: env)
        #expect(builtIn.status == 0)
    }

    @Test func aDifferentCompilerIsNamedInOneLine() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fake = dir.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\necho 'Swift version 5.9.2 (swift-5.9.2-RELEASE)'\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/Row.swift"],
                                     environment: ["PLAYGROUND_SWIFTC": fake.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("layout files need the compiler that built the playground (Swift version 6."), "\(run.stderr)")
        #expect(run.stderr.contains("is Swift version 5.9.2"), "\(run.stderr)")
    }
}
