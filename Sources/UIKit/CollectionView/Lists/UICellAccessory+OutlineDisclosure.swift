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

    /// An outline disclosure with options and an action in place of the default toggle: a tap (on the accessory;
    /// with the header style, anywhere in the cell) runs `actionHandler` when given, else expands or collapses the
    /// item in its diffable data source's section snapshot (docs/cells.md, "Outlines"). `tintColor` colours the
    /// chevron, `reservedLayoutWidth` keeps its width, `isHidden` hides it.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions,
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.outlineDisclosure, displayed: displayed,
                                        reservedWidth: options.reservedLayoutWidth)
        accessory.playgroundOutlineOptions = options
        accessory.playgroundActionHandler = actionHandler
        return accessory
    }
}
