import Testing
import UIKitSourceRewrite

/// A file whose only scrolling view is generic (a library's carousel or masonry grid, no preview): made filled with
/// the items' photos. Refused with "no type conforming to SwiftUI's `Layout`" before.
struct SwiftUIGenericViewTests {
    @Test func aViewBuilderContainerIsFilledWithItems() throws {
        let text = """
            import SwiftUI
            struct Carousel<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    GeometryReader { proxy in
                        ScrollView(.horizontal) { LazyHStack { content }.scrollTargetLayout() }
                            .scrollTargetBehavior(.viewAligned)
                    }
                }
            }
            """
        let plan = try SwiftUILayoutPlan.make(path: "/m/Carousel.swift", text: text)
        #expect(plan.layout == "struct Carousel")
        #expect(plan.text.contains("Carousel(content: { ForEach(0..<12, id: \\.self) { _ in Image(\"photo\")"), "\(plan.text)")
    }

    @Test func dataAndItsContentClosureAreFilled() throws {
        let text = """
            import SwiftUI
            struct SnapCarousel<T: Identifiable, Content: View>: View {
                var items: [T]
                var spacing: CGFloat = 16
                let content: (T) -> Content
                @State private var index = 0
                var body: some View {
                    ScrollView(.horizontal) { LazyHStack(spacing: spacing) { ForEach(items) { content($0) } } }
                }
            }
            """
        let plan = try SwiftUILayoutPlan.make(path: "/m/SnapCarousel.swift", text: text)
        #expect(plan.text.contains("SnapCarousel(items: (0..<12).map { _PlaygroundGenericItem(id: $0) }, content: { _ in Image("), "\(plan.text)")
        #expect(plan.text.contains("struct _PlaygroundGenericItem: Identifiable, Hashable"))
    }

    /// An element type with a protocol of the file's is not filled: no layout, and the message says why (swiftui14:
    /// a column count is a panel parameter now, and a body without a scroll view is put in one:
    /// `SwiftUIGenericEntryPointTests`).
    @Test func otherGenericViewsAreNotMade() {
        let model = """
            import SwiftUI
            struct Grid<Content: View, M: Model>: View {
                @ViewBuilder var content: Content
                var body: some View { ScrollView { content } }
            }
            """
        #expect { try SwiftUILayoutPlan.make(path: "/m/Grid.swift", text: model) } throws: { error in
            "\(error)".contains("tried: Grid<…> (its type parameter M: Model is not filled here)")
        }
    }
}
