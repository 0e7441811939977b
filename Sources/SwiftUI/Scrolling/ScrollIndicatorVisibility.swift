/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`). Playground: the playground draws its own.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let playgroundName: String
    public static let automatic = ScrollIndicatorVisibility(playgroundName: "automatic")
    public static let visible = ScrollIndicatorVisibility(playgroundName: "visible")
    public static let hidden = ScrollIndicatorVisibility(playgroundName: "hidden")
    public static let never = ScrollIndicatorVisibility(playgroundName: "never")
}
