/// A cell's background (iOS 14): a colour (or, nil, the cell's tint colour), a corner radius, a stroke, insets
/// (points) and a custom view. A cell shows it as a view below its content view, drawn like any view
/// (docs/cells.md, "List configurations").
///
///     var background = UIBackgroundConfiguration.listGroupedCell()
///     background.cornerRadius = 10; background.strokeColor = .separator; background.strokeWidth = 1
///     cell.backgroundConfiguration = background
///
/// Playground: the list styles do not change with the cell's state (selected and highlighted look as normal), and
/// `visualEffect` is not provided.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration: Hashable {
    /// The fill; nil: the tint colour (Apple: "a nil value uses the view's tint color").
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's colour; nil with a width: the tint colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var customView: UIView?

    private init(playgroundEmpty: Void) {}

    /// An empty background (clear).
    public static func clear() -> UIBackgroundConfiguration { with(.clear) }
    /// A plain list's cell: the system background (white in the light appearance).
    public static func listPlainCell() -> UIBackgroundConfiguration { with(.systemBackground) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { with(.systemBackground) }
    /// A grouped list's cell: the secondary system grouped background (white).
    public static func listGroupedCell() -> UIBackgroundConfiguration { with(.white) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { clear() }
    /// iOS 18's list cell, header and footer backgrounds.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    private static func with(_ color: UIColor) -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(playgroundEmpty: ())
        c.backgroundColor = color
        return c
    }

    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { self }

    /// The fill drawn: the colour (else `tintColor`) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke drawn: the colour (else `tintColor`) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }
}

/// An accessory at a list cell's edge (iOS 14): a model of which and where (not drawn yet: docs/cells.md).
@preconcurrency @MainActor
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public enum Placement: Hashable, Sendable { case leading, trailing }

    /// Which accessory.
    public enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label(String)
        case detail, popUpMenu, customView
    }

    public let kind: Kind
    public let displayed: DisplayedState

    init(_ kind: Kind, displayed: DisplayedState = .always) {
        self.kind = kind
        self.displayed = displayed
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(.disclosureIndicator, displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(.checkmark, displayed: displayed) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.delete, displayed: displayed) }
    public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.insert, displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.reorder, displayed: displayed) }
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.multiselect, displayed: displayed) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { .init(.outlineDisclosure, displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(.label(text), displayed: displayed) }
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(.detail, displayed: displayed) }
}

/// A list cell (iOS 14): a cell with list content and background defaults, accessories and an indentation.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    /// Points per indentation level (UIKit's default, 10 pt… varies with the size class; 10 here).
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true

    /// The guide the list's separator follows (iOS 14): a custom cell constrains its leading anchor to move where
    /// the separator starts (Apple's CustomCellListViewController pins it to the text).
    ///
    /// Playground: a layout guide of the cell, constrained as any other, that nothing reads: list separators are not
    /// drawn here (docs/cells.md).
    open var separatorLayoutGuide: UILayoutGuide {
        PlaygroundNotices.record("UICollectionViewListCell.separatorLayoutGuide", .approximated,
                                 "a guide nothing reads: list separators are not drawn here")
        if let guide = playgroundSeparatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        playgroundSeparatorGuide = guide
        return guide
    }
    private var playgroundSeparatorGuide: UILayoutGuide?

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
}
