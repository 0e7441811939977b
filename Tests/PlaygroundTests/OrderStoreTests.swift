import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

/// The order file on disk: written atomically, restored on restart, a corrupt one moved aside (never overwritten).
@Suite struct OrderStoreTests {
    let ids = ["a.png", "b.png", "c.png", "item-3"]

    @Test func survivesARestart() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("nested/order.json").path
        let first = OrderStore(path: path, identifiers: ids)
        #expect(first.load() == nil)
        first.saveIfChanged([3, 1, 0, 2], version: 1)
        first.saveIfChanged([0, 1, 2, 3], version: 1)  // same version: not written again
        let restarted = OrderStore(path: path, identifiers: ids)
        #expect(restarted.load() == [3, 1, 0, 2])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("nested").path)
        #expect(leftovers == ["order.json"])  // no temporary file left behind
    }

    @Test func aCorruptFileIsKeptAside() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("order.json").path
        try #"{"order": ["a.png", "#.write(toFile: path, atomically: true, encoding: .utf8)
        let store = OrderStore(path: path, identifiers: ids)
        #expect(store.load() == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        let aside = try #require(names.first { $0.hasPrefix("order.json.unreadable-") })
        #expect(try String(contentsOfFile: dir.appendingPathComponent(aside).path, encoding: .utf8) == #"{"order": ["a.png", "#)
        #expect(!names.contains("order.json"))
        store.saveIfChanged([1, 0, 2, 3], version: 1)
        #expect(OrderStore(path: path, identifiers: ids).load() == [1, 0, 2, 3])
    }

    @Test func defaultPathIsPerImagesFolder() {
        let a = OrderStore.defaultPath(forImages: "/photos/holiday"), b = OrderStore.defaultPath(forImages: "/photos/work")
        #expect(a != b)
        #expect(a.contains("/layout-playground/order-holiday-"))
        #expect(a == OrderStore.defaultPath(forImages: "/photos/holiday/"))
    }

    // MARK: - Issue 15: every path form, failures that cannot be missed, files that are not files

    /// `--order-file order.json` (no folder part) saved nothing: its folder was "", and every save failed.
    @Test func aPathWithNoFolderPartSaves() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("moves.json")
        try #"{"layout": "grid", "size": [800, 600], "items": 4, "until": 0.5, "events": [{"t": 0, "type": "key", "key": "return"}, {"t": 0.1, "type": "key", "key": "right", "modifiers": ["ctrl"]}]}"#
            .write(to: script, atomically: true, encoding: .utf8)
        for path in ["order.json", "./order2.json", "sub/order3.json"] {
            let run = try Run.playground(["replay", "moves.json", "--order-file", path],
                                         directory: dir)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(path): \(run.stderr)")
            let saved = try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
            #expect(saved.contains(#""order""#), "\(path): \(saved)")
        }
    }

    /// A failed save is kept for the HUD and told once; the next change tries again, and so does quitting.
    @Test func aFailedSaveIsToldAndRetriedAtTheNextChange() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let blocker = dir.appendingPathComponent("state")
        try Data("a file where the folder should be".utf8).write(to: blocker)
        let path = blocker.appendingPathComponent("order.json").path
        let store = OrderStore(path: path, identifiers: ids)
        #expect(store.load() == nil)
        store.saveIfChanged([3, 1, 0, 2], version: 1)
        let reason = try #require(store.failure)
        #expect(reason.contains("state"), "\(reason)")
        try FileManager.default.removeItem(at: blocker)
        store.saveIfChanged([3, 1, 0, 2], version: 1)  // no change: not tried again (not every frame)
        #expect(store.failure != nil)
        store.saveIfChanged([1, 3, 0, 2], version: 2)  // the next change: tried again, and it works
        #expect(store.failure == nil)
        #expect(OrderStore(path: path, identifiers: ids).load() == [1, 3, 0, 2])

        // Failing again, then the obstacle goes before quitting: the exit saves the last order.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("state"))
        try Data().write(to: blocker)
        store.saveIfChanged([0, 1, 2, 3], version: 3)
        #expect(store.failure != nil)
        try FileManager.default.removeItem(at: blocker)
        store.saveAtExit([0, 1, 2, 3], version: 3)
        #expect(store.failure == nil)
        #expect(OrderStore(path: path, identifiers: ids).load() == [0, 1, 2, 3])
    }

    /// A named pipe or a folder as the order file: nothing waits, nothing is read, nothing is written to it.
    @Test func anOrderFileThatIsNotAFileIsLeftAlone() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("order.fifo").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let writer = open(fifo, O_RDWR)  // keeps a regressed (blocking) open from hanging the test
        defer { close(writer) }
        for path in [fifo, dir.path] {
            let store = OrderStore(path: path, identifiers: ids)
            #expect(store.load() == nil)
            #expect(!store.writable)
            store.saveIfChanged([1, 0, 2, 3], version: 1)
        }
        #expect(UserFile.kind(of: BytePath(fifo)) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["order.fifo"])
    }

    /// Names that are not UTF-8 are kept in the order file escaped, and found again.
    @Test func imageNamesThatAreNotUTF8RoundTrip() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let names = ["a.png", UserPathTests.latin1Name.display, "new\\nline.png"]
        let path = dir.appendingPathComponent("order.json").path
        OrderStore(path: path, identifiers: names).saveIfChanged([2, 1, 0], version: 1)
        #expect(OrderStore(path: path, identifiers: names).load() == [2, 1, 0])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#"caf\\xE9.png"#), "\(text)")  // JSON escapes the backslash once more
    }
}
