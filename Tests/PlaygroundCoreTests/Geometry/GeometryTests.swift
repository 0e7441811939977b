import Testing
@testable import PlaygroundCore

@Suite struct GeometryTests {
    @Test func rotationFollowsCGAffineTransformConvention() {
        let t = AffineTransform(rotation: .pi / 2)
        let p = t.apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)  // y down: +90° turns +x onto +y (clockwise on screen)
        #expect(abs(t.a) < 1e-12 && t.b == 1 && t.c == -1 && abs(t.d) < 1e-12)
        #expect(abs(t.rotationAngle - .pi / 2) < 1e-12)
    }

    @Test func concatenationAppliesSelfFirst() {
        let scale = AffineTransform(scaleX: 2, y: 3)
        let move = AffineTransform(translationX: 10, y: 0)
        #expect(scale.concatenating(move).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 3))
        #expect(move.concatenating(scale).apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 3))
    }

    @Test func rectIntersectionIsClosed() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))  // corner touch counts
        #expect(!r.intersects(Rect(x: 10.001, y: 0, width: 5, height: 5)))
        #expect(r.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))
        #expect(Rect(center: Point(x: 5, y: 5), size: Size(width: 4, height: 2)) == Rect(x: 3, y: 4, width: 4, height: 2))
    }

    @Test func clampedIndexNeverTraps() {
        #expect(clampedIndex(.nan, 0, 5) == 0)
        #expect(clampedIndex(-.infinity, 0, 5) == 0)
        #expect(clampedIndex(1e300, 0, 5) == 5)
        #expect(clampedIndex(2.7, 0, 5) == 2)
        #expect(clampedIndex(-0.5, -1, 5) == -1)
    }

    @Test func perspectiveProjectsTowardTheCenter() {
        let t = Transform3D.perspective(eyeDistance: 500).multiplied(by: .rotationY(.pi / 4))
        let right = t.project(Point(x: 100, y: 100))!
        let left = t.project(Point(x: -100, y: 100))!
        // Rotating about y by 45°: one edge recedes (shorter), the other comes closer (taller).
        #expect(abs(right.y) != abs(left.y))
        #expect(Transform3D.identity.project(Point(x: 3, y: 4)) == Point(x: 3, y: 4))
    }

    @Test func colorFromHSL() {
        #expect(Color(hue: 0, saturation: 1, lightness: 0.5) == Color(r: 255, g: 0, b: 0))
        #expect(Color(hue: 120, saturation: 1, lightness: 0.5) == Color(r: 0, g: 255, b: 0))
        #expect(Color(hue: 240, saturation: 1, lightness: 0.5) == Color(r: 0, g: 0, b: 255))
    }
}
