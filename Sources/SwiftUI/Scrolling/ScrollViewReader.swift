import Foundation

/// A view that gives its content a proxy to scroll with (SwiftUI's `ScrollViewReader`). Playground: its content
/// is laid out (the scroll view inside is the layout); the proxy's `scrollTo(_:anchor:)` scrolls it
/// (`ScrollViewProxy`).
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    @MainActor public var body: some View { content(ScrollViewProxy()) }
}
