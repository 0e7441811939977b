/// Keeps behaviors; `items(in:)` answers with their items where they are (no physics runs).
@preconcurrency @MainActor
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
    /// Playground: does nothing: no physics runs here, so there is no simulated state to update (docs/uikit.md).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        PlaygroundNotices.record("UIDynamicAnimator.updateItem(usingCurrentState:)", .doesNothing,
                                 "UIKit Dynamics does not run here")
    }
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
