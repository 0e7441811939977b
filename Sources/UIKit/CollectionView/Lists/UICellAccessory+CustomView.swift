import Foundation

extension UICellAccessory {
    /// A custom view as an accessory (Apple, UICellAccessory.CustomViewConfiguration).
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// A custom view accessory.
    ///
    /// Playground: approximated: the accessory is kept as a custom-view accessory at its side, but its view is not
    /// kept or drawn (a notice; docs/cells.md).
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        PlaygroundNotices.record("UICellAccessory.customView(configuration:)", .approximated,
                                 "kept as a custom-view accessory; its view is not drawn")
        return .init(.customView)
    }
}

extension UICellAccessory.Placement {
    /// The leading side (Apple's case `leading(displayed:at:)`; the position among accessories is not taken).
    public static func leading(displayed: UICellAccessory.DisplayedState = .whenNotEditing) -> Self { .leading }
    /// The trailing side (Apple's case `trailing(displayed:at:)`; the position among accessories is not taken).
    public static func trailing(displayed: UICellAccessory.DisplayedState = .whenNotEditing) -> Self { .trailing }
}
