import Foundation

/// A search bar (UISearchBar.h): a text field for the search, a placeholder, a prompt and a cancel button, and the
/// delegate that hears the text change.
///
/// Playground: approximated: there is no keyboard, so the bar's text changes only when code sets it (which, as on
/// iOS, does not call the delegate); it is drawn as its search text field, 56 points tall by `sizeToFit()` (the
/// height iOS gives a default search bar). docs/hosting.md.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look (UISearchBar.h).
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    open weak var delegate: UISearchBarDelegate?
    /// The field that holds the search text (iOS 13).
    public let searchTextField = UISearchTextField()
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .search

    /// The height iOS gives a default search bar (points).
    static let barHeight: CGFloat = 56

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(searchTextField)
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// The search field inset 8 points from the sides and centred, 36 points tall (iOS's search field).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(36, bounds.height)
        searchTextField.frame = CGRect(x: 8, y: (bounds.height - height) / 2, width: max(0, bounds.width - 16),
                                       height: height)
    }
}
