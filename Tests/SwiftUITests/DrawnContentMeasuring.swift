import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// What the drawing suites (ShapesAndGradientsTests, CanvasTests) measure on an item's content pieces: the content
/// of item 0 of a vertical stack of views, a mesh piece's triangles in the item's coordinates, their area, and the
/// colour drawn at a point.
protocol DrawnContentMeasuring {
    /// The name of the adapter the suite makes.
    var adapterName: String { get }
}

extension DrawnContentMeasuring {
    /// The content of item 0 of a vertical stack of `view(i)`.
    func content(_ view: @escaping @MainActor (Int) -> AnyView) throws -> ElementContent {
        var a = SwiftUIViewLayoutAdapter(name: adapterName) {
            AnyView(ScrollView { LazyVStack { ForEach(0..<2, id: \.self) { i in view(i) } } })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        return try #require(a.content(for: attrs))
    }

    /// A mesh piece's triangles in the item's coordinates.
    func triangles(_ piece: ContentPiece) -> [PlaygroundCore.Point] {
        guard case .mesh(let mesh) = piece.kind else { return [] }
        let o = piece.corners.topLeft
        return mesh.triangles.map { PlaygroundCore.Point(x: $0.x + o.x, y: $0.y + o.y) }
    }

    func area(_ t: [PlaygroundCore.Point]) -> Double { PathTessellation.area(ofTriangles: t) }

    /// Whether `p` is inside one of the triangles `t` lists (three points each).
    func contains(_ t: [PlaygroundCore.Point], _ p: PlaygroundCore.Point) -> Bool {
        stride(from: 0, to: t.count - 2, by: 3).contains { k in
            let a = t[k], b = t[k + 1], c = t[k + 2]
            guard abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) > 1e-9 else { return false }   // degenerate
            func s(_ u: PlaygroundCore.Point, _ v: PlaygroundCore.Point) -> Double { (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x) }
            let d1 = s(a, b), d2 = s(b, c), d3 = s(c, a)
            return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
        }
    }

    /// The colour of the last piece drawn over `p`.
    func color(at p: PlaygroundCore.Point, in content: ElementContent) -> PlaygroundCore.Color? {
        content.pieces.last { contains(triangles($0), p) }?.color
    }
}
