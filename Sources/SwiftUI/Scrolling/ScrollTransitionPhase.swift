/// Where a view is in its scroll transition (SwiftUI's `ScrollTransitionPhase`).
///
/// Playground: as in SwiftUI, the transition's closure is called for the discrete phases and an interactive
/// configuration interpolates the resulting effects by how far the view has moved between thresholds
/// (docs/swiftui.md, "Scroll transitions").
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region (above or to the leading side).
    case topLeading
    /// Inside the region.
    case identity
    /// After it (below or to the trailing side).
    case bottomTrailing

    /// Apple: −1 in the top-leading phase, 0 at identity, 1 in the bottom-trailing phase.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }

    public var isIdentity: Bool { self == .identity }
}
