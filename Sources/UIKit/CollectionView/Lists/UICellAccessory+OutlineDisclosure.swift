import Foundation

extension UICellAccessory {
    /// How an outline disclosure accessory looks and where a tap toggles it (Apple,
    /// UICellAccessory.OutlineDisclosureOptions): a header style toggles on a tap anywhere in the cell, a cell
    /// style on the accessory only.
    public struct OutlineDisclosureOptions: Sendable {
        public enum Style: Int, Sendable { case automatic, header, cell }

        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?

        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// An outline disclosure with options and an action in place of the default toggle.
    ///
    /// Playground: the options and the action are not kept: the accessory is `outlineDisclosure(displayed:)`'s
    /// (a notice); a cell is not tapped open here.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions,
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        PlaygroundNotices.record("UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)", .approximated,
                                 "the options and action handler are not kept: the default outline disclosure")
        return .outlineDisclosure(displayed: displayed)
    }
}
