import Testing
import UIKitSourceRewrite

/// A `Layout` conformance added in an extension (tevelee/SwiftUI-Flow's `extension HFlowLayout: Layout`) makes the
/// file a layout file, as one in the type's declaration does; a generic type's conditional conformance (`extension
/// HFlow: Layout where Content == EmptyView`) does not (a generic type is not made by the playground).
struct SwiftUIExtensionConformanceTests {
    @Test func aConformanceInAnExtensionDeclaresALayout() {
        let split = """
            import SwiftUI

            public struct Rows: Sendable {
                let gap: CGFloat
                public init(gap: CGFloat = 8) { self.gap = gap }
            }

            extension Rows: Layout {
                public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        #expect(SwiftUILayoutPlan.declaresLayout(split))
        let conditional = """
            import SwiftUI

            public struct Stack<Content: View> { let content: Content }

            extension Stack: Layout where Content == EmptyView {
                public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        #expect(!SwiftUILayoutPlan.declaresLayout(conditional))
        #expect(!SwiftUILayoutPlan.declaresLayout("import SwiftUI\n\nstruct Plain {}\n\nextension Plain: Equatable {}\n"))
    }
}
