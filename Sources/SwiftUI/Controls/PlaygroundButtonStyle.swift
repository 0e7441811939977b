import Foundation

/// Playground extension (not in UIKit): the type of SwiftUI's button styles, by name (`.automatic`, `.bordered`, `.borderedProminent`, `.borderless`, `.plain`).
public struct PlaygroundButtonStyle: PrimitiveButtonStyle, Sendable {
    let name: String
}
