import Foundation
@testable import PlaygroundApp
import Testing

/// An Xcode SwiftUI app's folder is one module (docs/swiftui.md, "A folder as one module"): a demo in `Demo/`
/// sees the app's `Utils/` types, as Xcode compiles every group of the target; the `@main … : App` file is left
/// out (its window is not a layout); a folder with no app entry point above is its own module, as before.
@Suite struct SwiftUIAppTargetTests {
    func write(_ text: String, _ path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: path)
    }

    @Test func anAppFolderIsOneModuleWithoutItsEntryPoint() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Cards/Cards")
        try write("import SwiftUI\n\n@main\nstruct CardsApp: App {\n    var body: some Scene { WindowGroup { ContentView() } }\n}\n",
                  app.appendingPathComponent("CardsApp.swift"))
        try write("import SwiftUI\n\nstruct ContentView: View { var body: some View { Text(\"x\") } }\n",
                  app.appendingPathComponent("ContentView.swift"))
        try write("import SwiftUI\n\nstruct Pager: View { var body: some View { ScrollView { CellView() } } }\n",
                  app.appendingPathComponent("Demo/Pager.swift"))
        try write("import SwiftUI\n\nstruct CellView: View { var body: some View { Color.red } }\n",
                  app.appendingPathComponent("Utils/CellView.swift"))
        let pager = app.appendingPathComponent("Demo/Pager.swift").path
        #expect(SwiftUIModule.root(of: pager) == app.path)
        let names = SwiftUIModule.companions(of: pager).map { ($0 as NSString).lastPathComponent }.sorted()
        #expect(names == ["CellView.swift", "ContentView.swift"])
        #expect(SwiftUIModule.isAppEntryPoint("@main\nstruct CardsApp: App {"))
        #expect(!SwiftUIModule.isAppEntryPoint("@main\nstruct Tool {\n static func main() {} }"))

        // Without the entry point, the demo's folder is its own module again.
        try FileManager.default.removeItem(at: app.appendingPathComponent("CardsApp.swift"))
        #expect(SwiftUIModule.root(of: pager) == app.appendingPathComponent("Demo").path)
        #expect(SwiftUIModule.companions(of: pager).isEmpty)
    }
}
