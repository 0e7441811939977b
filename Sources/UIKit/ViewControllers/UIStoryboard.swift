import Foundation

/// A storyboard (UIStoryboard.h).
///
/// Playground: approximated: storyboards are not loaded here (there is no Interface Builder file reader), so a
/// storyboard is never found: as UIKit does for a missing one, asking for a controller raises
/// `NSInvalidArgumentException` (a one-line notice here, not a crash) and answers a plain view controller, and
/// `instantiateInitialViewController()` answers nil. View controllers made in code are unaffected (docs/hosting.md).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let name: String

    /// A storyboard named `name` in `bundle` (UIKit raises when it is missing; here it is found only when asked for
    /// a controller, and is never there).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller.
    ///
    /// Playground: approximated: storyboards are not loaded here: nil.
    open func instantiateInitialViewController() -> UIViewController? {
        PlaygroundNotices.record("UIStoryboard.instantiateInitialViewController()", .approximated,
                                 "storyboards are not loaded here: nil")
        return nil
    }

    /// The controller with `identifier`: UIKit's exception for a storyboard that cannot be found, then a plain
    /// view controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        PlaygroundExceptions.raise("NSInvalidArgumentException", "Could not find a storyboard named '\(name)' in "
            + "bundle (storyboards are not loaded in the playground): asked for '\(identifier)'")
        return UIViewController()
    }
}
