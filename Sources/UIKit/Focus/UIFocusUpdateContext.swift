import Foundation

/// What a focus update changes (UIFocus.h): the item focus leaves and the one it moves to, and the heading.
///
/// Playground: there is no focus engine here (focus moves with a remote, a keyboard or a game controller on tvOS
/// and iPad; the playground's mouse drives touches), so the playground never makes a context and a view's or view
/// controller's `didUpdateFocus(in:with:)` is never called.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    open weak var previouslyFocusedView: UIView?
    open weak var nextFocusedView: UIView?
    open var focusHeading: UIFocusHeading = []
}

/// The directions focus moves in (UIFocusHeading, an option set).
public struct UIFocusHeading: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}
