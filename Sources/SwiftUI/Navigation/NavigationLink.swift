import Foundation

/// A view that pushes a destination when tapped (SwiftUI's `NavigationLink`). Playground: laid out and drawn as
/// its label; it does not push here.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public let label: Label
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == EmptyView { self.label = label() }
    @MainActor public var body: some View { label }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, @ViewBuilder destination: () -> Destination) { label = Text(verbatim: title) }
    public init(_ title: String, destination: Destination) { label = Text(verbatim: title) }
    public init<P: Hashable>(_ title: String, value: P?) where Destination == EmptyView { label = Text(verbatim: title) }
}
