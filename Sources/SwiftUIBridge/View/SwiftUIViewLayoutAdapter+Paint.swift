import PlaygroundCore
import QuartzCore
import SwiftUI
import UIKit
import UIKitBridge

/// Custom shapes and gradients drawn (docs/swiftui.md, "Custom shapes and gradients"): a path in a colour is a
/// `CAShapeLayer` (its fill rule, line width, caps, joins and dashes); a path in a gradient is its inside (or its
/// stroke's outline) as triangles, cut into the gradient's bands (`PlaygroundPaint.bands`), each band one colour.
extension SwiftUIViewLayoutAdapter {
    @MainActor static func pathView(_ path: SwiftUI.Path, paint: PlaygroundPaint, stroke: StrokeStyle?, eoFill: Bool,
                                    frame: CGRect) -> UIView {
        if case .color(let color) = paint {
            let v = UIView(frame: frame)
            let shape = CAShapeLayer()
            shape.path = path.cgPath
            if let stroke {
                shape.fillColor = nil
                shape.strokeColor = uiColor(color).cgColor
                shape.lineWidth = stroke.lineWidth
                shape.lineCap = stroke.lineCap == .round ? .round : stroke.lineCap == .square ? .square : .butt
                shape.lineJoin = stroke.lineJoin == .round ? .round : stroke.lineJoin == .bevel ? .bevel : .miter
                shape.miterLimit = stroke.miterLimit
                shape.lineDashPattern = stroke.dash.isEmpty ? nil : stroke.dash.map { NSNumber(value: Double($0)) }
                shape.lineDashPhase = stroke.dashPhase
            } else {
                shape.fillColor = uiColor(color).cgColor
                shape.fillRule = eoFill ? .evenOdd : .nonZero
            }
            v.layer.addSublayer(shape)
            return v
        }
        let v = SwiftUIPaintView(frame: frame)
        let region = triangles(of: path, stroke: stroke, eoFill: eoFill)
        v.meshes = paint.bands(in: CGRect(origin: .zero, size: frame.size)).compactMap { band in
            let cut = band.polygons.flatMap { polygon in
                PathTessellation.clip(triangles: region, to: polygon.map { Point(x: Double($0.x), y: Double($0.y)) })
            }
            let kept = nonDegenerate(cut)
            return kept.isEmpty ? nil : (kept, uiColor(band.color).cgColor)
        }
        return v
    }

    /// The triangles with an area (clipping leaves slivers of three collinear points, which draw nothing).
    static func nonDegenerate(_ t: [Point]) -> [Point] {
        stride(from: 0, to: t.count - 2, by: 3).flatMap { k -> [Point] in
            let a = t[k], b = t[k + 1], c = t[k + 2]
            return abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) > 1e-9 ? [a, b, c] : []
        }
    }

    /// A path's inside, or its stroke, as triangles in the path's coordinates.
    static func triangles(of path: SwiftUI.Path, stroke: StrokeStyle?, eoFill: Bool) -> [Point] {
        let subpaths = path.cgPath.playgroundSubpaths().map { sub in
            (points: sub.points.map { Point(x: Double($0.x), y: Double($0.y)) }, closed: sub.closed)
        }
        guard let stroke else { return PathTessellation.fill(subpaths.map(\.points), evenOdd: eoFill) }
        var lines = subpaths
        if !stroke.dash.isEmpty {
            lines = PathTessellation.dash(lines, pattern: stroke.dash.map { Double($0) }, phase: Double(stroke.dashPhase))
        }
        let join: PathTessellation.Join = stroke.lineJoin == .round ? .round : stroke.lineJoin == .bevel ? .bevel : .miter
        let cap: PathTessellation.Cap = stroke.lineCap == .round ? .round : stroke.lineCap == .square ? .square : .butt
        return lines.flatMap {
            PathTessellation.stroke($0.points, closed: $0.closed, width: Double(stroke.lineWidth), join: join, cap: cap,
                                    miterLimit: Double(stroke.miterLimit))
        }
    }
}

/// A gradient's bands, drawn by ViewTreeDrawing.
final class SwiftUIPaintView: UIView, PlaygroundTrianglesView {
    var meshes: [(triangles: [Point], color: CGColor)] = []
    var playgroundMeshes: [(triangles: [Point], color: CGColor)] { meshes }
}
