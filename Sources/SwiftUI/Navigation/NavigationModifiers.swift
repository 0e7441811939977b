import Foundation

/// A toolbar's item (SwiftUI's `ToolbarItem`). Playground: no toolbar is drawn.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    public let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    @MainActor public var body: some View { content }
}


extension View {
    /// The screen's title in a navigation stack (SwiftUI's `navigationTitle(_:)`). Playground: no bar is drawn.
    nonisolated public func navigationTitle(_ title: String) -> some View { playgroundModified(.other("navigationTitle")) }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { playgroundModified(.other("navigationTitle")) }
    nonisolated public func navigationTitle(_ title: Text) -> some View { playgroundModified(.other("navigationTitle")) }
    /// Where links with values of `data` go (SwiftUI's `navigationDestination(for:destination:)`). Playground:
    /// links do not push here.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                                         @ViewBuilder destination: @escaping (D) -> C) -> some View {
        playgroundModified(.other("navigationDestination"))
    }
    /// The screen's title (SwiftUI's `navigationBarTitle(_:)`, deprecated in iOS 14 for `navigationTitle`, still
    /// in real files). Playground: no bar is drawn.
    nonisolated public func navigationBarTitle(_ title: String) -> some View { playgroundModified(.other("navigationTitle")) }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { playgroundModified(.other("navigationTitle")) }
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { playgroundModified(.other("navigationTitle")) }
    /// The screen's title and its display mode (SwiftUI's deprecated `navigationBarTitle(_:displayMode:)`).
    /// Playground: no bar is drawn.
    nonisolated public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        playgroundModified(.other("navigationTitle"))
    }
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        playgroundModified(.other("navigationTitle"))
    }
    /// The navigation bar's items (SwiftUI's deprecated `navigationBarItems(leading:trailing:)`). Playground: no
    /// bar is drawn.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        playgroundModified(.other("navigationBarItems"))
    }
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { playgroundModified(.other("navigationBarItems")) }
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View { playgroundModified(.other("navigationBarItems")) }
    /// Hides the navigation bar (SwiftUI's `navigationBarHidden(_:)`). Playground: no bar is drawn.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { playgroundModified(.other("navigationBarHidden")) }
    /// The screen's toolbar items (SwiftUI's `toolbar(content:)`). Playground: no toolbar is drawn.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        playgroundModified(.other("toolbar"))
    }
}
