import Foundation
@testable import PlaygroundApp
import Testing

/// A folder named with `--layout-file` that holds no layout file of its own, only folders (a library's `Source/`
/// with `Core/` and `Layouts/`): each subfolder is taken as if it were named (docs/hosting.md, "A folder of
/// folders"); before, it failed on "the folder has no layout files".
@Suite struct FolderOfFoldersTests {
    static func write(_ files: [String: String], in dir: URL) throws {
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func eachSubfolderIsTakenAsIfNamed() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write([
            "Core/Layouts/GridLayout.swift": "import UIKit\n\nfinal class GridLayout: UICollectionViewFlowLayout {}\n",
            "Core/Layouts/StackLayout.swift": "import UIKit\n\nfinal class StackLayout: UICollectionViewLayout {}\n",
            "Specs/cards.yaml": "layout: cards\n",
            "Tests/GridTests.swift": "import XCTest\n\nfinal class GridTests: XCTestCase {}\n",
            "Notes/README.md": "no layouts here\n",
            "Models/Metrics.swift": "import Foundation\n\nenum Metrics { static let side = 80.0 }\n",
        ], in: dir)
        let listed = try LayoutFileLoader.expand([dir.path]).map { path in
            String(path.dropFirst(dir.path.count + 1))
        }
        #expect(listed == ["Core/Layouts/GridLayout.swift", "Core/Layouts/StackLayout.swift", "Specs/cards.yaml"])
    }

    @Test func aFolderWithNoLayoutAnywhereStillSaysSo() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(["Docs/README.md": "text\n", "Pods/Lib/Lib.swift": "import UIKit\nclass L: UICollectionViewLayout {}\n"],
                       in: dir)
        #expect {
            try LayoutFileLoader.expand([dir.path])
        } throws: { error in
            "\(error)".contains("the folder has no layout files (.swift, .yaml, .yml, .json), nor any subfolder holding one")
        }
    }

    @Test func theLookStopsAFewFoldersDown() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let deep = (1...LayoutFileLoader.folderOfFoldersDepth + 1).map { "d\($0)" }.joined(separator: "/")
        try Self.write(["\(deep)/L.swift": "import UIKit\nfinal class L: UICollectionViewFlowLayout {}\n"], in: dir)
        #expect(throws: LayoutFileError.self) { try LayoutFileLoader.expand([dir.path]) }
        let shallower = try LayoutFileLoader.expand([dir.appendingPathComponent("d1").path])
        #expect(shallower.count == 1)
    }
}
