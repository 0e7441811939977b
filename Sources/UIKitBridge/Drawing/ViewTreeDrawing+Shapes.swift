import Foundation
import PlaygroundCore
import UIKit

/// Sublayers, shape layers and masks (docs/cells.md, "Shapes and masks"): a view's sublayers are drawn after its own
/// content and before its subviews, each its background, a shape layer's path (`PathTessellation`) and its border;
/// a view's `mask` (a view) or its layer's `mask` becomes a convex polygon in the root's coordinates that cuts every
/// piece drawn inside: fills, borders and images become triangles (`ContentPiece.Kind.mesh`), a text line is kept
/// when its middle is inside, shadows are dropped.
///
///     let shape = CAShapeLayer(); shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
///     view.layer.addSublayer(shape)   // a black disc, 40 points across
extension ViewTreeDrawing {
    /// A layer's coordinates → its superlayer's: its frame (or, with no frame set, `bounds` at `position`), its
    /// transform about its anchor point.
    static func sublayerMapping(_ sub: CALayer, _ mapping: Mapping) -> Mapping {
        let size = sub.frame != .zero ? sub.frame.size : sub.bounds.size
        let anchorInParent = sub.frame != .zero
            ? CGPoint(x: sub.frame.minX + sub.frame.width * sub.anchorPoint.x, y: sub.frame.minY + sub.frame.height * sub.anchorPoint.y)
            : sub.position
        let anchor = CGPoint(x: sub.bounds.minX + size.width * sub.anchorPoint.x, y: sub.bounds.minY + size.height * sub.anchorPoint.y)
        let t3 = sub.shownTransform
        let outer = mapping.map
        let map: (CGPoint) -> CGPoint = { p in
            let x = p.x - anchor.x, y = p.y - anchor.y
            let w = x * t3.m14 + y * t3.m24 + t3.m44
            let s = w > 1e-9 ? 1 / w : 1
            return outer(CGPoint(x: (x * t3.m11 + y * t3.m21 + t3.m41) * s + anchorInParent.x,
                                 y: (x * t3.m12 + y * t3.m22 + t3.m42) * s + anchorInParent.y))
        }
        let offset = mapping.offset.flatMap { o in
            CATransform3DIsIdentity(t3) ? CGPoint(x: o.x + anchorInParent.x - anchor.x, y: o.y + anchorInParent.y - anchor.y) : nil
        }
        return Mapping(map: map, offset: offset)
    }

    /// The sublayers of `layer`, back to front.
    static func drawSublayers(of layer: CALayer, mapping: Mapping, alpha inherited: CGFloat, clip: Clip?,
                              mask: [Point]?, into pieces: inout [ContentPiece]) {
        for sub in layer.sublayers ?? [] {
            let alpha = inherited * CGFloat(sub.shownOpacity)
            guard !sub.isHidden, alpha > 0 else { continue }
            let m = sublayerMapping(sub, mapping)
            let size = sub.frame != .zero ? sub.frame.size : sub.bounds.size
            let rect = CGRect(origin: sub.bounds.origin, size: size)
            var cut = mask
            if let own = maskPolygon(of: sub.mask, mapping: m) { cut = cut.map { PathTessellation.clip(own, to: $0) } ?? own }
            func emit(_ triangles: [Point], _ color: CGColor?) {
                guard let color, color.alpha > 0,
                      let piece = meshPiece(triangles, color: Self.color(color), alpha: Double(alpha), clip: clip, mask: cut)
                else { return }
                pieces.append(piece)
            }
            let radii = cornerRadii(of: sub, size: size)
            if let bg = sub.shownBackgroundColor, rect.width > 0, rect.height > 0 {
                emit(PathTessellation.fan(mapped(PathTessellation.roundedRectangle(rect.playgroundRect, radii: radii), m)), bg)
            }
            if let shape = sub as? CAShapeLayer, let path = shape.path {
                let subpaths = path.playgroundSubpaths().map { (points: $0.points.map(point), closed: $0.closed) }
                if shape.fillColor != nil {
                    let triangles = PathTessellation.fill(subpaths.map(\.points), evenOdd: shape.fillRule == .evenOdd)
                    emit(mapped(triangles, m), shape.fillColor)
                }
                if shape.strokeColor != nil, shape.lineWidth > 0 {
                    let join: PathTessellation.Join = shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter
                    let cap: PathTessellation.Cap = shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt
                    var lines = PathTessellation.trim(subpaths, start: Double(shape.strokeStart), end: Double(shape.strokeEnd))
                    if let pattern = shape.lineDashPattern, !pattern.isEmpty {
                        lines = PathTessellation.dash(lines, pattern: pattern.map { $0.doubleValue },
                                                      phase: Double(shape.lineDashPhase))
                    }
                    let triangles = lines.flatMap {
                        PathTessellation.stroke($0.points, closed: $0.closed, width: Double(shape.lineWidth), join: join,
                                                cap: cap, miterLimit: Double(shape.miterLimit))
                    }
                    emit(mapped(triangles, m), shape.strokeColor)
                }
            }
            drawSublayers(of: sub, mapping: m, alpha: alpha, clip: clip, mask: cut, into: &pieces)
            if sub.borderWidth > 0, rect.width > 0, rect.height > 0 {
                let outer = PathTessellation.roundedRectangle(rect.playgroundRect, radii: radii)
                let w = Double(min(sub.borderWidth, min(rect.width, rect.height) / 2))
                let inner = PathTessellation.roundedRectangle(rect.playgroundRect.insetBy(dx: w, dy: w),
                                                              radii: radii.inset(by: w))
                emit(mapped(band(outer, inner), m), sub.borderColor ?? UIColor.black.cgColor)
            }
        }
    }

    /// The band between two outlines with the same number of points, as triangles.
    static func band(_ outer: [Point], _ inner: [Point]) -> [Point] {
        guard outer.count == inner.count, outer.count >= 3 else { return [] }
        return outer.indices.flatMap { k -> [Point] in
            let j = (k + 1) % outer.count
            return [outer[k], outer[j], inner[j], outer[k], inner[j], inner[k]]
        }
    }

    static func mapped(_ points: [Point], _ m: Mapping) -> [Point] {
        points.map { point(m.map(CGPoint(x: $0.x, y: $0.y))) }
    }

    /// Triangles in the root's coordinates, cut by the clip and the mask, as a piece (nil when nothing is left).
    static func meshPiece(_ triangles: [Point], color: Color, alpha: Double, clip: Clip?, mask: [Point]?,
                          image: ImageSource? = nil, uvs: [Point] = []) -> ContentPiece? {
        var t = triangles, uv = uvs
        for cut in [clip.map { PathTessellation.roundedRectangle($0.rect.playgroundRect, radii: $0.radii) }, mask] {
            guard let cut else { continue }
            if image != nil {
                var nt: [Point] = [], nuv: [Point] = []
                for k in stride(from: 0, to: t.count - 2, by: 3) {
                    let c = PathTessellation.clip([t[k], t[k + 1], t[k + 2]], uvs: [uv[k], uv[k + 1], uv[k + 2]], to: cut)
                    nt += PathTessellation.fan(c.points)
                    nuv += PathTessellation.fan(c.uvs)
                }
                t = nt
                uv = nuv
            } else {
                t = PathTessellation.clip(triangles: t, to: cut)
            }
        }
        guard t.count >= 3 else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in t {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        guard maxX > minX, maxY > minY, minX.isFinite, minY.isFinite else { return nil }
        let box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let local = t.map { Point(x: $0.x - minX, y: $0.y - minY) }
        return ContentPiece(.mesh(PathMesh(triangles: local, image: image, uvs: image == nil ? [] : uv)),
                            corners: Quad(rect: box), size: box.size, color: color, alpha: alpha)
    }

    /// The convex polygon (root coordinates) a layer mask cuts to, in the coordinates `mapping` maps from (the
    /// masked layer's).
    static func maskPolygon(of mask: CALayer?, mapping: Mapping) -> [Point]? {
        guard let mask else { return nil }
        let m = sublayerMapping(mask, mapping)
        let size = mask.frame != .zero ? mask.frame.size : mask.bounds.size
        var local: [Point]
        if let shape = mask as? CAShapeLayer {
            let polygons = (shape.path?.playgroundSubpaths() ?? []).map { $0.points.map(point) }
            if polygons.count == 1, PathTessellation.isConvex(polygons[0]) {
                local = polygons[0]
            } else {
                local = PathTessellation.convexHull(polygons.flatMap { $0 })
                if !local.isEmpty {
                    PlaygroundNotices.record("CALayer.mask", .approximated,
                                             "a mask path that is not one convex shape cuts to its convex hull")
                }
            }
        } else {
            let rect = CGRect(origin: mask.bounds.origin, size: size)
            local = PathTessellation.roundedRectangle(rect.playgroundRect, radii: cornerRadii(of: mask, size: size))
        }
        // An empty mask hides everything (a degenerate polygon cuts all).
        guard local.count >= 3 else { return [] }
        return mapped(local, m)
    }

    /// A mask view's polygon (its frame in the masked view's bounds, rounded by its layer), in the root's
    /// coordinates.
    static func maskPolygon(of view: UIView, mapping: Mapping) -> [Point]? {
        if let m = view.mask {
            if m is UIImageView {
                PlaygroundNotices.record("UIView.mask", .approximated, "an image mask cuts to its frame (its alpha is not used)")
            }
            let r = m.frame
            return mapped(PathTessellation.roundedRectangle(r.playgroundRect, radii: cornerRadii(of: m.layer, size: r.size)), mapping)
        }
        return maskPolygon(of: view.layer.mask, mapping: mapping)
    }

    /// `piece` (in the root's coordinates) cut to the convex polygon `mask`.
    static func masked(_ piece: ContentPiece, by mask: [Point]) -> ContentPiece? {
        let q = piece.corners, s = piece.size
        guard s.width > 0, s.height > 0 else { return nil }
        func onQuad(_ p: Point) -> Point { q.point(u: p.x / s.width, v: p.y / s.height) }
        let whole = Rect(x: 0, y: 0, width: s.width, height: s.height)
        switch piece.kind {
        case .fill(let radii):
            let outline = PathTessellation.roundedRectangle(whole, radii: radii).map(onQuad)
            return meshPiece(PathTessellation.fan(outline), color: piece.color, alpha: piece.alpha, clip: nil, mask: mask)
        case .border(let width, let radii):
            let w = min(width, min(s.width, s.height) / 2)
            let outer = PathTessellation.roundedRectangle(whole, radii: radii).map(onQuad)
            let inner = PathTessellation.roundedRectangle(whole.insetBy(dx: w, dy: w), radii: radii.inset(by: w)).map(onQuad)
            return meshPiece(band(outer, inner), color: piece.color, alpha: piece.alpha, clip: nil, mask: mask)
        case .image(let source, let uv):
            let corners = [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft]
            let uvs = [Point(x: uv.minX, y: uv.minY), Point(x: uv.maxX, y: uv.minY), Point(x: uv.maxX, y: uv.maxY),
                       Point(x: uv.minX, y: uv.maxY)]
            return meshPiece(PathTessellation.fan(corners), color: piece.color, alpha: piece.alpha, clip: nil, mask: mask,
                             image: source, uvs: PathTessellation.fan(uvs))
        case .mesh(let mesh):
            let triangles = mesh.triangles.map(onQuad)
            return meshPiece(triangles, color: piece.color, alpha: piece.alpha, clip: nil, mask: mask,
                             image: mesh.image, uvs: mesh.uvs)
        case .text:
            // A line is kept whole when its middle is inside the mask (not cut through a glyph).
            let middle = q.point(u: 0.5, v: 0.5)
            if PathTessellation.clip([middle, middle + Point(x: 0.001, y: 0), middle + Point(x: 0, y: 0.001)], to: mask).isEmpty {
                return nil
            }
            PlaygroundNotices.record("CALayer.mask", .approximated, "a masked text line is kept or dropped whole")
            return piece
        case .shadow:
            PlaygroundNotices.record("CALayer.mask", .approximated, "a masked view's shadow is not drawn")
            return nil
        }
    }
}

extension CGRect {
    var playgroundRect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CornerRadii {
    /// Each radius less `d`, at least 0 (a border's inner edge).
    func inset(by d: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - d), topRight: max(0, topRight - d), bottomRight: max(0, bottomRight - d),
                    bottomLeft: max(0, bottomLeft - d))
    }
}
