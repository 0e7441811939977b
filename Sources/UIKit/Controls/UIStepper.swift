import Foundation

/// A plus/minus stepper (UIStepper.h).
///
/// As UIStepper.h: `value` 0, `minimumValue` 0, `maximumValue` 100, `stepValue` 1, `wraps` false, `autorepeat`
/// and `isContinuous` true; `value` is "limited to min/max", so setting it (or a new minimum or maximum) pins it;
/// with `wraps`, a step past one end "wraps from min <-> max". Where iOS raises an NSInvalidArgumentException (a
/// minimum not below the maximum, a step not above 0), the playground records it and keeps the old value.
///
/// Playground: approximated: the stepper is not drawn and clicks do not reach it (`playgroundStep(up:)` steps it as
/// a tap on its plus or minus would).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false
    open var value: Double {
        get { playgroundValue }
        set { playgroundValue = playgroundPinned(newValue) }
    }
    private var playgroundValue: Double = 0
    open var minimumValue: Double {
        get { playgroundMinimum }
        set {
            guard newValue < playgroundMaximum else {
                PlaygroundExceptions.raise("NSInvalidArgumentException", "minimumValue must be less than maximumValue", from: self)
                return
            }
            playgroundMinimum = newValue
            playgroundValue = playgroundPinned(playgroundValue)
        }
    }
    private var playgroundMinimum: Double = 0
    open var maximumValue: Double {
        get { playgroundMaximum }
        set {
            guard newValue > playgroundMinimum else {
                PlaygroundExceptions.raise("NSInvalidArgumentException", "maximumValue must be greater than minimumValue", from: self)
                return
            }
            playgroundMaximum = newValue
            playgroundValue = playgroundPinned(playgroundValue)
        }
    }
    private var playgroundMaximum: Double = 100
    open var stepValue: Double {
        get { playgroundStepValue }
        set {
            guard newValue > 0 else {
                PlaygroundExceptions.raise("NSInvalidArgumentException", "stepValue must be greater than 0", from: self)
                return
            }
            playgroundStepValue = newValue
        }
    }
    private var playgroundStepValue: Double = 1

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func playgroundPinned(_ v: Double) -> Double {
        v.isNaN ? playgroundMinimum : min(max(v, playgroundMinimum), playgroundMaximum)
    }

    /// One tap on the plus (`up`) or minus segment: the value moves by `stepValue`, pinned at the ends, or (with
    /// `wraps`) from one end to the other once it is at that end; `.valueChanged` is sent when it changed.
    /// Playground extension (not in UIKit).
    public func playgroundStep(up: Bool) {
        PlaygroundNotices.record("UIStepper", .approximated, "the stepper is not drawn and clicks do not reach it")
        let old = playgroundValue
        let next = old + (up ? stepValue : -stepValue)
        if wraps, up, old >= playgroundMaximum {
            playgroundValue = playgroundMinimum
        } else if wraps, !up, old <= playgroundMinimum {
            playgroundValue = playgroundMaximum
        } else {
            playgroundValue = playgroundPinned(next)
        }
        if playgroundValue != old { sendActions(for: .valueChanged) }
    }

    // Images per state and segment (UIStepper.h): stored only.
    private var playgroundImages: [String: UIImage] = [:]
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { playgroundImages["b\(state.rawValue)"] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { playgroundImages["b\(state.rawValue)"] }
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { playgroundImages["i\(state.rawValue)"] = image }
    open func incrementImage(for state: UIControl.State) -> UIImage? { playgroundImages["i\(state.rawValue)"] }
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { playgroundImages["d\(state.rawValue)"] = image }
    open func decrementImage(for state: UIControl.State) -> UIImage? { playgroundImages["d\(state.rawValue)"] }

    /// 94 × 32 points, the stepper's size on iOS 13 and later (Apple's Human Interface Guidelines' steppers).
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
