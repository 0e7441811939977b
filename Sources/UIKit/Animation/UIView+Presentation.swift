import Foundation
import QuartzCore

/// What a view shows while its properties animate (docs/uikit.md, "Animations"): a change of `alpha`, `transform`,
/// `frame` / `center` (the origin) / `bounds` size or `backgroundColor` made inside an animation block
/// (`UIView.animate`, a property animator, `UIView.transition`) sets the model at once, as iOS does, and adds to the
/// view's layer an additive track of `old − new` that decays to nothing over the block's duration on its curve
/// (UIKit's additive view animations since iOS 8), so a second change mid-flight starts from what is shown. The
/// bridge draws the presented values at each frame's clock time; `layer.presentation()` returns them.
///
/// Transforms move matrix entry by matrix entry (exact for scales and translations; a rotation by a large angle
/// passes through a smaller, scaled matrix, where Core Animation interpolates the decomposed angle).
extension UIView {
    /// The track keys of a view's own properties (on its layer, apart from the layer's Core Animation keys).
    package enum PlaygroundPresentedKey {
        package static let alpha = "view.alpha", origin = "view.origin", size = "view.size"
        package static let transform = "view.transform", backgroundColor = "view.backgroundColor"
    }

    /// Adds a track when an animation block runs on this thread and the value changed (package: the setters).
    func playgroundNoteAnimatable(_ key: String, from oldValue: @autoclosure () -> [Double],
                                  to newValue: @autoclosure () -> [Double]) {
        guard let context = PlaygroundAnimationBlock.context, context.duration > 0, UIView.areAnimationsEnabled
        else { return }
        let old = oldValue(), new = newValue()
        guard old != new, old.count == new.count else { return }
        let now = PlaygroundAnimationClock.now
        var track = PlaygroundPresentationTrack(key: key, begin: now + context.delay, duration: context.duration,
                                                curve: context.curve, values: .playgroundAdditive(delta: zip(old, new).map { $0 - $1 }))
        track.holdsBeforeBegin = true
        if context.repeats { track.repeatCount = .infinity }
        track.autoreverses = context.autoreverses
        track.driver = context.driver
        UIView.playgroundInstallPresentationHook()
        layer.playgroundAddTrack(track, now: now)
    }

    private static func playgroundInstallPresentationHook() {
        guard CALayer.playgroundViewPresentation == nil else { return }
        CALayer.playgroundViewPresentation = { layer, copy, time in
            guard let view = layer.playgroundOwningView as? UIView else { return }
            playgroundOnMainActor {
                copy.opacity *= Float(view.playgroundPresentedAlpha(at: time))
                let frame = view.playgroundPresentedFrame(at: time)
                copy.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
                copy.position = CGPoint(x: frame.midX, y: frame.midY)
                if let color = view.playgroundPresentedBackgroundColor(at: time) { copy.backgroundColor = color.cgColor }
                if !view.transform.isIdentity || view.layer.playgroundIsAnimating(PlaygroundPresentedKey.transform, at: time) {
                    copy.transform = CATransform3DConcat(CATransform3DMakeAffineTransform(view.playgroundPresentedTransform(at: time)),
                                                         copy.transform)
                }
            }
        }
    }

    /// The alpha shown at `time` (the model's when nothing animates it).
    package func playgroundPresentedAlpha(at time: Double) -> CGFloat {
        CGFloat(layer.playgroundPresented(PlaygroundPresentedKey.alpha, model: [Double(alpha)], at: time)[0])
    }

    /// The frame shown at `time`: the animated origin and size.
    package func playgroundPresentedFrame(at time: Double) -> CGRect {
        let f = frame
        guard !layer.playgroundTracks.isEmpty else { return f }
        let o = layer.playgroundPresented(PlaygroundPresentedKey.origin, model: [Double(f.minX), Double(f.minY)], at: time)
        let s = layer.playgroundPresented(PlaygroundPresentedKey.size, model: [Double(f.width), Double(f.height)], at: time)
        return CGRect(x: o[0], y: o[1], width: s[0], height: s[1])
    }

    /// The affine transform shown at `time`.
    package func playgroundPresentedTransform(at time: Double) -> CGAffineTransform {
        guard layer.playgroundIsAnimating(PlaygroundPresentedKey.transform, at: time) else { return transform }
        let t = transform
        let n = layer.playgroundPresented(PlaygroundPresentedKey.transform,
                                          model: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }, at: time)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The background colour shown at `time`.
    package func playgroundPresentedBackgroundColor(at time: Double) -> UIColor? {
        guard layer.playgroundIsAnimating(PlaygroundPresentedKey.backgroundColor, at: time) else { return backgroundColor }
        let c = layer.playgroundPresented(PlaygroundPresentedKey.backgroundColor, model: CALayer.playgroundRGBA(backgroundColor?.cgColor),
                                          at: time)
        return UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Whether anything in the view's tree (its layers and sublayers included) animates at `time`.
    package func playgroundTreeIsAnimating(at time: Double) -> Bool {
        if layer.playgroundIsAnimating(at: time) { return true }
        if layer.sublayers?.contains(where: { $0.playgroundIsAnimating(at: time) }) == true { return true }
        return subviews.contains { $0.playgroundTreeIsAnimating(at: time) }
    }

    /// A number list of a colour (clear when nil), for the setters.
    static func playgroundNumbers(_ color: UIColor?) -> [Double] { CALayer.playgroundRGBA(color?.cgColor) }
    static func playgroundNumbers(_ t: CGAffineTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) } }
}

/// The value fraction of a damped spring that starts at rest at 0 and settles at 1 (a unit mass; Apple,
/// animate(withDuration:delay:usingSpringWithDamping:…): damping ratio 1 "smoothly decelerates … without
/// oscillation", lower values oscillate more; the duration is the animation's whole). Playground: the spring's
/// stiffness is chosen so that it settles (within 0.1 %) at the duration; the initial velocity is in distances per
/// second, as Apple documents.
package enum PlaygroundSpringCurve {
    package static func curve(dampingRatio: Double, initialVelocity: Double, duration: Double) -> (Double) -> Double {
        let zeta = max(0.01, dampingRatio)
        // Settling time scales as 1/ω₀ for a spring at rest: measure it at ω₀ = 1 and scale.
        let unit = CASpringAnimation.playgroundSettlingDuration(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0)
        let omega0 = max(unit, 1e-3) / max(duration, 1e-3)
        let v0 = initialVelocity
        return { fraction in 1 - left(t: fraction * duration, omega0: omega0, zeta: zeta, v0: v0) }
    }

    /// The distance left (1 at t = 0, falling with velocity v0).
    static func left(t: Double, omega0: Double, zeta: Double, v0: Double) -> Double {
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega0 * t) * (cos(omegaD * t) + (zeta * omega0 - v0) / omegaD * sin(omegaD * t))
        }
        if zeta == 1 { return (1 + (omega0 - v0) * t) * exp(-omega0 * t) }
        let root = omega0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega0 + root, r2 = -zeta * omega0 - root
        let a = (-v0 - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }
}
