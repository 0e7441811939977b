import Testing
import UIKitSourceRewrite

/// A screen whose scroll view is in a generic view of another file of its module (akashkottil/masonry-layout-swiftui:
/// `HomeView` fills `MasonryGrid<T, Content>`, whose body is a `ScrollView`): the screen is the layout, evaluated,
/// the scroll view found inside the other file's view. Refused with "no type conforming to SwiftUI's `Layout`"
/// before.
struct SwiftUICompanionScrollViewTests {
    static let grid = """
        import SwiftUI
        struct PhotoGrid<Content: View>: View {
            let count: Int
            let content: (Int) -> Content
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<count, id: \\.self) { content($0) } } }
            }
        }
        """
    static let screen = """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                VStack { Text("Photos"); PhotoGrid(count: 12) { i in Color.blue.frame(height: 80) } }
            }
        }
        """

    @Test func aScreenUsingAnotherFilesScrollingViewIsTheLayout() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/ContentView.swift", text: Self.screen, companions: [Self.grid])
        #expect(plan.layout == "struct HomeView")
        #expect(plan.text.contains("HomeView()"), "\(plan.text)")
    }

    @Test func withoutThatFileOrWithoutItsNameItIsNoLayout() {
        #expect(throws: UIKitPlanError.self) { try SwiftUILayoutPlan.make(path: "/m/ContentView.swift", text: Self.screen) }
        let other = Self.screen.replacing("PhotoGrid(count: 12) { i in Color.blue.frame(height: 80) }", with: "Color.red")
        #expect(throws: UIKitPlanError.self) {
            try SwiftUILayoutPlan.make(path: "/m/ContentView.swift", text: other, companions: [Self.grid])
        }
        // A longer name that starts like it does not count.
        #expect(throws: UIKitPlanError.self) {
            try SwiftUILayoutPlan.make(path: "/m/ContentView.swift", text: other + "\nlet x = PhotoGridCell.self\n",
                                       companions: [Self.grid])
        }
    }
}
