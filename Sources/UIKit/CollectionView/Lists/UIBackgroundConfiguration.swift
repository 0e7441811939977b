/// A cell's background (iOS 14): a colour (or, nil, the cell's tint colour), a corner radius, a stroke, insets
/// (points) and a custom view. A cell shows it as a view below its content view, drawn like any view
/// (docs/cells.md, "List configurations").
///
///     var background = UIBackgroundConfiguration.listGroupedCell()
///     background.cornerRadius = 10; background.strokeColor = .separator; background.strokeWidth = 1
///     cell.backgroundConfiguration = background
///
/// The list cell styles follow the cell's state (selected and highlighted: systemGray4; `updated(for:)`).
///
/// Playground: `visualEffect` is not provided.
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
    public static func listPlainCell() -> UIBackgroundConfiguration { listCell(.systemBackground) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { with(.systemBackground) }
    /// A grouped list's cell: the secondary system grouped background (white).
    public static func listGroupedCell() -> UIBackgroundConfiguration { listCell(.white) }
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

    /// Whether this is one of the list styles (`listPlainCell()`, `listGroupedCell()`, `listCell()`), whose fill
    /// follows the cell's state.
    private var playgroundListCell = false
    /// The style's own fill, kept so a state change can come back to it.
    private var playgroundNormalColor: UIColor?

    /// The configuration for `state`: a list cell style whose colour was not changed is filled with
    /// `systemGray4` while its cell is selected or highlighted (and not editing), and with its own colour again
    /// otherwise; every other configuration is returned as it is (Apple, updated(for:): "Returns a copy of the
    /// configuration with any default values updated for the specified state"). systemGray4 (#D1D1D6 light) is
    /// the grey UITableViewCell's default selection style shows (UITableViewCell.SelectionStyle.default: "The cell
    /// has the default background color when selected"; the colour itself is not documented, it is iOS 13+'s
    /// systemGray4 as measured; docs/cells.md, "List appearance").
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard playgroundListCell, let normal = playgroundNormalColor,
              let cell = state as? UICellConfigurationState else { return self }
        var c = self
        guard backgroundColor == normal || backgroundColor == Self.playgroundSelectedColor else { return self }
        c.backgroundColor = (cell.isSelected || cell.isHighlighted) && !cell.isEditing ? Self.playgroundSelectedColor
            : normal
        return c
    }

    /// A selected or highlighted list cell's fill.
    static let playgroundSelectedColor = UIColor.systemGray4

    private static func listCell(_ color: UIColor) -> UIBackgroundConfiguration {
        var c = with(color)
        c.playgroundListCell = true
        c.playgroundNormalColor = color
        return c
    }

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
