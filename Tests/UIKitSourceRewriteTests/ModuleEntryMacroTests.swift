import Testing
@testable import UIKitSourceRewrite

/// SwiftUI's `@Entry` macro (iOS 18) in an `extension EnvironmentValues` is expanded by `playground rewrite` for a
/// package's modules as it is for a SwiftUI layout file (SwiftUIEntryMacro): the property becomes computed over a key
/// of its own, on its own line (danielsaidi/PageView's, TagKit's and DeckKit's environment entries: "unknown attribute
/// 'Entry'" and "extensions must not contain stored properties" before). A file without one is unchanged.
@Suite struct ModuleEntryMacroTests {
    @Test func anEntryInAModuleBecomesAKeyedProperty() {
        let text = "import SwiftUI\n\npublic extension EnvironmentValues {\n    @Entry var pageSpacing: Double = 8\n}\nlet after = 1\n"
        let r = UIKitModuleRewrite.rewrite(files: [(path: "/m/Env.swift", text: text),
                                                   (path: "/m/Plain.swift", text: "import SwiftUI\nstruct P { var x = 1 }\n")])
        let out = r.sources[0].text
        #expect(!out.contains("@Entry"), "\(out)")
        #expect(out.contains("var pageSpacing: Double { get { self[__PlaygroundEntry_pageSpacing.self] }"), "\(out)")
        #expect(out.contains("struct __PlaygroundEntry_pageSpacing: EnvironmentKey { static var defaultValue: Double { 8 } }"), "\(out)")
        // the lines after it keep their numbers (the expansion stays on the declaration's line)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.firstIndex { $0.contains("let after = 1") }.map { $0 - 1 } == 5, "\(out)")   // after the #sourceLocation line
        #expect(r.sources[0].changed)
        #expect(!r.sources[1].changed)
    }
}
