import Foundation
import Testing
@testable import PlaygroundCore

/// Worked examples for the shape layers' triangles (PathTessellation): areas computed by hand.
@Suite struct PathTessellationTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Point] {
        [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)]
    }

    @Test func aRectangleFillsItsArea() {
        let t = PathTessellation.fill([Self.rect(0, 0, 4, 2)], evenOdd: false)
        #expect(t.count == 6)   // one band, one trapezoid
        #expect(abs(PathTessellation.area(ofTriangles: t) - 8) < 1e-9)
    }

    @Test func aRingHasAHoleUnderEvenOddAndUnderNonZeroWhenWoundBackwards() {
        let outer = Self.rect(0, 0, 10, 10)
        let inner = Self.rect(3, 3, 4, 4)
        // Even-odd: 100 − 16 whatever the windings.
        #expect(abs(PathTessellation.area(ofTriangles: PathTessellation.fill([outer, inner], evenOdd: true)) - 84) < 1e-9)
        // Non-zero, both wound the same way: the inside is counted twice, still filled: 100.
        #expect(abs(PathTessellation.area(ofTriangles: PathTessellation.fill([outer, inner], evenOdd: false)) - 100) < 1e-9)
        // Non-zero with the inner wound backwards: a hole again.
        let back = Array(inner.reversed())
        #expect(abs(PathTessellation.area(ofTriangles: PathTessellation.fill([outer, back], evenOdd: false)) - 84) < 1e-9)
    }

    @Test func aSelfCrossingBowTieIsTwoTriangles() {
        // (0,0) → (4,4) → (4,0) → (0,4): two triangles meeting at (2, 2), each 4 wide at its base, 2 tall: 4 each.
        let bow = [Point(x: 0, y: 0), Point(x: 4, y: 4), Point(x: 4, y: 0), Point(x: 0, y: 4)]
        #expect(abs(PathTessellation.area(ofTriangles: PathTessellation.fill([bow], evenOdd: false)) - 8) < 1e-9)
        #expect(abs(PathTessellation.area(ofTriangles: PathTessellation.fill([bow], evenOdd: true)) - 8) < 1e-9)
    }

    @Test func aFiveArmedStarNonZeroFillsItsPentagonEvenOddLeavesIt() {
        // The pentagram through 5 points of a circle (every second one): non-zero fills the middle pentagon too.
        let pts = (0..<5).map { k -> Point in
            let a = -Double.pi / 2 + Double(k * 2) * 2 * .pi / 5
            return Point(x: 10 * cos(a), y: 10 * sin(a))
        }
        let nonZero = PathTessellation.area(ofTriangles: PathTessellation.fill([pts], evenOdd: false))
        let evenOdd = PathTessellation.area(ofTriangles: PathTessellation.fill([pts], evenOdd: true))
        // The inner pentagon's circumradius is R·cos(72°)/cos(36°); its area (5/2) r² sin 72°.
        let r: Double = 10 * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let pentagon: Double = 2.5 * r * r * sin(2 * Double.pi / 5)
        #expect(abs(nonZero - evenOdd - pentagon) < 1e-6)
    }

    @Test func aStrokedSegmentIsItsWidthTimesItsLength() {
        let t = PathTessellation.stroke([Point(x: 0, y: 0), Point(x: 10, y: 0)], closed: false, width: 2)
        #expect(abs(PathTessellation.area(ofTriangles: t) - 20) < 1e-9)
        // Square caps add half the width at each end: 2 × 12.
        let sq = PathTessellation.stroke([Point(x: 0, y: 0), Point(x: 10, y: 0)], closed: false, width: 2, cap: .square)
        #expect(abs(PathTessellation.area(ofTriangles: sq) - 24) < 1e-9)
        // Round caps: two half discs of radius 1 (8 segments each: 8 · ½ sin(π/8)).
        let rd = PathTessellation.stroke([Point(x: 0, y: 0), Point(x: 10, y: 0)], closed: false, width: 2, cap: .round)
        #expect(abs(PathTessellation.area(ofTriangles: rd) - (20 + 2 * 8 * 0.5 * sin(Double.pi / 8))) < 1e-9)
    }

    @Test func aRightAngleMiterAddsTheCornerSquaresOutsideHalf() {
        // An L, 10 then 10, width 2: two 20-point quads; the miter adds the outer triangle pair (1 × 1 square),
        // a bevel only half of it.
        let l = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]
        let miter = PathTessellation.area(ofTriangles: PathTessellation.stroke(l, closed: false, width: 2, join: .miter))
        let bevel = PathTessellation.area(ofTriangles: PathTessellation.stroke(l, closed: false, width: 2, join: .bevel))
        #expect(abs(miter - (40 + 1)) < 1e-9)
        #expect(abs(bevel - (40 + 0.5)) < 1e-9)
        // A miter limit below √2 (the ratio at 90°) falls back to the bevel.
        let limited = PathTessellation.area(ofTriangles: PathTessellation.stroke(l, closed: false, width: 2, join: .miter,
                                                                                 miterLimit: 1.4))
        #expect(abs(limited - bevel) < 1e-9)
    }

    @Test func trimKeepsTheFractionOfTheLength() {
        // A 10 × 10 square's outline is 40 long; 0.25…0.5 is its right side.
        let parts = PathTessellation.trim([(Self.rect(0, 0, 10, 10), true)], start: 0.25, end: 0.5)
        #expect(parts.count == 1)
        #expect(parts[0].points == [Point(x: 10, y: 0), Point(x: 10, y: 10)] && !parts[0].closed)
        #expect(PathTessellation.trim([(Self.rect(0, 0, 10, 10), true)], start: 0.6, end: 0.6).isEmpty)
    }

    @Test func clippingASquareToATriangleAndCarryingUVs() {
        // The unit square cut by the triangle (0,0) (2,0) (0,2): the part below x + y = 2 is the whole square.
        let sq = Self.rect(0, 0, 1, 1)
        let whole = PathTessellation.clip(sq, to: [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 0, y: 2)])
        #expect(abs(abs(PathTessellation.signedArea(whole)) - 1) < 1e-12)
        // Cut by x + y ≤ 1: half of it; the uv of the new corner (1, 0)… is interpolated.
        let half = PathTessellation.clip(sq, uvs: sq.map { Point(x: $0.x / 2, y: $0.y / 2) },
                                         to: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)])
        #expect(abs(abs(PathTessellation.signedArea(half.points)) - 0.5) < 1e-12)
        #expect(zip(half.points, half.uvs).allSatisfy { abs($0.x / 2 - $1.x) < 1e-12 && abs($0.y / 2 - $1.y) < 1e-12 })
    }

    @Test func roundedRectangleAndHull() {
        let o = PathTessellation.roundedRectangle(Rect(x: 0, y: 0, width: 20, height: 10), radii: CornerRadii(5), segments: 8)
        #expect(o.count == 36)
        // The area of a 20 × 10 rectangle with 5-point corners: 200 − (4 − π)·25, less the chords' segments
        // (8 segments a quarter: 4 corners · 25 · (π/4 − 8 · ½ sin(π/16)))…
        let exact = 200 - (4 - Double.pi) * 25
        let chords = 4 * 25 * (Double.pi / 4 - 4 * sin(Double.pi / 16))
        #expect(abs(abs(PathTessellation.signedArea(o)) - (exact - chords)) < 1e-9)
        #expect(PathTessellation.isConvex(o))
        let hull = PathTessellation.convexHull([Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2),
                                                Point(x: 0, y: 2)])
        #expect(Set(hull) == Set([Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 2)]))
    }

    @Test func selfSizingRecordLines() {
        let r = SelfSizingRecord(estimatedFrame: Rect(x: 0, y: 88, width: 390, height: 44), measured: Size(width: 390, height: 63.5))
        #expect(r.lines(current: Rect(x: 0, y: 107.5, width: 390, height: 63.5))
            == ["estimated 390 × 44 at (0, 88)", "measured 390 × 63.5", "jump +0 × +19.5, moved (+0, +19.5)"])
        #expect(r.tag == "est 390×44 → 390×63.5")
    }
}
