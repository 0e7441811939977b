import Foundation

/// The older navigation container (SwiftUI's `NavigationView`): as `NavigationStack`.
nonisolated public struct NavigationView<Content: View>: View {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View { PlaygroundNavigationBody(content: content) }
}
