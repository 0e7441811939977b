import Foundation

/// Modifiers real SwiftUI files put on the views around a layout, accepted and not applied here (each is named
/// in docs/swiftui.md, "Accepted, not applied"): they change animation, navigation or focus, never where a view
/// of the scroll view's content is.
nonisolated extension View {
    /// A transition played when the view is inserted or removed (SwiftUI's `transition(_:)`): never here.
    public func transition(_ t: AnyTransition) -> some View { playgroundModified(.other("transition")) }
    /// Pairs the view's geometry with another's (SwiftUI's `matchedGeometryEffect`).
    ///
    /// Playground: approximated: every view keeps the frame its own layout gives it (a view with `isSource: false`
    /// is not moved to its source's frame), and nothing is animated from one view's frame to the other's; the frames
    /// shown are the final ones (docs/swiftui.md, "Animations and matched geometry"; decided: SwiftUI interpolates
    /// "in window space" between the views, which a layout of items cannot show, and a frame copied from a view
    /// outside the items would move an item away from its place in the layout).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        PlaygroundNotices.record("View.matchedGeometryEffect(id:in:properties:anchor:isSource:)", .approximated,
                                 "views keep their own frames (not their source's) and nothing is animated between them")
        return playgroundModified(.other("matchedGeometryEffect"))
    }
    /// Hides the navigation bar's back button (SwiftUI's): no bar is drawn here.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        playgroundModified(.other("navigationBarBackButtonHidden"))
    }
    /// Where a scroll view starts (SwiftUI's `defaultScrollAnchor(_:)`): the playground's scroll view starts at
    /// its content's origin.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { playgroundModified(.other("defaultScrollAnchor")) }
    /// Content placed at the view's edge, the view's safe area inset by it (SwiftUI's `safeAreaInset`): a bar
    /// over a scroll view is drawn at the scroll view's edge and the content scrolls under it, inset by its
    /// length (docs/swiftui.md, "Views around the scroll view"); another view is laid out in what is left. Apple:
    /// "The content view is anchored to the specified vertical edge in the parent view … The modified view is
    /// inset by the height of content, from edge. The safe area of the resulting view is also inset by the same
    /// amount." `spacing` nil: no extra distance (decided; Apple says "the default amount of spacing").
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        playgroundModified(.safeAreaInset(AnyView(content()), edge == .top ? .top : .bottom,
                                          Alignment(horizontal: alignment, vertical: .center), spacing ?? 0))
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        playgroundModified(.safeAreaInset(AnyView(content()), edge == .leading ? .leading : .trailing,
                                          Alignment(horizontal: .center, vertical: alignment), spacing ?? 0))
    }
    /// The navigation bar's title display mode (SwiftUI's): the navigation stack around draws its title so
    /// (docs/swiftui.md, "Navigation and tab bars").
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        playgroundModified(.navigationTitleDisplayMode(displayMode))
    }
    /// Whether the scroll views inside let the user scroll (SwiftUI's `scrollDisabled(_:)`, iOS 16): the
    /// playground's scroll view scrolls whatever it says (the window is for trying the layout).
    public func scrollDisabled(_ disabled: Bool) -> some View { playgroundModified(.other("scrollDisabled")) }
    /// Whether the view takes touches (SwiftUI's `allowsHitTesting(_:)`): no touch acts on a view here.
    public func allowsHitTesting(_ enabled: Bool) -> some View { playgroundModified(.other("allowsHitTesting")) }
    /// The view's item in a tab view's tab bar (SwiftUI's `tabItem(_:)`): drawn in the tab view's bar
    /// (docs/swiftui.md, "Navigation and tab bars").
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { playgroundModified(.tabItem(AnyView(label()))) }
    /// The scale of the symbols inside (SwiftUI's `imageScale(_:)`): symbols keep their size (1.2 × the font's).
    public func imageScale(_ scale: Image.Scale) -> some View { playgroundModified(.other("imageScale")) }
}

extension Image {
    /// A symbol's relative size (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}
