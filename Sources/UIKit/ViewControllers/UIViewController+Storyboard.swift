import Foundation

extension UIViewController {
    /// The storyboard the controller was made from (UIViewController.h, `storyboard`: "The storyboard from which the
    /// view controller originated"); nil for one made in code or from a nib. A controller's code asks it for the
    /// storyboard's other scenes: `storyboard?.instantiateViewController(withIdentifier:)`.
    public var storyboard: UIStoryboard? {
        guard let document = playgroundScene?.document, document.isStoryboard else { return nil }
        return UIStoryboard(name: document.name, bundle: nil)
    }
}
