import Testing
import UIKitSourceRewrite

/// A SwiftUI file's asset symbols (`Image(.user1)`, `Color(.brand)`: SwiftUIAssetSymbols) and the `#Preview` that
/// shows a screen in its navigation stack winning over the screen alone (docs/swiftui.md, "Asset symbols",
/// "Loading SwiftUI files").
@Suite struct SwiftUIAssetSymbolsAndPreviewTests {
    /// An image set gets its `ImageResource` (what `Image(.user1)` names); a colour set its `ColorResource` and
    /// SwiftUI's `Color.brand` and `ShapeStyle` `.brand`; SwiftUI's own `Color.red` is not declared again.
    @Test func resourcesAndSwiftUIColorMembers() {
        let source = SwiftUIAssetSymbols.source(colors: ["Brand", "red"], images: ["user1"], texts: [])
        #expect(source.contains(#"static let user1 = ImageResource(name: "user1", bundle: .main)"#))
        #expect(source.contains(#"static let brand = ColorResource(name: "Brand", bundle: .main)"#))
        #expect(source.contains("extension Color {\n    static var brand: Color { Color(.brand) }\n}"))
        #expect(source.contains("extension ShapeStyle where Self == Color {\n    static var brand: Color { Color(.brand) }\n}"))
        #expect(!source.contains("static var red: Color"))
        #expect(SwiftUIAssetSymbols.source(colors: [], images: [], texts: []).isEmpty)
    }

    static let home = """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<10, id: \\.self) { Text("\\($0)") } } }
                    .navigationTitle("Home")
            }
        }
        """

    /// `#Preview { NavigationStack { HomeView() } }`: the preview (with the stack's bar) is the layout, as Xcode's
    /// canvas shows it; before, `HomeView` alone was made and lost its title. A preview that only makes the view
    /// (`#Preview { HomeView() }`) leaves the view the layout, as before.
    @Test func aPreviewShowingTheViewInANavigationStackWins() throws {
        let wrapped = try SwiftUILayoutPlan.make(path: "/m/HomeView.swift",
                                                 text: Self.home + "\n#Preview {\n    NavigationStack { HomeView() }\n}\n")
        #expect(wrapped.layout == "the #Preview")
        let tabbed = try SwiftUILayoutPlan.make(path: "/m/HomeView.swift",
                                                text: Self.home + "\n#Preview { TabView { HomeView() } }\n")
        #expect(tabbed.layout == "the #Preview")
        let plain = try SwiftUILayoutPlan.make(path: "/m/HomeView.swift", text: Self.home + "\n#Preview { HomeView() }\n")
        #expect(plain.layout == "struct HomeView")
        let other = try SwiftUILayoutPlan.make(path: "/m/HomeView.swift",
                                               text: Self.home + "\n#Preview { NavigationStack { Text(\"x\") } }\n")
        #expect(other.layout == "struct HomeView")
    }
}
