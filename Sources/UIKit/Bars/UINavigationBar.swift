import Foundation

/// A navigation controller's bar (UINavigationBar.h).
///
/// Defaults as UINavigationBar.h / Apple's documentation: `prefersLargeTitles` false, `isTranslucent` true,
/// `barStyle` `.default`; `standardAppearance` a default-background appearance.
///
/// Playground: does nothing: stored only; the playground shows the hosted view controller without a bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false { didSet { playgroundStoredOnly() } }
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle: UIBarStyle = .default
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var standardAppearance: UINavigationBarAppearance = {
        let a = UINavigationBarAppearance()
        a.configureWithDefaultBackground()
        return a
    }()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func playgroundStoredOnly() {
        PlaygroundNotices.record("UINavigationBar", .doesNothing,
                                 "stored only: the playground shows the hosted view controller without a navigation bar")
    }

    private var playgroundBackgroundImages: [Int: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        playgroundBackgroundImages[barMetrics.rawValue] = backgroundImage
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { playgroundBackgroundImages[barMetrics.rawValue] }
}
