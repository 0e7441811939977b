import Foundation
import QuartzCore

/// An animation of one property from a value to another (CAAnimation.h): `fromValue`, `toValue`, `byValue`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.fromValue = fromValue; copy.toValue = toValue; copy.byValue = byValue
        return copy
    }
}
