import Foundation

/// What a view controller shows in a navigation bar: its title and prompt (Apple, UINavigationItem).
///
/// Playground: stored only; the playground shows a view controller without a navigation bar (docs/hosting.md).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a large title shows (Apple, UINavigationItem.LargeTitleDisplayMode).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    /// How the back button to this item shows its title (Apple, UINavigationItem.BackButtonDisplayMode, iOS 14):
    /// `.default` "the title of the previous item, the back button title, or a generic title, depending on
    /// available space"; `.generic` a generic title ("Back"); `.minimal` the chevron alone.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    open var title: String?
    /// Set on the item a back button returns to, as `backButtonTitle` (iOS 14).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    open var prompt: String?
    open var backButtonTitle: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The bar's buttons (Apple: a single item is the first of its array). Stored only, as the rest.
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var hidesBackButton = false
    /// Whether the left items are shown beside the back button rather than in its place (UINavigationItem.h:
    /// `leftItemsSupplementBackButton`, default NO: left items replace the back button).
    open var leftItemsSupplementBackButton = false
    /// A custom view the bar shows in place of the title (Apple, UINavigationItem.titleView).
    ///
    /// Playground: stored only; the bar draws the title text, not this view.
    open var titleView: UIView? {
        didSet {
            PlaygroundNotices.record("UINavigationItem.titleView", .approximated,
                                     "stored only: the navigation bar draws the title text, not the title view")
        }
    }
    /// The search controller whose bar the navigation bar shows (iOS 11). Stored only.
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }
}
