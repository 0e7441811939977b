/// Runs UIKit Dynamics (UIDynamicAnimator): its behaviors move their items.
///
/// An animator made with `init(collectionViewLayout:)` works in the layout's coordinates (Apple: "the behaviors
/// (and their dynamic items) that you add to the animator employ the collection view layout's coordinate system").
/// The playground steps it from the frame step's time (nothing here reads a clock, so replays are deterministic):
/// each step writes the items' `center`s and invalidates the layout (a context of its class that invalidates no
/// metrics), so the layout is prepared again and answers `items(in:)` with the moved items, as on iOS, where a
/// spring layout's `prepare()` also runs on every tick of its animator. The physics is the core's
/// `SpringBodySimulation` (fixed steps of 1/240 s); it pauses when every item is at rest (below 1 point/s and
/// 15 points/s²) and resumes when a behavior or `updateItem(usingCurrentState:)` disturbs it.
///
/// Playground: an animator made with `init(referenceView:)` is never stepped (views are not drawn here).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// The layout whose coordinates the animator works in.
    public private(set) weak var referenceLayout: UICollectionViewLayout?
    /// The view whose coordinates the animator works in (nil for a collection-view layout's animator).
    open private(set) weak var referenceView: UIView?
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// The simulation and which item is which body (UIDynamicAnimator+Simulation.swift).
    let playgroundDynamics = PlaygroundDynamics()

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        referenceLayout = layout
        super.init()
        layout.playgroundDynamicAnimators.append(PlaygroundWeakAnimator(self))
    }

    /// An animator with neither a reference view nor a layout (NSObject's `init()`, which UIDynamicAnimator.h
    /// leaves available: `referenceView` is nil; XLActionController's action sheet makes one and adds gravity to its
    /// collection view).
    ///
    /// Playground: does nothing: such an animator is never stepped here, as an animator of views is not.
    public override init() {
        super.init()
        PlaygroundNotices.record("UIDynamicAnimator.init()", .doesNothing,
                                 "an animator without a layout is never stepped here (views are not drawn)")
    }

    /// An animator of views.
    ///
    /// Playground: does nothing: an animator of views is never stepped here (views are not drawn).
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
        PlaygroundNotices.record("UIDynamicAnimator.init(referenceView:)", .doesNothing,
                                 "an animator of views is never stepped here (views are not drawn)")
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.playgroundMove(to: self)
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.playgroundMove(to: nil)
    }

    open func removeAllBehaviors() {
        let old = behaviors
        behaviors.removeAll()
        for b in old { b.playgroundMove(to: nil) }
    }

    /// Reads the item's current `center` (and size) into the simulation at the next step, keeping its velocity.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        playgroundDynamics.updated.insert(ObjectIdentifier(item))
    }

    /// Whether an item is still moving (the animator pauses when all are at rest).
    open var isRunning: Bool { playgroundDynamics.isRunning }

    /// Seconds simulated since the animator first ran (a whole number of 1/240 s steps).
    open var elapsedTime: TimeInterval { playgroundDynamics.elapsed }

    /// Every item of every behavior (children included), each once, in the order the behaviors hold them.
    var allItems: [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var result: [UIDynamicItem] = []
        func walk(_ b: UIDynamicBehavior) {
            for item in b.items where seen.insert(ObjectIdentifier(item)).inserted { result.append(item) }
            b.childBehaviors.forEach(walk)
        }
        behaviors.forEach(walk)
        return result
    }

    /// The items whose frames meet `rect` (layout attributes: their frame; other items: bounds at center).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        allItems.filter { item in
            if let a = item as? UICollectionViewLayoutAttributes { return a.frame.intersects(rect) }
            let b = item.bounds
            return CGRect(x: item.center.x - b.width / 2, y: item.center.y - b.height / 2,
                          width: b.width, height: b.height).intersects(rect)
        }
    }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }
            .first { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath }
    }

    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }
            .first { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind
                && $0.indexPath == indexPath }
    }
}

/// Told when an animator pauses (every item at rest) and resumes (UIDynamicAnimatorDelegate); both optional.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// A layout's animators, held weakly (the layout owns its animator; the animator refers back weakly, as on iOS).
struct PlaygroundWeakAnimator {
    weak var animator: UIDynamicAnimator?
    init(_ animator: UIDynamicAnimator) { self.animator = animator }
}
