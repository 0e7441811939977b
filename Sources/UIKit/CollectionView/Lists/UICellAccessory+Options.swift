import Foundation

extension UICellAccessory {
    /// A width an accessory keeps for itself (Apple, UICellAccessory.LayoutDimension): the system's standard
    /// width, the accessory's own (`actual`), or a width in points.
    public enum LayoutDimension: Hashable, Sendable {
        case standard
        case actual
        case custom(CGFloat)

        /// The width kept in points, nil when it is the glyph's own (standard and actual are the same here: the
        /// glyphs are drawn at their own widths, PlaygroundCellAccessoryView).
        var playgroundWidth: CGFloat? {
            if case .custom(let width) = self { return width }
            return nil
        }
    }

    /// How a reorder accessory looks (Apple, UICellAccessory.ReorderOptions: `init(isHidden:reservedLayoutWidth:
    /// tintColor:showsVerticalSeparator:)`, the separator shown by default).
    public struct ReorderOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        /// The bars' colour; nil: the system grey.
        public var tintColor: UIColor?
        /// Whether a vertical separator is drawn on the accessory's leading side.
        ///
        /// Playground: the separator is not drawn (the bars are).
        public var showsVerticalSeparator: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// How a disclosure indicator looks (Apple, UICellAccessory.DisclosureIndicatorOptions).
    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour; nil: the system's tertiary label colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// How a checkmark looks (Apple, UICellAccessory.CheckmarkOptions).
    public struct CheckmarkOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        /// The checkmark's colour; nil: the cell's tint colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A reorder accessory with options: hidden, a kept width, the bars' colour (Apple,
    /// `UICellAccessory.reorder(displayed:options:)`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions) -> UICellAccessory {
        if options.showsVerticalSeparator {
            PlaygroundNotices.record("UICellAccessory.ReorderOptions.showsVerticalSeparator", .approximated,
                                     "the reorder accessory's vertical separator is not drawn")
        }
        var accessory = UICellAccessory(.reorder, displayed: displayed, reservedWidth: options.reservedLayoutWidth.playgroundWidth)
        accessory.playgroundGlyphOptions = GlyphOptions(isHidden: options.isHidden ?? false, tintColor: options.tintColor)
        return accessory
    }

    /// A disclosure indicator with options (Apple, `UICellAccessory.disclosureIndicator(displayed:options:)`).
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions) -> UICellAccessory {
        var accessory = UICellAccessory(.disclosureIndicator, displayed: displayed,
                                        reservedWidth: options.reservedLayoutWidth.playgroundWidth)
        accessory.playgroundGlyphOptions = GlyphOptions(isHidden: options.isHidden ?? false, tintColor: options.tintColor)
        return accessory
    }

    /// A checkmark with options (Apple, `UICellAccessory.checkmark(displayed:options:)`).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions) -> UICellAccessory {
        var accessory = UICellAccessory(.checkmark, displayed: displayed,
                                        reservedWidth: options.reservedLayoutWidth.playgroundWidth)
        accessory.playgroundGlyphOptions = GlyphOptions(isHidden: options.isHidden ?? false, tintColor: options.tintColor)
        return accessory
    }

    /// What a drawn glyph's options say: hidden (its width still kept) and its colour.
    struct GlyphOptions: Sendable {
        var isHidden: Bool
        var tintColor: UIColor?
    }
}
