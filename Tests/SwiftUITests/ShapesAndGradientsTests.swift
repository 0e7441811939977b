import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A triangle pointing up: a custom `Shape` from the Path API.
struct UpTriangle: Shape {
    func path(in rect: CGRect) -> SwiftUI.Path {
        var p = SwiftUI.Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// A half disc (its flat side down): an arc and a line.
struct HalfDisc: Shape {
    func path(in rect: CGRect) -> SwiftUI.Path {
        var p = SwiftUI.Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2, startAngle: .degrees(180),
                 endAngle: .degrees(0), clockwise: false)
        p.closeSubpath()
        return p
    }
}

/// Custom shapes, gradients and rounded clips drawn (docs/swiftui.md, "Custom shapes and gradients"): worked
/// examples measured on the content pieces (areas, colours at points).
@Suite struct ShapesAndGradientsTests: DrawnContentMeasuring {
    var adapterName: String { "drawn" }

    /// A photo clipped to a rounded rectangle: one textured mesh, the rectangle less its four corners. With 8
    /// segments a corner (PathTessellation.roundedRectangle) a corner's polygon is ½·r²·8·sin(π/16) of the quarter
    /// disc, so the area is 100·60 − 4·(r² − 4·r²·sin(π/16)) = 6000 − 4·(400 − 312.14) = 5648.6.
    @Test func photoClippedToRoundedRectangle() throws {
        let c = try content { i in AnyView(Image("p\(i)").resizable().frame(width: 100, height: 60)
                                            .clipShape(RoundedRectangle(cornerRadius: 20))) }
        #expect(c.pieces.count == 1)
        let piece = try #require(c.pieces.first)
        guard case .mesh(let mesh) = piece.kind else { Issue.record("not a mesh: \(piece.kind)"); return }
        #expect(mesh.image == .photo(0))
        let t = triangles(piece)
        let expected = 6000 - 4 * (400 - 0.5 * 400 * 8 * sin(Double.pi / 16))
        #expect(abs(area(t) - expected) < 0.01, "\(area(t))")
        // The corner is cut, the middle and an edge's middle are kept; the texture spans the whole photo.
        #expect(!contains(t, PlaygroundCore.Point(x: 2, y: 2)))
        #expect(contains(t, PlaygroundCore.Point(x: 50, y: 1)))
        #expect(contains(t, PlaygroundCore.Point(x: 50, y: 30)))
        #expect(mesh.uvs.map(\.x).min() == 0 && mesh.uvs.map(\.x).max() == 1)
        // `.clipShape(.rect(cornerRadius:))` is the same rounded rectangle.
        let rect = try content { i in AnyView(Image("p\(i)").resizable().frame(width: 100, height: 60)
                                              .clipShape(.rect(cornerRadius: 20))) }
        #expect(abs(area(triangles(try #require(rect.pieces.first))) - expected) < 0.01)
        // A circle clip keeps a disc: radius 30 at the centre of the 100 × 60 frame.
        let disc = try content { i in AnyView(Image("p\(i)").resizable().frame(width: 100, height: 60).clipShape(Circle())) }
        let d = triangles(try #require(disc.pieces.first))
        #expect(abs(area(d) - 900 * Double.pi) < 0.02 * 900 * Double.pi)
        #expect(!contains(d, PlaygroundCore.Point(x: 10, y: 30)))
        #expect(contains(d, PlaygroundCore.Point(x: 50, y: 30)))
    }

    /// A custom shape filled: a triangle of 100 × 80 is 4,000 square points in the fill colour; a half disc of
    /// radius 50 made with `addArc` is ½π·50² within the arc's chord error.
    @Test func customShapesAreFilledAlongTheirPaths() throws {
        let c = try content { _ in AnyView(UpTriangle().fill(Color.red).frame(width: 100, height: 80)) }
        let all = c.pieces.flatMap(triangles)
        #expect(abs(area(all) - 4000) < 1e-6)
        #expect(c.pieces.allSatisfy { $0.color == PlaygroundCore.Color(r: 255, g: 59, b: 48, a: 255) })
        #expect(contains(all, PlaygroundCore.Point(x: 50, y: 60)))
        #expect(!contains(all, PlaygroundCore.Point(x: 10, y: 10)))
        let half = try content { _ in AnyView(HalfDisc().fill(Color.blue).frame(width: 100, height: 50)) }
        let h = half.pieces.flatMap(triangles)
        #expect(abs(area(h) - Double.pi * 2500 / 2) < 5, "\(area(h))")
        // Stroked: a band 4 points wide along the triangle's three sides.
        let stroked = try content { _ in AnyView(UpTriangle().stroke(Color.black, lineWidth: 4).frame(width: 100, height: 80)) }
        let s = stroked.pieces.flatMap(triangles)
        #expect(contains(s, PlaygroundCore.Point(x: 50, y: 79)))
        #expect(!contains(s, PlaygroundCore.Point(x: 50, y: 60)))
    }

    /// A linear gradient from black to white, left to right over 128 points: at x the colour is 255·x/128 within
    /// a band's step (2 points: 4 levels).
    @Test func linearGradientChangesAlongItsLine() throws {
        let c = try content { _ in
            AnyView(Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                .frame(width: 128, height: 40))
        }
        #expect(abs(area(c.pieces.flatMap(triangles)) - 128 * 40) < 1e-6)
        for x in [1.0, 32, 64, 96, 127] {
            let col = try #require(color(at: PlaygroundCore.Point(x: x, y: 20), in: c))
            #expect(abs(Double(col.r) - 255 * x / 128) <= 4.5, "x \(x): \(col)")
            #expect(col.r == col.g && col.g == col.b)
        }
        // Top to bottom on a rounded rectangle: the bands are cut to its corners.
        let rounded = try content { _ in
            AnyView(RoundedRectangle(cornerRadius: 10)
                .fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 80, height: 80))
        }
        let all = rounded.pieces.flatMap(triangles)
        #expect(!contains(all, PlaygroundCore.Point(x: 1, y: 1)))
        let top = try #require(color(at: PlaygroundCore.Point(x: 40, y: 1), in: rounded))
        let bottom = try #require(color(at: PlaygroundCore.Point(x: 40, y: 79), in: rounded))
        #expect(top.r > 245 && top.b < 60)
        #expect(bottom.b > 245 && bottom.r < 10)
    }

    /// A radial gradient white → black from the centre to 50 points: at distance d the grey is 255·(1 − d/50),
    /// beyond 50 black.
    @Test func radialGradientChangesWithTheDistance() throws {
        let c = try content { _ in
            AnyView(Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
                .frame(width: 120, height: 120))
        }
        #expect(abs(area(c.pieces.flatMap(triangles)) - 120 * 120) < 1e-3)
        for d in [2.0, 25, 40] {
            let col = try #require(color(at: PlaygroundCore.Point(x: 60 + d, y: 60), in: c))
            #expect(abs(Double(col.r) - 255 * (1 - d / 50)) <= 4.5, "d \(d): \(col)")
        }
        #expect(color(at: PlaygroundCore.Point(x: 2, y: 2), in: c)?.r == 0)
    }

    /// An angular gradient red → blue over a turn from 0° (pointing right, clockwise on screen): a quarter turn
    /// (straight down) is a quarter of the way, three quarters (straight up) three quarters.
    @Test func angularGradientChangesWithTheAngle() throws {
        let c = try content { _ in
            AnyView(Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 100, height: 100))
        }
        let red = SwiftUI.Color.red, blue = SwiftUI.Color.blue
        func expected(_ t: Double) -> Double { 255 * (red.red + (blue.red - red.red) * t) }
        let down = try #require(color(at: PlaygroundCore.Point(x: 50, y: 90), in: c))
        let up = try #require(color(at: PlaygroundCore.Point(x: 50, y: 10), in: c))
        #expect(abs(Double(down.r) - expected(0.25)) <= 3, "\(down)")
        #expect(abs(Double(up.r) - expected(0.75)) <= 3, "\(up)")
        #expect(color(at: PlaygroundCore.Point(x: 2, y: 2), in: c) == nil)   // outside the circle
    }

    /// `Color.gradient` is drawn as its colour (approximated, a notice), here as the rounded fill of its shape.
    @Test func colorGradientIsDrawnAsItsColor() throws {
        let c = try content { _ in AnyView(RoundedRectangle(cornerRadius: 6).fill(Color.green.gradient).frame(width: 50, height: 30)) }
        #expect(c.pieces.count == 1)
        #expect(c.pieces.first?.kind == .fill(cornerRadii: CornerRadii(6)))
        #expect(c.pieces.first?.color == PlaygroundCore.Color(r: 52, g: 199, b: 89, a: 255))
    }

    /// `.scrollPosition(id:)`: the scroll view starts with the bound view's leading edge at the content's edge;
    /// with an anchor, that point of the view at the same point of the viewport; `ScrollPosition(edge: .bottom)` at
    /// the end.
    @Test func scrollPositionNamesWhereTheScrollViewStarts() throws {
        func adapter(_ make: @escaping @MainActor () -> AnyView) -> SwiftUIViewLayoutAdapter {
            var a = SwiftUIViewLayoutAdapter(name: "positioned", make: make)
            a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 50))
            return a
        }
        let byID = adapter {
            AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { Color.red.frame(height: 100).id($0) } } }
                .scrollPosition(id: .constant(10)))
        }
        #expect(byID.initialContentOffset == PlaygroundCore.Point(x: 0, y: 1000))
        // The playground starts there (clamped to the offset range).
        let d = LayoutDescriptor(name: "positioned", summary: "", parameters: [], make: { _ in byID })
        let playground = try Playground(config: PlaygroundConfig(viewport: Size(width: 400, height: 600),
                                                                 layoutName: "positioned", itemCount: 50,
                                                                 layouts: LayoutRegistry.all + [d]))
        #expect(playground.contentOffset == PlaygroundCore.Point(x: 0, y: 1000))
        let centered = adapter {
            AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { Color.red.frame(height: 100).id($0) } } }
                .scrollPosition(id: .constant(10), anchor: .center))
        }
        // The view's middle (1,050) at the viewport's (300).
        #expect(centered.initialContentOffset == PlaygroundCore.Point(x: 0, y: 750))
        struct Row: Identifiable { let id: String }
        let rows = (0..<20).map { Row(id: "row\($0)") }
        let named = adapter {
            AnyView(ScrollView(.horizontal) { LazyHStack(spacing: 10) { ForEach(rows) { _ in Color.blue.frame(width: 90) } } }
                .scrollPosition(.constant(ScrollPosition(id: "row3"))))
        }
        #expect(named.initialContentOffset == PlaygroundCore.Point(x: 300, y: 0))
        let end = adapter {
            AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { _ in Color.red.frame(height: 100) } } }
                .scrollPosition(.constant(ScrollPosition(edge: .bottom))))
        }
        #expect(end.initialContentOffset == PlaygroundCore.Point(x: 0, y: 5000 - 600))
        let none = adapter { AnyView(ScrollView { LazyVStack { ForEach(0..<50, id: \.self) { _ in Color.red.frame(height: 100) } } }) }
        #expect(none.initialContentOffset == nil)
    }
}
