/// Where content margins apply (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let playgroundName: String
    public static let automatic = ContentMarginPlacement(playgroundName: "automatic")
    public static let scrollContent = ContentMarginPlacement(playgroundName: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(playgroundName: "scrollIndicators")
}
