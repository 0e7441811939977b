/// The horizontal size class (compact or regular width) as a trait to observe (iOS 17, UITraitHorizontalSizeClass):
/// `registerForTraitChanges([UITraitHorizontalSizeClass.self]) { … }`.
/// Its default value is UIKit's unspecified one (Apple, UITraitCollection).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
