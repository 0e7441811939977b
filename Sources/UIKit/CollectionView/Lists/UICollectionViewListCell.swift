import Foundation

/// A list cell (iOS 14): a cell with list content and background defaults, accessories and an indentation.
///
/// Accessories are drawn (`PlaygroundCellAccessoryView`): leading ones from the leading edge, trailing ones from
/// the trailing edge, each `playgroundAccessoryEdgeInset` points in and `playgroundAccessorySpacing` apart,
/// centred vertically; the content view fills the space between them (and starts `indentationLevel ×
/// indentationWidth` further in), as UIKit narrows it. Right-to-left (the cell's
/// `effectiveUserInterfaceLayoutDirection`) swaps the sides. Each accessory shows by its `displayed` state and the
/// cell's editing mode (its collection view's `isEditing`); an outline disclosure turns down while its item is
/// expanded.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] {
        didSet { playgroundAccessoriesChanged = true; setNeedsLayout() }
    }
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// Whether `indentationLevel` was set from the item's level in its section snapshot (and follows it).
    package var playgroundIndentationFromOutline = false
    /// Points per indentation level (UIKit's default, 10 pt… varies with the size class; 10 here).
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true

    /// The guide the list's separator follows (iOS 14): a custom cell constrains its leading anchor to move where
    /// the separator starts (Apple's CustomCellListViewController pins it to the text).
    ///
    /// Playground: approximated: a layout guide of the cell, constrained as any other; the separator is drawn from
    /// the list's separator configuration and does not read it (docs/cells.md).
    open var separatorLayoutGuide: UILayoutGuide {
        PlaygroundNotices.record("UICollectionViewListCell.separatorLayoutGuide", .approximated,
                                 "a guide of the cell that the drawn separator does not follow")
        if let guide = playgroundSeparatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        playgroundSeparatorGuide = guide
        return guide
    }
    private var playgroundSeparatorGuide: UILayoutGuide?

    /// Points from the cell's edge to its outermost accessory: the list content's 16-point horizontal margin
    /// (UIListContentConfiguration.cell()'s `directionalLayoutMargins`), so an accessory lines up with the text.
    package static let playgroundAccessoryEdgeInset: CGFloat = 16
    /// Points between two accessories on one side (approximated; iOS does not document it).
    package static let playgroundAccessorySpacing: CGFloat = 12

    private var playgroundAccessoriesChanged = true
    private var playgroundAccessoryViews: [PlaygroundCellAccessoryView] = []
    private var playgroundAccessoryDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The editing mode and expanded state the accessory views were made for.
    private var playgroundAccessoryState = (editing: false, expanded: false)
    /// The accessory views shown (the outline disclosure's is what a tap toggles).
    package var playgroundShownAccessoryViews: [PlaygroundCellAccessoryView] { playgroundAccessoryViews }

    /// A list cell's default content: `UIListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// A list cell's default background: `listPlainCell()` (white, as `listGroupedCell()` is in the light
    /// appearance).
    ///
    /// Playground: the same for every list appearance (a sidebar's clear background is not chosen by itself).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A list cell starts with its list's default background (Apple, UICollectionViewListCell: the background
        // configuration defaults to the list's style).
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundLayOutAccessories()
    }

    /// The accessory views made again when the accessories, the tint or the direction changed, placed at the
    /// edges; the content view (and its configuration view) between them.
    private func playgroundLayOutAccessories() {
        let direction = effectiveUserInterfaceLayoutDirection
        let rtl = direction == .rightToLeft
        let state = (editing: playgroundIsEditing, expanded: playgroundIsExpanded)
        if playgroundAccessoriesChanged || direction != playgroundAccessoryDirection || state != playgroundAccessoryState {
            for v in playgroundAccessoryViews { v.removeFromSuperview() }
            let tint = tintColor ?? .tintColor
            playgroundAccessoryViews = accessories.filter { $0.playgroundIsShown(editing: state.editing) }
                .map { PlaygroundCellAccessoryView($0, tint: tint, direction: direction, expanded: state.expanded) }
            for v in playgroundAccessoryViews { addSubview(v) }
            playgroundAccessoriesChanged = false
            playgroundAccessoryDirection = direction
            playgroundAccessoryState = state
        }
        let width = bounds.width, height = bounds.height
        let indent = CGFloat(indentationLevel) * indentationWidth
        // Distances from the leading and the trailing edge, in reading order.
        var leading = Self.playgroundAccessoryEdgeInset + (indentsAccessories ? indent : 0)
        var trailing = Self.playgroundAccessoryEdgeInset
        var contentLeading = indent, contentTrailing: CGFloat = 0
        func place(_ v: UIView, fromLeading distance: CGFloat) {
            let w = v.frame.width
            let x = rtl ? width - distance - w : distance
            v.frame = CGRect(x: x, y: ((height - v.frame.height) / 2).rounded(), width: w, height: v.frame.height)
        }
        for v in playgroundAccessoryViews where v.accessory.playgroundPlacement == .leading {
            place(v, fromLeading: leading)
            leading += v.frame.width + Self.playgroundAccessorySpacing
            contentLeading = leading - Self.playgroundAccessorySpacing
        }
        // Trailing accessories, the first one outermost (UIKit's order: the array's first is at the edge).
        for v in playgroundAccessoryViews where v.accessory.playgroundPlacement == .trailing {
            place(v, fromLeading: width - trailing - v.frame.width)
            trailing += v.frame.width + Self.playgroundAccessorySpacing
            contentTrailing = trailing - Self.playgroundAccessorySpacing
        }
        let contentWidth = max(0, width - contentLeading - contentTrailing)
        contentView.frame = CGRect(x: rtl ? contentTrailing : contentLeading, y: 0, width: contentWidth, height: height)
        playgroundConfigurationView?.frame = CGRect(origin: .zero, size: contentView.bounds.size)
    }
}
