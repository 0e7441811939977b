extension Quad {
    /// Whether `p` lies inside the quad (convex, either winding; edges count).
    public func contains(_ p: Point) -> Bool {
        let c = corners
        var sign = 0.0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return true
    }
}

extension DrawList {
    /// The topmost cell under `p` (window coordinates), as drawn: the last cell in back-to-front order whose quad
    /// contains the point and that is visible (alpha > 0).
    public func cell(at p: Point) -> DrawItem? {
        items.last { $0.displayIndex != nil && $0.alpha > 0 && $0.quad.contains(p) }
    }
}
