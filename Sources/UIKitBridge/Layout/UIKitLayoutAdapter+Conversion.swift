import PlaygroundCore
import UIKit

/// UIKit's values as the core's, and back.
extension UIKitLayoutAdapter {
    static func ui(_ p: PlaygroundCore.IndexPath) -> Foundation.IndexPath {
        Foundation.IndexPath(item: p.item, section: p.section)
    }

    static func core(_ p: Foundation.IndexPath) -> PlaygroundCore.IndexPath {
        PlaygroundCore.IndexPath(section: p.section, item: p.item)
    }

    /// An attributes object as the core's `LayoutAttributes`: an affine `transform3D` becomes the core's affine
    /// transform; any other becomes its `Transform3D` (the transpose: Core Animation multiplies row vectors, the core
    /// column vectors). Alpha is clamped to 0…1 as UIKit draws it.
    static func core(_ a: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        let category: ElementCategory
        switch a.representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementary(kind: a.representedElementKind ?? "")
        case .decorationView: category = .decoration(kind: a.representedElementKind ?? "")
        }
        let t = a.transform3D
        var affine = PlaygroundCore.AffineTransform.identity
        var projective: Transform3D?
        if CATransform3DIsAffine(t) {
            affine = PlaygroundCore.AffineTransform(a: Double(t.m11), b: Double(t.m12), c: Double(t.m21), d: Double(t.m22),
                                     tx: Double(t.m41), ty: Double(t.m42))
        } else {
            let m = t.playgroundRowMajor.map(Double.init)
            projective = Transform3D(rowMajor: (0..<16).map { m[($0 % 4) * 4 + $0 / 4] })
        }
        let alpha = Double(a.alpha)
        return LayoutAttributes(
            indexPath: core(a.indexPath), category: category,
            center: Point(x: Double(a.center.x), y: Double(a.center.y)),
            size: Size(width: Double(a.size.width), height: Double(a.size.height)),
            transform: affine, transform3D: projective,
            alpha: alpha.isNaN ? alpha : min(1, max(0, alpha)), zIndex: a.zIndex, isHidden: a.isHidden)
    }
}
