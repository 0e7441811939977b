import Foundation

/// A navigation bar's appearance (UINavigationBarAppearance.h): its title text attributes on top of a bar
/// appearance.
///
/// Playground: does nothing: stored only (the navigation bar is not drawn here).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance: AnyObject?
    open var backButtonAppearance: AnyObject?

    public override init() { super.init() }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let nav = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = nav.titleTextAttributes
            largeTitleTextAttributes = nav.largeTitleTextAttributes
            titlePositionAdjustment = nav.titlePositionAdjustment
        }
    }
}
