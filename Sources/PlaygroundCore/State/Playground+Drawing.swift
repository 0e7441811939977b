internal import RealModule

/// The DrawList: the layout's visible elements with their animations, then the zoom veil and zoomed cell, the
/// lifted copy of a reorder, page dots and the focus outline. Back to front by zIndex, ties by display index.
extension Playground {
    /// z-order of the playground's own overlays, above every layout element.
    enum Layer {
        static let dots = Int.max - 16
        static let veil = Int.max - 8
        static let zoomed = Int.max - 4
        static let lifted = Int.max - 2
        static let shadow = Int.max - 3
        static let scrollIndicators = Int.max - 12
    }

    /// Page dots: side of a dot and the gap between dots, points (UIPageControl: 7-point dots 9 points apart,
    /// measured on iOS 17 screenshots; 8 and 8 here, for whole pixels at 1× and 2×).
    public static let dotSize = 8.0
    static let dotGap = 8.0
    /// At most this many dots show; with more pages they are a window onto the pages that follows the current
    /// one, its end dots shrunk when pages lie beyond (UIPageControl since iOS 14 shows about this many on an
    /// iPhone's width and shrinks its end dots the same way).
    public static let maxDots = 15
    /// The scale of the last and second-to-last dot on a side with more pages beyond it.
    static let endDotScales = (0.5, 0.75)
    /// The dots' center line, points above the window's bottom edge: clear of the window's HUD at the bottom left
    /// (at most two lines: a message over the status; 2 × 17-point lines + 3 between + 2 × 8 padding, 8 from the
    /// edge = 61 points; `OverlayTests` checks the HUD's real height) with 7 to spare.
    public static let dotsBaseline = 72.0

    /// The DrawList for the current state, back to front, kept as the frame shown (`shown`, what hit testing
    /// sees).
    public mutating func drawList() -> DrawList {
        host.prepare()
        shown = composeFrame()
        return shown
    }

    /// The DrawList for the current state, back to front, without keeping it as the frame shown.
    public func composeFrame() -> DrawList {
        let layout = layout()
        let offset = scroller.offset
        let m = max(Self.queryMargin, layout.drawingOverhang)
        let visible = Rect(origin: offset, size: viewport).insetBy(dx: -m, dy: -m)
        var items: [(z: Int, index: Int, seq: Int, item: DrawItem)] = []
        let source = layout as? any ElementContentSource
        let sizing = layout as? any SelfSizingSource
        func add(_ d: DrawItem, content given: ElementContent? = nil) {
            var d = d
            if d.role == .content, d.attributes.category == .cell, let sizing {
                d.selfSizing = sizing.selfSizing(for: d.attributes)
            }
            // An element that draws itself (a hosted cell's views): its quad stays (hit testing, the inspector),
            // unfilled, and its pieces follow at its place in the order.
            if d.role == .content, let content = given ?? source?.content(for: d.attributes) {
                var element = d
                element.texture = nil
                element.label = nil
                element.color.a = 0
                items.append((d.attributes.zIndex, d.displayIndex ?? -1, items.count, element))
                for piece in Self.contentItems(content, of: d, contentOffset: offset) {
                    items.append((d.attributes.zIndex, d.displayIndex ?? -1, items.count, piece))
                }
                return
            }
            items.append((d.attributes.zIndex, d.displayIndex ?? -1, items.count, d))
        }

        var cells: [(index: Int, id: Int, attributes: LayoutAttributes)] = []
        if let tr = transition {
            let (moving, others) = transitionElements(tr, layout: layout, visible: visible)
            cells = moving
            for a in others { add(drawItem(for: a, index: nil, id: nil, offset: offset)) }
        } else {
            for a in layout.attributes(in: visible) where !a.isHidden {
                guard a.category == .cell else {
                    add(drawItem(for: elementAnimator.attributes(target: a, at: animationTime), index: nil, id: nil,
                                 offset: offset))
                    continue
                }
                let index = layout.flatIndex(of: a.indexPath)
                let id = displayOrder.indices.contains(index) ? displayOrder[index] : index
                cells.append((index, id, animator.attributes(id, target: a, at: animationTime)))
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
            let a = g.from.interpolated(to: g.to, easeInOut((animationTime - g.start) / g.duration))
            add(drawItem(for: a, index: nil, id: g.item, offset: offset), content: g.content)
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
            var zoomed = animator.attributes(z.item, target: base, at: animationTime)
                .interpolated(to: ZoomState.zoomed(base, contentOffset: offset, viewport: viewport), amount)
            zoomed.zIndex = Layer.zoomed
            add(drawItem(for: zoomed, index: index, id: z.item, offset: offset))
        }
        if let r = reorder, let p = pointer {
            var lifted = r.floating(pointer: p, contentOffset: offset, at: time)
            lifted.zIndex = Layer.lifted
            for layer in liftShadow(under: lifted, amount: r.liftProgress(at: time), offset: offset) { add(layer) }
            add(drawItem(for: lifted, index: displayIndex(ofItem: r.item), id: r.item, offset: offset))
        }
        for dot in pageDots(layout: layout, offset: offset) { add(dot) }
        for bar in scrollIndicators(offset: offset) { add(bar) }
        items.sort { ($0.z, $0.index, $0.seq) < ($1.z, $1.index, $1.seq) }
        return DrawList(viewport: viewport, background: source?.contentBackground ?? .background,
                        items: slid(items.map(\.item) + overlayItems(source)))
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
                alpha: a.alpha.clamped(to: 0...1), label: String(id))
        case .supplementary(let kind):
            return DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil, quad: quad, uv: whole,
                            color: Color(r: 70, g: 74, b: 86), alpha: a.alpha.clamped(to: 0...1),
                            label: "\(kind) \(a.indexPath.section)")
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

    /// The lifted cell's shadow: `shadowLayers` copies of its quad, each wider by a step of the blur radius and
    /// faint, moved down by the shadow's offset; stacked, they make a shadow dark in the middle and soft at the
    /// edge (a Gaussian blur approximated by layers, as a box-shadow without a blur filter). Grows in with the lift.
    private func liftShadow(under lifted: LayoutAttributes, amount: Double, offset: Point) -> [DrawItem] {
        guard amount > 0, lifted.size.width > 0, lifted.size.height > 0 else { return [] }
        let n = Self.shadowLayers
        // Each layer's alpha so that all n together reach the opacity: 1 − (1 − a)ⁿ = opacity.
        let a = 1 - pow1p(-ReorderSession.shadowOpacity * amount, 1 / Double(n))
        return (0..<n).map { k in
            let spread = ReorderSession.shadowRadius * amount * (Double(k) / Double(n - 1) - 0.5)
            var s = lifted
            s.center = s.center + Point(x: 0, y: ReorderSession.shadowOffset * amount)
            let sx = (s.size.width + 2 * spread) / s.size.width, sy = (s.size.height + 2 * spread) / s.size.height
            s.transform = s.transform.concatenating(AffineTransform(scaleX: max(sx, 0.01), y: max(sy, 0.01)))
            s.category = .decoration(kind: "shadow")
            s.zIndex = Layer.shadow
            return DrawItem(attributes: s, displayIndex: nil, itemID: nil, texture: nil,
                            quad: Self.quad(for: s, contentOffset: offset), uv: Rect(x: 0, y: 0, width: 1, height: 1),
                            color: Color(r: 0, g: 0, b: 0), alpha: a, label: nil, role: .shadow)
        }
    }

    /// Layers in the lift's shadow: enough for a smooth edge at a 14-point radius (2 to 3 points a step).
    static let shadowLayers = 6

    /// (1 + x)^y for x in (−1, 0]: the per-layer alpha of the shadow.
    private func pow1p(_ x: Double, _ y: Double) -> Double { Double.exp(y * Double.log(1 + x)) }

    /// How much larger the focus ring's outer edge is than the cell.
    static let focusScale = 1.04

    /// One dot per page, at most `maxDots`, centered near the bottom, the current page's bright (UIPageControl's
    /// manner: with more pages, a window of dots follows the current page, and a side with pages beyond it ends in
    /// smaller dots).
    private func pageDots(layout: any CollectionLayout, offset: Point) -> [DrawItem] {
        let n = itemCount
        guard n > 1, let slot = layout.snapPage(for: offset) else { return [] }
        let current = ((slot % n) + n) % n
        let dots = Self.pageDots(pages: n, current: current)
        let count = dots.count
        let width = Double(count) * Self.dotSize + Double(count - 1) * Self.dotGap
        let y = viewport.height - Self.dotsBaseline
        return dots.enumerated().map { k, dot in
            let center = offset + Point(x: (viewport.width - width) / 2 + Double(k) * (Self.dotSize + Self.dotGap)
                                            + Self.dotSize / 2, y: y)
            let side = Self.dotSize * dot.scale
            let a = LayoutAttributes(indexPath: IndexPath(item: dot.page), category: .decoration(kind: "dot"),
                                     center: center, size: Size(width: side, height: side),
                                     alpha: dot.page == current ? 0.95 : 0.35, zIndex: Layer.dots)
            return DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil,
                            quad: Self.quad(for: a, contentOffset: offset), uv: Rect(x: 0, y: 0, width: 1, height: 1),
                            color: Color(r: 255, g: 255, b: 255), alpha: a.alpha, label: nil, role: .indicator)
        }
    }

    /// The dots for `pages` pages with `current` shown: the page each stands for and its scale (1, or smaller at a
    /// side with pages beyond).
    ///
    /// ```
    /// pageDots(pages: 5, current: 2)     // pages 0…4, all at scale 1
    /// pageDots(pages: 120, current: 0)   // pages 0…14; 13 at 0.75, 14 at 0.5
    /// pageDots(pages: 120, current: 60)  // pages 53…67; 53 at 0.5, 54 at 0.75, 66 at 0.75, 67 at 0.5
    /// ```
    public static func pageDots(pages: Int, current: Int) -> [(page: Int, scale: Double)] {
        guard pages > maxDots else { return (0..<max(pages, 0)).map { ($0, 1) } }
        // The current page stays in the middle of the window, which stops at the ends.
        let first = min(max(current - maxDots / 2, 0), pages - maxDots)
        let last = first + maxDots - 1
        return (first...last).map { page in
            var scale = 1.0
            if first > 0 {
                if page == first { scale = endDotScales.0 } else if page == first + 1 { scale = endDotScales.1 }
            }
            if last < pages - 1 {
                if page == last { scale = endDotScales.0 } else if page == last - 1 { scale = endDotScales.1 }
            }
            return (page, scale)
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
