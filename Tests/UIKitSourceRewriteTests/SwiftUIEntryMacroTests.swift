import Testing
import UIKitSourceRewrite

/// SwiftUI's `@Entry` in `extension EnvironmentValues` is expanded by the rewrite (no macro plugins here): a
/// computed property over a key of its own whose `defaultValue` is the declared value (nil for an optional without
/// one), on the declaration's line (ricocrescenzio95/WaterfallGrids' `@Entry public internal(set) var
/// waterfallNamespace: Namespace.ID?`).
struct SwiftUIEntryMacroTests {
    static let text = """
        import SwiftUI

        extension EnvironmentValues {
          @Entry public internal(set) var gap: CGFloat = 10
          @Entry var tag: String?
          @Entry var count = 3
        }
        extension Other {
          @Entry var left: Int = 1
        }
        """

    @Test func entriesAreExpandedOnTheirLines() throws {
        let out = try SwiftUILayoutPlan.companion(path: "/m/Env.swift", text: Self.text)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Line 1 is the #sourceLocation directive: the file's line n is line n + 1.
        #expect(lines[4].contains("public internal(set) var gap: CGFloat { get { self[__PlaygroundEntry_gap.self] } set { self[__PlaygroundEntry_gap.self] = newValue } }"), "\(out)")
        #expect(lines[4].contains("private struct __PlaygroundEntry_gap: EnvironmentKey { static var defaultValue: CGFloat { 10 } }"), "\(out)")
        #expect(lines[5].contains("static var defaultValue: String? { nil }"), "\(out)")
        #expect(lines[6].contains("var count: __PlaygroundEntry_count.Value {") && lines[6].contains("internal struct __PlaygroundEntry_count: EnvironmentKey { static let defaultValue = 3 }"), "\(out)")
        // Not an EnvironmentValues extension: left as written.
        #expect(lines[9].contains("@Entry var left: Int = 1"), "\(out)")
        #expect(lines.count == Self.text.split(separator: "\n", omittingEmptySubsequences: false).count + 3, "\(out)")
    }
}
