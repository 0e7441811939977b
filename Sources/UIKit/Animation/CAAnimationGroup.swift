import Foundation
import QuartzCore

/// Animations run together on one layer, timed by the group (CAAnimation.h): the group's delegate hears its start
/// and stop; its members' delegates are not called, as on iOS (the members run in the group's time).
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }
}
