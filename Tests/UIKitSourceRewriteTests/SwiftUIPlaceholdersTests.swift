import Testing
@testable import UIKitSourceRewrite

/// What stands in for a SwiftUI file's repository types and members that are not here (SwiftUIPlaceholders): views,
/// view modifiers, modifier methods, colours and fonts; SwiftUI's own names never.
@Suite struct SwiftUIPlaceholdersTests {
    /// A call that starts a builder's statement, or a name ending as views are named, is a view; a model made in a
    /// property's default is not; `.modifier(X())` is a view modifier.
    @Test func viewsAreToldFromModelsByTheirUse() {
        let text = """
                ForEach(items) { item in
                    Tile(item: item)
                }
                let store = PhotoStore()
                    .modifier(Glow(radius: 2))
            """
        #expect(SwiftUIPlaceholders.isView("Tile", in: text, line: 2, column: 9))
        #expect(!SwiftUIPlaceholders.isView("PhotoStore", in: text, line: 4, column: 17))
        #expect(SwiftUIPlaceholders.isView("FeedRowView", in: "let r: FeedRowView", line: 1, column: 8))
        #expect(SwiftUIPlaceholders.isModifier("Glow", in: text, line: 5, column: 19))
        #expect(!SwiftUIPlaceholders.isModifier("Tile", in: text, line: 2, column: 9))
    }

    /// A modifier its repository adds to `View` is learnt; one of SwiftUI's own names (the playground's gap) is not,
    /// nor a member missing on a type that is not a view.
    @Test func onlyRepositoryModifiersOfViewsAreStoodIn() {
        #expect(SwiftUIPlaceholders.missingViewModifier("value of type 'some View' has no member 'cardStyle'", views: []) == "cardStyle")
        #expect(SwiftUIPlaceholders.missingViewModifier("value of type 'Text' has no member 'glow'", views: []) == "glow")
        #expect(SwiftUIPlaceholders.missingViewModifier("value of type 'Row' has no member 'glow'", views: ["Row"]) == "glow")
        #expect(SwiftUIPlaceholders.missingViewModifier("value of type 'some View' has no member 'scrollTransition'", views: []) == nil)
        #expect(SwiftUIPlaceholders.missingViewModifier("value of type 'Photo' has no member 'glow'", views: []) == nil)
        #expect(SwiftUIPlaceholders.missingStyle("type 'Color' has no member 'brandAccent'")! == ("Color", "brandAccent"))
        #expect(SwiftUIPlaceholders.missingStyle("type 'Font?' has no member 'cardTitle'")! == ("Font", "cardTitle"))
        #expect(SwiftUIPlaceholders.missingStyle("type 'Angle' has no member 'brandAccent'") == nil)
        #expect(SwiftUIPlaceholders.isAppleTypeMember("Animation"))
        #expect(!SwiftUIPlaceholders.isAppleTypeMember("Color"))
        #expect(SwiftUIPlaceholders.appleTypes.contains("UnitCurve"))
    }

    /// The declarations: a view drawing its labelled box with each call site's initializer, a modifier that leaves
    /// its content, `View` methods returning the view, grey colours and body fonts, observable models, and the
    /// environment object supplied to the entry's view.
    @Test func theSourceDeclaresEachPlaceholder() {
        var plan = SwiftUIPlaceholders.Plan(uikit: UIKitPlaceholderTypes.Plan(names: ["AppSettings"]))
        plan.views["FeedRowView"] = [.init(name: "init", isStatic: false, shape: .method(labels: ["index", "title", nil], closures: [nil, nil, 1]))]
        plan.modifiers["GlowEffect"] = []
        plan.viewMethods = [.init(name: "cardStyle", isStatic: false, shape: .method(labels: ["cornerRadius"], closures: [nil]))]
        plan.styles["Color"] = [.init(name: "brandAccent", isStatic: true, shape: .property)]
        plan.environmentObjects = ["AppSettings"]
        let source = SwiftUIPlaceholders.source(for: plan)
        #expect(source.contains("public struct FeedRowView: View {"))
        #expect(source.contains("public init(index p0: Any, title p1: Any, _ p2: @escaping (Any) -> Void) {}"))
        #expect(source.contains("_PlaygroundPlaceholderBox(name: \"FeedRowView\")"))
        #expect(source.contains("public struct GlowEffect: ViewModifier {"))
        #expect(source.contains("public func `cardStyle`(cornerRadius p0: Any) -> some View { self }"))
        #expect(source.contains("public static var `brandAccent`: Color { Color.gray }"))
        #expect(source.contains("extension AppSettings: ObservableObject, Observable {}"))
        #expect(!source.contains("class FeedRowView"))
        let entry = "make: { AnyView(\(SwiftUILayoutPlan.factory)()) })"
        #expect(SwiftUIPlaceholders.supplyingEnvironment(entry, plan)
            == "make: { AnyView(\(SwiftUILayoutPlan.factory)().environmentObject(AppSettings())) })")
        let note = SwiftUIPlaceholders.note(for: plan)
        #expect(note.contains("views drawn as labelled boxes: FeedRowView"))
        #expect(note.contains("View.cardStyle(cornerRadius:)"))
        #expect(note.contains("colours drawn grey: Color.brandAccent"))
        #expect(note.contains("environment objects supplied to the view: AppSettings"))
    }
}
