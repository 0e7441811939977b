import Foundation

/// A swipe (UISwipeGestureRecognizer.h): `direction` `.right` and one touch by default, as the header documents
/// ("default is UISwipeGestureRecognizerDirectionRight", "default is 1").
///
/// Playground: not fed yet (UIGestureRecognizer): the playground's drags do not reach swipe recognizers.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UISwipeGestureRecognizer.h's directions (bits as there).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}
