/// An object UIKit Dynamics can move (UIDynamicItem): a center, a size and a transform. Views and collection-view
/// layout attributes are dynamic items, as on iOS (UIKit, "UIDynamicItem").
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// Read when an item joins an animator (or on `updateItem(usingCurrentState:)`), written on every step.
    var center: CGPoint { get set }
    /// Read once for the item's size (its collision rectangle and, with its density, its mass).
    var bounds: CGRect { get }
    /// Playground: never written (items do not turn here; docs/uikit.md, "UIKit Dynamics").
    var transform: CGAffineTransform { get set }
    /// How collisions see the item (UIDynamicItemCollisionBoundsType); `.rectangle` by default.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

/// The shape of an item in collisions (UIDynamicItemCollisionBoundsType).
///
/// Playground: `.ellipse` and `.path` collide as the item's rectangle (docs/uikit.md, "UIKit Dynamics").
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle, ellipse, path
}

extension UIDynamicItem {
    /// `.rectangle`, UIKit's default.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIView: UIDynamicItem {}
