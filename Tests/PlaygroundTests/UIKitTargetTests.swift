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
}
