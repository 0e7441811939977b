/// UIKit's views as a layout sees them. No view is drawn here: cells are the playground's own, so view and layer
/// properties are stored and otherwise do nothing (docs/uikit.md).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    // Playground: touches are not delivered to views yet (UITouch); these are called by nothing, and a view that
    // overrides them compiles.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The next responder in the chain (UIResponder.h: nil by default; a view's is its controller or superview, a
    /// controller's its view's superview).
    open var next: UIResponder? { nil }
    /// Whether the responder can become first responder (UIResponder.h: false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first responder status (UIResponder.h: true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { playgroundIsFirstResponder }
    package var playgroundIsFirstResponder = false
    /// Makes the responder first responder when it can.
    ///
    /// Playground: approximated: there is no keyboard or focus here; the responder is marked first responder when
    /// `canBecomeFirstResponder` says so.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        PlaygroundNotices.record("UIResponder.becomeFirstResponder()", .approximated,
                                 "there is no keyboard or focus here; the responder is only marked first responder")
        playgroundIsFirstResponder = canBecomeFirstResponder
        return playgroundIsFirstResponder
    }
    /// Gives up first responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        playgroundIsFirstResponder = false
        return true
    }
    // Playground: no motion events are delivered here; these are called by nothing, and a subclass that overrides
    // them compiles.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    // Old-style key-value observing (NSKeyValueObserving.h), declared in the class so that a subclass overrides
    // `observeValue` as on iOS (PlaygroundKeyValueObserving says which key paths are delivered here).

    /// Told of a change of a key path this object observes. UIKit's default does nothing here (NSObject's raises for
    /// an observation nobody handles).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// Playground: approximated: changes are delivered once per frame step, for the key paths the playground
    /// changes (PlaygroundKeyValueObserving); others are not delivered, with a notice.
    open func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                          context: UnsafeMutableRawPointer?) {
        PlaygroundKeyValueObserving.add(observer, to: self, keyPath: keyPath, options: options, context: context)
    }

    nonisolated open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        PlaygroundKeyValueObserving.remove(observer, from: self, keyPath: keyPath)
    }

    nonisolated open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        PlaygroundKeyValueObserving.remove(observer, from: self, keyPath: keyPath)
    }

}

extension UIResponder: PlaygroundKeyValueObserver {}
