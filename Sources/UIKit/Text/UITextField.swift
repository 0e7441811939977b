import Foundation

/// A one-line text field (UITextField.h), drawn as its text (or its placeholder, in the placeholder colour) through
/// a label inside it, with its left and right views at its edges.
///
/// Defaults as UITextField.h: `borderStyle` `.none`, `clearButtonMode` / `leftViewMode` / `rightViewMode` `.never`,
/// `text` "" (UIKit returns an empty string, never nil, once read), font the system font at 17 points.
///
/// Playground: approximated: there is no keyboard, so the field is never edited, its delegate is never called and
/// `becomeFirstResponder()` only marks it; the border styles draw no border; the clear button is not shown.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed = 0, cancelled }

    private let playgroundLabel = UILabel()

    /// The text; "" when none (UITextField.h: `text` is "" by default).
    open var text: String? {
        get { playgroundText }
        set { playgroundText = newValue ?? ""; playgroundAttributedText = nil; playgroundShowText() }
    }
    private var playgroundText = ""
    private var playgroundAttributedText: NSAttributedString?
    open var attributedText: NSAttributedString? {
        get { playgroundAttributedText ?? NSAttributedString(string: playgroundText) }
        set { playgroundAttributedText = newValue; playgroundText = newValue?.string ?? ""; playgroundShowText() }
    }
    open var placeholder: String? { didSet { attributedPlaceholderStorage = nil; playgroundShowText() } }
    private var attributedPlaceholderStorage: NSAttributedString?
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0) } }
        set { attributedPlaceholderStorage = newValue; placeholder = nil; attributedPlaceholderStorage = newValue
              playgroundShowText() }
    }
    open var textColor: UIColor? = .label { didSet { playgroundShowText() } }
    open var font: UIFont? = UIFont.systemFont(ofSize: 17) { didSet { playgroundShowText() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { playgroundLabel.textAlignment = textAlignment } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsLayout() } }
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: (any UITextFieldDelegate)?
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open private(set) var isEditing = false
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Readwrite here, as UITextField.h redeclares UIResponder's readonly property.
    open override var inputView: UIView? {
        get { playgroundInputView }
        set { playgroundInputView = newValue }
    }
    private var playgroundInputView: UIView?
    /// Readwrite here, as UITextField.h redeclares UIResponder's readonly property.
    open override var inputAccessoryView: UIView? {
        get { playgroundInputAccessoryView }
        set { playgroundInputAccessoryView = newValue }
    }
    private var playgroundInputAccessoryView: UIView?

    // UITextInputTraits: stored only (there is no keyboard).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false { didSet { playgroundShowText() } }
    open var enablesReturnKeyAutomatically = false
    open var textContentType: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(playgroundLabel)
        playgroundShowText()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(playgroundLabel)
        playgroundShowText()
    }

    /// The label shows the text (bullets when secure) or else the placeholder in the placeholder colour
    /// (UIColor.placeholderText: 60,60,67 at 30 % in light mode, Apple's UI element colors).
    private func playgroundShowText() {
        playgroundLabel.font = font ?? UIFont.systemFont(ofSize: 17)
        if !playgroundText.isEmpty {
            if let playgroundAttributedText, !isSecureTextEntry {
                playgroundLabel.attributedText = playgroundAttributedText
            } else {
                playgroundLabel.text = isSecureTextEntry ? String(repeating: "•", count: playgroundText.count) : playgroundText
            }
            playgroundLabel.textColor = textColor ?? .label
        } else if let attributedPlaceholderStorage {
            playgroundLabel.attributedText = attributedPlaceholderStorage
            playgroundLabel.textColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        } else {
            playgroundLabel.text = placeholder
            playgroundLabel.textColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func playgroundShows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    // UITextField.h's rectangles, for subclasses to override.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The text's rectangle: the bounds less the visible left and right views (and 7 points each side for the
    /// rounded rect style, playground's choice approximating iOS's inset).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds
        if borderStyle == .roundedRect { r = r.insetBy(dx: 7, dy: 0) }
        if let leftView, playgroundShows(leftViewMode) {
            let w = leftViewRect(forBounds: bounds).maxX - r.minX
            if w > 0 { r.origin.x += w; r.size.width -= w }
        }
        if let rightView, playgroundShows(rightViewMode) {
            _ = rightView
            let w = r.maxX - rightViewRect(forBounds: bounds).minX
            if w > 0 { r.size.width -= w }
        }
        r.size.width = max(0, r.width)
        return r
    }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
    /// The left view at the left edge, centred vertically, at its own width.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let s = leftView.frame.size == .zero ? leftView.intrinsicContentSize : leftView.frame.size
        let w = max(0, s.width), h = max(0, s.height)
        return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
    }
    /// The right view at the right edge, centred vertically, at its own width.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let s = rightView.frame.size == .zero ? rightView.intrinsicContentSize : rightView.frame.size
        let w = max(0, s.width), h = max(0, s.height)
        return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
    }
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundLabel.frame = textRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !playgroundShows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !playgroundShows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    /// The text's (or placeholder's) size, plus the visible side views and the rounded rect's insets.
    open override var intrinsicContentSize: CGSize {
        var s = playgroundLabel.intrinsicContentSize
        if s.width < 0 { s.width = 0 }
        if borderStyle == .roundedRect { s.width += 14 }
        if leftView != nil, playgroundShows(leftViewMode) { s.width += leftViewRect(forBounds: .zero).width }
        if rightView != nil, playgroundShows(rightViewMode) { s.width += rightViewRect(forBounds: .zero).width }
        return s
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // UIKeyInput (UIKeyInput.h), as a keyboard types: the text changes, then the field sends `.editingChanged` to its
    // targets as typing does (UIControl.h: "a touch dragging or otherwise manipulating a control, causing it to emit
    // a series of different values"). Playground: the insertion point is the end of the text (no selection here);
    // the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` is not asked, as on iOS for
    // programmatic insertion.

    /// Whether the field has any text (UIKeyInput.h).
    open var hasText: Bool { !playgroundText.isEmpty }

    /// Appends `text` at the insertion point (the end) and sends `.editingChanged`.
    open func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        self.text = playgroundText + text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character (one grapheme, as the keyboard's delete key) and sends `.editingChanged`.
    open func deleteBackward() {
        guard !playgroundText.isEmpty else { return }
        self.text = String(playgroundText.dropLast())
        sendActions(for: .editingChanged)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Playground: approximated: there is no keyboard; the field is marked first responder and editing, and its
    /// delegate is not asked.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        PlaygroundNotices.record("UITextField.becomeFirstResponder()", .approximated,
                                 "there is no keyboard here: the field is only marked as editing")
        let became = super.becomeFirstResponder()
        if became { isEditing = true; setNeedsLayout() }
        return became
    }

    /// Ends editing without asking (`endEditing(true)`).
    package func playgroundEndEditing() { isEditing = false; setNeedsLayout() }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { isEditing = false; setNeedsLayout() }
        return resigned
    }
}
