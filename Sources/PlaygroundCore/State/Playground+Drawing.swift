/// The DrawList: the layout's visible elements with their animations, then the zoom veil and zoomed cell, the
/// lifted copy of a reorder, page dots and the focus outline. Back to front by zIndex, ties by display index.
extension Playground {
    /// z-order of the playground's own overlays, above every layout element.
    enum Layer {
        static let dots = Int.max - 16
        static let veil = Int.max - 8
        static let zoomed = Int.max - 4
        static let lifted = Int.max - 2
    }

    /// Page dots: side of a dot and the gap between dots, points; at most this many dots are drawn.
    static let dotSize = 8.0
    static let dotGap = 8.0
    static let maxDots = 40

    /// The DrawList for the current state, back to front.
    public mutating func drawList() -> DrawList {
        let layout = host.prepared()
        let offset = scroller.offset
        let m = max(Self.queryMargin, layout.drawingOverhang)
        let visible = Rect(origin: offset, size: viewport).insetBy(dx: -m, dy: -m)
        var items: [(z: Int, index: Int, seq: Int, item: DrawItem)] = []
        func add(_ d: DrawItem) { items.append((d.attributes.zIndex, d.displayIndex ?? -1, items.count, d)) }

        var cells: [(index: Int, id: Int, attributes: LayoutAttributes)] = []
        if let tr = transition {
            let (moving, others) = transitionElements(tr, layout: layout, visible: visible)
            cells = moving
            for a in others { add(drawItem(for: a, index: nil, id: nil, offset: offset)) }
        } else {
            for a in layout.attributes(in: visible) where !a.isHidden {
                guard a.category == .cell else {
                    add(drawItem(for: a, index: nil, id: nil, offset: offset))
                    continue
                }
                let index = layout.flatIndex(of: a.indexPath)
                let id = displayOrder.indices.contains(index) ? displayOrder[index] : index
                cells.append((index, id, animator.attributes(id, target: a, at: time)))
            }
        }
        for (index, id, a) in cells where id != reorder?.item && id != zoom?.item {  // those two are drawn on top
            add(drawItem(for: a, index: index, id: id, offset: offset))
            if id == focusedItem, reorder == nil {
                // Just above the cell: same zIndex, drawn after it.
                for edge in focusRing(for: a, offset: offset) {
                    items.append((a.zIndex, index, items.count, edge))
                }
            }
        }
        for g in ghosts {
            let a = g.from.interpolated(to: g.to, easeInOut((time - g.start) / Ghost.duration))
            add(drawItem(for: a, index: nil, id: g.item, offset: offset))
        }
        if let z = zoom, let index = displayIndex(ofItem: z.item),
           let base = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) {
            let amount = z.amount(at: time)
            var veil = LayoutAttributes(indexPath: IndexPath(item: 0), category: .decoration(kind: "veil"),
                                        center: offset + Point(x: viewport.width / 2, y: viewport.height / 2),
                                        size: viewport, alpha: ZoomState.dimming * amount, zIndex: Layer.veil)
            veil.isHidden = false
            var d = drawItem(for: veil, index: nil, id: nil, offset: offset)
            d.color = Color(r: 0, g: 0, b: 0)
            d.role = .veil
            add(d)
            var zoomed = animator.attributes(z.item, target: base, at: time)
                .interpolated(to: ZoomState.zoomed(base, contentOffset: offset, viewport: viewport), amount)
            zoomed.zIndex = Layer.zoomed
            add(drawItem(for: zoomed, index: index, id: z.item, offset: offset))
        }
        if let r = reorder, let p = pointer {
            var lifted = r.floating(pointer: p, contentOffset: offset, at: time)
            lifted.zIndex = Layer.lifted
            add(drawItem(for: lifted, index: displayIndex(ofItem: r.item), id: r.item, offset: offset))
        }
        for dot in pageDots(layout: layout, offset: offset) { add(dot) }
        items.sort { ($0.z, $0.index, $0.seq) < ($1.z, $1.index, $1.seq) }
        shown = DrawList(viewport: viewport, items: items.map(\.item))
        return shown
    }

    private func drawItem(for a: LayoutAttributes, index: Int?, id: Int?, offset: Point) -> DrawItem {
        let quad = Self.quad(for: a, contentOffset: offset)
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        switch a.category {
        case .cell:
            let id = id ?? index ?? 0
            return DrawItem(
                attributes: a, displayIndex: index, itemID: id,
                texture: config.imageCount > 0 ? id % config.imageCount : nil, quad: quad,
                uv: Self.aspectFillUV(cell: a.size, image: naturalSize(ofItem: id)), color: .placeholder(for: id),
                alpha: a.alpha.clamped(to: 0...1), label: String(id + 1))
        case .supplementary(let kind):
            return DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil, quad: quad, uv: whole,
                            color: Color(r: 70, g: 74, b: 86), alpha: a.alpha.clamped(to: 0...1),
                            label: "\(kind) \(a.indexPath.section + 1)")
        case .decoration:
            return DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil, quad: quad, uv: whole,
                            color: Color(r: 48, g: 52, b: 64), alpha: a.alpha.clamped(to: 0...1), label: nil)
        }
    }

    /// The focus ring: four thin quads between the cell's quad and a copy 4 % larger (so it follows rotation,
    /// scale and projection), drawn over the cell's edges.
    private func focusRing(for a: LayoutAttributes, offset: Point) -> [DrawItem] {
        var outer = a
        outer.transform = outer.transform.concatenating(AffineTransform(scaleX: Self.focusScale, y: Self.focusScale))
        let o = Self.quad(for: outer, contentOffset: offset).corners, i = Self.quad(for: a, contentOffset: offset).corners
        var ring = a
        ring.category = .decoration(kind: "focus")
        return (0..<4).map { k in
            let n = (k + 1) % 4
            return DrawItem(attributes: ring, displayIndex: nil, itemID: nil, texture: nil,
                            quad: Quad(topLeft: o[k], topRight: o[n], bottomRight: i[n], bottomLeft: i[k]),
                            uv: Rect(x: 0, y: 0, width: 1, height: 1), color: Color(r: 255, g: 214, b: 10), alpha: 1,
                            label: nil, role: .focus)
        }
    }

    /// How much larger the focus ring's outer edge is than the cell.
    static let focusScale = 1.04

    /// One dot per page (at most 40) centered near the bottom, the current page's bright.
    private func pageDots(layout: any CollectionLayout, offset: Point) -> [DrawItem] {
        let n = itemCount
        guard n > 1, let slot = layout.snapPage(for: offset) else { return [] }
        let current = ((slot % n) + n) % n
        let count = min(n, Self.maxDots)
        let highlighted = n <= Self.maxDots ? current : current * count / n
        let width = Double(count) * Self.dotSize + Double(count - 1) * Self.dotGap
        // Above the HUD line at the bottom of the window.
        let y = viewport.height - 6 * Self.dotSize
        return (0..<count).map { k in
            let center = offset + Point(x: (viewport.width - width) / 2 + Double(k) * (Self.dotSize + Self.dotGap)
                                            + Self.dotSize / 2, y: y)
            let a = LayoutAttributes(indexPath: IndexPath(item: k), category: .decoration(kind: "dot"), center: center,
                                     size: Size(width: Self.dotSize, height: Self.dotSize),
                                     alpha: k == highlighted ? 0.95 : 0.35, zIndex: Layer.dots)
            return DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil,
                            quad: Self.quad(for: a, contentOffset: offset), uv: Rect(x: 0, y: 0, width: 1, height: 1),
                            color: Color(r: 255, g: 255, b: 255), alpha: a.alpha, label: nil, role: .indicator)
        }
    }

    /// The element's corners in window coordinates: the frame's corners about the center, through the affine
    /// transform, then the 3D transform (if any), then moved by the content offset.
    public static func quad(for a: LayoutAttributes, contentOffset: Point) -> Quad {
        let hw = a.size.width / 2, hh = a.size.height / 2
        let origin = a.center - contentOffset
        func map(_ x: Double, _ y: Double) -> Point {
            var p = a.transform.apply(to: Point(x: x, y: y))
            if let t3 = a.transform3D { p = t3.project(p) ?? p }
            return p + origin
        }
        return Quad(topLeft: map(-hw, -hh), topRight: map(hw, -hh), bottomRight: map(hw, hh), bottomLeft: map(-hw, hh))
    }

    /// The part of an image (normalized 0…1) that fills a cell with the aspect ratio kept (aspect-fill, centered).
    public static func aspectFillUV(cell: Size, image: Size) -> Rect {
        let cellAspect = cell.aspectRatio, imageAspect = image.aspectRatio
        if imageAspect > cellAspect {
            let w = cellAspect / imageAspect
            return Rect(x: (1 - w) / 2, y: 0, width: w, height: 1)
        } else {
            let h = imageAspect / cellAspect
            return Rect(x: 0, y: (1 - h) / 2, width: 1, height: h)
        }
    }
}
