extension Playground {
    /// How far past the viewport images are asked for ahead of time: one viewport length on each side along the
    /// scroll axis (a fling at the 8000 points/s cap crosses an 800-point viewport in 0.1 s, so more would mostly
    /// load images that fly past; less leaves a slow scroll showing placeholders at the edge).
    public static let prefetchViewports = 1.0

    /// The images to have ready, most wanted first: those of the cells on screen in the last frame handed out
    /// (`shown`), front to back, then those of the cells within `prefetchViewports` of the viewport along the
    /// scroll axis, nearest first: ahead only while the content moves (the next screen in the scroll direction,
    /// as UIKit's UICollectionViewDataSourcePrefetching follows the scroll direction), both sides at rest. Cells
    /// that scrolled away are left out, so the loader drops (and stops) their decodes. Each image once. Empty when
    /// there are no images.
    ///
    /// The window asks its loader for these every frame; `render` and `replay --frames` wait for the images of
    /// the frame they draw instead.
    public func imageRequests(ahead viewports: Double = Playground.prefetchViewports) -> [Int] {
        let imageCount = config.imageCount
        guard imageCount > 0 else { return [] }
        var result: [Int] = []
        var seen = Set<Int>()
        func add(_ texture: Int?) {
            if let texture, seen.insert(texture).inserted { result.append(texture) }
        }
        let screen = Rect(origin: .zero, size: viewport)
        for item in shown.items.reversed() where item.texture != nil && item.quad.isFinite {
            if item.quad.bounds.intersects(screen) { add(item.texture) }
        }
        guard viewports > 0 else { return result }
        let layout = layout()
        let axis = scroller.axis
        var grow = Point.zero
        grow[axis] = viewport[axis] * viewports
        let bounds = Rect(origin: contentOffset, size: viewport)
        var near = bounds.insetBy(dx: -grow.x, dy: -grow.y)
        // Moving: keep the side ahead (velocity is the content offset's, so + means later content comes in).
        let speed = velocity[axis]
        if speed != 0 {
            var origin = bounds.origin
            if speed < 0 { origin[axis] -= grow[axis] }
            var size = bounds.size
            size[axis] += grow[axis]
            near = Rect(origin: origin, size: size)
        }
        let middle = bounds.center
        let cells = layout.attributes(in: near).filter { $0.category == .cell && !$0.isHidden }
            .map { (distance: ($0.center - middle).length, index: layout.flatIndex(of: $0.indexPath)) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
        for cell in cells {
            let id = order.indices.contains(cell.index) ? order[cell.index] : cell.index
            add(id % imageCount)
        }
        return result
    }
}

extension Quad {
    /// The smallest axis-aligned rectangle holding the four corners.
    public var bounds: Rect {
        let c = corners
        let xs = c.map(\.x), ys = c.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

extension DrawList {
    /// The largest cell as drawn, in points: the longest top edge and the longest left edge among the cells'
    /// quads (so rotation does not inflate it, and scale and projection count). Zero without cells.
    ///
    /// The window decodes images just large enough to cover this (within the drawable): a photo shown in a
    /// 180-point grid cell needs a 240×180 texture, not its 1600×1200 pixels.
    public var largestCell: Size {
        var width = 0.0, height = 0.0
        for item in items where item.displayIndex != nil && item.quad.isFinite {
            let q = item.quad
            width = Swift.max(width, (q.topRight - q.topLeft).length, (q.bottomRight - q.bottomLeft).length)
            height = Swift.max(height, (q.bottomLeft - q.topLeft).length, (q.bottomRight - q.topRight).length)
        }
        return Size(width: width, height: height)
    }
}
