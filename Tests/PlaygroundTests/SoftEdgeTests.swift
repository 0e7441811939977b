import Foundation
import PlaygroundCore
import Testing

/// Soft edges (Sources/PlaygroundApp/Rendering/SoftEdges.swift) in a real render: across a turned cell's edge the pixels ramp
/// from the cell's colour to what lies outside, each by the share of it the cell covers, where a hard edge gives
/// only the two colours. In RenderGoldenTests' serialized suite, with its solid fixtures and reference compositing.
extension RenderGoldenTests {
    @Test(arguments: ["software", "auto"])
    func turnedEdgesAreSoft(renderer: String) throws {
        // Rotating at 116.25: item 3 turned π/4, a diamond centered at (613.75, 400) (rotatedCornersAreWhere…).
        let shot = Shot(layout: "rotating", offset: Point(x: 116.25, y: 0))
        let list = try shot.drawList()
        let item = try drawn(list, 3)
        let color = Self.colors[item.itemID! % 8]
        let pixels = try shot.render(renderer: renderer, name: "soft-edges")
        let q = item.quad.corners
        let center = q.reduce(Point.zero, +) * 0.25
        var between = 0, checked = 0
        for k in 0..<4 {
            let a = q[k], b = q[(k + 1) % 4]
            let along = (b - a) * (1 / (b - a).length)
            var normal = Point(x: -along.y, y: along.x)  // pointing into the quad
            if ((center - a).x * normal.x + (center - a).y * normal.y) < 0 { normal = normal * -1 }
            // Every pixel whose center lies within half a pixel of the middle half of the edge.
            let box = Rect(x: min(a.x, b.x) - 2, y: min(a.y, b.y) - 2, width: abs(b.x - a.x) + 4, height: abs(b.y - a.y) + 4)
            for y in Int(box.minY)...Int(box.maxY) {
                for x in Int(box.minX)...Int(box.maxX) {
                    let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let rel = p - a
                    let t = (rel.x * along.x + rel.y * along.y) / (b - a).length
                    let d = rel.x * normal.x + rel.y * normal.y  // > 0 inside
                    guard t > 0.25, t < 0.75, abs(d) < 0.5 else { continue }
                    // What shows just outside (another cell, the band or the background): from the core.
                    let outside = Self.composite(list, at: p - normal * 1.5)
                    guard Self.edgeDistance(p - normal * 1.5, list) > 1, Self.edgeDistance(p + normal * 1.5, list) > 1,
                          list.cell(at: p + normal * 1.5)?.displayIndex == 3 else { continue }
                    let coverage = 0.5 + d
                    func mix(_ c: UInt8, _ o: UInt8) -> UInt8 { UInt8((coverage * Double(c) + (1 - coverage) * Double(o)).rounded()) }
                    let expected = Color(r: mix(color.r, outside.r), g: mix(color.g, outside.g), b: mix(color.b, outside.b))
                    let got = pixels[x, y]
                    checked += 1
                    // SDL 2.26's software renderer truncates vertex positions to whole pixels, so its ramp may sit up
                    // to a pixel off: there only the softness is checked, not where the ramp lies.
                    if renderer != "software" {
                        #expect(got.isClose(to: expected, tolerance: 40), "(\(x), \(y)) d \(d): \(got), expected \(expected)")
                    }
                    if !got.isClose(to: color, tolerance: 24) && !got.isClose(to: outside, tolerance: 24) { between += 1 }
                }
            }
        }
        // The diamond's four sides are 200 long: about 100 pixels each in the middle half, many of them in between
        // (a hard edge has none; measured: OpenGL 278 of 416, software 208 of 416).
        #expect(checked > 100)
        #expect(Double(between) > 0.3 * Double(checked), "\(between) of \(checked) pixels in between")
        print("soft edges, \(renderer): \(between) of \(checked) pixels in between")
    }
}
