/// An insert, delete, reload or move (UICollectionViewUpdateItem), as `prepare(forCollectionViewUpdates:)` gets
/// them: the playground's insert, delete, move, undo and redo reach a UIKit layout as UIKit's batch updates
/// (docs/uikit.md, "Batch updates"). `indexPathBeforeUpdate` is nil for an insert, `indexPathAfterUpdate` for a
/// delete.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action
    /// Read-only as in UICollectionViewUpdateItem.h, so that a subclass (a test's mock) can override them.
    open var indexPathBeforeUpdate: IndexPath? { before }
    open var indexPathAfterUpdate: IndexPath? { after }
    open var updateAction: Action { action }

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
        super.init()
    }

    /// An item with no index paths and no action (NSObject's `init()`, which UIKit does not hide: tests subclass
    /// the class and override the three properties).
    public override init() {
        action = .none
        before = nil
        after = nil
        super.init()
    }
}
