import Foundation
import Testing

/// `export --layout rotating|coverflow --as swiftui` (docs/export.md): seed 000's rotating row and the Cover Flow row
/// as SwiftUI views whose turn is a `.visualEffect` and whose drawing order is `.zIndex` from the scroll position
/// (`onScrollGeometryChange` into `@State`, re-rendering the row: docs/swiftui.md, "Re-rendering on scroll"). Each
/// export, loaded back through `--layout-file`, gives the built-in's frames on screen, transforms, 3D transforms,
/// alpha and zIndex at several offsets; what SwiftUI cannot express is one line on stderr and a comment in the file.
@Suite(.serialized) struct SwiftUIExportRowsTests {
    static let timeout = ["--layout-check-timeout", "120"]

    func cells(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try Run.playground(["dump"] + arguments + Self.timeout)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        return ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
    }

    func numbers(_ value: Any?) -> [Double] { value as? [Double] ?? [] }

    func same(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
    }

    /// `shift`: how far right of the built-in's content the export's is (its leading inset where the built-in
    /// starts at a negative offset): the export is dumped at the built-in's offset plus `shift`, and its frames
    /// less `shift` are the built-in's.
    @Test(arguments: [
        ("rotating", [String](), 540.0, ["-540", "-430", "-300", "-10", "105", "333", "1260"]),
        ("rotating", ["itemWidth=150", "itemHeight=260", "margin=24"], 565.0, ["-565", "-200", "0", "87", "700"]),
        ("coverflow", [String](), 0.0, ["0", "55", "120", "179", "251", "600", "1000"]),
        ("coverflow", ["itemWidth=200", "itemHeight=320", "spacing=90", "tilt=45", "eyeDistance=600"], 0.0, ["0", "31", "135", "460"]),
    ])
    func exportedRowMatchesTheBuiltIn(layout: String, params: [String], shift: Double, offsets: [String]) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent(layout == "rotating" ? "RotatingRow.swift" : "CoverFlowRow.swift").path
        let given = params.flatMap { ["--param", $0] }
        let export = try Run.playground(["export", "--layout", layout, "--as", "swiftui", "-o", out] + given)
        #expect(export.status == 0, "\(export.stderr)")
        // What SwiftUI cannot express: one line on the CLI, and said in the file.
        #expect(export.stderr.split(separator: "\n").count == 1 && export.stderr.contains("not expressed in SwiftUI"), "\(export.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("// Not expressed in SwiftUI:") && text.contains("onScrollGeometryChange") && text.contains(".zIndex("))
        for x in offsets {
            let b = Double(x)!
            let common = ["--items", "12", "--size", "1280x800"]
            let builtin = try cells(["--layout", layout] + given + common + ["--offset", "\(x),0"])
            let swiftUI = try cells(["--layout-file", out] + common + ["--offset", "\(SwiftSourceNumber.text(b + shift)),0"])
            #expect(!builtin.isEmpty && builtin.count == swiftUI.count, "\(layout) \(params) at \(x): \(builtin.count) vs \(swiftUI.count)")
            let byItem = Dictionary(swiftUI.map { ($0["item"] as? Int ?? -1, $0) }, uniquingKeysWith: { a, _ in a })
            for cell in builtin {
                let i = cell["item"] as? Int ?? -1
                guard let other = byItem[i] else { Issue.record("\(layout) at \(x): no item \(i) in the export's dump"); continue }
                var frame = numbers(other["frame"])
                if frame.count == 4 { frame[0] -= shift }
                #expect(same(frame, numbers(cell["frame"])), "\(layout) \(params) at \(x), item \(i): frame \(frame) vs \(numbers(cell["frame"]))")
                #expect(same(numbers(other["transform"]), numbers(cell["transform"])),
                        "\(layout) \(params) at \(x), item \(i): transform \(numbers(other["transform"])) vs \(numbers(cell["transform"]))")
                let t3a = numbers(other["transform3D"]), t3b = numbers(cell["transform3D"])
                #expect(same(t3a, t3b), "\(layout) \(params) at \(x), item \(i): transform3D \(t3a) vs \(t3b)")
                #expect(other["zIndex"] as? Int == cell["zIndex"] as? Int,
                        "\(layout) \(params) at \(x), item \(i): zIndex \(other["zIndex"] ?? "nil") vs \(cell["zIndex"] ?? "nil")")
                #expect(abs((other["alpha"] as? Double ?? -1) - (cell["alpha"] as? Double ?? -2)) < 1e-9)
            }
        }
    }

    /// An endless rotating row stays refused, in one line.
    @Test func loopingRowIsRefusedInOneLine() throws {
        let run = try Run.playground(["export", "--layout", "rotating", "--param", "loop=true", "--as", "swiftui"])
        #expect(run.status != 0)
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("endless row"), "\(run.stderr)")
    }
}

/// A number as `--offset` takes it (no exponent, no trailing ".0").
enum SwiftSourceNumber {
    static func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
