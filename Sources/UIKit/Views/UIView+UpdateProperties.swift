import Foundation

/// The state of iOS 26's property-update pass for one view or view controller (`updateProperties()`,
/// `setNeedsUpdateProperties()`, `updatePropertiesIfNeeded()`, UIView.h and UIViewController.h): due once before
/// the first layout, then whenever asked. The layout pass runs it in `UIView.layoutSublayers(of:)`, the view
/// controller's before the view's, both before `viewWillLayoutSubviews()` and `layoutSubviews()` (Apple, "Updating
/// views automatically with observation tracking": properties are updated in a pass that precedes layout).
package final class PlaygroundPropertiesUpdate {
    /// `updateProperties()` is due at the next layout (true at first: iOS runs it before the first layout).
    var needed = true
    /// The base implementation ran during the last call (false: a subclass's override that does not call super).
    var reachedBase = false

    /// Calls `update` when due and clears the request. An override that does not reach the base implementation is
    /// user code relying on the update pass: its approximation is told once (`symbol`'s notice).
    func run(_ symbol: String, _ update: () -> Void) {
        guard needed else { return }
        needed = false
        reachedBase = false
        update()
        if !reachedBase {
            PlaygroundNotices.record(symbol, .approximated,
                                     "called before the first layout and after setNeedsUpdateProperties(); iOS 26's "
                                     + "observation tracking (a call again when an @Observable property it read changes) is not done")
        }
    }
}
