import Foundation

/// A button (UIButton.h): a control that shows a title and an image for its state, with a title label and an image
/// view as subviews, laid out side by side (image leading) and centred within `contentEdgeInsets`.
///
/// A title, colour or image not set for the current state is the normal state's (Apple, setTitle(_:for:): "If a
/// title is not specified for a state, the default behavior is to use the title associated with the normal
/// state"). A system button's title is the tint colour (`systemBlue` by default) and dims while highlighted; a
/// custom button's title is white (UIButton.h's defaults).
///
///     let button = UIButton(type: .system)
///     button.setTitle("Follow", for: .normal)   // blue "Follow", 15-point system font
///
/// Playground: approximated: a title and an image are laid out side by side and centred; `UIButton.Configuration`
/// is shown through its title, image and colours (docs/hosting.md).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button (UIButton.h).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    open private(set) var buttonType: ButtonType = .custom
    private let playgroundTitleLabel = UILabel()
    private let playgroundImageView = UIImageView()
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The label that shows the title (UIKit makes it the first time it is asked; here with the button).
    open var titleLabel: UILabel? { playgroundTitleLabel }
    /// The view that shows the image.
    open var imageView: UIImageView? { playgroundImageView }
    /// Space around the title and image together (points).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { playgroundRefresh() } }
    /// Offsets of the title's and the image's rectangles (points).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    open var role: Role = .normal
    /// A button's role (iOS 14).
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }

    /// The button's configuration (iOS 15): when set, its title, image and colours are what the button shows.
    open var configuration: Configuration? { didSet { playgroundRefresh() } }
    /// Called to update the configuration for the button's state (iOS 15).
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesConfiguration = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        playgroundSetUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        playgroundSetUp()
    }

    /// A button of `buttonType` (a system button's title takes the tint colour).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        playgroundRefresh()
    }

    /// A button of `buttonType` whose primary action is `primaryAction`, titled with the action's title (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A system button with `configuration` (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        playgroundRefresh()   // an initializer's own assignment does not run didSet
    }

    private func playgroundSetUp() {
        playgroundTitleLabel.font = UIFont.systemFont(ofSize: Self.titlePointSize)
        playgroundTitleLabel.textAlignment = .center
        addSubview(playgroundImageView)
        addSubview(playgroundTitleLabel)
        playgroundRefresh()
    }

    /// UIButton's title font: the 15-point system font (Interface Builder's default for a button; UIKit's
    /// `titleLabel.font` reports it). Points.
    static let titlePointSize: CGFloat = 15

    // MARK: Content per state

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        playgroundRefresh()
    }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        playgroundRefresh()
    }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        playgroundRefresh()
    }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        playgroundRefresh()
    }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        playgroundRefresh()
    }
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title's colour now: the one set for the state, else a system button's tint (dimmed while highlighted or
    /// disabled), else white.
    open var currentTitleColor: UIColor {
        if let color = titleColor(for: state) { return color }
        guard buttonType == .system else { return .white }
        let tint = tintColor ?? .systemBlue
        if !isEnabled { return .systemGray }
        return isHighlighted ? tint.withAlphaComponent(0.2) : tint
    }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open override var isHighlighted: Bool { didSet { playgroundRefresh() } }
    open override var isSelected: Bool { didSet { playgroundRefresh() } }
    open override var isEnabled: Bool { didSet { playgroundRefresh() } }

    /// Asks for the configuration again (iOS 15): the update handler runs, then the button shows the result.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Runs `configurationUpdateHandler` (subclasses override this instead).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        playgroundRefresh()
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        let content = playgroundContentSize()
        let insets = playgroundInsets()
        return CGSize(width: content.width + insets.left + insets.right,
                      height: max(content.height, buttonType == .custom ? 0 : Self.systemMinimumContentHeight)
                          + insets.top + insets.bottom)
    }

    /// A system button's title line with its padding: 30 points tall in Interface Builder for a 15-point title
    /// (its default button frame, 46 × 30). Points.
    static let systemMinimumContentHeight: CGFloat = 30

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The image then the title from the leading edge (the image is `imagePlacement` `.leading`), within the content
    /// insets, aligned by `contentHorizontalAlignment`. Right-to-left (`effectiveUserInterfaceLayoutDirection`) the
    /// leading edge is the right one: the image is right of the title, `.leading` alignment is against the right
    /// edge and a configuration's leading inset is on the right (Apple, UIControl.ContentHorizontalAlignment.leading:
    /// "Aligns the content with the leading edge"); `.left` and `.right` stay physical.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let physical = playgroundInsets(rightToLeft: rtl)
        // Worked out from the leading edge (x mirrored right-to-left), then put back.
        let insets = rtl ? UIEdgeInsets(top: physical.top, left: physical.right, bottom: physical.bottom, right: physical.left)
            : physical
        let box = CGRect(origin: .zero, size: bounds.size).inset(by: insets)
        let image = playgroundImageView.image.map(\.size) ?? .zero
        let title = playgroundTitleLabel.text.map { _ in playgroundTitleLabel.intrinsicContentSize } ?? .zero
        let padding = image.width > 0 && title.width > 0 ? (configuration?.imagePadding ?? 0) : 0
        let total = image.width + padding + min(title.width, max(0, box.width - image.width - padding))
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .leading, .fill: x = box.minX
        case .trailing: x = box.maxX - total
        case .left: x = rtl ? box.maxX - total : box.minX
        case .right: x = rtl ? box.minX : box.maxX - total
        case .center: x = box.midX - total / 2
        }
        func placed(_ r: CGRect) -> CGRect {
            CGRect(x: bounds.minX + (rtl ? bounds.width - r.maxX : r.minX), y: r.minY, width: r.width, height: r.height)
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return box.minY
            case .bottom: return box.maxY - height
            case .center: return box.midY - height / 2
            }
        }
        playgroundImageView.frame = placed(CGRect(x: x, y: y(image.height), width: image.width, height: image.height))
            .inset(by: imageEdgeInsets)
        x += image.width + padding
        playgroundTitleLabel.frame = placed(CGRect(x: x, y: y(title.height), width: min(title.width, max(0, box.maxX - x)),
                                                   height: title.height)).inset(by: titleEdgeInsets)
    }

    /// The content insets by physical edge: `contentEdgeInsets`, or the configuration's directional ones resolved.
    private func playgroundInsets(rightToLeft rtl: Bool = false) -> UIEdgeInsets {
        guard let configuration else { return contentEdgeInsets }
        let c = configuration.contentInsets
        return UIEdgeInsets(top: c.top, left: rtl ? c.trailing : c.leading, bottom: c.bottom, right: rtl ? c.leading : c.trailing)
    }

    private func playgroundContentSize() -> CGSize {
        let image = playgroundImageView.image.map(\.size) ?? .zero
        let title = playgroundTitleLabel.text.map { _ in playgroundTitleLabel.intrinsicContentSize } ?? .zero
        let padding = image.width > 0 && title.width > 0 ? (configuration?.imagePadding ?? 0) : 0
        return CGSize(width: image.width + padding + title.width, height: max(image.height, title.height))
    }

    /// Shows the state's title, colour and image (or the configuration's) in the subviews.
    private func playgroundRefresh() {
        if let configuration {
            playgroundTitleLabel.text = configuration.title
            playgroundTitleLabel.textColor = configuration.playgroundForeground(tint: tintColor ?? .systemBlue)
            playgroundImageView.image = configuration.image
            backgroundColor = configuration.playgroundBackground(tint: tintColor ?? .systemBlue)
            layer.cornerRadius = configuration.playgroundCornerRadius(height: bounds.height)
        } else {
            if let attributed = currentAttributedTitle {
                playgroundTitleLabel.attributedText = attributed
            } else {
                playgroundTitleLabel.text = currentTitle
                playgroundTitleLabel.textColor = currentTitleColor
            }
            playgroundImageView.image = currentImage
        }
        playgroundTitleLabel.isHidden = playgroundTitleLabel.text?.isEmpty ?? true
        playgroundImageView.isHidden = playgroundImageView.image == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
