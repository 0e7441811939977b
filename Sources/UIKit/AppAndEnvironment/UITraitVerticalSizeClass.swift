/// The vertical size class (compact or regular height) as a trait to observe (iOS 17, UITraitVerticalSizeClass):
/// `registerForTraitChanges([UITraitVerticalSizeClass.self]) { … }`.
/// Its default value is UIKit's unspecified one (Apple, UITraitCollection).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
