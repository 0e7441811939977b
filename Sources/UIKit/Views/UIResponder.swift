import Foundation

/// UIKit's views as a layout sees them. No view is drawn here: cells are the playground's own, so view and layer
/// properties are stored and otherwise do nothing (docs/uikit.md).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The class-side `awakeFromNib` every NSObject subclass has on iOS: Objective-C's root class's instance methods
    /// are class methods of every class too (its metaclass inherits from the root class; The Objective-C Programming
    /// Language, "Class Objects"), so a cell's `override class func awakeFromNib() { super.awakeFromNib() }`
    /// (written by mistake for the instance method) compiles there. Nothing calls it, on iOS as here: a nib calls the
    /// instance method (`awakeFromNib()`).
    open class func awakeFromNib() {}

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
    // MARK: Input views (UIResponder.h, "UIResponderInputViewAdditions": `inputView` and `inputAccessoryView` are
    // readonly and nil by default; UITextField and UITextView redeclare them readwrite, and a responder of the app's
    // overrides them, often with a setter, to show its own bar above the keyboard).

    /// The custom input view shown in place of the keyboard while the responder is first responder (UIResponder.h:
    /// nil by default).
    open var inputView: UIView? { nil }
    /// The custom view shown above the keyboard or `inputView` while the responder is first responder
    /// (UIResponder.h: nil by default).
    open var inputAccessoryView: UIView? { nil }
    /// Updates the input and accessory views while the responder is first responder (UIResponder.h).
    ///
    /// Playground: approximated: there is no keyboard here, so no input or accessory view is ever shown; the call
    /// changes nothing.
    open func reloadInputViews() {
        PlaygroundNotices.record("UIResponder.reloadInputViews()", .approximated,
                                 "there is no keyboard here, so no input or accessory view is shown")
    }
    /// Gives up first responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        playgroundIsFirstResponder = false
        return true
    }
    // MARK: Accessibility (UIAccessibility.h's NSObject (UIAccessibility) informal protocol and
    // UIAccessibilityAction; `accessibilityIdentifier` is UIAccessibilityIdentification's). On iOS they are NSObject's;
    // here UIResponder's, so every view and view controller has them and a subclass overrides them as on iOS.
    // Stored as on iOS; nothing reads them: no assistive technology runs in the playground (UIAccessibility).

    /// Whether assistive technologies treat this object as one element (UIAccessibility.h: false, but true for
    /// UIKit's standard controls and labels).
    open var isAccessibilityElement: Bool {
        get { playgroundAccessibilityElement ?? playgroundIsAccessibilityElementByDefault }
        set { playgroundAccessibilityElement = newValue }
    }
    private var playgroundAccessibilityElement: Bool?
    /// UIKit's default for `isAccessibilityElement`: true for standard controls and labels (UILabel, UIControl).
    package var playgroundIsAccessibilityElementByDefault: Bool { false }
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The element's frame in screen coordinates (points).
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityElements: [Any]?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    /// Scrolls by a page in `direction` when an assistive technology asks (UIAccessibilityAction): false, not
    /// handled, by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Activates the element (a double tap in VoiceOver): false, not handled, by default.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}

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
