import Foundation

/// A storyboard segue (UIStoryboardSegue.h).
///
/// Playground: approximated: a storyboard's show, push, showDetail and present segues run (made from the scene,
/// `prepare(for:sender:)` first); a segue whose destination is not a scene of its storyboard is not run (a notice);
/// one made in code keeps its controllers and `perform()` shows the destination (docs/hosting.md, "Storyboard segues").
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController

    /// A segue from `source` to `destination`.
    ///
    /// Playground: approximated: a storyboard segue's custom class (`customClass`) is not made: the segue is a
    /// `UIStoryboardSegue` and runs as its kind (a notice).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Runs the segue: the destination is shown from the source (`show(_:sender:)`).
    open func perform() { source.show(destination, sender: nil) }
}
