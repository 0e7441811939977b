import Foundation

extension UIButton {
    /// A button's content and look as a value (iOS 15; Apple, UIButton.Configuration): the four styles `plain`,
    /// `gray`, `tinted` and `filled` (and their bordered spellings), a title, subtitle and image, base colours, insets.
    ///
    /// Playground: approximated: the button shows the title and image with the style's colours and corner; the
    /// subtitle, `imagePlacement` other than leading and the per-state variations (`updated(for:)`) are not shown
    /// (docs/hosting.md).
    public struct Configuration: Hashable, Sendable {
        /// The configuration's background style.
        package enum PlaygroundStyle: Hashable, Sendable { case plain, gray, tinted, filled }
        package var playgroundStyle: PlaygroundStyle = .plain

        /// How the button's corners are rounded (Apple, UIButton.Configuration.CornerStyle).
        public enum CornerStyle: Int, Hashable, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// The button's size class (Apple, UIButton.Configuration.Size).
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
        /// How the title and subtitle align (Apple, UIButton.Configuration.TitleAlignment).
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title (points; Apple's default 0).
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle (points; Apple's default 0).
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var showsActivityIndicator = false
        /// Space around the content (points). Playground: approximated: 7 points above and below, 12 at the sides
        /// for the medium size (measured from iOS 17 screenshots, not from a header).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var background = UIBackgroundConfiguration.clear()

        public init() {}

        public static func plain() -> Configuration { Configuration() }
        public static func gray() -> Configuration { var c = Configuration(); c.playgroundStyle = .gray; return c }
        public static func tinted() -> Configuration { var c = Configuration(); c.playgroundStyle = .tinted; return c }
        public static func filled() -> Configuration { var c = Configuration(); c.playgroundStyle = .filled; return c }
        public static func borderless() -> Configuration { plain() }
        public static func bordered() -> Configuration { gray() }
        public static func borderedTinted() -> Configuration { tinted() }
        public static func borderedProminent() -> Configuration { filled() }

        /// The configuration as it would be for `button`'s state: unchanged here (Playground: approximated).
        public func updated(for button: UIButton) -> Configuration { self }

        /// The title colour: the base foreground colour, else white on a filled button, else the tint.
        package func playgroundForeground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (playgroundStyle == .filled ? .white : tint)
        }

        /// The background: filled takes the base colour (else the tint), tinted a light wash of it, gray the system
        /// fill; plain none. The 0.15 and the fill colour are approximations of iOS's look.
        package func playgroundBackground(tint: UIColor) -> UIColor? {
            let base = baseBackgroundColor ?? tint
            switch playgroundStyle {
            case .plain: return baseBackgroundColor
            case .gray: return baseBackgroundColor ?? .secondarySystemFill
            case .tinted: return base.withAlphaComponent(0.15)
            case .filled: return base
            }
        }

        /// The corner radius for a button `height` points tall: capsule half the height; small 4, medium 6, large 8
        /// points; dynamic the medium's (Playground: approximated from iOS's look).
        package func playgroundCornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .capsule: return height / 2
            case .small: return 4
            case .medium, .dynamic: return playgroundStyle == .plain ? 0 : 6
            case .large: return 8
            }
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.playgroundStyle == b.playgroundStyle && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.imagePadding == b.imagePadding && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.contentInsets == b.contentInsets
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(playgroundStyle)
            hasher.combine(title)
            hasher.combine(subtitle)
        }
    }
}
