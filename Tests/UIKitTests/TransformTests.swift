import Testing
import UIKit

/// CGAffineTransform and CATransform3D worked examples (Apple's conventions: row vectors; `a.concatenating(b)` and
/// `CATransform3DConcat(a, b)` apply a first; `translatedBy`/`CATransform3DTranslate` apply the new step first).
@Suite struct TransformTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    func apply(_ t: CATransform3D, _ p: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let w = p.0 * t.m14 + p.1 * t.m24 + p.2 * t.m34 + t.m44
        return ((p.0 * t.m11 + p.1 * t.m21 + p.2 * t.m31 + t.m41) / w,
                (p.0 * t.m12 + p.1 * t.m22 + p.2 * t.m32 + t.m42) / w,
                (p.0 * t.m13 + p.1 * t.m23 + p.2 * t.m33 + t.m43) / w)
    }

    @Test func affineConstructorsAndApplying() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
        #expect(CGPoint(x: 3, y: 4).applying(CGAffineTransform(translationX: 10, y: -1)) == CGPoint(x: 13, y: 3))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5)
            .scaledBy(x: 2, y: 1)) == CGSize(width: 20, height: 20))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX + 20) < 1e-9 && abs(rect.minY) < 1e-9 && abs(rect.width - 20) < 1e-9
            && abs(rect.height - 10) < 1e-9)
    }

    @Test func affineOrderOfOperations() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // Concatenating: the scale, then the translation.
        #expect(CGPoint.zero.applying(scale.concatenating(CGAffineTransform(translationX: 10, y: 0))) == CGPoint(x: 10, y: 0))
        // translatedBy: the translation happens in the scaled space (first), then the scale.
        #expect(CGPoint.zero.applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 20, y: 0))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)),
                      CGPoint(x: 5, y: 1)))
    }

    @Test func affineInverse() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let round = CGPoint(x: 11, y: 13).applying(t).applying(t.inverted())
        #expect(close(round, CGPoint(x: 11, y: 13)))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)))
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
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
        for (x, y) in zip(r.playgroundRowMajor, a.playgroundRowMajor) { #expect(abs(x - y) < 1e-12) }
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
        for (x, y) in zip(product.playgroundRowMajor, CATransform3DIdentity.playgroundRowMajor) { #expect(abs(x - y) < 1e-9) }
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        // Perspective: a point nearer the eye (z > 0) is drawn larger.
        var eye = CATransform3DIdentity
        eye.m34 = -1 / 500
        #expect(apply(eye, (100, 0, 100)).0 > 100)
    }
}
