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
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}
