/// A hosted view controller's animated layout change (docs/uikit.md, "Layout transitions"):
/// `setCollectionViewLayout(_:animated: true)` from a tap, a trait-change handler or a timer, or the end of its own
/// interactive transition (`finishInteractiveTransition()` / `cancelInteractiveTransition()`, which iOS animates the
/// rest of the way). The collection view installs the new layout at once, as UIKit does (its layouts hear
/// `prepareForTransition(to:)` / `(from:)` and `finalizeLayoutTransition()`); the window animates every item from
/// where it was shown to where the new layout puts it over the change's duration (0.25 s: UIKit's
/// `playgroundLayoutAnimationDuration`), scrubbable with Ctrl+wheel as a layout switch. A change during another
/// animated change (a rotation) is animated by that one.
extension Playground {
    mutating func adoptHostedLayoutChange(at time: Double) {
        guard let duration = host.takeAnimatedLayoutChange() else { return }
        guard duration > 0, transition == nil else {
            // Without animation (or during another one): the new layout as it is.
            syncScroller()
            settleIntoRange(at: time)
            return
        }
        let offset = scroller.offset
        var fromWindow: [Int: LayoutAttributes] = [:]
        var fromDecorations: [LayoutAttributes] = []
        for item in shown.items where item.role == .content {
            var a = item.attributes.moved(by: -offset)
            a.alpha = item.alpha
            if let id = item.itemID {
                if id != zoom?.item { fromWindow[id] = a }
            } else {
                fromDecorations.append(a)
            }
        }
        let layout = host.prepared()
        syncScroller()
        settleIntoRange(at: time)
        guard !fromWindow.isEmpty || !fromDecorations.isEmpty else { return }
        transition = LayoutTransition(from: layoutName, to: layoutName, fromWindow: fromWindow,
                                      fromDecorations: fromDecorations, oldLayout: layout, oldOffset: offset,
                                      oldParams: layoutParams[layoutName] ?? [:], start: time, duration: duration)
    }
}
