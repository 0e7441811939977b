import Foundation

/// A table's row (UITableViewCell.h): a `contentView` the size of the row minus its accessory, the old-style
/// `textLabel`, `detailTextLabel` and `imageView` of its style, or iOS 14's content configuration, an accessory, and
/// its selection and editing state.
///
/// Playground: the old-style labels and image view are laid out approximately (UIKit's metrics are private: 16 pt
/// margins, the image first, then the text; `.subtitle` stacks the detail under the text, `.value1` puts it at the
/// trailing edge, `.value2` after a text column a third of the row wide); `accessoryType` is drawn with the list
/// cells' glyphs, an `accessoryView` in its place at the trailing edge; the editing and reorder controls are not drawn
/// (docs/uikit.md, "Table views").
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The old-style layouts (UITableViewCell.CellStyle).
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    public enum DragState: Int, Sendable { case none, lifting, dragging }

    /// The view the row's content goes in (UIKit keeps it the row's size, less the accessory).
    public let contentView = UIView()
    /// Playground extension (not in UIKit): the style the cell was made with.
    public let playgroundStyle: CellStyle
    open internal(set) var reuseIdentifier: String?

    open var selectionStyle: SelectionStyle = .default
    /// Drawn at the trailing edge when there is no `accessoryView` (UIKit: the view "takes precedence").
    ///
    /// Playground: approximated: drawn with the list cells' glyphs, not SF Symbols; tapping it does nothing.
    /// (`PlaygroundCellAccessoryView`: a chevron, a checkmark, an info ring, or the ring and the chevron 12 apart.)
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            if accessoryType != .none {
                PlaygroundNotices.record("UITableViewCell.accessoryType", .approximated,
                                         "drawn with the list cells' glyphs, not SF Symbols; tapping it does nothing")
            }
            playgroundMakeTypeAccessory()
        }
    }
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            playgroundMakeTypeAccessory()
        }
    }
    /// The drawn `accessoryType` (nil with an `accessoryView` or `.none`).
    private var playgroundTypeAccessory: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var indentationLevel = 0
    /// 10 points (UITableViewCell.h: "default is 10.0 for standard indentation").
    open var indentationWidth: CGFloat = 10
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var focusStyle: FocusStyle = .default
    open var userInteractionEnabledWhileDragging = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open private(set) var editingStyle: EditingStyle = .none
    open var showingDeleteConfirmation: Bool { false }

    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        setNeedsUpdateConfiguration()
    }
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
    open func dragStateDidChange(_ dragState: DragState) {}

    public init(style: CellStyle, reuseIdentifier: String?) {
        playgroundStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        playgroundSetUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        playgroundStyle = .default
        super.init(coder: coder)
        playgroundSetUp()
    }

    /// Playground extension (not in UIKit): how a table makes a registered class. UIKit calls
    /// `init(style:reuseIdentifier:)` through the Objective-C runtime, which Linux lacks; this initializer calls the
    /// class's own, and every subclass that has that initializer (its own, or inherited) inherits it. Never call it
    /// yourself (docs/uikit.md, "Table views").
    public required convenience init(playgroundStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    private func playgroundSetUp() {
        backgroundColor = .systemBackground
        addSubview(contentView)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// Called before the table hands the cell out again.
    open func prepareForReuse() {}

    // MARK: Old-style content

    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    /// A storyboard cell's style labels (`textLabel="…"`, `detailTextLabel="…"` on its element): the archived
    /// labels are the cell's `textLabel` and `detailTextLabel`, as on iOS.
    package func playgroundAdopt(textLabel: UILabel?, detailTextLabel: UILabel?) {
        if let textLabel { madeTextLabel = textLabel }
        if let detailTextLabel { madeDetailTextLabel = detailTextLabel }
        setNeedsLayout()
    }

    /// The row's title label (made on first use, in the content view).
    ///
    /// Playground: approximated: laid out with 16-point margins (UIKit's metrics are private).
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .label
        if playgroundStyle == .value2 {
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .tintColor
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The row's detail label: nil in `.default` style, as on iOS.
    open var detailTextLabel: UILabel? {
        guard playgroundStyle != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel()
        switch playgroundStyle {
        case .subtitle:
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .label
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .label
        }
        contentView.addSubview(label)
        madeDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The row's image view (made on first use, at the leading edge).
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        madeImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Configurations (iOS 14)

    /// The row's content as a configuration: its view replaces the old-style content and fills the content view.
    open var contentConfiguration: UIContentConfiguration? { didSet { playgroundInstallContentConfiguration() } }
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if let background = backgroundConfiguration {
                backgroundColor = background.resolvedBackgroundColor(for: tintColor)
            }
        }
    }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The view the current content configuration made.
    package private(set) var playgroundConfigurationView: (UIView & UIContentView)?

    /// A list content configuration of the cell's style: `.cell()`, `.subtitleCell()` or `.valueCell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch playgroundStyle {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for `updateConfiguration(using:)` (here at once).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    private func playgroundInstallContentConfiguration() {
        let (view, made) = contentView.playgroundInstall(contentConfiguration, replacing: playgroundConfigurationView)
        playgroundConfigurationView = view
        if made { setNeedsLayout() }
    }

    // MARK: Layout

    /// The glyphs of `accessoryType`, side by side in one view, when no `accessoryView` takes its place.
    private func playgroundMakeTypeAccessory() {
        playgroundTypeAccessory?.removeFromSuperview()
        playgroundTypeAccessory = nil
        defer { setNeedsLayout() }
        guard accessoryView == nil else { return }
        let kinds: [UICellAccessory] = switch accessoryType {
        case .none: []
        case .disclosureIndicator: [.disclosureIndicator()]
        case .checkmark: [.checkmark()]
        case .detailButton: [.detail()]
        case .detailDisclosureButton: [.detail(), .disclosureIndicator()]
        }
        guard !kinds.isEmpty else { return }
        let box = UIView()
        box.isUserInteractionEnabled = false
        var x: CGFloat = 0, height: CGFloat = 0
        for accessory in kinds {
            let glyph = PlaygroundCellAccessoryView(accessory, tint: tintColor ?? .systemBlue,
                                                    direction: effectiveUserInterfaceLayoutDirection)
            if x > 0 { x += 12 }
            glyph.frame.origin = CGPoint(x: x, y: 0)
            x += glyph.frame.width
            height = max(height, glyph.frame.height)
            box.addSubview(glyph)
        }
        for glyph in box.subviews { glyph.frame.origin.y = (height - glyph.frame.height) / 2 }
        box.frame.size = CGSize(width: x, height: height)
        addSubview(box)
        playgroundTypeAccessory = box
    }

    /// The trailing accessory view's width and the margin after it.
    private var accessoryWidth: CGFloat {
        if accessoryView == nil, let box = playgroundTypeAccessory { return box.frame.width + 16 }
        guard let accessoryView else { return 0 }
        var size = accessoryView.bounds.size
        if size == .zero { size = accessoryView.sizeThatFits(.zero) }
        if size == .zero, accessoryView.intrinsicContentSize.width > 0 { size = accessoryView.intrinsicContentSize }
        return size.width + 16
    }

    open override func layoutSubviews() {
        let accessory = accessoryWidth
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessory), height: bounds.height)
        if let accessoryView {
            var size = accessoryView.bounds.size
            if size == .zero { size = accessoryView.intrinsicContentSize }
            size = CGSize(width: max(0, size.width), height: max(0, size.height))
            accessoryView.frame = CGRect(x: bounds.width - accessory, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
        }
        if accessoryView == nil, let box = playgroundTypeAccessory {
            box.frame.origin = CGPoint(x: bounds.width - accessory, y: (bounds.height - box.frame.height) / 2)
        }
        playgroundConfigurationView?.frame = contentView.bounds
        playgroundLayOutOldStyleContent()
        super.layoutSubviews()
    }

    /// The old-style labels and image (approximated: see the type's documentation).
    private func playgroundLayOutOldStyleContent() {
        guard madeTextLabel != nil || madeDetailTextLabel != nil || madeImageView != nil else { return }
        PlaygroundNotices.record("UITableViewCell.textLabel", .approximated,
                                 "old-style labels and image are laid out with 16-point margins (UIKit's metrics are private)")
        let margin: CGFloat = 16, box = contentView.bounds
        var x = margin + CGFloat(indentationLevel) * indentationWidth
        if let imageView = madeImageView, let image = imageView.image {
            let side = min(image.size.height, box.height)
            let width = image.size.height > 0 ? image.size.width * side / image.size.height : side
            imageView.frame = CGRect(x: x, y: (box.height - side) / 2, width: width, height: side)
            x += width + margin
        }
        let width = max(0, box.width - x - margin)
        let text = madeTextLabel, detail = madeDetailTextLabel
        let textHeight = text.map { $0.intrinsicContentSize.height } ?? 0
        let detailHeight = detail.map { $0.intrinsicContentSize.height } ?? 0
        switch playgroundStyle {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: box.height)
        case .subtitle:
            let top = (box.height - textHeight - detailHeight - 3) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight + 3, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(width, detail.map { $0.intrinsicContentSize.width } ?? 0)
            text?.frame = CGRect(x: x, y: 0, width: max(0, width - detailWidth - 8), height: box.height)
            detail?.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: box.height)
        case .value2:
            let column = (width / 3).rounded()
            text?.frame = CGRect(x: x, y: 0, width: column, height: box.height)
            detail?.frame = CGRect(x: x + column + 6, y: 0, width: max(0, width - column - 6), height: box.height)
        }
    }

    /// The row's height at `targetSize.width`: its content configuration's, else Auto Layout's in the content view,
    /// else the old-style labels' (11 pt above and below), at least 44 points (UITableView.h's row height).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        let width = targetSize.width
        frame.size.width = width
        layoutIfNeeded()
        let contentWidth = contentView.bounds.width
        var height: CGFloat
        if let list = playgroundConfigurationView as? UIListContentView {
            height = list.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else if PlaygroundAutoLayoutEngine.hasConstraints(in: contentView) {
            height = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).height
        } else if let view = playgroundConfigurationView {
            height = view.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        } else {
            let text = madeTextLabel?.intrinsicContentSize.height ?? 0
            let detail = madeDetailTextLabel?.intrinsicContentSize.height ?? 0
            height = 22 + (playgroundStyle == .subtitle ? text + detail + 3 : max(text, detail))
        }
        return CGSize(width: width, height: max(UIListContentConfiguration.playgroundMinimumCellHeight, height))
    }
}
