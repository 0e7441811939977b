import Foundation
import Testing

/// Folders as targets (docs/hosting.md): a view controller's folder compiles as one module and its controller hosts
/// the layout; its data source decides the sections and items; `#Preview` is an entry point, and one that does not
/// compile is dropped with a warning; a folder of independent layouts stays one layout per file.
@Suite(.serialized) struct UIKitTargetTests {
    static var examples: String { Repo.root.appendingPathComponent("Examples/uikit").path }
    static let timeout = ["--layout-check-timeout", "120"]

    func dump(_ arguments: [String]) throws -> (json: [String: Any], stderr: String) {
        let run = try Run.playground(["dump"] + arguments + Self.timeout)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        return (json, run.stderr)
    }

    /// (section, item) of each cell of a dump.
    func cells(_ json: [String: Any]) -> [[Int]] {
        ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
            .map { [($0["section"] as? Int) ?? -1, ($0["item"] as? Int) ?? -1] }
    }

    @Test func aModernViewControllersFolderShowsItsDataSourcesSectionsAndItems() throws {
        // Emoji.swift, EmojiCell.swift and EmojiViewController.swift are one module; the preview is shown first.
        let (json, _) = try dump(["--layout-file", Self.examples + "/modern-collection-views", "--size", "390x844",
                                  "--items", "40"])
        #expect(json["layout"] as? String == "modern-collection-views")
        // 3 list rows, then 6 grid cells: the data source's, not the 40 items asked for.
        #expect(cells(json) == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [1, 3], [1, 4], [1, 5]])
        // The list rows are 44 points high (UICollectionLayoutListConfiguration .plain), the grid's a third of
        // (390 − 16) wide, from y = 3 × 44 + 8.
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.first?["frame"] as? [Double] == [0, 0, 390, 44])
        let side = (390.0 - 16) / 3
        let frame = try #require(items[3]["frame"] as? [Double])
        #expect(zip(frame, [8 + 4, 140 + 4, side - 8, side - 8]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame)")
        // The view controller entry shows the same.
        let (byController, _) = try dump(["--layout-file", Self.examples + "/modern-collection-views", "--size", "390x844",
                                          "--param", "entry=EmojiViewController"])
        #expect(cells(byController) == cells(json))
    }

    @Test func aClassicDataSourceDecidesTheSections() throws {
        let (json, _) = try dump(["--layout-file", Self.examples + "/classic-data-source", "--size", "340x900"])
        // Two sections of 6 and 4 (100-point items, three a row in 340 − 20).
        #expect(cells(json).count == 10)
        #expect(cells(json).filter { $0[0] == 1 }.count == 4)
    }

    @Test func aPreviewThatDoesNotCompileIsDroppedNotTheFolder() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("Target")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import UIKit

            final class GridViewController: UICollectionViewController {
                var count = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if DEBUG
                    count = 5
                    #endif
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                }
                override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
                override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }

            #Preview("Broken") {
                AppDependencies.shared.makeGrid()
            }

            #Preview("Grid") {
                GridViewController()
            }

            """.write(to: folder.appendingPathComponent("GridViewController.swift"), atomically: true, encoding: .utf8)
        let (json, stderr) = try dump(["--layout-file", folder.path, "--size", "320x480", "--verbose"])
        #expect(stderr.contains("#Preview \"Broken\" dropped"), "\(stderr)")
        // `#if DEBUG` compiled as in a debug build: 5 items; the flow layout's default 50 × 50 cells.
        #expect(cells(json).count == 5)
    }

    @Test func aFolderOfIndependentLayoutsStaysOneLayoutPerFile() throws {
        let run = try Run.playground(["layouts", "--layout-file", Self.examples + "/gallery"] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("gallery "), "\(run.stdout)")
    }

    @Test func aReloadKeepsTheHostedControllersEntryAndScrollOffset() throws {
        // A view controller scrolled 76 points down (its own data: 3 list rows and 6 grid cells in 250 points),
        // then its folder reloaded (a save): the new controller shows at the same entry and offset, as a relaunch
        // restoring its scroll position would (docs/hosting.md, "Reloads").
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = Self.examples + "/modern-collection-views"
        let script = dir.appendingPathComponent("reload.json")
        try """
            {"items": 40, "size": [390, 250], "until": 4, "layout": "modern-collection-views",
             "params": {"entry": "EmojiViewController"},
             "events": [{"t": 0.1, "type": "mouseDown", "x": 200, "y": 200}, {"t": 0.3, "type": "mouseMove", "x": 200, "y": 150},
                        {"t": 0.5, "type": "mouseMove", "x": 200, "y": 120}, {"t": 0.9, "type": "mouseUp", "x": 200, "y": 120},
                        {"t": 2.0, "type": "reload", "file": "\(folder)"}]}
            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try Run.playground(["replay", script.path, "--layout-file", folder] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let frames = try #require(trace["frames"] as? [[String: Any]])
        let before = try #require(frames.last { ($0["t"] as? Double ?? 0) < 2.0 }?["contentOffset"] as? [Double])
        let final = try #require(trace["final"] as? [String: Any])
        // The drag moved the content 80 points less the rubber band's give at the start: some offset, not 0.
        #expect(before[1] > 10, "\(before)")
        #expect(final["contentOffset"] as? [Double] == before)
        #expect((final["params"] as? [String: Any])?["entry"] as? String == "EmojiViewController")
        #expect(final["layout"] as? String == "modern-collection-views")
    }

    @Test func altAndANumberShowThatEntryPoint() throws {
        // The folder's entry points, in the window's order: its preview, then its view controller.
        let folder = Self.examples + "/modern-collection-views"
        let listed = try Run.playground(["layouts", "--layout-file", folder] + Self.timeout)
        let line = try #require(listed.stdout.split(separator: "\n").first { $0.hasPrefix("- entry (") }, "\(listed.stdout)")
        let words = line.dropFirst("- entry (".count).prefix { $0 != "," }.split(separator: "|").map(String.init)
        #expect(words.count == 2, "\(line)")
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("keys.json")
        // Alt+2 shows the second; Alt+9 (no ninth) changes nothing; a plain 2 would switch layouts instead.
        try """
            {"items": 40, "size": [390, 600], "until": 1, "layout": "modern-collection-views",
             "events": [{"t": 0.2, "type": "keyDown", "key": "2", "modifiers": ["alt"]}, {"t": 0.3, "type": "keyUp", "key": "2"},
                        {"t": 0.5, "type": "keyDown", "key": "9", "modifiers": ["alt"]}, {"t": 0.6, "type": "keyUp", "key": "9"}]}
            """.write(to: script, atomically: true, encoding: .utf8)
        let run = try Run.playground(["replay", script.path, "--layout-file", folder] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let final = try #require(trace["final"] as? [String: Any])
        #expect(final["layout"] as? String == "modern-collection-views")
        #expect((final["params"] as? [String: Any])?["entry"] as? String == words.last)
    }
}
