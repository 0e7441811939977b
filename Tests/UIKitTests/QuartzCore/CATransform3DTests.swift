import Testing
import UIKit

/// CATransform3D worked examples (Core Animation's conventions: row vectors; `CATransform3DConcat(a, b)` applies a
/// first; `CATransform3DTranslate` applies the new step first).
@Suite struct CATransform3DTests {
    func apply(_ t: CATransform3D, _ p: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let w = p.0 * t.m14 + p.1 * t.m24 + p.2 * t.m34 + t.m44
        return ((p.0 * t.m11 + p.1 * t.m21 + p.2 * t.m31 + t.m41) / w,
                (p.0 * t.m12 + p.1 * t.m22 + p.2 * t.m32 + t.m42) / w,
                (p.0 * t.m13 + p.1 * t.m23 + p.2 * t.m33 + t.m43) / w)
    }

    /// The 16 numbers row by row.
    func elements(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    @Test func transform3DConcatIsFirstThenSecond() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(apply(CATransform3DConcat(scale, move), (1, 0, 0)) == (12, 0, 0))
        #expect(apply(CATransform3DConcat(move, scale), (1, 0, 0)) == (22, 0, 0))
        // CATransform3DTranslate(t, …) = translation · t: the translation first.
        #expect(apply(CATransform3DTranslate(scale, 10, 0, 0), (1, 0, 0)) == (22, 0, 0))
        #expect(apply(CATransform3DScale(move, 2, 2, 1), (1, 0, 0)) == (12, 0, 0))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DEqualToTransform(move, CATransform3DMakeTranslation(10, 0, 0)))
    }

    @Test func transform3DRotationMatchesTheAffineOne() {
        let r = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let a = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.7))
        for (x, y) in zip(elements(r), elements(a)) { #expect(abs(x - y) < 1e-12) }
        // About y by 90°: x goes to −z (right-handed, as Core Animation turns a card away).
        let p = apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), (1, 0, 0))
        #expect(abs(p.0) < 1e-12 && abs(p.2 + 1) < 1e-12)
        #expect(CATransform3DIsAffine(a) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        #expect(CATransform3DGetAffineTransform(a) == CGAffineTransform(rotationAngle: 0.7))
    }

    @Test func transform3DInverseAndPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 5, 0, 1, 0)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (x, y) in zip(elements(product), elements(CATransform3DIdentity)) { #expect(abs(x - y) < 1e-9) }
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        // Perspective: a point nearer the eye (z > 0) is drawn larger.
        var eye = CATransform3DIdentity
        eye.m34 = -1 / 500
        #expect(apply(eye, (100, 0, 100)).0 > 100)
    }
}
