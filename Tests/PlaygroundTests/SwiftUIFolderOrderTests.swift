import Foundation
@testable import PlaygroundApp
import Testing

/// A SwiftUI folder's layouts are offered with the scrolling screen first (docs/swiftui.md, "A folder as one
/// module"; SwiftUIModule+Order): before, name order put a row's preview (`ARow.swift`) before the screen.
@Suite struct SwiftUIFolderOrderTests {
    @Test func theScrollingScreenComesBeforeARowPreview() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
        try write("ARow.swift", "import SwiftUI\n\nstruct ARow: View {\n    var body: some View { Text(\"row\") }\n}\n\n#Preview { ARow() }\n")
        try write("BFlow.swift", "import SwiftUI\n\nstruct BFlow: Layout {\n    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }\n    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\n")
        try write("Gallery.swift", "import SwiftUI\n\nstruct Gallery: View {\n    var body: some View {\n        ScrollView { LazyVStack { ForEach(0..<20) { _ in ARow() } } }\n    }\n}\n")
        try write("Model.swift", "import Foundation\n\nstruct Model { var name = \"\" }\n")
        let files = try #require(SwiftUIModule.layoutFiles(in: root.path))
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["Gallery.swift", "BFlow.swift", "ARow.swift"])
        #expect(SwiftUIModule.rank(of: "ScrollView { LazyVGrid(columns: c) { ForEach(items) { Cell($0) } } }") == 0)
        #expect(SwiftUIModule.rank(of: "HStack { Image(systemName: \"star\"); Text(title) }") == 2)
    }
}
