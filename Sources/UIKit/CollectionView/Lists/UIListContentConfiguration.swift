/// The content of a list cell, header or footer (iOS 14): text, secondary text and their properties, the margins
/// and paddings, as a model. Its drawing (fonts, colours, the image) is the cells' (issue uikit-cells); the values
/// here are UIKit's defaults for each style, from the iOS 17 SDK.
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

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is shown (the image itself comes with UIImage, issue uikit-cells).
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
    }

    package let playgroundStyle: PlaygroundStyle
    public var text: String?
    public var secondaryText: String?
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
        if style == .groupedHeader || style == .groupedFooter { textProperties.transform = .uppercase }
        // Cells: 11 pt above and below, 16 pt (the layout margins) at the sides (UITableViewCell's standard row,
        // 44 pt tall with a 17 pt body line).
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        prefersSideBySideTextAndSecondaryText = style == .valueCell
    }

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

    /// UIColor.secondaryLabel's light value, #3C3C43 at 60 % (Apple, Human Interface Guidelines, "Color": label
    /// colors), until the system colours exist as UIColor's own.
    static let secondaryLabelColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view a list content configuration makes: it holds the configuration (its drawing is issue uikit-cells').
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    open var configuration: UIContentConfiguration {
        didSet { setNeedsLayout() }
    }

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration.cell()
        super.init(coder: coder)
    }

    /// The list configuration shown.
    open var listConfiguration: UIListContentConfiguration? { configuration as? UIListContentConfiguration }
}

/// Axes (UIAxis).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
