import Foundation
import PlaygroundCore
import Testing

/// Golden pixels of `playground render` for every layout, with the solid-colour fixtures (Tests/Fixtures/solid): the
/// expected values come from the core (the same PlaygroundConfig, `setContentOffset(_, clamped: false)`,
/// `drawList()`), so the tests check that the renderer draws what the core says, where it says.
///
/// Every sampled point is a pixel center at least `RenderGoldenTests.clearance` points from every drawn edge, so the
/// rasterizers' edge rules never decide a test. Set GOLDEN_KEEP=/some/folder to keep the PNGs for a look.
@Suite(.serialized) struct RenderGoldenTests {
    /// A sample must be this far (points) from every drawn quad's edges.
    static let clearance = 1.5

    /// The fixtures' colours, in file-name order (item id shows image id % 8).
    static let colors = EdgeTests.solidColors

    /// The fixtures' pixel sizes in file-name order: the natural sizes `render` reads from their headers.
    static func fixtureSizes() throws -> [Size] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repo.solidFixtures)
            .filter { $0.hasSuffix(".png") }.sorted()
        return try names.map {
            let p = try Pixels(png: Repo.solidFixtures + "/" + $0)
            return Size(width: Double(p.width), height: Double(p.height))
        }
    }

    /// One scene: what `render` is given, and the core's DrawList for it.
    struct Shot: CustomStringConvertible {
        var layout: String
        var size = Size(width: 1280, height: 800)
        var offset: Point
        var items = 24
        var params: [String: String] = [:]

        var description: String { "\(layout) at \(offset.x),\(offset.y) \(params)" }

        /// The frame the core hands the renderer.
        func drawList() throws -> DrawList {
            var p = try Playground(config: PlaygroundConfig(
                viewport: size, layoutName: layout, params: params, itemCount: items,
                naturalSizes: try RenderGoldenTests.fixtureSizes(), imageCount: 8))
            p.setContentOffset(offset, clamped: false)
            return p.drawList()
        }

        /// `playground render` of the scene, read back.
        func render(renderer: String = "software", name: String) throws -> Pixels {
            let keep = ProcessInfo.processInfo.environment["GOLDEN_KEEP"]
            let dir = try keep.map { URL(fileURLWithPath: $0) } ?? Repo.temporaryDirectory()
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { if keep == nil { try? FileManager.default.removeItem(at: dir) } }
            let out = dir.appendingPathComponent("\(name)-\(renderer).png").path
            var arguments = ["render", "--layout", layout, "--size", "\(Int(size.width))x\(Int(size.height))",
                             "--offset", "\(offset.x),\(offset.y)", "--images", Repo.solidFixtures,
                             "--items", "\(items)", "--renderer", renderer, "--out", out]
            for (k, v) in params.sorted(by: { $0.key < $1.key }) { arguments += ["--param", "\(k)=\(v)"] }
            let run = try Run.playground(arguments)
            guard run.status == 0 else { throw CLIErrorForTests("render failed: \(run.stderr)") }
            let pixels = try Pixels(png: out)
            guard pixels.width == Int(size.width), pixels.height == Int(size.height) else {
                throw CLIErrorForTests("render wrote \(pixels.width)×\(pixels.height)")
            }
            return pixels
        }
    }

    // MARK: Reference

    /// The colour an item is drawn with: its fixture's, or its placeholder colour (decorations, supplementary views).
    static func color(of item: DrawItem) -> Color { item.texture.map { colors[$0] } ?? item.color }

    /// What the core says the pixel at `p` shows: the background, then every drawn quad containing `p`, back to front,
    /// blended with its alpha as SDL_BLENDMODE_BLEND does (the alpha quantized to a byte, as the renderer sends it).
    static func composite(_ list: DrawList, at p: Point) -> Color {
        var c = (r: Double(list.background.r), g: Double(list.background.g), b: Double(list.background.b))
        for item in list.items where item.alpha > 0 && item.quad.contains(p) {
            let a = (item.alpha * 255).rounded() / 255, s = color(of: item)
            c = (a * Double(s.r) + (1 - a) * c.r, a * Double(s.g) + (1 - a) * c.g, a * Double(s.b) + (1 - a) * c.b)
        }
        return Color(r: UInt8(c.r.rounded()), g: UInt8(c.g.rounded()), b: UInt8(c.b.rounded()))
    }

    /// The distance from `p` to the nearest edge of any drawn quad, points.
    static func edgeDistance(_ p: Point, _ list: DrawList) -> Double {
        var best = Double.infinity
        for item in list.items where item.alpha > 0 {
            let c = item.quad.corners
            for i in 0..<4 { best = min(best, distance(p, c[i], c[(i + 1) % 4])) }
        }
        return best
    }

    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a, len2 = d.x * d.x + d.y * d.y
        let t = len2 > 0 ? (((p.x - a.x) * d.x + (p.y - a.y) * d.y) / len2).clamped(to: 0...1) : 0
        return (p - (a + d * t)).length
    }

    /// The center of the pixel that holds `p` (what `Pixels[p]` reads).
    static func pixelCenter(_ p: Point) -> Point {
        Point(x: p.x.rounded(.down) + 0.5, y: p.y.rounded(.down) + 0.5)
    }

    /// The pixel centers `d` points inside and outside `corner`, along the diagonal from the quad's center.
    static func diagonalSamples(_ corner: Point, center: Point, d: Double = 3) -> (inside: Point, outside: Point) {
        let v = corner - center, u = v * (1 / v.length)
        return (pixelCenter(corner - u * d), pixelCenter(corner + u * d))
    }

    func close(_ p: Point, _ q: Point, _ tolerance: Double = 1e-3) -> Bool { (p - q).length <= tolerance }

    /// The drawn item of display index `index`.
    func drawn(_ list: DrawList, _ index: Int) throws -> DrawItem {
        try #require(list.items.first { $0.displayIndex == index && $0.attributes.category == .cell })
    }

    // MARK: Cell centers

    static let centerShots: [(shot: Shot, anchor: (point: Point, item: Int), minimum: Int)] = [
        // grid 180×180, insets 10: item 0 at (10…190, 10…190), center (100, 100) → (100, 50) at offset y 50.
        (Shot(layout: "grid", offset: Point(x: 0, y: 50), items: 40), (Point(x: 100, y: 50), 0), 20),
        // waterfall, 3 columns: w = (1280 − 5 − 5 − 2·10)/3 = 416.67; item 0 (100×100, square) at x 5, y 5 + 10 = 15,
        // center (213.33, 223.33) → (213.33, 103.33) at offset y 120.
        (Shot(layout: "waterfall", offset: Point(x: 0, y: 120), items: 40), (Point(x: 213.33, y: 103.33), 0), 6),
        // rotating at 116.25: cur = trunc(756.25/210) = 3, change = 116.25 − 630 + 540 = 26.25, angle 2π·26.25/210
        // = π/4; item 3 centered at 3·210 + 100 − 116.25 = 613.75.
        (Shot(layout: "rotating", offset: Point(x: 116.25, y: 0)), (Point(x: 613.75, y: 400), 3), 5),
        // cards at 620: card 1 centered at 640 (its center 640 + 620 = 1260 in content).
        (Shot(layout: "cards", offset: Point(x: 620, y: 0)), (Point(x: 640, y: 400), 1), 3),
        // coverflow at 600 = 5·120: item 5 centered, flat.
        (Shot(layout: "coverflow", offset: Point(x: 600, y: 0)), (Point(x: 640, y: 400), 5), 9),
    ]

    @Test(arguments: 0..<5)
    func cellCentersShowTheirImages(shotIndex: Int) throws {
        let (shot, anchor, minimum) = Self.centerShots[shotIndex]
        let list = try shot.drawList()
        let pixels = try shot.render(name: "centers-\(shot.layout)")
        // The hand-computed anchor: that item is on top there, and it shows its fixture's colour.
        let a = Self.pixelCenter(anchor.point)
        #expect(list.cell(at: a)?.displayIndex == anchor.item, "\(shot)")
        #expect(pixels[a].isClose(to: Self.colors[anchor.item % 8]), "\(shot): \(pixels[a])")
        // Every visible cell whose center is not covered by a higher cell shows its colour there (blended by its
        // alpha over whatever is behind).
        var checked = 0
        for item in list.items where item.attributes.category == .cell {
            let c = Self.pixelCenter(item.quad.center)
            guard c.x >= 0, c.y >= 0, c.x < shot.size.width, c.y < shot.size.height,
                  list.cell(at: c)?.displayIndex == item.displayIndex, Self.edgeDistance(c, list) >= Self.clearance
            else { continue }
            let expected = Self.composite(list, at: c)
            #expect(pixels[c].isClose(to: expected),
                    "\(shot): item \(item.displayIndex!) at \(c): \(pixels[c]) vs \(expected)")
            if item.alpha == 1 {
                #expect(pixels[c].isClose(to: Self.colors[item.itemID! % 8]), "\(shot): item \(item.itemID!)")
            }
            checked += 1
        }
        #expect(checked >= minimum, "\(shot): only \(checked) cells checked")
    }

    // MARK: Overlaps

    @Test func rotatingOverlapsGoByZIndexThenIndex() throws {
        // Offset 116.25: every item turned by π/4, a 200×200 square becomes a diamond with half-diagonal
        // 100·√2 ≈ 141.42, so neighbors 210 apart overlap where |dx| + |dy| ≤ 141.42 for both. Window centers: item i at
        // 210·i + 100 − 116.25 = 210·i − 16.25 (item 3 at 613.75), y 400.
        let shot = Shot(layout: "rotating", offset: Point(x: 116.25, y: 0))
        let list = try shot.drawList()
        let pixels = try shot.render(name: "rotating-overlap")
        // (midpoint of the two centers, item on top, item below): item 3 has zIndex 1000, the others cur = 3, and ties
        // keep the index order (the later item on top).
        let cases: [(Point, top: Int, below: Int)] = [
            (Point(x: 718.75, y: 400), 3, 4),   // 105 from both centers: current item 3 over item 4
            (Point(x: 508.75, y: 400), 3, 2),   // and over item 2
            (Point(x: 928.75, y: 400), 5, 4),   // a tie at zIndex 3: item 5 over item 4
            (Point(x: 298.75, y: 400), 2, 1),   // item 2 over item 1
        ]
        for (p, top, below) in cases {
            let c = Self.pixelCenter(p)
            #expect(try drawn(list, below).quad.contains(c) && drawn(list, top).quad.contains(c), "\(p)")
            #expect(list.cell(at: c)?.displayIndex == top, "\(p)")
            #expect(Self.edgeDistance(c, list) >= Self.clearance)
            #expect(pixels[c].isClose(to: Self.colors[top % 8]), "\(p): \(pixels[c])")
            #expect(!pixels[c].isClose(to: Self.colors[below % 8], tolerance: 60), "\(p)")
        }
    }

    @Test(arguments: ["software", "auto"])
    func coverflowSideItemsLieUnderTheCenteredOne(renderer: String) throws {
        // Offset 600: item 5 centered, flat, at 490…790 × 250…550. Item 6 (s = 1) is centered at 760: its far edge at
        // 760 − 56.614 = 703.386 (y 286.772…513.228), its near edge at 835 (y 250…550) (CoverflowLayoutTests
        // works these out); item 4 mirrors it about 640. Item 7's far edge is at 880 − 56.614 = 823.386.
        let shot = Shot(layout: "coverflow", offset: Point(x: 600, y: 0))
        let list = try shot.drawList()
        #expect(close(try drawn(list, 6).quad.topLeft, Point(x: 703.386, y: 286.772)))
        #expect(close(try drawn(list, 4).quad.topRight, Point(x: 576.614, y: 286.772)))
        let pixels = try shot.render(renderer: renderer, name: "coverflow-overlap")
        let cases: [(Point, top: Int, below: Int)] = [
            (Point(x: 750, y: 400), 5, 6),   // centered (zIndex 1000) over item 6 (990)
            (Point(x: 530, y: 400), 5, 4),   // and over item 4
            (Point(x: 829, y: 400), 6, 7),   // item 6 (990) over item 7 (980), 823.4…835
            (Point(x: 451, y: 300), 4, 3),   // mirrored: item 4 over item 3, 445…456.6
        ]
        for (p, top, below) in cases {
            let c = Self.pixelCenter(p)
            #expect(try drawn(list, below).quad.contains(c) && drawn(list, top).quad.contains(c), "\(p)")
            #expect(list.cell(at: c)?.displayIndex == top, "\(p)")
            #expect(Self.edgeDistance(c, list) >= Self.clearance, "\(p)")
            #expect(pixels[c].isClose(to: Self.colors[top % 8]), "\(renderer) \(p): \(pixels[c])")
        }
        // The centered item's own center.
        #expect(pixels[640, 400].isClose(to: Self.colors[5]))
    }

    // MARK: Corners

    @Test func rotatedCornersAreWhereTheRotationPutsThem() throws {
        // Offset 116.25: angle π/4 (see above). Item 3 (200×200, centered at (613.75, 400)): the corner (x, y) turns to
        // (x·cos − y·sin, x·sin + y·cos), so top-left (−100, −100) → (0, −141.42), top-right → (141.42, 0),
        // bottom-right → (0, 141.42), bottom-left → (−141.42, 0): a diamond.
        let shot = Shot(layout: "rotating", offset: Point(x: 116.25, y: 0))
        let list = try shot.drawList()
        let q = try drawn(list, 3).quad
        let r = 100 * 2.0.squareRoot()
        #expect(close(q.topLeft, Point(x: 613.75, y: 400 - r)) && close(q.topRight, Point(x: 613.75 + r, y: 400)))
        #expect(close(q.bottomRight, Point(x: 613.75, y: 400 + r)) && close(q.bottomLeft, Point(x: 613.75 - r, y: 400)))
        let pixels = try shot.render(name: "rotating-corners")
        try expectCorners(of: 3, in: list, pixels: pixels, shot: shot)
    }

    @Test func projectedCornersAreWhereThePerspectivePutsThem() throws {
        // spacing 250 keeps every corner of the side items clear of their neighbors. Offset 250: item 1 centered
        // (640 + 250 − 250 = 640), item 0 at s = −1 centered at 390, item 2 at s = 1 centered at 890. For tilt 60°,
        // eye 800, 300×300 (CoverflowLayoutTests.sideItemProjectsByHand): near (outer) edge at ±75 with half-height
        // 150, far (inner) edge at ∓56.614 with half-height 113.228.
        let shot = Shot(layout: "coverflow", offset: Point(x: 250, y: 0), params: ["spacing": "250"])
        let list = try shot.drawList()
        let right = try drawn(list, 2).quad, left = try drawn(list, 0).quad
        #expect(close(right.topRight, Point(x: 965, y: 250)) && close(right.bottomRight, Point(x: 965, y: 550)))
        #expect(close(right.topLeft, Point(x: 833.386, y: 286.772)))
        #expect(close(right.bottomLeft, Point(x: 833.386, y: 513.228)))
        #expect(close(left.topLeft, Point(x: 315, y: 250)) && close(left.bottomLeft, Point(x: 315, y: 550)))
        #expect(close(left.topRight, Point(x: 446.614, y: 286.772)))
        #expect(close(left.bottomRight, Point(x: 446.614, y: 513.228)))
        let pixels = try shot.render(name: "coverflow-corners")
        for item in [0, 2] { try expectCorners(of: item, in: list, pixels: pixels, shot: shot) }
        // Mid-turn (offset 125: items 0 and 1 at s = ∓0.5, turned ±41.25°): corners straight from the core.
        let mid = Shot(layout: "coverflow", offset: Point(x: 125, y: 0), params: ["spacing": "250"])
        let midList = try mid.drawList()
        let midPixels = try mid.render(name: "coverflow-corners-mid")
        for item in [0, 1] { try expectCorners(of: item, in: midList, pixels: midPixels, shot: mid) }
    }

    /// Just inside each corner of `index`'s quad (along the diagonal) the item's colour shows; just outside, not (and
    /// what shows there is what the core says: the band, a neighbor or the background).
    func expectCorners(of index: Int, in list: DrawList, pixels: Pixels, shot: Shot) throws {
        let item = try drawn(list, index)
        let color = Self.colors[item.itemID! % 8]
        let center = item.quad.corners.reduce(Point.zero, +) * 0.25
        for corner in item.quad.corners {
            let (inside, outside) = Self.diagonalSamples(corner, center: center)
            #expect(item.quad.contains(inside) && !item.quad.contains(outside), "\(shot): \(corner)")
            #expect(Self.edgeDistance(inside, list) >= 1 && Self.edgeDistance(outside, list) >= 1, "\(shot): \(corner)")
            #expect(list.cell(at: inside)?.displayIndex == index, "\(shot): \(corner)")
            #expect(pixels[inside].isClose(to: color), "\(shot): inside \(corner) at \(inside): \(pixels[inside])")
            #expect(!pixels[outside].isClose(to: color, tolerance: 60),
                    "\(shot): outside \(corner): \(pixels[outside])")
            #expect(pixels[outside].isClose(to: Self.composite(list, at: outside)), "\(shot): outside \(corner)")
        }
    }

    // MARK: Alpha

    @Test func halfTransparentCardBlendsOverTheBackground() throws {
        // Cards at offset 0: card 1 centered at 1260 (600×400 → 960…1560), s = 620/600 = 31/30, alpha
        // 1 − 0.4·31/30 = 0.58667. (1100, 400) lies on card 1 only (card 0 ends at 940; cards have no band behind).
        // Expected a·c + (1 − a)·bg per channel with c = green (0, 255, 0), bg = (30, 32, 38):
        // (0.41333·30, 0.58667·255 + 0.41333·32, 0.41333·38) = (12.4, 162.8, 15.7).
        let shot = Shot(layout: "cards", offset: .zero)
        let list = try shot.drawList()
        let p = Self.pixelCenter(Point(x: 1100, y: 400))
        #expect(list.items.filter { $0.quad.contains(p) }.map(\.displayIndex) == [1])
        #expect(abs(try drawn(list, 1).alpha - (1 - 0.4 * 31 / 30)) < 1e-12)
        // Mirror: offset 620, card 0 on the left (−280…320 in the window) with the same alpha, red:
        // (0.58667·255 + 0.41333·30, 0.41333·32, 0.41333·38) = (162.0, 13.2, 15.7).
        let mirror = Shot(layout: "cards", offset: Point(x: 620, y: 0))
        let mirrorList = try mirror.drawList()
        let m = Self.pixelCenter(Point(x: 180, y: 400))
        #expect(mirrorList.items.filter { $0.quad.contains(m) }.map(\.displayIndex) == [0])
        let pixels = try shot.render(name: "cards-alpha"), mirrorPixels = try mirror.render(name: "cards-alpha-mirror")
        #expect(pixels[p].isClose(to: Color(r: 12, g: 163, b: 16)), "\(pixels[p])")
        #expect(mirrorPixels[m].isClose(to: Color(r: 162, g: 13, b: 16)), "\(mirrorPixels[m])")
        // The same from the formula, for the alpha the core gives.
        func blend(_ a: Double, _ c: Color) -> Color {
            let bg = Color.background
            func ch(_ s: UInt8, _ b: UInt8) -> UInt8 { UInt8((a * Double(s) + (1 - a) * Double(b)).rounded()) }
            return Color(r: ch(c.r, bg.r), g: ch(c.g, bg.g), b: ch(c.b, bg.b))
        }
        #expect(pixels[p].isClose(to: blend(try drawn(list, 1).alpha, Self.colors[1])))
        #expect(mirrorPixels[m].isClose(to: blend(try drawn(mirrorList, 0).alpha, Self.colors[0])))
    }
}
