import Foundation
@testable import PlaygroundApp
import Testing

/// A folder that carries its dependencies' sources (docs/hosting.md, "Dependencies' sources in the folder"): an
/// `import Name` is compiled from `Pods/Name/`, `Carthage/Checkouts/…`, `.build/checkouts/…` or
/// `SourcePackages/checkouts/…` as module `Name`, before the app's files. Our own small files, written here.
@Suite struct UIKitDependencySourcesTests {
    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static let metrics = """
        import UIKit

        public enum TileMetrics {
            public static func side(columns: Int, width: CGFloat) -> CGFloat { width / CGFloat(columns) }
        }

        """

    static let layout = """
        import UIKit
        import TileMetrics

        final class TiledLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                let side = TileMetrics.side(columns: 4, width: collectionView?.bounds.width ?? 0)
                itemSize = CGSize(width: side, height: side)
                minimumInteritemSpacing = 0
                minimumLineSpacing = 0
            }
        }

        """

    /// Where each dependency manager keeps a module's sources, relative to the folder searched.
    @Test(arguments: [
        ("Pods/TileMetrics/Sources/TileMetrics.swift", "Pods/TileMetrics"),
        ("Carthage/Checkouts/TileMetrics/Sources/TileMetrics.swift", "Carthage/Checkouts/TileMetrics/Sources"),
        ("SourcePackages/checkouts/TileMetrics/Sources/TileMetrics/TileMetrics.swift",
         "SourcePackages/checkouts/TileMetrics/Sources/TileMetrics"),
    ])
    func aDependencysFolderIsFound(file: String, folder: String) throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(Self.metrics, file, in: root)
        #expect(UIKitLibraries.dependencyFolder(for: "TileMetrics", in: root.path) == root.appendingPathComponent(folder).path)
        #expect(UIKitLibraries.dependencyFolder(for: "OtherModule", in: root.path) == nil)
    }

    /// A SwiftPM checkout named unlike its module (`tile-kit` for `import TileMetrics`): its manifest's target says.
    @Test func aCheckoutsManifestSaysWhereItsTargetIs() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(Self.metrics, ".build/checkouts/tile-kit/Code/TileMetrics.swift", in: root)
        try Self.write("let package = Package(name: \"tile-kit\", targets: [.target(name: \"TileMetrics\", path: \"Code\")])\n",
                       ".build/checkouts/tile-kit/Package.swift", in: root)
        #expect(UIKitLibraries.dependencyFolder(for: "TileMetrics", in: root.path)
                == root.appendingPathComponent(".build/checkouts/tile-kit/Code").path)
    }

    /// An app file whose dependency's sources are in `Carthage/Checkouts/` above its folder loads: four 80-point
    /// squares a row at 320 wide, the dependency compiled as module TileMetrics.
    @Test func aLayoutImportingACarthageCheckoutLoads() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(Self.metrics, "Carthage/Checkouts/TileMetrics/Sources/TileMetrics.swift", in: root)
        try Self.write(Self.layout, "App/TiledLayout.swift", in: root)
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent("App/TiledLayout.swift").path,
                                      "--items", "5", "--size", "320x568", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("[80,0,80,80]") || run.stdout.contains("[80, 0, 80, 80]"), "\(run.stdout.prefix(600))")
    }

    /// A dependency that does not compile here stops the load in one line naming it.
    @Test func aDependencyThatDoesNotCompileIsNamed() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write("import UIKit\npublic enum TileMetrics { public static let x: NotAType = 1 }\n",
                       "Pods/TileMetrics/TileMetrics.swift", in: root)
        try Self.write(Self.layout, "TiledLayout.swift", in: root)
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent("TiledLayout.swift").path])
        #expect(run.status != 0)
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("its library TileMetrics (1 files, compiled as a module of its own) does not compile"), "\(first)")
    }
}
