import Foundation

/// The animator of a context menu's commit (UIContextMenuInteraction.h).
///
/// Playground: nothing commits a menu here, so none is ever passed.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
