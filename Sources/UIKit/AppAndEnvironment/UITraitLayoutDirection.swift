/// The layout direction (left-to-right or right-to-left) as a trait to observe (iOS 17, UITraitLayoutDirection):
/// `registerForTraitChanges([UITraitLayoutDirection.self]) { … }`.
/// Its default value is UIKit's unspecified one (Apple, UITraitCollection).
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}
