import Foundation
import QuartzCore
import UIKit

/// The values a view or layer shows at the frame's clock time (`PlaygroundAnimationClock.now`, the stepped time of
/// the window, `render` and `replay`): its model values, moved by the animations running on it (UIKit's
/// UIView+Presentation.swift, CABasicAnimation+Presentation.swift; docs/uikit.md, "Animations"). With no track on
/// the layer (nearly always) they are the model values, read at once.
extension CALayer {
    var shownOpacity: Float {
        playgroundTracks.isEmpty ? opacity : playgroundPresentedOpacity(at: PlaygroundAnimationClock.now)
    }
    var shownCornerRadius: CGFloat {
        playgroundTracks.isEmpty ? cornerRadius : playgroundPresentedCornerRadius(at: PlaygroundAnimationClock.now)
    }
    var shownTransform: CATransform3D {
        playgroundTracks.isEmpty ? transform : playgroundPresentedTransform(at: PlaygroundAnimationClock.now)
    }
    var shownBackgroundColor: CGColor? {
        playgroundTracks.isEmpty ? backgroundColor : playgroundPresentedBackgroundColor(at: PlaygroundAnimationClock.now)
    }
}

extension UIView {
    var shownAlpha: CGFloat {
        layer.playgroundTracks.isEmpty ? alpha : playgroundPresentedAlpha(at: PlaygroundAnimationClock.now)
    }
    /// The bounds shown: the model's origin, the animated size.
    var shownBounds: CGRect {
        layer.playgroundTracks.isEmpty ? bounds
            : CGRect(origin: bounds.origin, size: playgroundPresentedFrame(at: PlaygroundAnimationClock.now).size)
    }
    var shownCenter: CGPoint {
        guard !layer.playgroundTracks.isEmpty else { return center }
        let f = playgroundPresentedFrame(at: PlaygroundAnimationClock.now)
        return CGPoint(x: f.midX, y: f.midY)
    }
    var shownTransform: CGAffineTransform {
        layer.playgroundTracks.isEmpty ? transform : playgroundPresentedTransform(at: PlaygroundAnimationClock.now)
    }
    var shownBackgroundColor: CGColor? {
        guard !layer.playgroundTracks.isEmpty else { return backgroundColor?.cgColor ?? layer.backgroundColor }
        return playgroundPresentedBackgroundColor(at: PlaygroundAnimationClock.now)?.cgColor ?? layer.shownBackgroundColor
    }
}

extension ViewTreeDrawing {
    /// Whether something in `view`'s tree is moving at the clock's time (a cached drawing of it is stale).
    package static func isAnimating(_ view: UIView) -> Bool {
        view.playgroundTreeIsAnimating(at: PlaygroundAnimationClock.now)
    }

    /// The root's animated transform while it animates (a cell's `transform` changed in an animation block): its
    /// content is mapped by `element⁻¹ · shown` about the root's centre, where `element` is the transform the
    /// element is already drawn with (the layout's attributes'); nil when the root's transform is not animating.
    static func rootAnimationMapping(_ root: UIView, element: CGAffineTransform, _ mapping: Mapping) -> Mapping? {
        guard root.layer.playgroundIsAnimating(UIView.PlaygroundPresentedKey.transform, at: PlaygroundAnimationClock.now)
        else { return nil }
        let extra = element.inverted().concatenating(root.shownTransform)
        let b = root.bounds
        let cx = b.midX, cy = b.midY
        let outer = mapping.map
        return Mapping(map: { p in
            let x = p.x - cx, y = p.y - cy
            return outer(CGPoint(x: x * extra.a + y * extra.c + extra.tx + cx, y: x * extra.b + y * extra.d + extra.ty + cy))
        }, offset: nil)
    }
}
