import PlaygroundCore
import Testing

/// The anti-aliased band outside a mesh's boundary edges (MeshFringe; docs/cells.md, "Shapes and masks").
@Suite struct MeshFringeTests {
    /// A unit square as two triangles sharing the diagonal (wound either way): four bands, none on the diagonal,
    /// each moved 0.5 outward: below y = 0, right of x = 1, above y = 1, left of x = 0.
    @Test func aSquaresBandsAreItsFourSidesOutward() {
        let p = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1)]
        let bands = MeshFringe.bands(p, width: 0.5)
        #expect(bands.count == 4)
        let outers = Set(bands.map { [$0.outerA, $0.outerB].sorted { ($0.x, $0.y) < ($1.x, $1.y) } })
        #expect(outers == [
            [Point(x: 0, y: -0.5), Point(x: 1, y: -0.5)],
            [Point(x: 1.5, y: 0), Point(x: 1.5, y: 1)],
            [Point(x: 0, y: 1.5), Point(x: 1, y: 1.5)],
            [Point(x: -0.5, y: 0), Point(x: -0.5, y: 1)],
        ])
        // The inner side is the mesh's own edge, its vertices named by index.
        for band in bands {
            #expect(p[band.indexA] == band.a && p[band.indexB] == band.b)
        }
    }

    /// One triangle: three bands, each on the side away from the opposite vertex, whichever way it is wound.
    @Test func aTrianglesBandsPointAwayFromItsOppositeVertex() {
        for tri in [[Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 3)],
                    [Point(x: 0, y: 0), Point(x: 0, y: 3), Point(x: 4, y: 0)]] {
            let bands = MeshFringe.bands(tri, width: 1)
            #expect(bands.count == 3)
            let centroid = Point(x: 4.0 / 3, y: 1)
            for band in bands {
                let mid = Point(x: (band.a.x + band.b.x) / 2, y: (band.a.y + band.b.y) / 2)
                let out = Point(x: (band.outerA.x + band.outerB.x) / 2, y: (band.outerA.y + band.outerB.y) / 2)
                let d0 = (mid.x - centroid.x) * (mid.x - centroid.x) + (mid.y - centroid.y) * (mid.y - centroid.y)
                let d1 = (out.x - centroid.x) * (out.x - centroid.x) + (out.y - centroid.y) * (out.y - centroid.y)
                #expect(d1 > d0)
                // Moved exactly the width.
                let dx = out.x - mid.x, dy = out.y - mid.y
                #expect(abs((dx * dx + dy * dy).squareRoot() - 1) < 1e-9)
            }
        }
    }

    /// Nothing for no width or no triangle; a triangle with no area (two corners equal) gives no band: its
    /// zero-length edge is skipped and its other two edges are the same edge, counted twice.
    @Test func degenerateInputGivesNoBands() {
        #expect(MeshFringe.bands([], width: 1).isEmpty)
        #expect(MeshFringe.bands([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)], width: 0).isEmpty)
        #expect(MeshFringe.bands([Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 1)], width: 1).isEmpty)
    }

    /// A T-junction (a 2 × 1 rectangle under two 1 × 1 squares, each two triangles): the rectangle's top edge
    /// (0,1)–(2,1) matches neither square's bottom edge, so all three count as boundaries, 10 bands; a translucent
    /// mesh's `outsideOnly` keeps the 7 over the outside (left ×2, bottom, right ×2, top ×2), none on y = 1.
    @Test func translucentMeshesKeepOnlyTheBandsOverTheOutside() {
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Point] {
            [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h),
             Point(x: x, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)]
        }
        let mesh = rect(0, 0, 2, 1) + rect(0, 1, 1, 1) + rect(1, 1, 1, 1)
        #expect(MeshFringe.bands(mesh, width: 0.5).count == 10)
        let outside = MeshFringe.bands(mesh, width: 0.5, outsideOnly: true)
        #expect(outside.count == 7)
        #expect(!outside.contains { $0.a.y == 1 && $0.b.y == 1 })
        // Every kept band's outer middle is off the mesh: x or y outside 0…2.
        for band in outside {
            let m = Point(x: (band.outerA.x + band.outerB.x) / 2, y: (band.outerA.y + band.outerB.y) / 2)
            #expect(m.x < 0 || m.x > 2 || m.y < 0 || m.y > 2, "\(m)")
        }
        // A square's four bands are all over the outside.
        #expect(MeshFringe.bands(rect(0, 0, 1, 1), width: 0.5, outsideOnly: true).count == 4)
    }
}
