import Foundation
import QuartzCore

/// What a layer animation shows (docs/uikit.md, "Animations"): a `CABasicAnimation` (a `CASpringAnimation`
/// included) of `opacity`, `cornerRadius`, `backgroundColor`, `transform` or a `transform.` sub-key (rotation,
/// scale, translation) is drawn from `fromValue` to `toValue` (a missing one: the model value; `byValue` adds to
/// the start) on its timing function (none: linear, as CAAnimation.h says) or its spring, repeated and reversed as
/// its timing says, held at the end with `fillMode` forwards when not removed on completion. The model never
/// changes, as on iOS. Other key paths and animation kinds run their timing and delegate only, with a notice.
extension CABasicAnimation {
    /// The key paths drawn (the layer's values the drawing reads).
    static let playgroundDrawnKeyPaths: Set<String> = [
        "opacity", "cornerRadius", "backgroundColor", "transform", "transform.rotation", "transform.rotation.z",
        "transform.rotation.x", "transform.rotation.y", "transform.scale", "transform.scale.x", "transform.scale.y",
        "transform.translation.x", "transform.translation.y",
    ]

    /// The track that shows this animation on `layer` from `begin` (clock seconds); nil for a key path not drawn.
    func playgroundTrack(begin: Double) -> PlaygroundPresentationTrack? {
        guard let keyPath, Self.playgroundDrawnKeyPaths.contains(keyPath) else {
            PlaygroundNotices.record("CAPropertyAnimation.keyPath", .approximated,
                                     "only opacity, cornerRadius, backgroundColor and transform (and its rotation, scale and translation sub-keys) are drawn moving; other key paths keep their model values on screen")
            return nil
        }
        var from = Self.playgroundNumbers(fromValue), to = Self.playgroundNumbers(toValue)
        if let by = Self.playgroundNumbers(byValue) {
            if to == nil, let start = from { to = zip(start, by).map { $0 + $1 } }
            if from == nil, let end = to { from = zip(end, by).map { $0 - $1 } }
        }
        let simple = (duration > 0 ? duration : CATransaction.animationDuration()) / Double(max(abs(speed), 1e-6))
        var track = PlaygroundPresentationTrack(key: keyPath, begin: begin, duration: simple, curve: playgroundCurve(simple),
                                                values: .playgroundAbsolute(from: from, to: to))
        if repeatDuration > 0 {
            track.repeatCount = repeatDuration / (duration > 0 ? duration : simple) / (autoreverses ? 2 : 1)
        } else {
            track.repeatCount = Double(max(1, repeatCount))
        }
        track.autoreverses = autoreverses
        track.holdsAtEnd = !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both)
        track.source = ObjectIdentifier(self)
        return track
    }

    /// The value curve: a spring's motion over the animation's duration, else the timing function, else linear.
    private func playgroundCurve(_ simple: Double) -> (Double) -> Double {
        if let spring = self as? CASpringAnimation {
            let mass = max(Double(spring.mass), 1e-9), stiffness = max(Double(spring.stiffness), 1e-9)
            let omega0 = (stiffness / mass).squareRoot()
            let zeta = Double(spring.damping) / (2 * (mass * stiffness).squareRoot())
            let v0 = Double(spring.initialVelocity), seconds = duration > 0 ? duration : simple
            return { 1 - PlaygroundSpringCurve.left(t: $0 * seconds, omega0: omega0, zeta: max(zeta, 1e-6), v0: v0) }
        }
        guard let function = timingFunction else { return { $0 } }
        return { function.playgroundValue(at: $0) }
    }

    /// An animation value as numbers: a number, a colour (sRGB and alpha), a transform (16), a point, a size.
    static func playgroundNumbers(_ value: Any?) -> [Double]? {
        switch value {
        case nil: return nil
        case let v as Double: return [v]
        case let v as CGFloat: return [Double(v)]
        case let v as Float: return [Double(v)]
        case let v as Int: return [Double(v)]
        case let v as NSNumber: return [v.doubleValue]
        case let v as CGColor: return CALayer.playgroundRGBA(v)
        case let v as UIColor: return CALayer.playgroundRGBA(v.cgColor)
        case let v as CATransform3D: return CALayer.playgroundNumbers(v)
        case let v as CGAffineTransform: return CALayer.playgroundNumbers(CATransform3DMakeAffineTransform(v))
        case let v as CGPoint: return [Double(v.x), Double(v.y)]
        case let v as CGSize: return [Double(v.width), Double(v.height)]
        default: return nil
        }
    }
}
