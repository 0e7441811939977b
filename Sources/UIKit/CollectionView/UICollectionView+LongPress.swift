import Foundation

/// The playground's held click as a long press (docs/uikit.md, "Long press"): when the pointer has been held on an
/// item for the playground's long-press time (0.5 s, `UILongPressGestureRecognizer.minimumPressDuration`'s default,
/// UILongPressGestureRecognizer.h) without moving more than its slop, the enabled `UILongPressGestureRecognizer`s
/// on the views under it — from the hit view up to the collection view — begin; moving the held pointer changes
/// them; releasing ends them. A long press is continuous: its action is sent at `.began`, each `.changed` and
/// `.ended` (Apple, UILongPressGestureRecognizer: "Long-press gestures are continuous").
///
/// Such a recognizer drives the reorder as the app's code says (the iOS idiom: its action calls
/// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)`,
/// `endInteractiveMovement()`). Without one, the playground's own reorder is the standard gesture a
/// `UICollectionViewController` installs (`installsStandardGestureForInteractiveMovement`, true by default, Apple:
/// "the collection view controller installs a standard gesture recognizer to drive the reordering process"); a
/// controller that sets it false and installs no recognizer of its own does not reorder, as on iOS.
extension UICollectionView {
    /// The enabled long-press recognizers under `point` (this view's coordinates), the hit view's first.
    package func playgroundLongPressRecognizers(at point: CGPoint) -> [UILongPressGestureRecognizer] {
        var found: [UILongPressGestureRecognizer] = []
        var view: UIView? = hitTest(point, with: nil) ?? self
        while let current = view {
            for case let press as UILongPressGestureRecognizer in current.gestureRecognizers ?? [] where press.isEnabled {
                found.append(press)
            }
            if current === self { break }
            view = current.superview
        }
        return found
    }

    /// Feeds `state` at `point` (this view's coordinates) to `recognizers`, each in its own view's coordinates.
    package func playgroundFeedLongPress(_ recognizers: [UILongPressGestureRecognizer], _ state: UIGestureRecognizer.State,
                                        at point: CGPoint) {
        for press in recognizers {
            let location = press.view.map { convert(point, to: $0) } ?? point
            press.playgroundFeed(state: state, location: location)
            if state == .ended || state == .cancelled {
                press.state = .possible
                press.reset()
            }
        }
    }

    /// Whether the playground's own reorder stands for UIKit's standard reorder gesture here: false when the
    /// collection view's controller is a `UICollectionViewController` that does not install it.
    package var playgroundStandardReorderGesture: Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UICollectionViewController, controller.collectionView === self {
                return controller.installsStandardGestureForInteractiveMovement
            }
            responder = current.next
        }
        return true
    }
}

extension UICollectionView {
    nonisolated(unsafe) private static var held: [ObjectIdentifier: [UILongPressGestureRecognizer]] = [:]

    /// The long-press recognizers the held pointer began and has not ended (package: the bridge's reorder).
    package var playgroundHeldLongPresses: [UILongPressGestureRecognizer] {
        get { UICollectionView.held[ObjectIdentifier(self)] ?? [] }
        set { UICollectionView.held[ObjectIdentifier(self)] = newValue.isEmpty ? nil : newValue }
    }
}
