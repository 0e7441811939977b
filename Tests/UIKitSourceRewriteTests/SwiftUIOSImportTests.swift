import Testing
import UIKitSourceRewrite

/// A SwiftUI file's `import os` / `import os.log` / `import OSLog` names the PlaygroundOS module, as a UIKit file's
/// does (`UIKitModuleRewriteTests.theOSModuleIsPlaygroundOS`): in the layout's file and in its module's other files.
struct SwiftUIOSImportTests {
    static let layout = """
        import SwiftUI
        import os
        #if DEBUG
        import OSLog
        #endif
        import func os.os_log

        struct Row: Layout {
            let log = Logger(subsystem: "rows", category: "layout")
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        """

    @Test func theLayoutsFileImportsPlaygroundOS() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/Row.swift", text: Self.layout)
        let lines = plan.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("import PlaygroundOS"), "\(plan.text)")
        #expect(lines.filter { $0 == "import PlaygroundOS" }.count == 2, "\(plan.text)")
        #expect(lines.contains("import func PlaygroundOS.os_log"), "\(plan.text)")
        #expect(!lines.contains("import os") && !lines.contains("import OSLog"))
        #expect(lines.contains("import SwiftUI"))
        #expect(plan.notes.contains { $0.line == 2 && $0.what == "import os: Apple's os and OSLog are PlaygroundOS here" },
                "\(plan.notes)")
    }

    @Test func aCompanionFileImportsPlaygroundOS() throws {
        let text = try SwiftUILayoutPlan.companion(path: "/m/Model.swift", text: "import Foundation\nimport os.log\nlet x = 1\n")
        #expect(text.contains("\nimport PlaygroundOS\n"), "\(text)")
        #expect(!text.contains("import os"))
    }

    /// `import Combine` imports SwiftUI, which holds Combine's subset here (docs/swiftui.md, "Combine").
    @Test func combineIsImportedThroughSwiftUI() throws {
        let text = "import SwiftUI\nimport Combine\n\nstruct Row: Layout {\n" +
            "    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }\n" +
            "    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}\n"
        let plan = try SwiftUILayoutPlan.make(path: "/m/Row.swift", text: text)
        let lines = plan.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!lines.contains("import Combine"), "\(plan.text)")
        #expect(lines.filter { $0 == "import SwiftUI" }.count == 2, "\(plan.text)")
        #expect(plan.notes.contains { $0.line == 2 && $0.what == "import Combine: Combine's subset is in SwiftUI here" },
                "\(plan.notes)")
        let companion = try SwiftUILayoutPlan.companion(path: "/m/Model.swift", text: "import Foundation\nimport Combine\nlet x = 1\n")
        #expect(companion.contains("\nimport SwiftUI\n") && !companion.contains("import Combine"), "\(companion)")
    }
}
