import Foundation

/// Playground extension (not in UIKit): the type of SwiftUI's picker styles, by name (`.segmented`, `.menu`, `.wheel`, `.inline`, `.navigationLink`, `.palette`,
/// `.automatic`).
public struct PlaygroundPickerStyle: PickerStyle, Sendable {
    let name: String
}
