import Foundation

/// A view that gives its content a proxy to scroll with (SwiftUI's `ScrollViewReader`). Playground: its content
/// is laid out (the scroll view inside is the layout); `scrollTo(_:anchor:)` does nothing here.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    @MainActor public var body: some View { content(ScrollViewProxy()) }
}
