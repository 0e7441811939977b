import Foundation

/// A view that switches between child views with a tab bar (SwiftUI's `TabView`). Playground: its tabs are laid out
/// as a group (the first scroll view inside, the first tab's, is the layout, as for any view); no tab bar or page
/// indicator is drawn and the selection never changes here.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public let content: Content
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View { Group { content } }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A specification for the appearance and interaction of a tab view (SwiftUI's `TabViewStyle`). Playground: no style
/// is drawn (see `TabView`).
public protocol TabViewStyle {}

/// The tab view style of the platform (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

/// Tabs as pages swiped across (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index dots are shown (SwiftUI's `PageTabViewStyle.IndexDisplayMode`).
    public struct IndexDisplayMode: Sendable {
        let raw: Int
        public static let automatic = IndexDisplayMode(raw: 0)
        public static let always = IndexDisplayMode(raw: 1)
        public static let never = IndexDisplayMode(raw: 2)
    }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

nonisolated extension View {
    /// The tab bar item of this view in a `TabView` (SwiftUI's `tabItem(_:)`). Playground: accepted, no tab bar is
    /// drawn here.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { playgroundModified(.other("tabItem")) }
    /// The style of tab views inside (SwiftUI's `tabViewStyle(_:)`). Playground: accepted, no style is drawn here.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { playgroundModified(.other("tabViewStyle")) }
}
