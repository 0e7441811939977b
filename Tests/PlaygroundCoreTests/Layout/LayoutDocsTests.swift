import Foundation
import Testing
@testable import PlaygroundCore

/// docs/layouts.md lists every layout's parameters exactly as the registry describes them.
@Suite struct LayoutDocsTests {
    @Test func docsListEveryParameter() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/layouts.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(LayoutRegistry.names == ["grid", "waterfall", "rotating", "cards", "coverflow"])
        for d in LayoutRegistry.all {
            #expect(text.contains("`\(d.name)`"), "docs/layouts.md misses \(d.name)")
            for spec in d.parameters { #expect(text.contains("- \(spec.helpLine)"), "docs/layouts.md misses \(spec.helpLine)") }
        }
    }
}
