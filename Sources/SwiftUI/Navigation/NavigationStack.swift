import Foundation

/// A stack of screens with a root (SwiftUI's `NavigationStack`). Playground: its root is laid out and drawn (the
/// scroll view inside is the layout) under its navigation bar, with the root's `.navigationTitle` and `.toolbar`
/// items (docs/swiftui.md, "Navigation and tab bars"); links do not push here.
nonisolated public struct NavigationStack<Root: View>: View {
    public let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Root) { self.root = root() }
    @MainActor public var body: some View { PlaygroundNavigationBody(content: root) }
}
