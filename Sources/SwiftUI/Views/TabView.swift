import Foundation

/// A view that switches between child views (SwiftUI's `TabView`).
///
/// Playground: approximated (decided; docs/swiftui.md, "TabView"). With `.tabViewStyle(.page)` (`PageTabViewStyle`) a tab view is
/// a pager, and so a layout: a horizontal scroll view of its children, each the size of the scroll view
/// (`containerRelativeFrame`), paging (`.scrollTargetBehavior(.paging)`), as iOS shows a page-style tab view (Apple,
/// `PageTabViewStyle`: "a paged scrolling TabView"); its children (a `ForEach`'s elements, or the views written
/// one by one) are the playground's items. An `Int` selection is the page index (decided: the playground does not
/// read `.tag(_:)`; real pagers tag each page with its index): the pager starts at it and writes it back as it
/// scrolls. The page indicator dots are not drawn (a notice). Without the page style a tab view shows its selected
/// tab (the first, or the `Int` selection's index) with a tab bar of the tabs' `.tabItem`s; a tap on one selects it
/// (swiftchrome15, Navigation/PlaygroundTabBar.swift).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor public var body: some View {
        PlaygroundTabViewBody(content: content, page: selection.flatMap { $0 as? Binding<Int> })
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// What a tab view is, by the style around it.
nonisolated struct PlaygroundTabViewBody<Content: View>: PlaygroundPrimitiveView {
    let content: Content
    let page: Binding<Int>?
}

/// The tab view style of the views being evaluated (`.tabViewStyle(_:)` around them).
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundTabViewStyles {
    /// Task-local: the style reaches the tab views evaluated inside the modified view, on its thread.
    @TaskLocal static var paged = false
}

@MainActor extension PlaygroundTabViewBody: PlaygroundNodeView {
    func playgroundNode() -> PlaygroundViewNode {
        guard PlaygroundTabViewStyles.paged else {
            return PlaygroundTabBar.tabView(SwiftUI.playgroundNode(of: content).playgroundFlattened, page: page)
        }
        PlaygroundNotices.record("TabView", .approximated, "a page-style tab view's page indicator is not drawn")
        let position: Binding<Subview.ID?> = page.map { page in
            Binding(get: { Subview.ID(index: page.wrappedValue) }, set: { if let id = $0 { page.wrappedValue = id.index } })
        } ?? .constant(nil)
        let pager = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(subviews: content) { page in page.containerRelativeFrame([.horizontal, .vertical]) }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: position)
        return SwiftUI.playgroundNode(of: pager)
    }
}

/// How a tab view looks (SwiftUI's `TabViewStyle`).
public protocol TabViewStyle {}

/// A tab bar (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

/// Pages scrolled horizontally (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page indicator shows (SwiftUI's `PageTabViewStyle.IndexDisplayMode`).
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
    }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// How a page indicator looks (SwiftUI's `IndexViewStyle`). Playground: accepted; the indicator is not drawn.
public protocol IndexViewStyle {}

/// A page indicator (SwiftUI's `PageIndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle {
    /// SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Sendable {
        public static let automatic = BackgroundDisplayMode()
        public static let always = BackgroundDisplayMode()
        public static let interactive = BackgroundDisplayMode()
        public static let never = BackgroundDisplayMode()
    }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle()
    }
}

/// A view evaluated with a tab view style around it.
nonisolated struct PlaygroundTabViewStyled<Content: View>: PlaygroundPrimitiveView {
    let content: Content
    let paged: Bool
}

@MainActor extension PlaygroundTabViewStyled: PlaygroundNodeView {
    func playgroundNode() -> PlaygroundViewNode {
        PlaygroundTabViewStyles.$paged.withValue(paged) {
            .modified(SwiftUI.playgroundNode(of: content), .other("tabViewStyle"))
        }
    }
}

nonisolated extension View {
    /// The style of the tab views inside (`.page`: a pager; see `TabView`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        PlaygroundTabViewStyled(content: self, paged: style is PageTabViewStyle)
    }
    /// The style of page indicators inside. Playground: accepted; the indicator is not drawn.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { playgroundModified(.other("indexViewStyle")) }
}
