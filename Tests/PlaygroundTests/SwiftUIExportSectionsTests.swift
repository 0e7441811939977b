import Foundation
import Testing

/// `export --layout grid --as swiftui` of a grid with sections, headers and footers (docs/export.md): a lazy stack
/// of `Section`s, each a `JustifiedGrid` of its items, loaded back through `--layout-file`, gives the built-in's
/// cell and header/footer frames at several offsets (pinned headers included), for the item count the file holds;
/// what SwiftUI cannot express is one line on stderr and a comment in the file.
@Suite(.serialized) struct SwiftUIExportSectionsTests {
    static let timeout = ["--layout-check-timeout", "120"]

    /// The dump's frames: cells sorted (the built-in numbers items per section, the export flat), supplementary
    /// views by kind and section.
    func frames(_ arguments: [String]) throws -> (cells: [[Double]], supplementaries: [String: [Double]], content: [Double]) {
        let run = try Run.playground(["dump"] + arguments + Self.timeout)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let items = (json["items"] as? [[String: Any]]) ?? []
        let cells = items.filter { $0["category"] as? String == "cell" }.map { $0["frame"] as? [Double] ?? [] }
            .sorted { $0.lexicographicallyPrecedes($1) }
        var supplementaries: [String: [Double]] = [:]
        for item in items where item["category"] as? String != "cell" {
            let key = "\(item["kind"] ?? item["category"] ?? "?") \(item["section"] ?? "?")"
            supplementaries[key] = item["frame"] as? [Double] ?? []
        }
        return (cells, supplementaries, json["contentSize"] as? [Double] ?? [])
    }

    @Test(arguments: [
        (["sections=3", "headerSize=40"], ["0", "300", "777", "1500"]),
        (["sections=4", "headerSize=30", "footerSize=20", "insetTop=12"], ["0", "250", "1000"]),
        (["sections=3", "headerSize=44", "pinHeaders=true"], ["0", "120", "610", "1400"]),
        (["sections=2", "headerSize=50", "direction=horizontal"], ["0", "400", "1700"]),
    ])
    func sectionedGridMatchesTheBuiltIn(params: [String], offsets: [String]) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("FlowGrid.swift").path
        let given = params.flatMap { ["--param", $0] }
        let export = try Run.playground(["export", "--layout", "grid", "--as", "swiftui", "-o", out] + given)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr.split(separator: "\n").count == 1 && export.stderr.contains("not expressed in SwiftUI"), "\(export.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("// Not expressed in SwiftUI:") && text.contains("Section {"))
        let horizontal = params.contains("direction=horizontal")
        for x in offsets {
            let offset = horizontal ? "\(x),0" : "0,\(x)"
            let common = ["--items", "60", "--size", "1280x800", "--offset", offset, "--all"]
            let builtin = try frames(["--layout", "grid"] + given + common)
            let swiftUI = try frames(["--layout-file", out] + common)
            #expect(builtin.cells.count == 60 || !builtin.cells.isEmpty)
            #expect(builtin.cells == swiftUI.cells, "\(params) at \(x): cells differ")
            #expect(builtin.content == swiftUI.content, "\(params) at \(x): content \(builtin.content) vs \(swiftUI.content)")
            #expect(builtin.supplementaries == swiftUI.supplementaries,
                    "\(params) at \(x): \(builtin.supplementaries) vs \(swiftUI.supplementaries)")
        }
    }
    /// Pinned headers with footers: SwiftUI pushes a pinned header out after its Section's footer, UIKit before it;
    /// the one stderr line says so, and the cells still match.
    @Test func pinnedHeaderWithFooterIsSaid() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("FlowGrid.swift").path
        let given = ["--param", "sections=3", "--param", "headerSize=40", "--param", "footerSize=20", "--param", "pinHeaders=true"]
        let export = try Run.playground(["export", "--layout", "grid", "--as", "swiftui", "-o", out] + given)
        #expect(export.status == 0 && export.stderr.split(separator: "\n").count == 1, "\(export.stderr)")
        #expect(export.stderr.contains("pinned header is pushed out"), "\(export.stderr)")
        let common = ["--items", "60", "--size", "1280x800", "--offset", "0,500", "--all"]
        #expect(try frames(["--layout", "grid"] + given + common).cells == frames(["--layout-file", out] + common).cells)
    }
}
