import CoreGraphics
import UIKit

extension ViewTreeDrawing {
    /// Lays out `root`'s tree before it is drawn, as UIKit's layout pass would: only when something asked for it.
    /// UIKit calls `layoutSubviews` when a view was marked (`setNeedsLayout`: a subview added or removed, a
    /// constraint changed, an intrinsic size invalidated) or its size changed (Apple, layoutSubviews()); a tree
    /// with neither since the last frame keeps its frames. When any view of the tree needs it, the whole tree is
    /// laid out top-down (`layOut`), as before: its Auto Layout is solved from the top. This keeps a steady
    /// scroll over cells with constraints from re-solving every cell every frame (Apple's CustomConfiguration
    /// sample: 100 ms a frame before).
    static func layOutIfChanged(_ root: UIView) {
        guard needsLayout(root) else { return }
        layOut(root)
        markLaidOut(root)
    }

    /// Whether a view of the tree was marked or changed size since the tree was last laid out for drawing.
    private static func needsLayout(_ view: UIView) -> Bool {
        if view.playgroundNeedsLayout || view.playgroundDrawnLayoutSize != view.bounds.size { return true }
        return children(of: view).contains { needsLayout($0) }
    }

    private static func markLaidOut(_ view: UIView) {
        view.playgroundNeedsLayout = false
        view.playgroundDrawnLayoutSize = view.bounds.size
        for child in children(of: view) { markLaidOut(child) }
    }
}
