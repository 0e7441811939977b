/// How the lines of a multiline text line up (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
