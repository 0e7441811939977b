/// The display scale (points to pixels) as a trait to observe (iOS 17, UITraitDisplayScale):
/// `registerForTraitChanges([UITraitDisplayScale.self]) { … }`.
/// Its default value is UIKit's unspecified one (Apple, UITraitCollection).
public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
}
