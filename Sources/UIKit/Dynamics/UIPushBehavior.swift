/// A force on its items, continuous or once (UIPushBehavior). Apple: "A continuous force vector with a magnitude of
/// 1.0, applied to a 100 point x 100 point view whose density value is 1.0, results in view acceleration of 100
/// points / second²": a force of 1 UIKit newton; the acceleration is 100 · force / mass, the mass being
/// density × area / (100 × 100 points).
///
/// An instantaneous push changes the velocity once by what the same continuous force gives in one second
/// (Δv = 100 · force / mass points per second), then sets `active` to false, as UIKit does.
open class UIPushBehavior: UIDynamicBehavior {
    /// UIPushBehavior.Mode.
    public enum Mode: Int, Sendable { case continuous, instantaneous }

    private var itemList: [UIDynamicItem]
    public let mode: Mode
    /// Whether the force applies; an instantaneous push turns it off once applied.
    open var active = true {
        didSet { if active && !oldValue { playgroundPending = true } }
    }
    /// The force along x and y, UIKit newtons.
    open var pushDirection = CGVector.zero
    /// Where the force applies, by item (only the center is honoured here).
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// An instantaneous push not yet applied.
    var playgroundPending = true

    public init(items: [UIDynamicItem], mode: Mode) {
        itemList = items
        self.mode = mode
        super.init()
    }

    open override var items: [UIDynamicItem] { itemList }
    open func addItem(_ item: UIDynamicItem) { itemList.append(item) }
    open func removeItem(_ item: UIDynamicItem) { itemList.removeAll { $0 === item } }

    /// Radians, UIKit's geometry.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
        if mode == .instantaneous { playgroundPending = true }
    }

    /// Playground: stored; the force applies at the center (items do not turn here).
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        if o != .zero {
            PlaygroundNotices.record("UIPushBehavior.setTargetOffsetFromCenter(_:for:)", .approximated,
                                     "the force applies at the item's center (items do not turn here)")
        }
        offsets[ObjectIdentifier(item)] = o
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }
}
