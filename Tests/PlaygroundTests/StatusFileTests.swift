import Foundation
import Testing
@testable import PlaygroundApp
import PlaygroundCore

/// `run --status-file` (docs/status-file.md): written only when the snapshot changes, whole, its fields the
/// documented ones in the documented order.
@Suite struct StatusFileTests {
    static func status(layout: String = "grid", keyDowns: Int = 0, offset: Point? = .zero) -> WindowStatus {
        var tallies = WindowStatus.Tallies()
        tallies.input.keyDown = keyDowns
        return WindowStatus(
            running: true, quitting: false, settled: offset != nil, phase: "idle", layout: layout,
            transition: nil, zoomedItem: nil, reordering: false, pressing: false, focusedItem: nil,
            contentOffset: offset, viewport: Size(width: 1280, height: 775), window: (1280, 800), autoplay: "off",
            orderVersion: 0, help: false, inspector: false, panelOpen: false, panelKeyboard: false, recording: false,
            compiling: 0, layoutErrors: 0, images: (decoded: 0, failed: 0, total: 0, missing: 0), tallies: tallies)
    }

    static func read(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func writtenWhenTheSnapshotChangesAndOnlyThen() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("status.json").path
        let file = StatusFile(path: path)
        file.update(Self.status(), frame: 0)
        #expect(file.writes == 1)
        #expect(try Self.read(path)["frame"] as? Int == 0)
        // The same state in later frames: nothing written (the frame number alone is not a change).
        for frame in 1...100 { file.update(Self.status(), frame: frame) }
        #expect(file.writes == 1)
        #expect(try Self.read(path)["frame"] as? Int == 0)
        // A key taken, a layout switched, the content moving: each is a change.
        file.update(Self.status(keyDowns: 1), frame: 101)
        file.update(Self.status(layout: "cards", keyDowns: 1), frame: 102)
        file.update(Self.status(layout: "cards", keyDowns: 1, offset: nil), frame: 103)
        #expect(file.writes == 4)
        let last = try Self.read(path)
        #expect(last["frame"] as? Int == 103 && last["layout"] as? String == "cards")
        #expect(last["contentOffset"] is NSNull && last["settled"] as? Bool == false)
        #expect((last["input"] as? [String: Any])?["keyDown"] as? Int == 1)
        // Replaced by rename: no temporary left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["status.json"])
    }

    @Test func aPathThatCannotBeWrittenDoesNotStopTheWindow() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = StatusFile(path: dir.path)  // a folder
        file.update(Self.status(), frame: 0)
        file.update(Self.status(keyDowns: 1), frame: 1)
        #expect(file.writes == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// The keys in the order written, and the table of docs/status-file.md naming the same fields: the contract
    /// and its documentation cannot drift apart.
    @Test func theFieldsAreTheDocumentedOnesInOrder() throws {
        let json = Self.status().json(frame: 7)
        let keys = try #require(json.object).map(\.0)
        #expect(keys == ["frame", "running", "quitting", "settled", "phase", "layout", "transition", "zoomedItem",
                         "reordering", "pressing", "focusedItem", "contentOffset", "viewport", "window", "device",
                         "layoutDirection", "autoplay",
                         "orderVersion", "help", "inspector", "panel", "input", "screenshots", "recordings",
                         "reloads", "images"])
        let doc = try String(contentsOf: Repo.root.appendingPathComponent("docs/status-file.md"), encoding: .utf8)
        let table = doc.components(separatedBy: "## Fields")[1].components(separatedBy: "\n## ")[0]
        let rows = table.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| field") && !$0.hasPrefix("| ---")
        }
        let documented = rows.flatMap { row in
            row.dropFirst(2).prefix { $0 != "|" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        // `notices` is written only when there are some (docs/status-file.md); this snapshot has none.
        #expect(documented.filter { $0 != "notices" } == keys)
        for (key, value) in try #require(json.object) {
            guard case .object(let members) = value else { continue }
            let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("| \(key) |") })
            for (member, _) in members { #expect(row.contains("`\(member)`"), "docs: \(key).\(member)") }
        }
        #expect(json.serialized().hasPrefix(#"{"frame":7,"running":true,"quitting":false,"settled":true,"#))
    }
}
