/// The content of a list cell, header or footer (iOS 14): an image, a text and a secondary text with their
/// properties, the margins and paddings. `makeContentView()` gives a `UIListContentView`, which lays them out as
/// labels and an image view (drawn like any views; docs/cells.md, "List configurations"). Fonts are the Dynamic
/// Type text styles at the default size (UIFont.playgroundTextStyles: Apple's Human Interface Guidelines,
/// "Typography"); the paddings Apple does not publish are decided (below) and written down in docs/cells.md.
///
///     var content = UIListContentConfiguration.cell()
///     content.text = "Apple"
///     content.secondaryText = "fruit"
///     cell.contentConfiguration = content
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which of UIKit's list styles this is.
    package enum PlaygroundStyle: Hashable, Sendable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader, sidebarCell
        case sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, header, footer
    }

    /// How a text is shown.
    public struct TextProperties: Hashable {
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Hashable, Sendable { case none, uppercase, lowercase, capitalized }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none
        /// The colour the text is drawn in: `color` (no colour transformer is kept here, so none is applied).
        public func resolvedColor() -> UIColor { color }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is shown: its tint (a symbol's colour), corner radius, largest size and the room kept for it.
    public struct ImageProperties: Hashable {
        /// UIKit's "system standard" marker for `reservedLayoutSize` (UIListContentImageStandardDimension,
        /// -CGFLOAT_MAX): here the image's own size.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        /// The image's tint for a view whose tint is `tintColor`: the configuration's own `tintColor` when set,
        /// else the view's (Apple's documentation, "resolvedTintColor(for:)"; no transformer is kept here).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
        /// The symbol configuration a symbol image is drawn with (its font and scale).
        ///
        /// Playground: stored; a symbol image keeps its own placeholder size (docs/cells.md).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
            didSet {
                PlaygroundNotices.record("UIListContentConfiguration.ImageProperties.preferredSymbolConfiguration",
                                         .approximated, "stored; a symbol image keeps its own placeholder size")
            }
        }
    }

    package let playgroundStyle: PlaygroundStyle
    /// Whether the style is a header's (an outline disclosure's automatic style is then the header style).
    package var playgroundIsHeader: Bool {
        switch playgroundStyle {
        case .plainHeader, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader,
             .sidebarHeader, .header: true
        default: false
        }
    }
    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    package init(style: PlaygroundStyle) {
        self.playgroundStyle = style
        // UIKit's defaults (iOS 17, default content size): body 17 pt label colour; secondary text subheadline 15 pt
        // secondary label; headers footnote 13 pt, secondary label, upper-cased in grouped lists.
        let body = UIFont.preferredFont(forTextStyle: .body)
        let secondaryFont: UIFont
        switch style {
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            secondaryFont = .preferredFont(forTextStyle: .subheadline)
        default: secondaryFont = body
        }
        switch style {
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .header, .footer:
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: UIListContentConfiguration.secondaryLabelColor)
        case .prominentInsetGroupedHeader:
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .title3), color: .label)
        case .extraProminentInsetGroupedHeader:
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .title2), color: .label)
        case .sidebarHeader:
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label)
        default:
            textProperties = TextProperties(font: body, color: .label)
        }
        secondaryTextProperties = TextProperties(font: secondaryFont, color: UIListContentConfiguration.secondaryLabelColor)
        // A grouped header is upper-cased (iOS 13–14's grouped table headers); a footer is shown as written.
        if style == .groupedHeader { textProperties.transform = .uppercase }
        // Cells: 11 pt above and below, 16 pt (the layout margins) at the sides (UITableViewCell's standard row,
        // 44 pt tall with a 17 pt body line: 11 + 22 + 11).
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        switch style {
        case .groupedHeader, .header, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            // Decided: a grouped section's header sits low, near its rows (16 above, 6 below).
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        case .groupedFooter, .footer:
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        case .plainHeader, .plainFooter:
            // Decided: a plain list's header band, 6 above and below its 13-point text (28 pt tall).
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        default: break
        }
        prefersSideBySideTextAndSecondaryText = style == .valueCell
        // Decided (Apple does not publish them): 16 between image and text (the Settings app's icon column),
        // 3 between stacked texts, 8 between a value cell's side-by-side texts.
        imageToTextPadding = 16
        textToSecondaryTextVerticalPadding = style == .subtitleCell || style == .sidebarSubtitleCell
            || style == .accompaniedSidebarSubtitleCell ? 3 : 0
        textToSecondaryTextHorizontalPadding = 8
    }

    /// Whether the style is a row (a cell), 44 points tall at least; headers and footers are as tall as their text.
    package var playgroundIsCell: Bool {
        switch playgroundStyle {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
             .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }

    /// A row's least height, points: UITableView's default row height (UITableView.h, `rowHeight` "default is 44"),
    /// also the Human Interface Guidelines' least hit target (44 × 44 pt).
    package static let playgroundMinimumCellHeight: CGFloat = 44

    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .prominentInsetGroupedHeader) }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: .extraProminentInsetGroupedHeader)
    }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .sidebarHeader) }
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarCell) }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        .init(style: .accompaniedSidebarSubtitleCell)
    }
    /// iOS 18's header and footer (the list's appearance decides their look).
    public static func header() -> UIListContentConfiguration { .init(style: .header) }
    public static func footer() -> UIListContentConfiguration { .init(style: .footer) }

    /// UIColor.secondaryLabel (light: #3C3C43 at 60 %).
    static var secondaryLabelColor: UIColor { .secondaryLabel }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// Axes (UIAxis).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
