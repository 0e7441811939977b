import Testing
import UIKitSourceRewrite

/// A `Layout` whose only initializer takes an `Alignment` (or a `UnitPoint`) gets it from the panel as a choice of
/// Apple's static values, first `center` (fatbobman/BlogCodes' `_MyZStackLayout`, a private struct with
/// `let alignment: Alignment` and its memberwise initializer, refused with "no init()" before).
struct SwiftUIAlignmentArgumentTests {
    static let layout = """
        import SwiftUI

        private struct _Stacked: Layout {
            let alignment: Alignment
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        """

    @Test func anAlignmentMemberIsAPanelChoice() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/_Stacked.swift", text: Self.layout)
        #expect(plan.text.contains("AnyLayout(_Stacked(alignment: { switch values["), "\(plan.text)")
        #expect(plan.text.contains("case \"topLeading\": return Alignment.topLeading"), "\(plan.text)")
        #expect(plan.text.contains("default: return Alignment.center"), "\(plan.text)")
        #expect(plan.entry.contains("swiftUILayoutPlugin(name: \"_stacked\", parameters: [.choice(\"alignment\", default: \"center\", "
            + "words: [\"center\", \"leading\", \"trailing\", \"top\", \"bottom\", \"topLeading\""), "\(plan.entry)")
    }

    @Test func aUnitPointInitializerArgumentIsAPanelChoice() throws {
        let text = Self.layout.replacing("let alignment: Alignment", with: "let anchor: UnitPoint\n    init(anchor: UnitPoint) { self.anchor = anchor }")
        let plan = try SwiftUILayoutPlan.make(path: "/m/_Stacked.swift", text: text)
        #expect(plan.text.contains("_Stacked(anchor: { switch values["), "\(plan.text)")
        #expect(plan.text.contains("case \"bottomTrailing\": return UnitPoint.bottomTrailing"), "\(plan.text)")
    }
}
