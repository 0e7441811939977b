/// An insert, delete, reload or move (UICollectionViewUpdateItem), as `prepare(forCollectionViewUpdates:)` gets
/// them: the playground's insert, delete, move, undo and redo reach a UIKit layout as UIKit's batch updates
/// (docs/uikit.md, "Batch updates"). `indexPathBeforeUpdate` is nil for an insert, `indexPathAfterUpdate` for a
/// delete.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action = .none

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
