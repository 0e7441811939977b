import Foundation
import PlaygroundCore
import UIKit

/// The colour behind a hosted collection view's elements (docs/cells.md, "Background"): a list layout's background
/// (`UICollectionLayoutListConfiguration.backgroundColor`, else its appearance's: systemBackground for plain lists,
/// systemGroupedBackground for grouped, inset-grouped and sidebar ones) over the collection view's
/// `backgroundColor`, over its superviews' background colours (nearest in front: a collection view with a clear or no
/// background shows its controller's view behind it, as on iOS, where a view's content is drawn over its
/// superview's), over the playground's own background. nil when none is there (a bare layout file's photos keep the
/// playground's dark background).
extension UIKitLayoutAdapter {
    public var contentBackground: Color? {
        let cv = state.collectionView
        var layers: [UIColor] = []
        var ancestors: [UIView] = []
        var next = cv.superview
        while let view = next { ancestors.append(view); next = view.superview }
        for view in ancestors.reversed() { if let c = view.backgroundColor { layers.append(c) } }
        if let own = cv.backgroundColor { layers.append(own) }
        if cv.playgroundAppDataSource != nil, let list = listBackgroundConfiguration { layers.append(list.playgroundListBackground) }
        guard !layers.isEmpty else { return nil }
        return Self.composite(layers, over: .background)
    }

    /// The list configuration of the layout's first section, when the layout is a compositional list.
    private var listBackgroundConfiguration: UICollectionLayoutListConfiguration? {
        guard let layout = state.layout as? UICollectionViewCompositionalLayout else { return nil }
        return layout.playgroundSection(at: 0)?.playgroundListConfiguration
    }

    /// `colors` (back to front) composited over `base` with their alpha (source over), opaque.
    static func composite(_ colors: [UIColor], over base: Color) -> Color {
        var (r, g, b) = (Double(base.r) / 255, Double(base.g) / 255, Double(base.b) / 255)
        for c in colors {
            var cr: CGFloat = 0, cg: CGFloat = 0, cb: CGFloat = 0, ca: CGFloat = 0
            _ = c.getRed(&cr, green: &cg, blue: &cb, alpha: &ca)
            let a = Double(ca)
            r = Double(cr) * a + r * (1 - a)
            g = Double(cg) * a + g * (1 - a)
            b = Double(cb) * a + b * (1 - a)
        }
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        return Color(r: byte(r), g: byte(g), b: byte(b))
    }
}
