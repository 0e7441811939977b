/// Physical properties of its items, and velocities given to them (UIDynamicItemBehavior). Apple's defaults:
/// elasticity 0, friction 0, density 1, resistance 0, angular resistance 0, rotation allowed.
///
/// `resistance` is a linear velocity damping per second (a = −resistance · v, as Box2D's linear damping);
/// `density` scales the mass (density × area / (100 × 100 points)); `elasticity` is the share of the velocity into
/// a boundary or another item kept, reversed, after a collision; `friction` the share of the velocity along a
/// boundary lost in each contact.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList: [UIDynamicItem]
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    /// Playground: stored; items do not turn here (docs/uikit.md#uikit-dynamics).
    open var angularResistance: CGFloat = 0
    /// Playground: stored; charge matters only to field behaviors, which are not provided.
    open var charge: CGFloat = 0
    open var isAnchored = false
    /// Playground: stored; items never turn here, whatever it says.
    open var allowsRotation = true
    /// Velocities to give to items when the animator next steps, points per second.
    var playgroundPendingVelocities: [(UIDynamicItem, CGPoint)] = []
    /// The animator's current answer for an item's velocity.
    var playgroundVelocity: ((UIDynamicItem) -> CGPoint?)?

    public init(items: [UIDynamicItem]) {
        itemList = items
        super.init()
    }

    open override var items: [UIDynamicItem] { itemList }
    open func addItem(_ item: UIDynamicItem) { itemList.append(item) }
    open func removeItem(_ item: UIDynamicItem) { itemList.removeAll { $0 === item } }

    /// Adds `velocity` (points per second) to the item's linear velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        playgroundPendingVelocities.append((item, velocity))
    }

    /// The item's linear velocity, points per second (zero before its first step).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        var v = playgroundVelocity?(item) ?? .zero
        for (i, dv) in playgroundPendingVelocities where i === item { v.x += dv.x; v.y += dv.y }
        return v
    }

    /// Playground: does nothing (items do not turn here).
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        PlaygroundNotices.record("UIDynamicItemBehavior.addAngularVelocity(_:for:)", .doesNothing,
                                 "items do not turn here")
    }

    /// Playground: always 0 (items do not turn here).
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        PlaygroundNotices.record("UIDynamicItemBehavior.angularVelocity(for:)", .approximated,
                                 "always 0: items do not turn here")
        return 0
    }
}
