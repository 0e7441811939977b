import Foundation

/// A scrollable, multi-line text view (UITextView.h), drawn as its text through a label inside it, inset by
/// `textContainerInset`.
///
/// Defaults as Apple's documentation: `textContainerInset` top 8, left 0, bottom 8, right 0 ("This property
/// provides text margins … The default value is (8, 0, 8, 0)"); `isEditable` and `isSelectable` true; `text` "".
///
/// Playground: approximated: there is no keyboard, so the view is never edited and its delegate is never called;
/// the text container's 5-point line fragment padding is not applied; data detectors do nothing.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    private let playgroundLabel = UILabel()

    open var text: String! {
        get { playgroundLabel.text ?? "" }
        set { playgroundLabel.text = newValue ?? ""; playgroundTextChanged() }
    }
    open var attributedText: NSAttributedString! {
        get { playgroundLabel.attributedText ?? NSAttributedString(string: "") }
        set { playgroundLabel.attributedText = newValue; playgroundTextChanged() }
    }
    open var font: UIFont? {
        get { playgroundLabel.font }
        set { playgroundLabel.font = newValue ?? UIFont.systemFont(ofSize: 12); playgroundTextChanged() }
    }
    open var textColor: UIColor? {
        get { playgroundLabel.textColor }
        set { playgroundLabel.textColor = newValue ?? .label }
    }
    open var textAlignment: NSTextAlignment {
        get { playgroundLabel.textAlignment }
        set { playgroundLabel.textAlignment = newValue }
    }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { playgroundTextChanged() } }
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var allowsEditingTextAttributes = false
    /// Readwrite here, as UITextView.h redeclares UIResponder's readonly property.
    open override var inputView: UIView? {
        get { playgroundInputView }
        set { playgroundInputView = newValue }
    }
    private var playgroundInputView: UIView?
    /// Readwrite here, as UITextView.h redeclares UIResponder's readonly property.
    open override var inputAccessoryView: UIView? {
        get { playgroundInputAccessoryView }
        set { playgroundInputAccessoryView = newValue }
    }
    private var playgroundInputAccessoryView: UIView?
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        playgroundSetUp()
    }

    public convenience init(frame: CGRect, textContainer: AnyObject?) { self.init(frame: frame) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        playgroundSetUp()
    }

    private func playgroundSetUp() {
        playgroundLabel.numberOfLines = 0
        playgroundLabel.text = ""
        addSubview(playgroundLabel)
    }

    private func playgroundTextChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The text's size at `width` points, with the container insets.
    private func playgroundTextSize(width: CGFloat) -> CGSize {
        let inner = max(0, width - textContainerInset.left - textContainerInset.right)
        let s = playgroundLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
        return CGSize(width: s.width + textContainerInset.left + textContainerInset.right,
                      height: s.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = playgroundTextSize(width: bounds.width)
        playgroundLabel.frame = CGRect(x: textContainerInset.left, y: textContainerInset.top,
                                       width: max(0, bounds.width - textContainerInset.left - textContainerInset.right),
                                       height: max(0, size.height - textContainerInset.top - textContainerInset.bottom))
        if contentSize != CGSize(width: bounds.width, height: size.height) {
            contentSize = CGSize(width: bounds.width, height: size.height)
        }
    }

    /// With scrolling disabled, the text's size (Auto Layout sizes a non-scrolling text view to its text).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return playgroundTextSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        playgroundTextSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
    }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    open func scrollRangeToVisible(_ range: NSRange) {}
}
