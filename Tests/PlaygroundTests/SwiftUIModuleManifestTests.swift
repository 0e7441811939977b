import Foundation
@testable import PlaygroundApp
import Testing

/// A package whose manifest names its target's folder (`path: "Sources"`, exyte/Grid and
/// exyte/ScalingHeaderScrollView: swiftui10): the module of a file in `Sources/View/` is all of `Sources/`, as
/// SwiftPM compiles the target, not the folder `View` as if it were a target of its own.
@Suite struct SwiftUIModuleManifestTests {
    func makePackage(manifest: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-manifest-\(UUID().uuidString)")
        for sub in ["Sources/View", "Sources/Models"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("import SwiftUI\n\npublic struct Grid: View { public var body: some View { ScrollView { Text(Model.name) } } }\n".utf8)
            .write(to: root.appendingPathComponent("Sources/View/Grid.swift"))
        try Data("import Foundation\n\nenum Model { static let name = \"m\" }\n".utf8)
            .write(to: root.appendingPathComponent("Sources/Models/Model.swift"))
        return root
    }

    @Test func aTargetAtSourcesIsOneModule() throws {
        let root = try makePackage(manifest: """
            // swift-tools-version:5.3
            import PackageDescription
            let package = Package(name: "ExyteGrid", targets: [
                .target(
                    name: "ExyteGrid",
                    dependencies: [],
                    path: "Sources/"),
                .testTarget(name: "ExyteGridTests", dependencies: ["ExyteGrid"], path: "Tests"),
            ])
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/View/Grid.swift").path
        #expect(SwiftUIModule.root(of: file) == root.appendingPathComponent("Sources").path)
        #expect(SwiftUIModule.companions(of: file).map { ($0 as NSString).lastPathComponent } == ["Model.swift"])
        #expect(SwiftUIModule.isPackageTarget(root.appendingPathComponent("Sources").path))
    }

    /// Without a `path:` the predefined `Sources/NAME` rule holds as before: `View` is the target.
    @Test func withoutAPathTheFoldersUnderSourcesAreTargets() throws {
        let root = try makePackage(manifest: "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"View\")])\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/View/Grid.swift").path
        #expect(SwiftUIModule.root(of: file) == root.appendingPathComponent("Sources/View").path)
        #expect(SwiftUIModule.companions(of: file).isEmpty)
    }

    @Test func declaredPathsAreRead() {
        #expect(SwiftUIModule.declaredTargetPaths("""
            .target(name: "A", path: "Sources"), .executableTarget(name: "B", dependencies: [.product(name: "X", package: "y")], path: "Apps/B/"),
            .testTarget(name: "T", path: "Tests"), .target(name: "C", path: ".")
            """) == ["Sources", "Apps/B"])
    }
}

/// A folder named like the Xcode project beside it is the app's target folder (Xcode's template), even when the app's
/// entry point is a UIKit `AppDelegate` in another folder (paololeonardi/WaterfallGrid's sample: its grids in `Cards/`
/// name `Settings` of `Settings/`: "cannot find type 'Settings'" before).
@Suite struct SwiftUIProjectFolderTests {
    @Test func aFolderNamedLikeItsProjectIsOneModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-xcodeproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Sample")
        for sub in ["Sample.xcodeproj", "Sample/Cards", "Sample/Settings", "Sample iOS"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Data("import SwiftUI\n\nstruct CardsGrid: View { var body: some View { ScrollView { Text(Settings.name) } } }\n".utf8)
            .write(to: app.appendingPathComponent("Cards/CardsGrid.swift"))
        try Data("import Foundation\n\nenum Settings { static let name = \"s\" }\n".utf8)
            .write(to: app.appendingPathComponent("Settings/Settings.swift"))
        let file = app.appendingPathComponent("Cards/CardsGrid.swift").path
        #expect(SwiftUIModule.root(of: file) == app.path)
        #expect(SwiftUIModule.companions(of: file).map { ($0 as NSString).lastPathComponent } == ["Settings.swift"])
        // A folder not named like a project beside it is not a target.
        #expect(!SwiftUIModule.isProjectFolder(root.appendingPathComponent("Sample iOS").path))
    }
}
