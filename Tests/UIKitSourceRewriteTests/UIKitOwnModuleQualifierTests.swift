import Testing
@testable import UIKitSourceRewrite

/// An example app names its library's type with the module (`Guide.Trigger`); with the library's sources in the
/// target and the import removed, `Guide.` is blanked, the same width. A module that is also one of the group's
/// types (`BouncyLayout.Style`, a member of the class) keeps its qualifier.
@Suite struct UIKitOwnModuleQualifierTests {
    @Test func aModuleQualifierOfTheGroupsOwnTypeIsBlanked() throws {
        let p = try UIKitLayoutPlan.make(files: [
            (path: "/x/Provider.swift", text: """
                import UIKit
                import Guide
                class Provider {
                    func load(trigger: Guide.Trigger) -> Bool { trigger == Guide.Trigger.appear }
                    let style = Bouncy.Style.soft
                }
                func makeLayout() -> UICollectionViewLayout { Bouncy() }
                """),
            (path: "/x/Lib.swift", text: """
                import UIKit
                public enum Trigger { case appear, hitEnd }
                class Bouncy: UICollectionViewFlowLayout { enum Style { case soft } }
                """),
        ], name: "Provider", ownModules: ["Guide", "Bouncy"])
        let text = p.sources[0].text
        #expect(text.contains("    func load(trigger:       Trigger) -> Bool { trigger ==       Trigger.appear }"), "\(text)")
        #expect(text.contains("let style = Bouncy.Style.soft"), "\(text)")
        #expect(p.notes.contains { $0.what == "Guide.Trigger → Trigger (the module's sources are in this target)" })
    }
}
