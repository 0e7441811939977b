import Testing
import UIKitSourceRewrite

/// A view whose body is a page-style `TabView` is a layout (a pager: docs/swiftui.md, "TabView"); a tab bar's is not.
struct SwiftUIPagerPlanTests {
    @Test func aPageStyleTabViewIsALayout() throws {
        let pager = """
            import SwiftUI
            struct Pages: View {
                var body: some View {
                    TabView { ForEach(0..<3) { _ in Color.red } }.tabViewStyle(.page(indexDisplayMode: .never))
                }
            }
            """
        #expect(SwiftUILayoutPlan.declaresLayout(pager))
        #expect(SwiftUILayoutPlan.declaresLayout(pager.replacingOccurrences(of: ".page(indexDisplayMode: .never)", with: "PageTabViewStyle()")))
        #expect(!SwiftUILayoutPlan.declaresLayout(pager.replacingOccurrences(of: ".tabViewStyle(.page(indexDisplayMode: .never))", with: "")))
    }
}
