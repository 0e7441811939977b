/// The platform a preview runs on (SwiftUI's `PreviewPlatform`). Playground: stored, not used.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
