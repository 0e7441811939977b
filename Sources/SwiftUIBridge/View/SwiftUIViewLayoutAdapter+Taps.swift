import PlaygroundCore
import SwiftUI

/// Taps (docs/swiftui.md, "Taps"): when an item's view has a tap action (`onTapGesture`, a `Button`, a
/// `TapGesture`'s `onEnded`), a click on an item is the view's tap, as a click on a hosted UIKit collection view's
/// cell is its tap (`CollectionLayout.takesSelection`, CollectionLayout+Selection.swift) instead of the
/// playground's tap-to-zoom. The innermost view under the pointer with a single-tap action runs it; the state it
/// sets re-renders the view at once (and a scroll position it sets scrolls).
extension SwiftUIViewLayoutAdapter {
    public var takesSelection: Bool { itemsTakeTaps }

    /// Runs the tap action under `point` (content coordinates) in the item at `indexPath`, then lays the view out
    /// again when its state changed.
    public mutating func select(at indexPath: PlaygroundCore.IndexPath, point: Point) {
        guard indexPath.section == 0, let item = layout.items[indexPath.item] else { return }
        let natural = context.naturalSizes, side = side
        let before = PlaygroundStateChanges.generation
        let ran = playgroundOnMainActor { () -> Bool in
            let drawing = PlaygroundViewLayout(photoSize: { k in CGSize(width: natural[k].width, height: natural[k].height) },
                                               side: side).drawing(of: item, index: indexPath.item)
            guard let action = drawing.tapAction(at: CGPoint(x: point.x, y: point.y)) else { return false }
            action()
            return true
        }
        guard ran else { return }
        if PlaygroundStateChanges.generation != before || PlaygroundScrollRequests.pending != nil { prepare(context) }
    }
}
