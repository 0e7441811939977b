/// UIKit Dynamics as far as a spring-driven layout's code reaches it. Out of scope for the playground (docs/uikit.md):
/// nothing moves by physics here. The animator keeps its behaviors' items where the layout put them, so such a
/// layout shows its items at rest.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

open class UIDynamicBehavior: NSObject {
    open var action: (() -> Void)?
    open var items: [UIDynamicItem] { [] }
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    public override init() { super.init() }
}

/// A spring between an item and an anchor: stored, never simulated.
open class UIAttachmentBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    open var anchorPoint: CGPoint
    open var length: CGFloat = 0
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0

    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.item = item
        anchorPoint = point
        super.init()
    }

    open override var items: [UIDynamicItem] { [item] }
}

/// Keeps behaviors; `items(in:)` answers with their items where they are (no physics runs).
open class UIDynamicAnimator: NSObject {
    open private(set) var behaviors: [UIDynamicBehavior] = []
    public weak var referenceLayout: UICollectionViewLayout?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        referenceLayout = layout
        super.init()
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) { behaviors.append(behavior) }
    open func removeBehavior(_ behavior: UIDynamicBehavior) { behaviors.removeAll { $0 === behavior } }
    open func removeAllBehaviors() { behaviors.removeAll() }
    open func updateItem(usingCurrentState item: UIDynamicItem) {}
    open var isRunning: Bool { false }

    private var allItems: [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var result: [UIDynamicItem] = []
        func walk(_ b: UIDynamicBehavior) {
            for item in b.items where seen.insert(ObjectIdentifier(item)).inserted { result.append(item) }
            b.childBehaviors.forEach(walk)
        }
        behaviors.forEach(walk)
        return result
    }

    open func items(in rect: CGRect) -> [UIDynamicItem] {
        allItems.filter { item in
            guard let a = item as? UICollectionViewLayoutAttributes else { return false }
            return a.frame.intersects(rect)
        }
    }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }
            .first { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }
}
