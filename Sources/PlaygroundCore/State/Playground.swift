/// What the playground shows: the viewport, the layout and the items.
public struct PlaygroundConfig: Sendable {
    /// The window's size in points.
    public var viewport: Size
    public var layoutName: String
    /// Layout parameters as `name=value` strings (checked by the layout's specs).
    public var params: [String: String]
    /// How many items (identities 0..<itemCount, in the loaded order).
    public var itemCount: Int
    /// Natural sizes by item identity, repeated cyclically (image pixel sizes, or the script's itemSizes).
    public var naturalSizes: [Size]
    /// Item `id` shows image `id % imageCount`; 0 means placeholders only.
    public var imageCount: Int
    /// UIScrollView's deceleration rate per millisecond (`DecelerationRate`).
    public var decelerationRate: Double

    public init(
        viewport: Size = Size(width: 1280, height: 800), layoutName: String = "grid", params: [String: String] = [:],
        itemCount: Int = 24, naturalSizes: [Size] = [], imageCount: Int = 0,
        decelerationRate: Double = FrictionSimulation.normalRate
    ) {
        self.decelerationRate = decelerationRate
        self.viewport = viewport
        self.layoutName = layoutName
        self.params = params
        self.itemCount = itemCount
        self.naturalSizes = naturalSizes
        self.imageCount = imageCount
    }
}

/// The playground's state machine: input goes in through `handle(_:)`, time through `advance(to:)`, and each
/// frame comes out as a DrawList. Pure: no clock, no files, no SDL.
public struct Playground: Sendable {
    /// Extra points around the viewport asked of the layout, so rotated or scaled cells whose frames sit just
    /// outside still draw.
    public static let queryMargin = 64.0

    public private(set) var config: PlaygroundConfig
    public private(set) var host: LayoutHost
    public private(set) var scroller: ScrollController
    /// Item identities in display order.
    public private(set) var order: [Int]
    public private(set) var time = 0.0
    public private(set) var velocity = Point.zero
    public private(set) var wantsQuit = false

    private var lastFrame: (time: Double, offset: Point)?
    /// The last frame handed out, for hit testing what the user sees.
    public private(set) var shown = DrawList(viewport: .zero)
    /// The offset the layout last heard it settled at (didSettle is sent once per rest).
    private var settledAt: Point?

    public init(config: PlaygroundConfig) throws(ParameterError) {
        guard config.viewport.width > 0, config.viewport.height > 0, config.viewport.isFinite else {
            throw ParameterError("viewport size must be positive, got \(config.viewport)")
        }
        guard config.itemCount >= 0 else { throw ParameterError("item count must not be negative") }
        self.config = config
        let layout = try LayoutRegistry.make(config.layoutName, params: config.params)
        order = Array(0..<config.itemCount)
        host = LayoutHost(layout: layout, context: LayoutContext(
            viewport: config.viewport, itemCount: config.itemCount, naturalSizes: ItemSizes(config.naturalSizes)))
        scroller = ScrollController(axis: layout.scrollAxis, viewport: config.viewport,
                                    decelerationRate: config.decelerationRate)
        syncScroller()
        // Start at the smallest allowed offset: the top, or in the carousels the first item centered.
        scroller.jump(to: scroller.range.min)
        host.setContentOffset(scroller.offset)
    }

    public var layoutName: String { host.layout.name }
    /// The window title: `Layout Playground - <layout name>`.
    public var title: String { "Layout Playground - \(layoutName)" }
    public var contentOffset: Point { scroller.offset }
    public var viewport: Size { host.context.viewport }

    /// The prepared layout (prepares it if it was invalidated).
    public mutating func layout() -> any CollectionLayout { host.prepared() }

    /// Places the content at `offset`; `clamped: false` allows any offset (for render and dump).
    public mutating func setContentOffset(_ offset: Point, clamped: Bool = true) {
        scroller.jump(to: offset, clamped: clamped)
        host.setContentOffset(scroller.offset)
        lastFrame = nil
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent) {
        let t = event.time
        switch event.kind {
        case .pointerDown(let p, .left): scroller.pointerDown(at: p, time: t)
        case .pointerMove(let p): scroller.pointerMove(to: p, time: t)
        case .pointerUp(let p, .left): if let release = scroller.pointerUp(at: p, time: t) { settle(release, time: t) }
        case .pointerDown, .pointerUp: break
        case .wheel(let dx, let dy, _): handleWheel(dx: dx, dy: dy, modifiers: event.modifiers, time: t)
        case .keyDown(let key): handleKey(key, modifiers: event.modifiers, time: t)
        case .keyUp: break
        case .resize(let size):
            guard size.width > 0, size.height > 0, size.isFinite, size != viewport else { break }
            let anchor = anchorItem()
            host.setViewport(size)
            syncScroller()
            scroller.rangeChanged()
            if let anchor { center(item: anchor) }
        case .focus: break
        case .quit: wantsQuit = true
        }
        host.setContentOffset(scroller.offset)
    }

    /// The end of a gesture: the layout decides where to rest (targetContentOffset of the projected rest). A target
    /// other than the projection is a snap; otherwise the content decelerates freely and bounces at the edges.
    private mutating func settle(_ release: Release, time: Double) {
        let axis = scroller.axis
        var proposed = scroller.offset
        proposed[axis] = scroller.projectedRest(release)
        var velocity = Point.zero
        velocity[axis] = release.velocity
        let target = host.targetContentOffset(proposed: proposed, velocity: velocity)
        if target[axis] != proposed[axis], target[axis].isFinite {
            scroller.snap(release, to: scroller.clamp(target)[axis], time: time)
        } else {
            scroller.fling(release, time: time)
        }
    }

    private mutating func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, time: Double) {
        let (distance, notches) = scroller.wheelDelta(dx: dx, dy: dy, modifiers: modifiers)
        guard distance != 0 else { return }
        guard let notches else {
            scroller.trackpadScroll(by: distance, time: time)
            return
        }
        // Notches accumulate into one target: paged layouts move one page per notch, free ones 53 points.
        let layout = host.prepared()
        let base = scroller.animationTarget ?? scroller.position
        if let page = layout.snapPage(for: point(along: base)),
           let target = layout.snapOffset(forPage: page + notches) {
            scroller.animate(to: target[scroller.axis], time: time)
        } else {
            scroller.animate(to: (base + distance).clamped(to: scroller.axisRange), time: time)
        }
    }

    private mutating func handleKey(_ key: Key, modifiers: Modifiers, time: Double) {
        switch key {
        case .q, .escape: wantsQuit = true
        case .left, .right, .up, .down, .pageUp, .pageDown, .home, .end: scrollKey(key, time: time)
        default: break
        }
    }

    /// Arrows, PageUp/PageDown, Home/End: a page at a time in paged layouts; otherwise a line (one notch), 87.5 %
    /// of the viewport, or an end — animated like a wheel notch.
    private mutating func scrollKey(_ key: Key, time: Double) {
        let layout = host.prepared()
        let axis = scroller.axis
        let base = scroller.animationTarget ?? scroller.position
        let backward: Set<Key> = axis == .vertical ? [.up, .pageUp] : [.left, .up, .pageUp]
        let forward: Set<Key> = axis == .vertical ? [.down, .pageDown] : [.right, .down, .pageDown]
        if let page = layout.snapPage(for: point(along: base)) {
            let next: Int
            switch key {
            case .home: next = 0
            case .end: next = Int(Int32.max)
            default:
                guard backward.contains(key) || forward.contains(key) else { return }
                next = page + (forward.contains(key) ? 1 : -1)
            }
            if let target = layout.snapOffset(forPage: next) { scroller.animate(to: target[axis], time: time) }
            return
        }
        let line = ScrollController.wheelStep, pageLength = ScrollController.pageFraction * viewport[axis]
        let target: Double
        switch key {
        case .home: target = scroller.axisRange.lowerBound
        case .end: target = scroller.axisRange.upperBound
        case .pageUp: target = base - pageLength
        case .pageDown: target = base + pageLength
        default:
            guard backward.contains(key) || forward.contains(key) else { return }
            target = base + (forward.contains(key) ? line : -line)
        }
        scroller.animate(to: target.clamped(to: scroller.axisRange), time: time)
    }

    /// The current offset with its scroll-axis coordinate replaced by `position`.
    private func point(along position: Double) -> Point {
        var p = scroller.offset
        p[scroller.axis] = position
        return p
    }

    private mutating func syncScroller() {
        let layout = host.prepared()
        scroller.axis = layout.scrollAxis
        scroller.range = layout.contentOffsetRange
        scroller.viewport = viewport
    }

    /// The display index of the cell whose center is nearest the viewport's center (the anchor item).
    public mutating func anchorItem() -> Int? {
        let layout = host.prepared()
        let bounds = Rect(origin: scroller.offset, size: viewport)
        let middle = bounds.center
        let cells = layout.attributes(in: bounds).filter { $0.category == .cell && !$0.isHidden }
        let nearest = cells.min { a, b in (a.center - middle).length < (b.center - middle).length }
        return nearest.map { layout.flatIndex(of: $0.indexPath) }
    }

    /// Scrolls (without animation) so the cell at display index `index` is as near the viewport's center as the
    /// offset range allows.
    public mutating func center(item index: Int) {
        let layout = host.prepared()
        guard let a = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) else { return }
        scroller.jump(to: Point(x: a.center.x - viewport.width / 2, y: a.center.y - viewport.height / 2))
        host.setContentOffset(scroller.offset)
        host.didSettle(at: scroller.offset)
    }

    /// The centered page in paged layouts (rotating, cards, coverflow); nil in free layouts.
    public mutating func page() -> Int? { host.prepared().snapPage(for: scroller.offset) }

    // MARK: Frames

    /// Moves time forward to `t` (seconds) and returns the frame to show.
    public mutating func advance(to t: Double) -> DrawList {
        if let release = scroller.advance(to: t) { settle(release, time: t) }
        host.setContentOffset(scroller.offset)
        if scroller.phase == .idle, !scroller.isPressed, settledAt != scroller.offset {
            host.didSettle(at: scroller.offset)
            settledAt = scroller.offset
        }
        if let v = scroller.simulationVelocity ?? scroller.trackedVelocity(at: t) {
            velocity = .zero
            velocity[scroller.axis] = v
        } else if let last = lastFrame, t > last.time {
            velocity = (scroller.offset - last.offset) * (1 / (t - last.time))
        } else if lastFrame == nil || scroller.phase == .idle {
            velocity = .zero
        }
        lastFrame = (t, scroller.offset)
        time = t
        return drawList()
    }

    /// The DrawList for the current state, back to front.
    public mutating func drawList() -> DrawList {
        let layout = host.prepared()
        let offset = scroller.offset
        let m = Self.queryMargin
        let visible = Rect(origin: offset, size: viewport).insetBy(dx: -m, dy: -m)
        let elements = layout.attributes(in: visible)
        var items: [(z: Int, index: Int, seq: Int, item: DrawItem)] = []
        items.reserveCapacity(elements.count)
        for (seq, a) in elements.enumerated() where !a.isHidden {
            let d = drawItem(for: a, layout: layout, offset: offset)
            items.append((a.zIndex, d.displayIndex ?? -1, seq, d))
        }
        items.sort { ($0.z, $0.index, $0.seq) < ($1.z, $1.index, $1.seq) }
        shown = DrawList(viewport: viewport, items: items.map(\.item))
        return shown
    }

    private func drawItem(for a: LayoutAttributes, layout: any CollectionLayout, offset: Point) -> DrawItem {
        let quad = Self.quad(for: a, contentOffset: offset)
        switch a.category {
        case .cell:
            let index = layout.flatIndex(of: a.indexPath)
            let id = order.indices.contains(index) ? order[index] : index
            let natural = ItemSizes(config.naturalSizes)[id]
            return DrawItem(
                attributes: a, displayIndex: index, itemID: id,
                texture: config.imageCount > 0 ? id % config.imageCount : nil, quad: quad,
                uv: Self.aspectFillUV(cell: a.size, image: natural), color: .placeholder(for: id),
                alpha: a.alpha.clamped(to: 0...1), label: String(id + 1))
        case .supplementary(let kind):
            return DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil, quad: quad,
                            uv: Rect(x: 0, y: 0, width: 1, height: 1), color: Color(r: 70, g: 74, b: 86),
                            alpha: a.alpha.clamped(to: 0...1), label: "\(kind) \(a.indexPath.section + 1)")
        case .decoration:
            return DrawItem(attributes: a, displayIndex: nil, itemID: nil, texture: nil, quad: quad,
                            uv: Rect(x: 0, y: 0, width: 1, height: 1), color: Color(r: 48, g: 52, b: 64),
                            alpha: a.alpha.clamped(to: 0...1), label: nil)
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
