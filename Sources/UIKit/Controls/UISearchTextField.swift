import Foundation

/// A search bar's text field (iOS 13; UISearchTextField.h): a text field with rounded corners and tokens.
///
/// Playground: approximated: tokens are stored, not drawn.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    open var tokens: [AnyHashable] = []
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
