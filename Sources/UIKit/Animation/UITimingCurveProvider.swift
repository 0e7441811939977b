import Foundation
import QuartzCore

/// The kind of a timing curve (UITimingCurveProvider.h).
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// What a property animator's timing comes from (UITimingCurveProvider.h): a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: NSObjectProtocol {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
    /// The built-in timing curves (UIView.h, UIViewAnimationCurve).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }
}
