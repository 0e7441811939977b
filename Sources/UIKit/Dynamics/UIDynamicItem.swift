/// UIKit Dynamics as far as a spring-driven layout's code reaches it. Out of scope for the playground (docs/uikit.md):
/// nothing moves by physics here. The animator keeps its behaviors' items where the layout put them, so such a
/// layout shows its items at rest.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
