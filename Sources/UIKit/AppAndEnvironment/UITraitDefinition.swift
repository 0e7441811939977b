/// A trait of a trait collection (iOS 17, UITraitDefinition): the system's traits are `UITraitHorizontalSizeClass`,
/// `UITraitVerticalSizeClass`, `UITraitLayoutDirection`, `UITraitDisplayScale` and `UITraitUserInterfaceIdiom`
/// here; a list of them is what `registerForTraitChanges(_:handler:)` observes (UITraitChangeObservable.swift).
///
///     registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///         self.collectionView.collectionViewLayout.invalidateLayout()
///     }
///
/// A trait of your own compiles (its `defaultValue` is its value everywhere: there are no trait overrides here), so
/// a registration for it is never called.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name, as UIKit's default identifier is a reverse-DNS name made from it.
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    /// Apple's default is false (UITraitDefinition, affectsColorAppearance).
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type: what `registerForTraitChanges` takes a list of (Apple: `typealias UITrait = any UITraitDefinition.Type`).
public typealias UITrait = any UITraitDefinition.Type

/// The value a system trait has in `traits`, to tell whether it changed; nil for a trait of the app's own (whose
/// value never changes here).
package func playgroundTraitValue(_ trait: UITrait, in traits: UITraitCollection) -> AnyHashable? {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): traits.horizontalSizeClass
    case ObjectIdentifier(UITraitVerticalSizeClass.self): traits.verticalSizeClass
    case ObjectIdentifier(UITraitLayoutDirection.self): traits.layoutDirection
    case ObjectIdentifier(UITraitDisplayScale.self): traits.displayScale
    case ObjectIdentifier(UITraitUserInterfaceIdiom.self): traits.userInterfaceIdiom
    default: nil
    }
}
