/// A constant acceleration of its items (UIGravityBehavior). Apple: "A value of 1.0 imparts the standard UIKit
/// gravity, which corresponds to an acceleration of 1000 points / second²"; the default vector is (0, 1), down.
///
///     let gravity = UIGravityBehavior(items: [a])
///     gravity.magnitude = 0.5   // 500 points/s² down
open class UIGravityBehavior: UIDynamicBehavior {
    /// UIKit gravity: points per second² for a magnitude of 1.
    static let playgroundPointsPerSecondSquared: CGFloat = 1000

    private var itemList: [UIDynamicItem]
    /// The acceleration in UIKit gravities along x and y.
    open var gravityDirection = CGVector(dx: 0, dy: 1)

    public init(items: [UIDynamicItem]) {
        itemList = items
        super.init()
    }

    open override var items: [UIDynamicItem] { itemList }
    open func addItem(_ item: UIDynamicItem) { itemList.append(item) }
    open func removeItem(_ item: UIDynamicItem) { itemList.removeAll { $0 === item } }

    /// Radians, UIKit's geometry (π/2: down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set {
            // Apple: a magnitude of 0 makes the vector (0, 0) and resets the angle to 0.
            if newValue == 0 { gravityDirection = .zero } else { setAngle(angle, magnitude: newValue) }
        }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}
