import Foundation

/// A drag (UIPanGestureRecognizer.h): translation and velocity in a view's coordinates, points and points per
/// second.
///
/// Playground: approximated: a collection view's own `panGestureRecognizer` is fed by the playground's drag of the
/// content (docs/uikit.md, "What the scroll view's delegate hears"; velocity along the scroll axis only); a pan
/// recognizer the app adds to a cell's views or to the collection view is fed by the playground's drag on an item
/// (UICollectionView+ItemDrags.swift: offered the drag as it begins, 10 points from the press); one on another view
/// is not fed: its translation and velocity stay zero.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero
    private var velocity = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint {
        _ = location(in: view)
        return translation
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }

    open func velocity(in view: UIView?) -> CGPoint {
        _ = location(in: view)
        return velocity
    }

    /// The bridge's input: a drag's state, location, translation (points) and velocity (points per second).
    package func playgroundFeed(state: State, location: CGPoint, translation: CGPoint, velocity: CGPoint) {
        self.translation = translation
        self.velocity = velocity
        playgroundFeed(state: state, location: location)  // last: it calls the targets' actions
    }
}

/// A tap (UITapGestureRecognizer.h). A click on an item of a hosted controller's collection view reaches the single-tap
/// recognizers on the views under it (UICollectionView+Touches.swift).
///
/// Playground: approximated: only single taps with one touch, on items of a hosted collection view, are fed.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press (UILongPressGestureRecognizer.h): 0.5 s and 10 points of movement by default, as UIKit's header
/// documents.
///
/// Playground: fed by the held click on an item of a hosted collection view (UICollectionView+LongPress.swift):
/// it begins when the playground's long press does (its tunable `longPress`, 0.5 s by default, and its slop), changes
/// as the held pointer moves, ends on release; its own `minimumPressDuration` and `allowableMovement` are stored.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// A pinch (UIPinchGestureRecognizer.h): scale 1 and velocity 0 until fed. Playground: not fed yet.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// A swipe (UISwipeGestureRecognizer.h): `direction` is `.right` by default and one touch is required, as UIKit's
/// header documents. Playground: approximated: one on a cell's views or on the collection view recognizes when the
/// playground's drag on an item leaves in its direction (the drag's main direction 10 points from the press, no
/// speed test; UICollectionView+ItemDrags.swift); one on another view is not fed.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take (UISwipeGestureRecognizerDirection: an option set, right = 1 << 0).
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
