import Testing
import UIKitSourceRewrite

/// Xcode's canvas form before `#Preview` (`struct X_Previews: PreviewProvider { static var previews: some View }`)
/// is a preview (swiftui10: 19 of 30 real files carried one and no `#Preview`), and a view that needs arguments the
/// panel cannot give gives way to it (dkk/WrappingHStack's `ExampleView(exampleType:)`).
struct SwiftUIPreviewProviderTests {
    static let tags = """
        import SwiftUI
        public struct Tags<Content: View>: View {
            let content: Content
            public init(@ViewBuilder content: () -> Content) { self.content = content() }
            public var body: some View { VStack { content } }
        }
        struct Tags_Previews: PreviewProvider {
            static var previews: some View {
                ScrollView { Tags { Text("a") } }
            }
        }
        """

    @Test func previewsOfAPreviewProviderIsTheLayout() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/Tags.swift", text: Self.tags)
        #expect(plan.layout == "the preview Tags_Previews.previews")
        #expect(plan.text.contains("Tags_Previews.previews"), "\(plan.text)")
        #expect(plan.name == "tags")
        #expect(plan.notes.contains { $0.description.contains("Tags_Previews.previews is the layout") })
    }

    static let example = """
        import SwiftUI
        struct Example: View {
            enum Kind { case short, long }
            @State var kind: Kind
            @Environment(\\.dismiss) private var dismiss
            var body: some View { ScrollView { Text(kind == .long ? "long" : "short") } }
        }
        struct Example_Previews: PreviewProvider {
            static var previews: some View { Example(kind: .long) }
        }
        """

    @Test func aViewThatNeedsArgumentsGivesWayToThePreview() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/Example.swift", text: Self.example)
        #expect(plan.layout == "the preview Example_Previews.previews")
    }

    /// A view made with `init()` (its stored properties have values, or are the environment's) stays the layout.
    @Test func aViewMadeWithInitStaysTheLayout() throws {
        let text = Self.example.replacing("@State var kind: Kind", with: "@State var kind: Kind = .short")
        let plan = try SwiftUILayoutPlan.make(path: "/m/Example.swift", text: text)
        #expect(plan.layout == "struct Example")
    }

    /// `#Preview` still comes first.
    @Test func aPreviewMacroComesFirst() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/Tags.swift", text: Self.tags + "\n#Preview { ScrollView { Text(\"b\") } }\n")
        #expect(plan.layout == "the #Preview")
    }
}

/// A SwiftUI file named like a built-in layout (spacenation/swiftui-grid's `Grid.swift`) is named with `-swiftui`
/// added: "layout name 'grid' is taken by a built-in layout; give `name` another value" before, which a SwiftUI file
/// cannot do.
struct SwiftUIReservedNameTests {
    @Test func aBuiltInsNameGetsASuffix() throws {
        let plan = try SwiftUILayoutPlan.make(path: "/m/Tags.swift", text: SwiftUIPreviewProviderTests.tags,
                                              reserved: ["grid", "tags"])
        #expect(plan.name == "tags-swiftui")
        #expect(plan.notes.contains { $0.description.contains("tags is a built-in layout's name") })
        let free = try SwiftUILayoutPlan.make(path: "/m/Tags.swift", text: SwiftUIPreviewProviderTests.tags, reserved: ["grid"])
        #expect(free.name == "tags")
    }
}
