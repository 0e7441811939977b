import Foundation
import PlaygroundCore
import Testing
@testable import Playground

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
}
