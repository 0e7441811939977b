import Foundation

/// A toolbar's item (SwiftUI's `ToolbarItem`). Playground: no toolbar is drawn.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    public let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    @MainActor public var body: some View { content }
}

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
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
    /// The screen's toolbar items (SwiftUI's `toolbar(content:)`). Playground: no toolbar is drawn.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        playgroundModified(.other("toolbar"))
    }
}
