import Foundation

/// The actions a list row shows when swiped (Apple, UISwipeActionsConfiguration), from a list configuration's
/// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider`.
///
/// Playground: does nothing: kept, never shown: the playground's drag scrolls or moves items, it does not swipe rows open
/// (docs/hosting.md).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (Apple's default: true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
        PlaygroundNotices.record("UISwipeActionsConfiguration", .doesNothing,
                                 "kept, never shown: rows are not swiped open here")
    }
}
