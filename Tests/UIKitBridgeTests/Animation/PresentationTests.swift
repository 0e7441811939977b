import Foundation
import PlaygroundCore
import Testing
import UIKit
@testable import UIKitBridge

/// What a view or layer shows while it animates (docs/uikit.md, "Animations"): the drawn view tree and
/// `layer.presentation()` carry the presented values at the clock's time, on the animation's curve.
@Suite struct PresentationTests {
    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at x, solved by bisection (independent of the timing
    /// function's own solver).
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }

    /// The fill pieces of a drawn view tree whose colour is `color`'s.
    static func fills(_ content: ElementContent, red: UInt8) -> [ContentPiece] {
        content.pieces.filter { if case .fill = $0.kind { return $0.color.r == red } else { return false } }
    }

    @Test func aCellsAlphaFollowsTheEaseInOutCurve() {
        TestAnimationClock.run { clock in
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            cell.contentView.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            var finished = false
            UIView.animate(withDuration: 0.4, animations: { cell.alpha = 0 }, completion: { finished = $0 })
            #expect(cell.alpha == 0)  // the model is final at once, as on iOS
            // UIView.animate's default curve is ease-in-out (Apple): the cubic (0.42, 0), (0.58, 1).
            for t in [0.0, 0.1, 0.2, 0.3] {
                clock.step(to: t)
                let shown = 1 - Self.bezier(t / 0.4, 0.42, 0, 0.58, 1)
                let piece = Self.fills(ViewTreeDrawing.content(of: cell), red: 255).first
                #expect(piece != nil)
                #expect(abs((piece?.alpha ?? -1) - shown) < 1e-6, "t = \(t): \(piece?.alpha ?? -1) against \(shown)")
            }
            // Halfway through a symmetric curve: exactly half.
            clock.step(to: 0.2)
            #expect(abs(cell.playgroundPresentedAlpha(at: 0.2) - 0.5) < 1e-9)
            clock.step(to: 0.4)
            #expect(finished)
            #expect(Self.fills(ViewTreeDrawing.content(of: cell), red: 255).isEmpty)  // alpha 0: nothing drawn
        }
    }

    @Test func aMovedSubviewIsDrawnOnTheWay() {
        TestAnimationClock.run { clock in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                box.frame = CGRect(x: 200, y: 0, width: 40, height: 20)
                box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            })
            func drawn() -> ContentPiece? {
                ViewTreeDrawing.content(of: root).pieces.first { if case .fill = $0.kind { return true } else { return false } }
            }
            clock.step(to: 0.25)  // in the delay: the old values show
            #expect(drawn()?.corners.topLeft.x == 0 && drawn()?.size.width == 20 && drawn()?.color.r == 255)
            clock.step(to: 1.0)  // halfway: x 100, width 30, half red half blue
            let half = drawn()
            #expect(abs((half?.corners.topLeft.x ?? 0) - 100) < 1e-9)
            #expect(abs((half?.size.width ?? 0) - 30) < 1e-9)
            #expect(half?.color.r == 128 && half?.color.b == 128)
            clock.step(to: 1.6)
            #expect(drawn()?.corners.topLeft.x == 200 && drawn()?.color.b == 255)
        }
    }

    @Test func aSecondChangeMidFlightStartsFromWhatIsShown() {
        TestAnimationClock.run { clock in
            let view = UIView()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
            clock.step(to: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
            // Additive (UIKit since iOS 8): no jump when the second animation begins.
            #expect(abs(view.playgroundPresentedAlpha(at: 0.5) - 0.5) < 1e-9)
            // t = 1: the first is over (0 left of its delta), the second is halfway (0 − 1 left by half): 0.5.
            #expect(abs(view.playgroundPresentedAlpha(at: 1.0) - 0.5) < 1e-9)
            #expect(view.playgroundPresentedAlpha(at: 1.5) == 1)
        }
    }

    @Test func keyframesMoveInTheirPart() {
        TestAnimationClock.run { clock in
            let view = UIView()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            })
            // Linear within each keyframe: down to 0 at 0.5 s, back to 1 at 1 s.
            #expect(abs(view.playgroundPresentedAlpha(at: 0.25) - 0.5) < 1e-9)
            #expect(abs(view.playgroundPresentedAlpha(at: 0.5) - 0) < 1e-9)
            #expect(abs(view.playgroundPresentedAlpha(at: 0.75) - 0.5) < 1e-9)
            #expect(view.playgroundPresentedAlpha(at: 1) == 1)
        }
    }

    @Test func aPausedPropertyAnimatorShowsItsFraction() {
        TestAnimationClock.run { clock in
            let view = UIView()
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
                view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
            animator.fractionComplete = 0.3
            clock.step(to: 5)  // paused: the clock does not move it
            #expect(abs(view.playgroundPresentedTransform(at: 5).a - 0.85) < 1e-9)
            animator.startAnimation()  // 0.3 → 1 over the remaining 1.4 s
            #expect(abs(view.playgroundPresentedTransform(at: 5.7).a - 0.675) < 1e-9)
            clock.step(to: 6.4)
            #expect(animator.state == .inactive)
            #expect(view.playgroundPresentedTransform(at: 6.4).a == 0.5)
        }
    }

    @Test func aLayerAnimationShowsFromToAndLeavesTheModel() {
        TestAnimationClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0; fade.toValue = 1.0; fade.duration = 0.5
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.toValue = 20; round.duration = 1
            round.timingFunction = CAMediaTimingFunction(name: .easeIn)
            round.fillMode = .forwards; round.isRemovedOnCompletion = false
            view.layer.add(fade, forKey: "fade")
            view.layer.add(round, forKey: "round")
            clock.step(to: 0.25)
            #expect(view.layer.opacity == 1 && view.layer.cornerRadius == 0)  // the model never changes
            #expect(abs(view.layer.playgroundPresentedOpacity(at: 0.25) - 0.5) < 1e-6)
            let eased = 20 * Self.bezier(0.25, 0.42, 0, 1, 1)
            #expect(abs(view.layer.playgroundPresentedCornerRadius(at: 0.25) - eased) < 1e-6)
            let piece = Self.fills(ViewTreeDrawing.content(of: UIView(frame: .zero).withSubview(view)), red: 255).first
            #expect(abs((piece?.alpha ?? 0) - 0.5) < 1e-6)
            if case .fill(let radii)? = piece?.kind { #expect(abs(radii.topLeft - eased) < 1e-6) } else { Issue.record("no fill") }
            clock.step(to: 2)
            // The fade is removed on completion; the corner radius holds its end value (fillMode forwards).
            #expect(view.layer.playgroundPresentedOpacity(at: 2) == 1)
            #expect(view.layer.playgroundPresentedCornerRadius(at: 2) == 20)
            view.layer.removeAnimation(forKey: "round")
            #expect(view.layer.playgroundPresentedCornerRadius(at: 2) == 0)
        }
    }

    @Test func aSpinnerRotatesAndASpringSettles() {
        TestAnimationClock.run { clock in
            let layer = CALayer()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0; spin.toValue = Double.pi * 2; spin.duration = 1; spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
            let quarter = layer.playgroundPresentedTransform(at: 2.25)  // a quarter turn into the third pass
            #expect(abs(quarter.m11) < 1e-9 && abs(quarter.m12 - 1) < 1e-9)
            #expect(CALayer.playgroundAnyAnimating(at: 50))
            // A spring of the defaults (mass 1, stiffness 100, damping 10): ζ = 0.5, it overshoots, then settles.
            let bounce = CASpringAnimation(keyPath: "opacity")
            bounce.fromValue = 0; bounce.toValue = 1; bounce.duration = bounce.settlingDuration
            layer.add(bounce, forKey: "bounce")
            let peak = stride(from: 0.0, to: bounce.duration, by: 0.01).map { Double(layer.playgroundPresentedOpacity(at: $0)) }.max() ?? 0
            // Peak overshoot of a damped spring: e^(−πζ/√(1−ζ²)) = 16.3 % for ζ = 0.5.
            #expect(abs(peak - (1 + exp(-Double.pi * 0.5 / (0.75).squareRoot()))) < 0.01)
            #expect(abs(layer.playgroundPresentedOpacity(at: bounce.duration - 1e-6) - 1) < 0.002)
            layer.removeAllAnimations()
            #expect(layer.playgroundTracks.isEmpty)
        }
    }

    @Test func presentationIsACopyWithTheShownValues() {
        TestAnimationClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(view.layer.presentation() === view.layer)  // nothing animates: the layer itself
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
                view.center = CGPoint(x: 105, y: 5)
            })
            // presentation() reads CACurrentMediaTime() (process-wide); its copy at an explicit time:
            let shown = view.layer.playgroundPresentationCopy(at: 0.5)
            #expect(shown !== view.layer)
            #expect(abs(Double(shown?.opacity ?? 0) - 0.5) < 1e-6)
            #expect(abs((shown?.position.x ?? 0) - 55) < 1e-9)
            #expect(view.layer.model() === view.layer)
        }
    }
}

private extension UIView {
    func withSubview(_ sub: UIView) -> UIView { addSubview(sub); frame = sub.frame; return self }
}
