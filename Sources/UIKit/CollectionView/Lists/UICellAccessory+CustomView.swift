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

    /// A custom view accessory: the configuration's view, drawn at its side (its width, or the reserved width),
    /// centred vertically.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        .init(.customView, displayed: .always, placement: configuration.placement,
              customView: configuration.customView, reservedWidth: configuration.reservedLayoutWidth)
    }
}

extension UICellAccessory.Placement {
    /// The leading side (Apple's case `leading(displayed:at:)`; the position among accessories is not taken).
    public static func leading(displayed: UICellAccessory.DisplayedState = .whenNotEditing) -> Self { .leading }
    /// The trailing side (Apple's case `trailing(displayed:at:)`; the position among accessories is not taken).
    public static func trailing(displayed: UICellAccessory.DisplayedState = .whenNotEditing) -> Self { .trailing }
}
