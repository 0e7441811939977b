/// The size constraint of a preview (SwiftUI's `PreviewLayout`). Playground: stored, not used.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}
