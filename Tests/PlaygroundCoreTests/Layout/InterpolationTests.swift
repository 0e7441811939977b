import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct InterpolationTests {
    func close(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.array, b.array).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func decompositionRoundTrips() {
        withEverySeed(0..<200) { seed, rng in
            let t = AffineTransform(rotation: rng.double(in: -3...3))
                .concatenating(AffineTransform(scaleX: rng.double(in: 0.1...3), y: rng.double(in: 0.1...3)))
            #expect(close(DecomposedTransform(t).transform, t), "seed \(seed)")
        }
        let yOnly = AffineTransform(scaleX: 1, y: 1.1)  // the cards' Y-only scale
        let d = DecomposedTransform(yOnly)
        #expect(d.rotation == 0 && d.scaleX == 1 && abs(d.scaleY - 1.1) < 1e-12)
    }

    @Test func rotationTakesTheShortWay() {
        let a = LayoutAttributes(indexPath: IndexPath(item: 0), center: .zero, size: Size(width: 10, height: 10),
                                 transform: AffineTransform(rotation: 3.0))
        var b = a
        b.transform = AffineTransform(rotation: -3.0)
        // From 3.0 to −3.0 the short way goes through π (0.283 rad), not through 0 (6 rad).
        let mid = a.interpolated(to: b, 0.5)
        #expect(abs(abs(mid.transform.rotationAngle) - .pi) < 1e-9)
        // A quarter of the way: 3.0 + 0.0708.
        #expect(abs(a.interpolated(to: b, 0.25).transform.rotationAngle - (3.0 + (2 * .pi - 6) / 4)) < 1e-9)
    }

    @Test func everythingElseIsLinearAndZHandsOverAtTheMidpoint() {
        let a = LayoutAttributes(indexPath: IndexPath(item: 1), center: Point(x: 0, y: 0), size: Size(width: 100, height: 50),
                                 alpha: 1, zIndex: 1000)
        let b = LayoutAttributes(indexPath: IndexPath(item: 1), center: Point(x: 200, y: 100), size: Size(width: 300, height: 50),
                                 transform: AffineTransform(scaleX: 2, y: 2), alpha: 0, zIndex: 1)
        let q = a.interpolated(to: b, 0.25)
        #expect(q.center == Point(x: 50, y: 25))
        #expect(q.size == Size(width: 150, height: 50))
        #expect(q.alpha == 0.75)
        #expect(abs(q.transform.a - 1.25) < 1e-12 && abs(q.transform.d - 1.25) < 1e-12)
        #expect(q.zIndex == 1000)
        #expect(a.interpolated(to: b, 0.5).zIndex == 1)
        #expect(a.interpolated(to: b, 0) == a)
        #expect(a.interpolated(to: b, 1) == b)
    }
}
