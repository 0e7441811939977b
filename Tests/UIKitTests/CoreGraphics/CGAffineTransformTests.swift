import Testing
import UIKit

/// CGAffineTransform worked examples (Apple's conventions: row vectors; `a.concatenating(b)` applies a first;
/// `translatedBy` applies the new step first).
@Suite struct CGAffineTransformTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

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
}
