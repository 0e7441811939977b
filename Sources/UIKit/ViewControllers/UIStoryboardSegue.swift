import Foundation

/// A storyboard segue (UIStoryboardSegue.h).
///
/// Playground: storyboards are not loaded here, so no segue runs on its own; one made in code keeps its
/// controllers and `perform()` presents the destination (docs/hosting.md).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Runs the segue: the destination is shown from the source (`show(_:sender:)`).
    open func perform() { source.show(destination, sender: nil) }
}
