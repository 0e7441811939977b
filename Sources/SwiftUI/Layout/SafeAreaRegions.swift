import Foundation

/// Kinds of safe-area insets (SwiftUI's `SafeAreaRegions`, iOS 14): the container's (bars, the screen's edges) and
/// the keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The insets of the container: bars, the device's edges.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// Extends the view out of the safe area's `regions` on `edges`.
    ///
    /// Playground: does nothing: the views the playground lays out (items, a layout's subviews, a scroll view's
    /// content) are inside the scroll view, which has no safe-area insets of its own to ignore here; the view keeps
    /// its frame (docs/swiftui.md).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        PlaygroundNotices.record("View.ignoresSafeArea(_:edges:)", .doesNothing,
                                 "the views laid out here have no safe area of their own to ignore")
        return playgroundModified(.other("ignoresSafeArea"))
    }

    /// Extends the view out of the safe area on `edges` (deprecated by `ignoresSafeArea(_:edges:)`).
    ///
    /// Playground: does nothing, as `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}
