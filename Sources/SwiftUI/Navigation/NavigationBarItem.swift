import Foundation

/// A navigation bar's item (SwiftUI's `NavigationBarItem`): its title display modes.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}
