/// A registration for peek and pop (UIViewControllerPreviewing, UIViewController.h; iOS 9, deprecated in iOS 13 for
/// context menus): the delegate asked for a preview when the source view is pressed hard.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    /// The recognizer other recognizers can be made to wait for.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    var delegate: any UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    /// The rectangle of `sourceView` the preview grows from (its bounds unless set).
    var sourceRect: CGRect { get set }
}

/// What gives the preview and commits to it (UIViewControllerPreviewingDelegate, UIViewController.h).
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing,
                           viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing,
                           commit viewControllerToCommit: UIViewController)
}

/// The registration `registerForPreviewing(with:sourceView:)` hands back.
@preconcurrency @MainActor
final class PlaygroundPreviewingRegistration: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer(target: nil, action: nil)
    // (strong: the registration holds its delegate as UIKit's context does, until unregistered)
    let delegate: any UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        self.sourceRect = sourceView.bounds
    }
}

extension UIViewController {
    /// Registers `delegate` to preview from `sourceView` on a hard press (iOS 9).
    ///
    /// Playground: does nothing: there is no pressure here (`traitCollection.forceTouchCapability` is
    /// `.unavailable`), so the delegate is never asked; the registration returned keeps the delegate and the view.
    @discardableResult
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate,
                                      sourceView: UIView) -> any UIViewControllerPreviewing {
        PlaygroundNotices.record("UIViewController.registerForPreviewing(with:sourceView:)", .doesNothing,
                                 "peek and pop needs a pressure-sensitive touch: the previewing delegate is never asked here")
        return PlaygroundPreviewingRegistration(delegate: delegate, sourceView: sourceView)
    }

    /// Ends a registration made by `registerForPreviewing(with:sourceView:)`: nothing more to do here.
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
}
