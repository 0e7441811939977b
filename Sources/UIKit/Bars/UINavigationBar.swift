import Foundation

/// The bar a navigation controller shows above its top view controller (Apple, UINavigationBar): large titles,
/// translucency, tint colours and title attributes.
///
/// Playground: stored, not drawn: the playground shows the hosted view controller without a navigation bar
/// (UINavigationController), so what is set here changes nothing that is shown.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
