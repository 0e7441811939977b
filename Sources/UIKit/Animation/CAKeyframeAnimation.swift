import Foundation
import QuartzCore

/// An animation through a list of values or along a path (CAAnimation.h).
///
/// Playground: its timing and delegate run on the playground's clock; the layer shows its model values while it
/// runs (keyframes are not drawn moving; docs/uikit.md, "Animations").
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    /// The fraction of the duration of each keyframe (0…1), one per value.
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values; copy.path = path; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode; copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues; copy.biasValues = biasValues; copy.rotationMode = rotationMode
        return copy
    }
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
