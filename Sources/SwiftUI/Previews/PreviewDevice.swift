/// A device to preview on, by name (SwiftUI's `PreviewDevice`). Playground: stored, not used.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}
