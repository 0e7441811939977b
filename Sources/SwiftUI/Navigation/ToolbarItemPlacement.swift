import Foundation

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
}
