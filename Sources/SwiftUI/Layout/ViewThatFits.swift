import Foundation

/// The first of its views that fits (SwiftUI's `ViewThatFits`): each child's ideal size (proposed `.unspecified`)
/// is compared with the proposal along `axes`, in order; the first that fits is shown at the size it takes for
/// the proposal, the last if none fits (Apple, "ViewThatFits"). The others are not shown.
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    @MainActor public var body: some View { PlaygroundFirstFittingLayout(axes: axes) { content } }
}
