import Foundation
import QuartzCore

/// The rest of UIKit's animation options (UIView.h, UIViewAnimationOptions), with Apple's raw values.
extension UIView.AnimationOptions {
    public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
    public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)

    /// The curve the options name (bits 16–19). Playground extension (not in UIKit).
    public var playgroundCurve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}

extension UIView {
    /// The options of `animateKeyframes` (UIView.h, UIViewKeyframeAnimationOptions), with Apple's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}
