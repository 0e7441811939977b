import Foundation
import QuartzCore

/// The names of Core Animation's predefined timing functions (CAMediaTimingFunction.h).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points (Core Animation's
/// `CAMediaTimingFunction`): x is the fraction of the duration, y the fraction of the change.
///
/// The named functions' control points are those Core Animation reports through `getControlPoint(at:values:)`,
/// the same as CSS's (CSS Easing Functions Level 1, §2.2): linear (0, 0)(1, 1); easeIn (0.42, 0)(1, 1); easeOut
/// (0, 0)(0.58, 1); easeInEaseOut (0.42, 0)(0.58, 1); default (0.25, 0.1)(0.25, 1) (CSS's `ease`).
///
/// Declared in UIKit here, beside the animations that use it; a file that imports only QuartzCore gets UIKit too.
open class CAMediaTimingFunction: NSObject {
    private let c1: (x: Float, y: Float)
    private let c2: (x: Float, y: Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (c1x, c1y)
        c2 = (c2x, c2y)
        super.init()
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)  // .linear (an unknown name too)
        }
    }

    /// The control point at `idx` (0 is (0, 0), 1 and 2 the curve's, 3 is (1, 1)) into `ptr[0]`, `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (x: Float, y: Float)
        switch idx {
        case 0: p = (0, 0)
        case 1: p = c1
        case 2: p = c2
        default: p = (1, 1)
        }
        ptr[0] = p.x
        ptr[1] = p.y
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    /// The curve's y at x = `fraction` of the duration (clamped to 0...1): the fraction of the change done then.
    /// Playground extension (not in UIKit): how the playground reads a curve.
    public func playgroundValue(at fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        return Self.bezier(Self.parameter(forX: x, Double(c1.x), Double(c2.x)), Double(c1.y), Double(c2.y))
    }

    /// One coordinate of the cubic Bézier through 0, `p1`, `p2`, 1 at parameter `t`.
    static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The parameter t whose x is `x`: Newton's method from t = x, then bisection if it has not converged (x(t)
    /// increases on 0...1 since both control x's are in 0...1).
    static func parameter(forX x: Double, _ p1: Double, _ p2: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, p1, p2) - x
            if abs(error) < 1e-7, (0...1).contains(t) { return t }
            let u = 1 - t
            let slope = 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let value = bezier(t, p1, p2)
            if abs(value - x) < 1e-9 { break }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
