/// The size classes and scale a layout may consult (UITraitCollection).
open class UITraitCollection: NSObject, @unchecked Sendable {
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    /// Points to pixels; 2 unless the playground says otherwise.
    open var displayScale: CGFloat
    open var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    open var horizontalSizeClass: SizeClass = .compact
    open var verticalSizeClass: SizeClass = .regular
    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// Light, as the playground's device (UIUserInterfaceStyle).
    open var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// `.large`, iOS's default text size (UIContentSizeCategory).
    open var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// The display's colour gamut (UITraitCollection.h, `displayGamut`): `.P3`, the gamut of the iPhones and iPads
    /// the playground's device presets stand for (Display P3 since iPhone 7 and iPad Pro 9.7").
    open var displayGamut: UIDisplayGamut = .P3
    /// The traits of the code running now (UITraitCollection.h's `current`): the playground's device's (light,
    /// large text, scale 2) unless set.
    nonisolated(unsafe) public static var current = UITraitCollection()
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(displayScale: 2)
        self.userInterfaceStyle = userInterfaceStyle
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(displayScale: 2)
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    public init(displayScale: CGFloat = 2) { self.displayScale = displayScale; super.init() }
    public override convenience init() { self.init(displayScale: 2) }
    public convenience init(horizontalSizeClass: SizeClass) {
        self.init(displayScale: 2)
        self.horizontalSizeClass = horizontalSizeClass
    }
    /// A trait collection with this vertical size class (UITraitCollection.h, `traitCollectionWithVerticalSizeClass:`).
    public convenience init(verticalSizeClass: SizeClass) {
        self.init(displayScale: 2)
        self.verticalSizeClass = verticalSizeClass
    }
    /// A trait collection with this idiom (UITraitCollection.h, `traitCollectionWithUserInterfaceIdiom:`).
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(displayScale: 2)
        self.userInterfaceIdiom = userInterfaceIdiom
    }
    /// A trait collection with this colour gamut (UITraitCollection.h, `traitCollectionWithDisplayGamut:`).
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(displayScale: 2)
        self.displayGamut = displayGamut
    }
    /// A trait collection with this layout direction (UITraitCollection.h, `traitCollectionWithLayoutDirection:`).
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(displayScale: 2)
        self.layoutDirection = layoutDirection
    }
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

/// A size class, as UIKit names its type (`traitCollection.horizontalSizeClass`).
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass
