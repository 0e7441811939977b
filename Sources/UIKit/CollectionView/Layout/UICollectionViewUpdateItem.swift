/// An insert, delete, reload or move (UICollectionViewUpdateItem). The playground reports none to
/// `prepare(forCollectionViewUpdates:)`: its edits reach the layout as a data change (docs/uikit.md).
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
