/// Tap-to-zoom (seed 000: "tap a cell: it zooms with an affine scale; tap again: it shrinks back"): the zoomed item
/// is brought to the front and scaled to fit most of the viewport, aspect kept; the other cells dim.
public struct ZoomState: Hashable, Sendable {
    /// Zoom in or out over 0.3 s (UIKit's standard view-animation duration, as the seed's UIView animation).
    public static let duration = 0.3
    /// The zoomed cell fills at most this fraction of the viewport on each axis.
    public static let viewportFraction = 0.9
    /// How dark the veil over the other cells gets (alpha of black) when fully zoomed.
    public static let dimming = 0.6

    /// The zoomed item's identity.
    public var item: Int
    public var fromAmount: Double
    public var toAmount: Double
    public var start: Double

    /// 0 (in place) … 1 (fully zoomed) at `time`, eased.
    public func amount(at time: Double) -> Double {
        lerp(fromAmount, toAmount, easeInOut((time - start) / Self.duration))
    }

    public func isFinished(at time: Double) -> Bool { time >= start + Self.duration }

    /// Zooming in (or zoomed), as opposed to on the way back.
    public var isIn: Bool { toAmount == 1 }

    /// The attributes of a cell of size `size` zoomed in a viewport at `contentOffset`: centered in the viewport,
    /// scaled by min(0.9·W/w, 0.9·H/h) (aspect kept), unrotated, opaque, above everything.
    public static func zoomed(_ base: LayoutAttributes, contentOffset: Point, viewport: Size) -> LayoutAttributes {
        var a = base
        let w = max(base.size.width, 1e-9), h = max(base.size.height, 1e-9)
        let s = min(viewportFraction * viewport.width / w, viewportFraction * viewport.height / h)
        a.center = Point(x: contentOffset.x + viewport.width / 2, y: contentOffset.y + viewport.height / 2)
        a.transform = AffineTransform(scaleX: s, y: s)
        a.transform3D = nil
        a.alpha = 1
        a.isHidden = false
        return a
    }
}
