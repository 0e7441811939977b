import Foundation
import PlaygroundCore
import UIKit

/// A UIView tree flattened into the core's `ElementContent`: each visible view's shadow, background (corners
/// rounded by its layer), its own content (a label's lines), its subviews, then its border (Core Animation draws
/// the border above the sublayers), in the root's coordinates (points from its bounds' top-left), back to front
/// (docs/cells.md, "Drawn cells").
///
/// Every view's transform counts: its layer's 3D transform when set, else `transform3D`, else `transform`, about
/// its center (the layer's anchor point, default the middle), then its position in its superview minus the
/// superview's bounds origin; 3D transforms flatten at each view, as Core Animation flattens each layer. Layout runs
/// first, top-down (`layoutSubviews`), as UIKit's layout pass does before drawing.
///
///     let label = UILabel(frame: CGRect(x: 8, y: 8, width: 80, height: 21)); label.text = "tag"
///     let cell = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 37)); cell.addSubview(label)
///     ViewTreeDrawing.content(of: cell).pieces   // [text "tag"]
package enum ViewTreeDrawing {
    /// A map from a view's coordinates to the root's; `offset` when it is a plain translation (clipping is exact
    /// only then).
    struct Mapping {
        var map: (CGPoint) -> CGPoint
        var offset: CGPoint?
        static let identity = Mapping(map: { $0 }, offset: .zero)
    }

    /// A clipping view's rectangle (root coordinates) and corner radii.
    struct Clip {
        var rect: CGRect
        var radii: CornerRadii
    }

    package static func content(of root: UIView, elementTransform: CGAffineTransform? = nil) -> ElementContent {
        var pieces: [ContentPiece] = []
        layOutIfChanged(root)
        // The root's own transform is the element's (the layout's attributes): not applied again, except the part
        // an animation of it adds while it runs.
        let origin = root.bounds.origin
        var mapping = Mapping(map: { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) }, offset: CGPoint(x: -origin.x, y: -origin.y))
        if let animated = rootAnimationMapping(root, element: elementTransform ?? root.transform, mapping) { mapping = animated }
        draw(root, mapping: mapping, alpha: 1, clip: nil, mask: nil, into: &pieces)
        return ElementContent(pieces: pieces)
    }

    /// The collection view's trait collection (its layout direction above all) given to every view of a cell
    /// drawn outside the view hierarchy, as UIKit's trait propagation gives it to a cell's subviews.
    package static func adopt(_ traits: UITraitCollection, in view: UIView) {
        if view.traitCollection !== traits { view.traitCollection = traits }
        for sub in children(of: view) { adopt(traits, in: sub) }
    }

    /// `layoutSubviews` top-down (a cell's content view takes the cell's bounds first, as UIKit sizes it).
    static func layOut(_ view: UIView) {
        if let cell = view as? UICollectionViewCell, cell.contentView.superview == nil {
            cell.contentView.frame = CGRect(origin: .zero, size: cell.bounds.size)
            cell.backgroundView?.frame = CGRect(origin: .zero, size: cell.bounds.size)
        }
        view.layoutSubviews()
        for sub in children(of: view) { layOut(sub) }
    }

    /// The views drawn inside `view`: its subviews; for a cell whose content view is not a subview here, its
    /// background view and content view first (UICollectionViewCell's order).
    static func children(of view: UIView) -> [UIView] {
        var list: [UIView] = []
        if let cell = view as? UICollectionViewCell, cell.contentView.superview == nil {
            if let b = cell.isSelected ? (cell.selectedBackgroundView ?? cell.backgroundView) : cell.backgroundView {
                list.append(b)
            }
            list.append(cell.contentView)
        }
        return list + view.subviews
    }

    static func draw(_ view: UIView, mapping: Mapping, alpha inherited: CGFloat, clip: Clip?, mask inheritedMask: [Point]?,
                     into pieces: inout [ContentPiece]) {
        let layer = view.layer
        let alpha = inherited * view.shownAlpha * CGFloat(layer.shownOpacity)
        guard !view.isHidden, !layer.isHidden, alpha > 0 else { return }
        // A mask (the view's or its layer's) cuts the view and everything in it: a convex polygon, root coordinates.
        var mask = inheritedMask
        if let own = maskPolygon(of: view, mapping: mapping) {
            mask = mask.map { PathTessellation.clip(own, to: $0) } ?? own
        }
        let bounds = view.shownBounds
        let radii = cornerRadii(of: layer, size: bounds.size)
        func corners(_ r: CGRect) -> Quad {
            Quad(topLeft: point(mapping.map(CGPoint(x: r.minX, y: r.minY))),
                 topRight: point(mapping.map(CGPoint(x: r.maxX, y: r.minY))),
                 bottomRight: point(mapping.map(CGPoint(x: r.maxX, y: r.maxY))),
                 bottomLeft: point(mapping.map(CGPoint(x: r.minX, y: r.maxY))))
        }
        func add(_ kind: ContentPiece.Kind, _ r: CGRect, _ color: CGColor?, _ extra: CGFloat = 1) {
            addIn(clip, kind, r, color, extra)
        }
        /// The clip of a view that clips, meeting the clip it is in (nil when transformed: drawn whole).
        func ownClip(_ bounds: CGRect, _ radii: CornerRadii) -> Clip? {
            guard let offset = mapping.offset else { return nil }
            let own = Clip(rect: bounds.offsetBy(dx: offset.x, dy: offset.y), radii: radii)
            return clip.map { Clip(rect: $0.rect.intersection(own.rect), radii: own.radii) } ?? own
        }
        func addIn(_ clip: Clip?, _ kind: ContentPiece.Kind, _ r: CGRect, _ color: CGColor?, _ extra: CGFloat = 1) {
            guard let color, color.alpha > 0, r.width > 0, r.height > 0 else { return }
            var rect = r
            var kind = kind
            if case .image(let source, let uv) = kind, let clip, clip.radii != .zero, mapping.offset != nil {
                // An image inside a rounded clip: its quad as two textured triangles cut to the clip's outline
                // (a rounded clip's corners are curved, which the rectangle intersection below cannot keep).
                let q = corners(r)
                let uvs = [Point(x: uv.minX, y: uv.minY), Point(x: uv.maxX, y: uv.minY), Point(x: uv.maxX, y: uv.maxY),
                           Point(x: uv.minX, y: uv.maxY)]
                if let piece = meshPiece(PathTessellation.fan([q.topLeft, q.topRight, q.bottomRight, q.bottomLeft]),
                                         color: Self.color(color), alpha: Double(alpha * extra), clip: clip,
                                         mask: mask, image: source, uvs: PathTessellation.fan(uvs)) {
                    pieces.append(piece)
                }
                return
            }
            if let clip, let offset = mapping.offset {
                // Exact clipping of a translated rectangle: intersect; corners touching the clip's take its radii.
                let inRoot = r.offsetBy(dx: offset.x, dy: offset.y)
                let kept = inRoot.intersection(clip.rect)
                guard !kept.isNull, kept.width > 0, kept.height > 0 else { return }
                rect = kept.offsetBy(dx: -offset.x, dy: -offset.y)
                kind = clipped(kind, kept: kept, clip: clip)
                if case .image(let source, let uv) = kind {
                    // The part of the image still shown.
                    let u0 = uv.minX + uv.width * Double((rect.minX - r.minX) / r.width)
                    let v0 = uv.minY + uv.height * Double((rect.minY - r.minY) / r.height)
                    kind = .image(source, uv: Rect(x: u0, y: v0, width: uv.width * Double(rect.width / r.width),
                                                   height: uv.height * Double(rect.height / r.height)))
                }
            }
            let piece = ContentPiece(kind, corners: corners(rect), size: Size(width: rect.width, height: rect.height),
                                     color: Self.color(color), alpha: Double(alpha * extra))
            if let mask {
                if let cut = masked(piece, by: mask) { pieces.append(cut) }
            } else {
                pieces.append(piece)
            }
        }

        if layer.shadowOpacity > 0 {
            let o = layer.shadowOffset
            add(.shadow(radius: Double(layer.shadowRadius), cornerRadii: radii),
                bounds.offsetBy(dx: o.width, dy: o.height), layer.shadowColor ?? UIColor.black.cgColor,
                CGFloat(layer.shadowOpacity))
        }
        add(.fill(cornerRadii: radii), bounds, view.shownBackgroundColor)
        if let label = view as? UILabel { drawText(of: label, add: { kind, rect, color in add(kind, rect, color) }) }
        if let imageView = view as? UIImageView, let image = imageView.image,
           let placed = imageView.playgroundImagePlacement() {
            let own = (view.clipsToBounds || layer.masksToBounds) ? ownClip(bounds, radii) : nil
            func add(_ kind: ContentPiece.Kind, _ r: CGRect, _ color: CGColor?) { addIn(own ?? clip, kind, r, color) }
            let whole = Rect(x: 0, y: 0, width: 1, height: 1)
            switch image.playgroundSource {
            case .file(let path): add(.image(.file(path), uv: whole), placed.rect, UIColor.white.cgColor)
            case .photo(let index): add(.image(.photo(index), uv: whole), placed.rect, UIColor.white.cgColor)
            case .empty: break  // `UIImage()`: nothing to draw, as on iOS
            case .symbol:
                // A placeholder: a rounded square in the tint colour, a quarter of the side rounded.
                let side = min(placed.rect.width, placed.rect.height)
                let square = CGRect(x: placed.rect.midX - side / 2, y: placed.rect.midY - side / 2, width: side, height: side)
                add(.fill(cornerRadii: CornerRadii(Double(side) / 4)), square,
                    (imageView.tintColor ?? UIColor.tintColor).withAlphaComponent(0.35).cgColor)
            }
        }

        if let meshes = (view as? PlaygroundTrianglesView)?.playgroundMeshes {
            for mesh in meshes where mesh.color.alpha > 0 {
                if let piece = meshPiece(mapped(mesh.triangles, mapping), color: Self.color(mesh.color),
                                         alpha: Double(alpha), clip: clip, mask: mask) {
                    pieces.append(piece)
                }
            }
        }
        var inner = clip
        if view.clipsToBounds || layer.masksToBounds {
            if mapping.offset != nil {
                inner = ownClip(bounds, radii)
            } else {
                PlaygroundNotices.record("UIView.clipsToBounds", .approximated,
                                         "a transformed view does not clip its subviews (drawn whole)")
            }
        }
        drawSublayers(of: layer, mapping: mapping, alpha: alpha, clip: inner, mask: mask, into: &pieces)
        for sub in children(of: view) {
            draw(sub, mapping: childMapping(sub, in: view, mapping), alpha: alpha, clip: inner, mask: mask, into: &pieces)
        }
        if layer.borderWidth > 0 {
            add(.border(width: Double(layer.borderWidth), cornerRadii: radii), bounds,
                layer.borderColor ?? UIColor.black.cgColor)
        }
    }

    /// A label's lines, aligned in its bounds and centred vertically.
    static func drawText(of label: UILabel, add: (ContentPiece.Kind, CGRect, CGColor?) -> Void) {
        let b = label.bounds
        let layout = label.playgroundTextLayout(width: b.width)
        guard !layout.lines.isEmpty else { return }
        let top = b.minY + (b.height - layout.height) / 2
        for line in layout.lines {
            let x: CGFloat
            switch label.textAlignment {
            case .center: x = b.minX + (b.width - line.width) / 2
            case .right: x = b.maxX - line.width
            case .natural where label.effectiveUserInterfaceLayoutDirection == .rightToLeft: x = b.maxX - line.width
            default: x = b.minX
            }
            for run in line.runs where !run.text.allSatisfy(\.isWhitespace) {
                guard let file = run.font.playgroundFontFile else { continue }
                let baseline = top + line.baseline
                let rect = CGRect(x: x + run.x, y: baseline - run.font.ascender, width: run.width,
                                  height: run.font.lineHeight)
                let text = TextRun(text: run.text, fontFile: file, pointSize: Double(run.font.pointSize),
                                   ascender: Double(run.font.ascender))
                add(.text(text), rect, (run.color ?? label.textColor).cgColor)
            }
        }
    }

    /// The subview's coordinates → the root's: about its anchor point through its transform, to its center in the
    /// superview, minus the superview's bounds origin, then the superview's own mapping.
    static func childMapping(_ sub: UIView, in parent: UIView, _ mapping: Mapping) -> Mapping {
        let b = sub.shownBounds
        let anchor = CGPoint(x: b.minX + b.width * sub.layer.anchorPoint.x, y: b.minY + b.height * sub.layer.anchorPoint.y)
        let shownCenter = sub.shownCenter
        let center = CGPoint(x: shownCenter.x - parent.bounds.minX, y: shownCenter.y - parent.bounds.minY)
        let layerTransform = sub.layer.shownTransform
        let t3 = !CATransform3DIsIdentity(layerTransform) ? layerTransform
            : !CATransform3DIsIdentity(sub.transform3D) ? sub.transform3D : CATransform3DMakeAffineTransform(sub.shownTransform)
        let outer = mapping.map
        let isTranslation = CATransform3DIsIdentity(t3)
        let map: (CGPoint) -> CGPoint = { p in
            let x = p.x - anchor.x, y = p.y - anchor.y
            let w = x * t3.m14 + y * t3.m24 + t3.m44
            let s = w > 1e-9 ? 1 / w : 1
            let q = CGPoint(x: (x * t3.m11 + y * t3.m21 + t3.m41) * s + center.x,
                            y: (x * t3.m12 + y * t3.m22 + t3.m42) * s + center.y)
            return outer(q)
        }
        let offset = mapping.offset.flatMap { o in
            isTranslation ? CGPoint(x: o.x + center.x - anchor.x, y: o.y + center.y - anchor.y) : nil
        }
        return Mapping(map: map, offset: offset)
    }

    /// The layer's corner radius on the corners `maskedCorners` names (at most half the shorter side).
    static func cornerRadii(of layer: CALayer, size: CGSize) -> CornerRadii {
        let r = Double(min(layer.shownCornerRadius, min(size.width, size.height) / 2))
        guard r > 0 else { return .zero }
        let m = layer.maskedCorners
        return CornerRadii(topLeft: m.contains(.layerMinXMinYCorner) ? r : 0,
                           topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
                           bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0,
                           bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0)
    }

    /// A clipped piece: a fill's or border's corners that lie on the clip's corners take the clip's radii.
    static func clipped(_ kind: ContentPiece.Kind, kept: CGRect, clip: Clip) -> ContentPiece.Kind {
        let c = clip.rect, e = 0.001
        func on(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) < e && abs(p.y - q.y) < e }
        func merge(_ own: CornerRadii) -> CornerRadii {
            CornerRadii(topLeft: on(CGPoint(x: kept.minX, y: kept.minY), CGPoint(x: c.minX, y: c.minY)) ? max(own.topLeft, clip.radii.topLeft) : own.topLeft,
                        topRight: on(CGPoint(x: kept.maxX, y: kept.minY), CGPoint(x: c.maxX, y: c.minY)) ? max(own.topRight, clip.radii.topRight) : own.topRight,
                        bottomRight: on(CGPoint(x: kept.maxX, y: kept.maxY), CGPoint(x: c.maxX, y: c.maxY)) ? max(own.bottomRight, clip.radii.bottomRight) : own.bottomRight,
                        bottomLeft: on(CGPoint(x: kept.minX, y: kept.maxY), CGPoint(x: c.minX, y: c.maxY)) ? max(own.bottomLeft, clip.radii.bottomLeft) : own.bottomLeft)
        }
        switch kind {
        case .fill(let r): return .fill(cornerRadii: merge(r))
        case .border(let w, let r): return .border(width: w, cornerRadii: merge(r))
        default: return kind
        }
    }

    static func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

    /// sRGB components 0…1 to bytes; the alpha stays in the colour.
    static func color(_ c: CGColor) -> Color {
        let comps = c.playgroundComponents
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let r = comps.count > 0 ? comps[0] : 0
        let g = comps.count > 2 ? comps[1] : r, b = comps.count > 2 ? comps[2] : r
        return Color(r: byte(r), g: byte(g), b: byte(b), a: byte(c.alpha))
    }
}
