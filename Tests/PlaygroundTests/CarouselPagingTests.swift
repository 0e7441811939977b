import Foundation
import Testing

/// Real carousels that snap only through `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// (`../shared/uikit-corpus`, test input only) page with the arrow keys and the wheel: a key or a notch is the fling
/// that would carry the content one item on, and the layout's answer centers the next item (docs/uikit.md,
/// "Deceleration rate and paging"). Before, a key scrolled 53 points and rested off-centre. Skipped where the corpus
/// is absent.
@Suite(.serialized) struct CarouselPagingTests {
    static let carousels = ["UPCarouselFlowLayout.swift", "CenteredCollectionViewFlowLayout.swift"]
    static let size = (width: 1280.0, height: 800.0)

    func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// The replay's final offset for `events`.
    func finalOffset(_ path: String, _ events: [String], in dir: URL) throws -> [Double] {
        let script = dir.appendingPathComponent("script.json")
        try Data(#"{"items": 20, "size": [1280, 800], "until": 3, "events": [\#(events.joined(separator: ", "))]}"#
            .utf8).write(to: script)
        let run = try Run.playground(["replay", script.path, "--layout-file", path] + UIKitCorpusTests.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        return (try json(run)["final"] as? [String: Any])?["contentOffset"] as? [Double] ?? [.nan, .nan]
    }

    /// The center of item `item` along `axis` with the content at `offset` (the layout's own answer there).
    func center(_ path: String, item: Int, axis: Int, offset: [Double]) throws -> Double {
        let dump = try Run.playground(["dump", "--layout-file", path, "--items", "20", "--size", "1280x800",
                                       "--offset", "\(offset[0]),\(offset[1])", "--all"] + UIKitCorpusTests.timeout)
        let items = try json(dump)["items"] as? [[String: Any]] ?? []
        let cell = items.first { $0["category"] as? String == "cell" && $0["item"] as? Int == item }
        return (cell?["center"] as? [Double])?[axis] ?? .nan
    }

    @Test func aKeyAndAWheelNotchCenterTheNextItem() throws {
        let corpus = UIKitCorpusTests.corpus
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            print("CarouselPagingTests: \(corpus.path) is absent; skipped")
            return
        }
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in Self.carousels {
            let path = corpus.appendingPathComponent(file).path
            let dump = try Run.playground(["dump", "--layout-file", path, "--items", "20"] + UIKitCorpusTests.timeout)
            let content = try json(dump)["contentSize"] as? [Double] ?? [0, 0]
            let axis = content[0] > Self.size.width ? 0 : 1
            let forward = axis == 0 ? "right" : "down"
            let half = axis == 0 ? Self.size.width / 2 : Self.size.height / 2
            // One key: item 1 centered.
            let one = try finalOffset(path, [#"{"t": 0.5, "type": "key", "key": "\#(forward)"}"#], in: dir)
            let c1 = try center(path, item: 1, axis: axis, offset: one)
            #expect(abs(one[axis] + half - c1) <= 1, "\(file): after one key at \(one), item 1's center \(c1)")
            // Two keys, then one back: item 1 again.
            let back = axis == 0 ? "left" : "up"
            let three = try finalOffset(path, [#"{"t": 0.5, "type": "key", "key": "\#(forward)"}"#,
                                               #"{"t": 1.0, "type": "key", "key": "\#(forward)"}"#,
                                               #"{"t": 1.5, "type": "key", "key": "\#(back)"}"#], in: dir)
            #expect(abs(three[axis] - one[axis]) <= 1, "\(file): two on and one back rest at \(three), not \(one)")
            // A wheel notch (down: forward) pages the same way.
            let notch = try finalOffset(path, [#"{"t": 0.5, "type": "wheel", "dy": -1, "x": 640, "y": 400}"#], in: dir)
            #expect(abs(notch[axis] - one[axis]) <= 1, "\(file): a notch rests at \(notch), a key at \(one)")
        }
    }
}
