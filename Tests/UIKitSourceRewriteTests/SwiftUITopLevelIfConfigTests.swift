import Testing
@testable import UIKitSourceRewrite

/// A SwiftUI file wrapped in a top-level `#if` that iOS decides (SwiftUITopLevelIfConfig): its view is found, as
/// iOS's compiler sees it; the macOS clause is left out; lines and columns are kept.
@Suite struct SwiftUITopLevelIfConfigTests {
    static let file = """
        #if !os(macOS)
        import SwiftUI

        struct Strip: View {
            var body: some View {
                ScrollView(.horizontal) { HStack { Text("a") } }
            }
        }
        #else
        struct Strip {}
        #endif
        """

    @Test func aViewInsideATopLevelIfIsFound() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/tmp/Strip.swift", text: Self.file)
        #expect(plan.layout == "struct Strip")
        #expect(!plan.text.contains("struct Strip {}"))
        #expect(!plan.text.contains("#endif"))
    }

    @Test func linesAndColumnsAreKept() {
        let resolved = SwiftUITopLevelIfConfig.resolved(Self.file)
        #expect(resolved.split(separator: "\n", omittingEmptySubsequences: false).count
            == Self.file.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(resolved.contains("        ScrollView(.horizontal)"))
        // An undecidable condition is left to the compiler.
        let custom = "#if canImport(Foo)\nimport Foo\n#endif\n"
        #expect(SwiftUITopLevelIfConfig.resolved(custom) == custom)
    }
}
