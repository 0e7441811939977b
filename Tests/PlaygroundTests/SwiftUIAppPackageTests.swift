import Foundation
import Testing

/// A SwiftUI app that imports its repository's own package (ricocrescenzio95/WaterfallGrids' test app:
/// `import WaterfallGrids`, the package's `Sources/WaterfallGrids` two folders up): the package is compiled first as
/// a module of its own, as a UIKit app's libraries are (`UIKitLibraries`, docs/swiftui.md "An app and its package"),
/// and the app sees its public API. The package's `@Entry` environment value is expanded as SwiftUI's macro would.
@Suite(.serialized) struct SwiftUIAppPackageTests {
    func write(_ text: String, _ path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: path)
    }

    /// The app's `Column(gap: EnvironmentValues().rowGap)` stacks three 50 × 40 views 10 apart (the package's
    /// `@Entry` default): 50 × 140, centred in the 320-point scroll view (x = (320 − 50) / 2 = 135), y 0, 50, 100.
    @Test func anAppLoadsWithItsOwnPackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Rows", targets: [.target(name: "Rows")])
            """, root.appendingPathComponent("Package.swift"))
        try write("""
            import SwiftUI

            extension EnvironmentValues {
              /// The gap between rows.
              @Entry public internal(set) var rowGap: CGFloat = 10
              @Entry var rowTag: String?
            }
            """, root.appendingPathComponent("Sources/Rows/RowsEnvironment.swift"))
        try write("""
            import SwiftUI

            public struct Column: Layout {
                let gap: CGFloat
                public init(gap: CGFloat) { self.gap = gap }
                public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    return CGSize(width: sizes.map(\\.width).max() ?? 0,
                                  height: sizes.map(\\.height).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1)))
                }
                public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for s in subviews {
                        let size = s.sizeThatFits(.unspecified)
                        s.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
                        y += size.height + gap
                    }
                }
            }
            """, root.appendingPathComponent("Sources/Rows/Column.swift"))
        let app = root.appendingPathComponent("TestApp/TestApp")
        try write("import SwiftUI\n\n@main\nstruct TestApp: App {\n    var body: some Scene { WindowGroup { Pile() } }\n}\n",
                  app.appendingPathComponent("TestApp.swift"))
        try write("""
            import SwiftUI
            import Rows

            struct Pile: View {
                var body: some View {
                    ScrollView {
                        Column(gap: EnvironmentValues().rowGap) {
                            ForEach(0..<3, id: \\.self) { _ in Color.red.frame(width: 50, height: 40) }
                        }
                    }
                }
            }
            """, app.appendingPathComponent("Pile.swift"))
        let run = try Run.playground(["dump", "--layout-file", app.appendingPathComponent("Pile.swift").path,
                                      "--items", "3", "--size", "320x480", "--layout-check-timeout", "120"], timeout: 400)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let frames = ((json["items"] as? [[String: Any]]) ?? []).map { $0["frame"] as? [Double] ?? [] }
        #expect(frames == [[135, 0, 50, 40], [135, 50, 50, 40], [135, 100, 50, 40]], "\(run.stderr)")
    }

    /// A package that does not compile ends the load with its own first error, named as the package's.
    @Test func aPackageThatDoesNotCompileIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import SwiftUI\n\npublic let broken: Int = \"x\"\n", root.appendingPathComponent("Sources/Rows/Broken.swift"))
        let file = root.appendingPathComponent("App/Pile.swift")
        try write("import SwiftUI\nimport Rows\n\nstruct Pile: View { var body: some View { ScrollView { LazyVStack { ForEach(0..<3, id: \\.self) { _ in Color.red } } } } }\n", file)
        let run = try Run.playground(["dump", "--layout-file", file.path, "--items", "3"], timeout: 400)
        #expect(run.status != 0)
        #expect(run.stderr.contains("its library Rows (1 files, compiled as a module of its own) does not compile: Broken.swift:3"),
                "\(run.stderr)")
    }
}
