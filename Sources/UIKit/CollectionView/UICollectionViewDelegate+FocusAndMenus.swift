import Foundation

/// A focus update in a collection view: the index paths of the items focus leaves and moves to
/// (UICollectionView.h, `UICollectionViewFocusUpdateContext`).
///
/// Playground: there is no focus engine here (UIFocusUpdateContext), so the playground never makes one and the
/// delegate's focus methods are never called; a delegate that forwards them (a wrapper around another delegate)
/// compiles and does what it says when called.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the item focus leaves; nil when it was not an item of this collection view.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The index path of the item focus moves to; nil when it is not an item of this collection view.
    open private(set) var nextFocusedIndexPath: IndexPath?
}

// The defaults of the focus, edit-menu and multiple-selection requirements (`@optional` in UICollectionView.h's
// UICollectionViewDelegate): what a collection view goes on with when the delegate does not implement one. Where
// Apple's page names no default, the one chosen is written beside it. Playground: none of them is called here (no
// focus engine, no edit menu: the long press drives the reorder, no two-finger pan selection); each does what it
// says when a user's code calls it.
extension UICollectionViewDelegate {
    /// Without it the cell decides (UICollectionViewCell answers `canBecomeFocused` itself); decided here: true.
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// Without it, focus moves: true.
    public func collectionView(_ collectionView: UICollectionView,
                               shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                               with coordinator: UIFocusAnimationCoordinator) {}
    /// Without it, no index path is preferred (the collection view's own choice): nil.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    /// Without it the collection view's `selectionFollowsFocus` decides (Apple's page), false by default: false.
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        false
    }
    /// The edit menu of an item (deprecated in iOS 13 for context menus): without it, no menu: false.
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        false
    }
    public func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) {}
    /// Without it the two-finger pan does not start a multiple selection: false.
    public func collectionView(_ collectionView: UICollectionView,
                               shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
}
