import Foundation
import QuartzCore

// Converting between layers' coordinate systems and hit testing a point (CALayer.h, "Mapping between coordinate and
// time spaces" and "Hit testing"). Real code asks a cell's layer whether a touch is inside a sublayer, or converts a
// sublayer's frame to the cell's layer.
//
// Decided: a layer's place in its superlayer is its `frame`'s origin less the superlayer's `bounds` origin, and a
// view's own layer takes its view's frame and bounds (here a view keeps its geometry itself; on iOS the two are one).
// Transforms are not applied (a notice says so when a layer on the way has one), as `UIView.convert(_:to:)`.

extension CALayer {
    /// Whether `p`, in this layer's coordinates, is inside its bounds (CALayer.h, `containsPoint:`: "Returns true if
    /// the bounds of the layer contains point 'p'").
    public func contains(_ p: CGPoint) -> Bool { playgroundBounds.contains(p) }

    /// `p` in `layer`'s coordinates, in this layer's (CALayer.h, `convertPoint:fromLayer:`); nil stands for the
    /// root of this layer's tree, as on iOS.
    ///
    /// Playground: approximated: transforms (and anchor points) are not applied: frames and bounds origins only.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let from = (layer ?? playgroundRoot).playgroundOriginInRoot, to = playgroundOriginInRoot
        return CGPoint(x: p.x + from.x - to.x, y: p.y + from.y - to.y)
    }
    /// `p` in this layer's coordinates, in `layer`'s (CALayer.h, `convertPoint:toLayer:`).
    ///
    /// Playground: approximated: as `convert(_:from:)`.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { (layer ?? playgroundRoot).convert(p, from: self) }
    /// `r` in `layer`'s coordinates, in this layer's (CALayer.h, `convertRect:fromLayer:`).
    ///
    /// Playground: approximated: as `convert(_:from:)` for its origin; the size is kept.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, from: layer), size: r.size)
    }
    /// `r` in this layer's coordinates, in `layer`'s (CALayer.h, `convertRect:toLayer:`).
    ///
    /// Playground: approximated: as `convert(_:from:)` for its origin; the size is kept.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, to: layer), size: r.size)
    }

    /// The bounds: a view's own layer's are its view's.
    private var playgroundBounds: CGRect { (playgroundOwningView as? UIView)?.bounds ?? bounds }
    /// The frame in the superlayer: a view's own layer's is its view's.
    private var playgroundFrame: CGRect { (playgroundOwningView as? UIView)?.frame ?? frame }
    private var playgroundRoot: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }
    /// Where this layer's coordinate origin is in its tree's root layer.
    private var playgroundOriginInRoot: CGPoint {
        var point = CGPoint.zero, layer = self
        while let parent = layer.superlayer {
            if !CATransform3DIsIdentity(layer.transform) || layer.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
                PlaygroundNotices.record("CALayer.convert(_:from:)", .approximated,
                                         "layer transforms and anchor points are not applied in conversions")
            }
            let frame = layer.playgroundFrame, bounds = layer.playgroundBounds
            point.x += frame.minX - bounds.minX
            point.y += frame.minY - bounds.minY
            layer = parent
        }
        return point
    }
}
