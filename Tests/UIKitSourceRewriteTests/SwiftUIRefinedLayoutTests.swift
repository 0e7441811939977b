import Testing
import UIKitSourceRewrite

/// A type conforming to a protocol of its module that refines `Layout` is a `Layout` (ryanlintott/FrameUp's
/// `public struct HFlowLayout: LayoutFromFULayout`, whose protocol is `protocol LayoutFromFULayout: Layout` in another
/// file of the package): refused with "no type conforming to SwiftUI's `Layout`" before.
struct SwiftUIRefinedLayoutTests {
    static let protocolFile = """
        import SwiftUI
        public protocol RowsLayout: Layout {
            var gap: CGFloat { get }
        }
        """
    static let layoutFile = """
        import SwiftUI
        public struct Rows: RowsLayout {
            public var gap: CGFloat = 4
            public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        """

    @Test func aLayoutThroughAProtocolOfAnotherFileIsTheLayout() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/Rows.swift", text: Self.layoutFile, companions: [Self.protocolFile])
        #expect(plan.layout == "struct Rows")
        #expect(plan.text.contains("AnyLayout(Rows())"), "\(plan.text)")
    }

    @Test func aProtocolRefiningAnotherRefinementCounts() throws {
        let second = Self.protocolFile + "\nprotocol SpacedRowsLayout: Hashable & RowsLayout {}\n"
        let text = Self.layoutFile.replacing(": RowsLayout {", with: ": SpacedRowsLayout, Hashable {")
        let plan = try SwiftUILayoutPlan.make(path: "/m/Rows.swift", text: text, companions: [second])
        #expect(plan.layout == "struct Rows")
    }

    @Test func aProtocolInTheSameFileCounts() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/Rows.swift", text: Self.protocolFile + "\n" + Self.layoutFile)
        #expect(plan.layout == "struct Rows")
    }

    @Test func withoutTheProtocolItIsNoLayout() {
        #expect(throws: UIKitPlanError.self) {
            _ = try SwiftUILayoutPlan.make(path: "/m/Rows.swift", text: Self.layoutFile)
        }
    }
}
