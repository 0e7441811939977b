/// The idiom (phone or pad) as a trait to observe (iOS 17, UITraitUserInterfaceIdiom):
/// `registerForTraitChanges([UITraitUserInterfaceIdiom.self]) { … }`.
/// Its default value is UIKit's unspecified one (Apple, UITraitCollection).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}
