import Testing
import UIKitSourceRewrite

/// swiftui14: generic views as entry points when a file has nothing else to lay out — a collection-typed data
/// parameter, an explicit initializer, a configuration struct, a binding, numbers from the panel, a body that does not
/// scroll — and the message of a file with none, naming what was tried.
struct SwiftUIGenericEntryPointTests {
    /// `Item: RandomAccessCollection` over `items: Item`, `content: (Item.Element) -> Content`, and a width without a
    /// default (a cover-flow carousel): the width is a panel parameter.
    @Test func aCollectionParameterAndANumberAreFilled() throws {
        let text = """
            import SwiftUI
            struct Flow<Content: View, Item: RandomAccessCollection>: View where Item.Element: Identifiable {
                var itemWidth: CGFloat
                var spacing: CGFloat = 0
                var items: Item
                var content: (Item.Element) -> Content
                var body: some View {
                    ScrollView(.horizontal) { LazyHStack { ForEach(items) { content($0).frame(width: itemWidth) } } }
                }
            }
            """
        let plan = try SwiftUILayoutPlan.make(path: "/m/Flow.swift", text: text)
        #expect(plan.text.contains("Flow(itemWidth: CGFloat"), "\(plan.text)")
        #expect(plan.text.contains("items: (0..<12).map { _PlaygroundGenericItem(id: $0) }, content: { _ in Image("))
        #expect(plan.text.contains("func _layoutPlaygroundSwiftUIFactory(_ values: [String: String])"))
        #expect(plan.entry.contains("parameters: [") && plan.entry.contains("itemWidth"), "\(plan.entry)")
        #expect(plan.notes.contains { $0.what.contains("Flow is generic") })
    }

    /// An explicit initializer with defaults and a `@ViewBuilder` closure, over a body without a scroll view (a
    /// generic flow view measured with a geometry reader): called with what it needs, inside a vertical ScrollView.
    @Test func anExplicitInitializerIsCalledAndANonScrollingBodyIsPutInAScrollView() throws {
        let text = """
            import SwiftUI
            public struct Tags<Content: View, Item: Hashable>: View {
                public let items: [Item]
                public let spacing: CGFloat
                public let content: (Item) -> Content
                public init(items: [Item], spacing: CGFloat = 8, @ViewBuilder content: @escaping (Item) -> Content) {
                    self.items = items; self.spacing = spacing; self.content = content
                }
                public var body: some View {
                    GeometryReader { _ in ZStack { ForEach(items, id: \\.self) { content($0) } } }
                }
            }
            """
        let plan = try SwiftUILayoutPlan.make(path: "/m/Tags.swift", text: text)
        #expect(plan.text.contains("ScrollView { Tags(items: (0..<12).map { _PlaygroundGenericItem(id: $0) }, content: { _ in Image("),
                "\(plan.text)")
        #expect(plan.notes.contains { $0.what.contains("does not scroll: in a vertical ScrollView") })
        // In a folder such a file is a helper of the module's screens, not one of its layouts.
        #expect(!SwiftUILayoutPlan.declaresLayout(text))
        #expect(SwiftUILayoutPlan.declaresLayout(text.replacing("GeometryReader { _ in ZStack", with: "ScrollView { ZStack")))
    }

    /// A configuration struct whose properties all have defaults, a binding to an optional id, a binding to an index.
    @Test func aConfigurationAndBindingsAreFilled() throws {
        let text = """
            import SwiftUI
            struct Cover<Content: View, Data: RandomAccessCollection>: View where Data.Element: Identifiable {
                var config: Config
                @Binding var selection: Data.Element.ID?
                @Binding var page: Int
                var data: Data
                @ViewBuilder var content: (Data.Element) -> Content
                var body: some View { ScrollView(.horizontal) { HStack { ForEach(data) { content($0) } } } }
            }
            struct Config { var spacing: CGFloat = 10; var cardWidth: CGFloat = 200 }
            """
        let plan = try SwiftUILayoutPlan.make(path: "/m/Cover.swift", text: text)
        #expect(plan.text.contains("Cover(config: Config(), selection: .constant(nil), page: .constant(0), data: (0..<12)"),
                "\(plan.text)")
    }

    /// A file of helpers only (a builder function and an extension) and a file whose views do not scroll: the
    /// message says what was tried and why nothing was chosen.
    @Test func theMessageNamesWhatWasTried() {
        let helpers = """
            import SwiftUI
            extension View { func card() -> some View { padding().background(Color.white) } }
            @ViewBuilder func badge(_ s: String) -> some View { Text(s) }
            """
        #expect { try SwiftUILayoutPlan.make(path: "/m/Helpers.swift", text: helpers) } throws: { error in
            "\(error)".contains("it declares no View or Layout type (only helpers")
        }
        let rows = """
            import SwiftUI
            struct Row: View { var body: some View { HStack { Text("a"); Spacer() } } }
            struct Stack<L: Layout>: View { var layout: L; var body: some View { layout { Text("b") } } }
            """
        #expect { try SwiftUILayoutPlan.make(path: "/m/Rows.swift", text: rows) } throws: { error in
            "\(error)".contains("tried: Row (its body has no ScrollView), Stack<…> (its type parameter L: Layout is not filled here)")
        }
    }
}
