import Foundation
import QuartzCore

/// A cubic Bézier timing curve for a property animator (UITimingParameters.h): a built-in curve or two control
/// points. The built-in curves are Core Animation's named functions (`CAMediaTimingFunction`): easeInOut is
/// easeInEaseOut; `init()` is easeInOut (our choice: UIKit's default animation curve, `UIView.AnimationOptions`'s
/// `curveEaseInOut` = 0).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var animationCurve: UIView.AnimationCurve
    open private(set) var controlPoint1: CGPoint
    open private(set) var controlPoint2: CGPoint

    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint)
        switch curve {
        case .easeInOut: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: points = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: points = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        (controlPoint1, controlPoint2) = points
        super.init()
    }

    /// A custom curve (`animationCurve` then reads easeInOut, its default).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a Core Animation timing function. Playground extension (not in UIKit).
    public var playgroundTimingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
                              Float(controlPoint2.y))
    }
}
