import Foundation

/// The delegate of a gesture recognizer (UIGestureRecognizer.h): every requirement optional on iOS, here with
/// UIKit's answers when it is absent as protocol-extension defaults.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// A gesture recognizer (UIGestureRecognizer.h): its state, view and location.
///
/// Playground: declared so that code holding recognizers compiles and reads them; the playground's input reaches
/// the scroll view's pan (the drag), single-tap recognizers (a click on a hosted item), long presses (a held click),
/// and pans and swipes on an item's views or the collection view (a drag on an item,
/// UICollectionView+ItemDrags.swift); others keep `state`
/// `.possible` and their locations the origin (`playgroundFeed`, `playgroundRecognize`). Target–action as on iOS: each target's action is called with the recognizer when a fed state
/// is `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled` (`#selector` becomes `Selector`, which holds
/// the method: docs/uikit.md, "Target and action").
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state (UIGestureRecognizer.State).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Settable by subclasses, as with iOS's `UIGestureRecognizerSubclass` import.
    ///
    /// Playground: `.possible` until the playground's drags feed the recognizer (the scroll view's pan is fed).
    open var state: State {
        get { readState() }
        set { fedState = newValue }
    }
    private var fedState: State = .possible
    open var isEnabled = true
    open internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }
    /// Where the touch is, in the view's coordinates (package: the bridge feeds it).
    package var playgroundLocation = CGPoint.zero
    /// Whether the playground's input feeds this recognizer (false until a bridge does).
    package var playgroundIsFed = false

    private struct TargetAction {
        weak var target: AnyObject?
        var action: Selector
    }
    private var targetActions: [TargetAction] = []
    /// Whether feeding the recognizer runs the app's code (an action, or a delegate asked as it begins).
    package var playgroundRunsAppCode: Bool { !targetActions.isEmpty || delegate != nil }

    public override init() { super.init() }

    /// A recognizer that calls `action` on `target` (weakly kept) when its state changes.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes the action (every action of the target when nil) of the target (every target when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    private func readState() -> State {
        if !playgroundIsFed {
            PlaygroundNotices.record("UIGestureRecognizer.state", .approximated,
                                     "the playground's drags do not reach gesture recognizers yet: state stays .possible")
        }
        return fedState
    }

    /// The touch's location in `view`'s coordinates (the recognizer's view's when nil).
    open func location(in view: UIView?) -> CGPoint {
        _ = readState()
        return (self.view ?? view).map { ($0.convert(playgroundLocation, to: view)) } ?? playgroundLocation
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// Playground: not applied (the recognizers a drag on an item is offered are tried in order, the innermost
    /// view's first: UICollectionView+ItemDrags.swift).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    open func reset() {}
    // A subclass's touch handling (UIGestureRecognizerSubclass.h).
    // Playground: touches are not delivered to recognizers here; these are called by nothing, and a subclass that
    // overrides them compiles.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Whether this recognizer may stop `preventedGestureRecognizer` (UIGestureRecognizerSubclass.h: true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The bridge's input: the recognizer's state and location (in its view's coordinates). Package hook.
    package func playgroundFeed(state: State, location: CGPoint) {
        playgroundIsFed = true
        playgroundLocation = location
        // Apple (UIView.gestureRecognizerShouldBegin(_:), UIGestureRecognizerDelegate): asked as the recognizer is
        // about to leave .possible; false moves it to .failed, and it sends no action until the next touch.
        if state == .began, let view,
           !view.gestureRecognizerShouldBegin(self) || !(delegate?.gestureRecognizerShouldBegin(self) ?? true) {
            fedState = .failed
            return
        }
        if fedState == .failed, [.changed, .ended, .cancelled].contains(state) { return }
        fedState = state
        guard isEnabled, [.began, .changed, .ended, .cancelled].contains(state) else { return }
        for entry in targetActions {
            guard let target = entry.target else { continue }
            entry.action.playgroundPerform(on: target, with: self)
        }
    }
}

extension UIGestureRecognizer {
    /// A discrete recognizer (a tap) recognizing its gesture at `location` (its view's coordinates): asked
    /// `gestureRecognizerShouldBegin` (the view's, then the delegate's) as it would leave `.possible`, then
    /// `.ended` (`.recognized`) with its actions sent once, then back to `.possible` with `reset()` (Apple,
    /// UIGestureRecognizer: "Discrete gesture recognizers transition from Possible to Recognized (Ended) or Failed").
    /// Returns whether it recognized. Package hook for the bridge's click.
    package func playgroundRecognize(at location: CGPoint) -> Bool {
        guard isEnabled else { return false }
        playgroundIsFed = true
        playgroundLocation = location
        if let view, !view.gestureRecognizerShouldBegin(self) || !(delegate?.gestureRecognizerShouldBegin(self) ?? true) {
            state = .possible
            reset()
            return false
        }
        playgroundFeed(state: .ended, location: location)
        state = .possible
        reset()
        return true
    }
}

extension UIView {
    package func playgroundAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    package func playgroundRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = gestureRecognizers?.filter { $0 !== gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
