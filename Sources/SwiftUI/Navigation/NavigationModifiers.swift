import Foundation

/// A toolbar's item (SwiftUI's `ToolbarItem`): drawn in the bar its placement names (docs/swiftui.md, "Navigation
/// and tab bars").
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    public let content: Content
    let placement: ToolbarItemPlacement
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
        self.placement = placement
    }
    @MainActor public var body: some View { content.playgroundModified(.toolbarPlacement(placement)) }
}

/// Toolbar items in one placement (SwiftUI's `ToolbarItemGroup`): drawn side by side in the bar it names.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    public let content: Content
    let placement: ToolbarItemPlacement
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.placement = placement
    }
    @MainActor public var body: some View {
        HStack(spacing: 16) { content }.playgroundModified(.toolbarPlacement(placement))
    }
}


extension View {
    /// The screen's title in a navigation stack (SwiftUI's `navigationTitle(_:)`). The navigation stack around draws it (docs/swiftui.md, "Navigation and tab bars").
    nonisolated public func navigationTitle(_ title: String) -> some View { playgroundModified(.navigationTitle(title, nil)) }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { playgroundModified(.navigationTitle(titleKey.playgroundKey, nil)) }
    nonisolated public func navigationTitle(_ title: Text) -> some View { playgroundModified(.navigationTitle(title.content, nil)) }
    /// Where links with values of `data` go (SwiftUI's `navigationDestination(for:destination:)`). Playground:
    /// links do not push here.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                                         @ViewBuilder destination: @escaping (D) -> C) -> some View {
        playgroundModified(.other("navigationDestination"))
    }
    /// The screen's title (SwiftUI's `navigationBarTitle(_:)`, deprecated in iOS 14 for `navigationTitle`, still
    /// in real files). The navigation stack around draws it (docs/swiftui.md, "Navigation and tab bars").
    nonisolated public func navigationBarTitle(_ title: String) -> some View { playgroundModified(.navigationTitle(title, nil)) }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { playgroundModified(.navigationTitle(titleKey.playgroundKey, nil)) }
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { playgroundModified(.navigationTitle(title.content, nil)) }
    /// The screen's title and its display mode (SwiftUI's deprecated `navigationBarTitle(_:displayMode:)`).
    /// The navigation stack around draws it (docs/swiftui.md, "Navigation and tab bars").
    nonisolated public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        playgroundModified(.navigationTitle(title, displayMode))
    }
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        playgroundModified(.navigationTitle(title.content, displayMode))
    }
    /// The navigation bar's items (SwiftUI's deprecated `navigationBarItems(leading:trailing:)`). The navigation stack
    /// around draws them (docs/swiftui.md, "Navigation and tab bars").
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        playgroundModified(.toolbar(AnyView(Group {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        })))
    }
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        playgroundModified(.toolbar(AnyView(ToolbarItem(placement: .navigationBarLeading) { leading })))
    }
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        playgroundModified(.toolbar(AnyView(ToolbarItem(placement: .navigationBarTrailing) { trailing })))
    }
    /// Hides the navigation bar (SwiftUI's `navigationBarHidden(_:)`). The navigation stack around draws it (docs/swiftui.md, "Navigation and tab bars").
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { playgroundModified(.other("navigationBarHidden")) }
    /// The screen's toolbar items (SwiftUI's `toolbar(content:)`). The navigation stack around draws them in its bars (docs/swiftui.md, "Navigation and tab bars").
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        playgroundModified(.toolbar(AnyView(content())))
    }
}
