import Foundation
@testable import PlaygroundApp
import Testing

/// A folder of SwiftUI files loaded as one module (docs/swiftui.md, "A folder as one module"): a layout that calls a
/// helper of its package loads, from the package target's folder or from the file itself; a companion the compiler
/// refuses is left out with a note; the trust rule holds for every file and the module's folder.
@Suite(.serialized) struct SwiftUIModuleTests {
    static let timeout = ["--layout-check-timeout", "120"]

    /// A package `Stripes` with its target's files in subfolders: the layout in `Public/`, its arithmetic in
    /// `Core/StripeMath.swift` (Foundation only, no SwiftUI), a top-level file of the package, and `Broken.swift`,
    /// a view that does not compile here.
    func makePackage() throws -> (root: URL, target: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-module-\(UUID().uuidString)")
        let target = root.appendingPathComponent("Sources/Stripes")
        for sub in ["Public", "Core"] {
            try FileManager.default.createDirectory(at: target.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Data("""
            import SwiftUI

            /// Items one under the other, full width, each `StripeMath.height(at:)` tall, `Stripes.gap` apart.
            public struct StripeLayout: Layout {
                public init() {}
                public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let width = proposal.width ?? 100
                    return CGSize(width: width, height: StripeMath.top(of: subviews.count, gap: Stripes.gap) - Stripes.gap)
                }
                public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (i, subview) in subviews.enumerated() {
                        let height = StripeMath.height(at: i)
                        subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + StripeMath.top(of: i, gap: Stripes.gap)),
                                      anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: height))
                    }
                }
            }

            """.utf8).write(to: target.appendingPathComponent("Public/StripeLayout.swift"))
        try Data("""
            import Foundation

            enum StripeMath {
                static func height(at index: Int) -> CGFloat { CGFloat(20 + 10 * index) }
                static func top(of index: Int, gap: CGFloat) -> CGFloat {
                    (0..<index).reduce(0) { $0 + height(at: $1) + gap }
                }
            }

            """.utf8).write(to: target.appendingPathComponent("Core/StripeMath.swift"))
        try Data("import CoreGraphics\n\npublic enum Stripes { public static let gap: CGFloat = 5 }\n".utf8)
            .write(to: target.appendingPathComponent("Stripes.swift"))
        try Data("""
            import SwiftUI

            struct Broken: View {
                var body: some View { Text("x").modifierThatDoesNotExist() }
            }

            """.utf8).write(to: target.appendingPathComponent("Public/Broken.swift"))
        return (root, target)
    }

    func frames(_ run: Run) throws -> (name: String, content: [Double], frames: [[Double]]) {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let items = (json["items"] as? [[String: Any]]) ?? []
        return (json["layout"] as? String ?? "", json["contentSize"] as? [Double] ?? [], items.map { $0["frame"] as? [Double] ?? [] })
    }

    /// Heights 20, 30, 40 with 5-point gaps: tops 0, 25, 60; content 20 + 5 + 30 + 5 + 40 = 100 tall, 300 wide. Each
    /// item is proposed 300 × h and answers as an aspect-fit square photo does (docs/swiftui.md): h × h.
    static let expected: [[Double]] = [[0, 0, 20, 20], [0, 25, 30, 30], [0, 60, 40, 40]]

    @Test func packageTargetFolderLoadsAsOneModule() throws {
        let (root, target) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Run.playground(["dump", "--layout-file", target.path, "--items", "3", "--size", "300x400"] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        let d = try frames(run)
        #expect(d.name == "stripelayout")
        #expect(d.content == [300, 100])
        #expect(d.frames == Self.expected)
        // The view that does not compile here is left out, and said so; the module's helpers are not layouts.
        #expect(run.stderr.contains("Broken.swift left out of the module"), "\(run.stderr)")
    }

    @Test func aFileOfThePackageLoadsWithItsModule() throws {
        let (root, target) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = target.appendingPathComponent("Public/StripeLayout.swift").path
        let run = try Run.playground(["dump", "--layout-file", file, "--items", "3", "--size", "300x400"] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try frames(run).frames == Self.expected)
    }

    /// The trust rule (docs/reliability.md#trust): a folder of the module others can write into refuses the build.
    @Test func aModuleFolderOthersCanWriteIsRefused() throws {
        let (root, target) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let core = target.appendingPathComponent("Core").path
        #expect(chmod(core, 0o777) == 0)
        let run = try Run.playground(["dump", "--layout-file", target.path, "--items", "3"] + Self.timeout)
        #expect(run.status != 0)
        #expect(run.stderr.contains("refusing to compile it"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    /// Outside a package, a file's module is its own folder: a layout beside its Foundation helper loads, and the
    /// helper named in the folder is not loaded as a layout of its own.
    @Test func aPlainFolderIsTheModule() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-flat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (root, target) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["Public/StripeLayout.swift", "Core/StripeMath.swift", "Stripes.swift"] {
            try FileManager.default.copyItem(at: target.appendingPathComponent(name),
                                             to: dir.appendingPathComponent((name as NSString).lastPathComponent))
        }
        let run = try Run.playground(["dump", "--layout-file", dir.path, "--items", "3", "--size", "300x400"] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        let d = try frames(run)
        #expect(d.name == "stripelayout")
        #expect(d.frames == Self.expected)
    }

    /// A package's root folder (Package.swift and Sources/) names its targets: the SwiftUI target's layouts load
    /// as from the target's folder; a package without a layout target is a one-line error.
    @Test func packageRootFolderLoadsItsTargets() throws {
        let (root, _) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Stripes\")\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        #expect(SwiftUIModule.packageTargets(in: root.path)?.map { ($0 as NSString).lastPathComponent } == ["Stripes"])
        let run = try Run.playground(["dump", "--layout-file", root.path, "--items", "3", "--size", "300x400"] + Self.timeout)
        #expect(run.status == 0, "\(run.stderr)")
        let d = try frames(run)
        #expect(d.name == "stripelayout")
        #expect(d.frames == Self.expected)
        // Without layouts: one line naming the package.
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("Sources/Util"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try Data("// swift-tools-version:5.9\n".utf8).write(to: empty.appendingPathComponent("Package.swift"))
        try Data("import Foundation\nenum Util {}\n".utf8).write(to: empty.appendingPathComponent("Sources/Util/Util.swift"))
        let none = try Run.playground(["dump", "--layout-file", empty.path, "--items", "3"] + Self.timeout)
        #expect(none.status != 0)
        #expect(none.stderr.contains("the package has no target with a layout"), "\(none.stderr)")
        #expect(none.stderr.split(separator: "\n").count == 1, "\(none.stderr)")
    }

    /// Hot reload: saving a helper in another subfolder of the package target (Core/StripeMath.swift, beside the
    /// layout's Public/) rebuilds the layout that uses it.
    @Test func savingAHelperInASubfolderRebuildsTheLayout() throws {
        let (root, target) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = target.appendingPathComponent("Public/StripeLayout.swift").path
        #expect(SwiftUIModule.watchedFolders(of: layout).map { ($0 as NSString).lastPathComponent } == ["Stripes", "Core"])
        let loader = LayoutFileLoader()
        defer { loader.cleanUp() }
        let made = LayoutFileWatcher(files: [layout], folders: [], loader: loader, now: { Date().timeIntervalSince1970 })
        let watcher = try #require(made)
        defer { watcher.stop() }
        try AtomicFile.write("""
            import Foundation

            enum StripeMath {
                static func height(at index: Int) -> CGFloat { CGFloat(30 + 10 * index) }
                static func top(of index: Int, gap: CGFloat) -> CGFloat {
                    (0..<index).reduce(0) { $0 + height(at: $1) + gap }
                }
            }

            """, to: target.appendingPathComponent("Core/StripeMath.swift").path)
        #expect(WatcherFolderTests.wait(watcher, for: layout) { if case .building(layout) = $0 { true } else { false } },
                "saving a helper in a subfolder did not rebuild the layout")
    }

    /// Hot reload: a subfolder made in the package target after loading is watched as it appears: a helper saved
    /// in it later rebuilds the layout; so does one written into a folder tree made at once (`Extra/Deep`), which
    /// may land before the folder's watch begins (the new folder's files are then built as found).
    @Test func aSubfolderMadeAfterLoadingIsWatched() throws {
        let (root, target) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = target.appendingPathComponent("Public/StripeLayout.swift").path
        let loader = LayoutFileLoader()
        defer { loader.cleanUp() }
        let made = LayoutFileWatcher(files: [layout], folders: [], loader: loader, now: { Date().timeIntervalSince1970 })
        let watcher = try #require(made)
        defer { watcher.stop() }
        let rebuilds: (LayoutFileWatcher.Outcome) -> Bool = { if case .building(layout) = $0 { true } else { false } }
        try FileManager.default.createDirectory(at: target.appendingPathComponent("Later"), withIntermediateDirectories: true)
        // An empty folder rebuilds nothing; its watch is in place once the watcher has read the event.
        #expect(!WatcherFolderTests.wait(watcher, for: layout, seconds: 1, rebuilds), "an empty folder rebuilt the layout")
        try AtomicFile.write("import Foundation\n\nenum StripeNote { static let text = \"later\" }\n",
                             to: target.appendingPathComponent("Later/StripeNote.swift").path)
        #expect(WatcherFolderTests.wait(watcher, for: layout, rebuilds), "a helper saved in a new subfolder did not rebuild")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("Extra/Deep"), withIntermediateDirectories: true)
        try AtomicFile.write("import Foundation\n\nenum StripeDeep {}\n",
                             to: target.appendingPathComponent("Extra/Deep/StripeDeep.swift").path)
        #expect(WatcherFolderTests.wait(watcher, for: layout, rebuilds), "a helper in a new folder tree did not rebuild")
    }
}
