import PlaygroundCore
import SwiftUI
import UIKit

/// SwiftUI's visual effects as the core's layout attributes (docs/swiftui.md, "Scroll transitions").
enum SwiftUIEffects {
    /// An item's attributes: its frame, and `effects` (innermost first) as one transform about its center (scale
    /// and rotation about their anchors, offsets), a 3D transform (`rotation3DEffect`) and alpha (`opacity`).
    /// `rotation3DEffect`'s perspective: the eye max(width, height) / perspective points away (decided: SwiftUI does
    /// not document its projection).
    static func attributes(_ indexPath: PlaygroundCore.IndexPath, frame: Rect, effects: [PlaygroundEffect]) -> LayoutAttributes {
        var t = PlaygroundCore.AffineTransform.identity
        var t3: Transform3D?
        var alpha = 1.0
        let w = frame.width, h = frame.height
        func about(_ a: UnitPoint, _ m: PlaygroundCore.AffineTransform) -> PlaygroundCore.AffineTransform {
            let ax = (Double(a.x) - 0.5) * w, ay = (Double(a.y) - 0.5) * h
            return PlaygroundCore.AffineTransform(translationX: -ax, y: -ay).concatenating(m).concatenating(PlaygroundCore.AffineTransform(translationX: ax, y: ay))
        }
        for e in effects {
            switch e {
            case .scale(let s, let a): t = t.concatenating(about(a, PlaygroundCore.AffineTransform(scaleX: Double(s.width), y: Double(s.height))))
            case .rotation(let angle, let a): t = t.concatenating(about(a, PlaygroundCore.AffineTransform(rotation: angle.radians)))
            case .offset(let o): t = t.concatenating(PlaygroundCore.AffineTransform(translationX: Double(o.width), y: Double(o.height)))
            case .opacity(let o): alpha *= o
            case .rotation3D(let angle, let axis, let a, let p):
                let m = rotation3D(angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)),
                                   anchor: ((Double(a.x) - 0.5) * w, (Double(a.y) - 0.5) * h),
                                   eye: p > 0 ? max(w, h) / Double(p) : nil)
                t3 = t3.map { m.multiplied(by: $0) } ?? m
            case .blur:
                PlaygroundNotices.record("View.blur(radius:opaque:)", .approximated, "blur is not drawn here")
            }
        }
        if !t.isFinite { t = .identity }
        if let m = t3, !m.isFinite { t3 = nil }
        return LayoutAttributes(indexPath: indexPath, center: frame.center, size: frame.size, transform: t, transform3D: t3,
                                alpha: alpha.isFinite ? min(max(alpha, 0), 1) : 1)
    }

    /// A rotation by `angle` radians about `axis` (Rodrigues' formula) through `anchor` (relative to the center),
    /// seen in perspective from `eye` points (nil: none).
    static func rotation3D(_ angle: Double, axis: (Double, Double, Double), anchor: (Double, Double), eye: Double?) -> Transform3D {
        let len = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        guard len > 0 else { return .identity }
        let (x, y, z) = (axis.0 / len, axis.1 / len, axis.2 / len)
        let c = cos(angle), s = sin(angle), k = 1 - c
        let r = Transform3D(rowMajor: [c + x * x * k, x * y * k - z * s, x * z * k + y * s, 0,
                                       y * x * k + z * s, c + y * y * k, y * z * k - x * s, 0,
                                       z * x * k - y * s, z * y * k + x * s, c + z * z * k, 0,
                                       0, 0, 0, 1])
        var to = Transform3D.identity, back = Transform3D.identity
        to[0, 3] = anchor.0; to[1, 3] = anchor.1
        back[0, 3] = -anchor.0; back[1, 3] = -anchor.1
        let m = to.multiplied(by: r).multiplied(by: back)
        return eye.map { Transform3D.perspective(eyeDistance: $0).multiplied(by: m) } ?? m
    }
}
