import Foundation
import QuartzCore

/// Core Animation's abstract animation (CAAnimation.h): its timing, timing function and delegate.
///
/// As on iOS, a layer keeps a copy of the animation it is given (`CALayer.add(_:forKey:)`), tells the delegate
/// (which the animation retains) when it starts and stops, and removes it when it ends if `isRemovedOnCompletion`.
/// The layer's model values never change by an animation.
///
/// Playground: a layer is drawn with its model values (nothing animates on screen); the start and the end come on
/// the playground's clock (docs/uikit.md, "Animations"). Declared in UIKit here, beside the clock that times it; a
/// file that imports only QuartzCore gets UIKit too.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as Apple documents ("The delegate object is retained by the receiver").
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    /// 0 means the transaction's duration (`CATransaction.animationDuration()`, 0.25 s unless set).
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    /// Playground: stored (frames are not paced per animation).
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The values set for keys the animation has no property for (`setValue(_:forKey:)`; CAAnimation+KeyValueCoding).
    var keyedValues: [String: Any] = [:]

    public required override init() { super.init() }

    /// The default value of a property (CAAnimation.h: nil for keys it does not know).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether the property is archived (CAAnimation.h: true).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy with the same timing, function and delegate; subclasses copy their own properties too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.timingFunction = timingFunction; copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion; copy.beginTime = beginTime; copy.duration = duration
        copy.speed = speed; copy.timeOffset = timeOffset; copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration; copy.autoreverses = autoreverses; copy.fillMode = fillMode
        copy.preferredFrameRateRange = preferredFrameRateRange
        copy.keyedValues = keyedValues
        return copy
    }

    open override func copy() -> Any { copy(with: nil) }

    /// As an action, the animation adds itself to the layer for `event` (CAAction.h).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The seconds from its begin to its end on the layer's clock (CAMediaTiming.h): the repeat duration, or the
    /// duration (0: the transaction's) times the repeat count (at least once), doubled when it autoreverses,
    /// divided by the speed. Nil when it never ends (an infinite repeat count, a speed of 0).
    /// Playground extension (not in UIKit).
    public var playgroundActiveDuration: CFTimeInterval? {
        let simple = duration > 0 ? duration : CATransaction.animationDuration()
        guard speed != 0, repeatCount.isFinite, repeatDuration.isFinite else { return nil }
        var total = repeatDuration > 0 ? repeatDuration : simple * Double(max(1, repeatCount))
        if autoreverses { total *= 2 }
        return total / Double(abs(speed))
    }
}
