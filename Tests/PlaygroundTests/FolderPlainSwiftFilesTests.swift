import Foundation
@testable import PlaygroundApp
import Testing

/// A folder named with `--layout-file` that is no target (no entry point): its plain Swift files (a model importing
/// only Foundation, SwiftMosaicLayout's `CellSize.swift` and `Matrix.swift`) are siblings of its UIKit files, not
/// native layouts of their own (before, the folder failed on "CellSize.swift: no top-level `func makeLayout() ->
/// any CollectionLayout`").
@Suite struct FolderPlainSwiftFilesTests {
    @Test func plainFilesBesideUIKitFilesAreNotLayoutsOfTheirOwn() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = [
            "MosaicLayout.swift": "import UIKit\n\nfinal class MosaicLayout: UICollectionViewLayout {\n    var sizes = Matrix()\n}\n",
            "Matrix.swift": "import Foundation\n\nstruct Matrix {\n    var rows: [[Int]] = []\n}\n",
            "Native.swift": "import PlaygroundCore\n\nfunc makeLayout() -> any CollectionLayout { GridLayout() }\n",
        ]
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let listed = try LayoutFileLoader.expand([dir.path]).map { ($0 as NSString).lastPathComponent }
        #expect(listed == ["MosaicLayout.swift", "Native.swift"])
    }

    @Test func aFolderOfPlainFilesAloneKeepsThem() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "import Foundation\nstruct Matrix {}\n".write(to: dir.appendingPathComponent("Matrix.swift"), atomically: true, encoding: .utf8)
        let listed = try LayoutFileLoader.expand([dir.path]).map { ($0 as NSString).lastPathComponent }
        #expect(listed == ["Matrix.swift"])
    }
}
