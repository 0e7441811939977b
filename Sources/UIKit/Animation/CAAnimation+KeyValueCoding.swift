import Foundation
import QuartzCore

// Key-value coding on an animation. Apple: "The CAAnimation and CALayer classes are key-value coding compliant
// container classes, which means that you can set values for arbitrary keys. Even if the key you use is not a declared
// property of the CALayer class, you can still set a value for it" (Core Animation Programming Guide, "Key-Value
// Coding Extensions"). Real code tags an animation (`anim.setValue("fade", forKey: "name")`) and reads the tag back
// in `animationDidStop(_:finished:)`, from the copy the layer kept: the values are copied with the animation.
// Foundation's NSObject on Linux has no key-value coding, so these are CAAnimation's own.
extension CAAnimation {
    /// Sets the property named `key` (the timing properties, `keyPath`, `fromValue`/`toValue`/`byValue`; a number
    /// for a number property), else stores `value` under `key` (nil removes it), as iOS's container does.
    public func setValue(_ value: Any?, forKey key: String) {
        if setProperty(value, forKey: key) { return }
        keyedValues[key] = value
    }

    /// The property named `key`, else the value stored under it, else the class's `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let property = property(forKey: key) { return property }
        return keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// `setValue(_:forKey:)` for a key path: the key path as one key (an animation's keys are flat).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
    /// `value(forKey:)` for a key path: the key path as one key.
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    private func setProperty(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "duration": duration = keyValueNumber(value) ?? 0
        case "beginTime": beginTime = keyValueNumber(value) ?? 0
        case "timeOffset": timeOffset = keyValueNumber(value) ?? 0
        case "repeatDuration": repeatDuration = keyValueNumber(value) ?? 0
        case "speed": speed = Float(keyValueNumber(value) ?? 1)
        case "repeatCount": repeatCount = Float(keyValueNumber(value) ?? 0)
        case "autoreverses": autoreverses = (value as? Bool) ?? ((keyValueNumber(value) ?? 0) != 0)
        case "removedOnCompletion", "isRemovedOnCompletion":
            isRemovedOnCompletion = (value as? Bool) ?? ((keyValueNumber(value) ?? 1) != 0)
        case "keyPath" where self is CAPropertyAnimation: (self as! CAPropertyAnimation).keyPath = value as? String
        case "fromValue" where self is CABasicAnimation: (self as! CABasicAnimation).fromValue = value
        case "toValue" where self is CABasicAnimation: (self as! CABasicAnimation).toValue = value
        case "byValue" where self is CABasicAnimation: (self as! CABasicAnimation).byValue = value
        default: return false
        }
        return true
    }

    private func property(forKey key: String) -> Any?? {
        switch key {
        case "duration": return .some(duration)
        case "beginTime": return .some(beginTime)
        case "timeOffset": return .some(timeOffset)
        case "repeatDuration": return .some(repeatDuration)
        case "speed": return .some(speed)
        case "repeatCount": return .some(repeatCount)
        case "autoreverses": return .some(autoreverses)
        case "removedOnCompletion", "isRemovedOnCompletion": return .some(isRemovedOnCompletion)
        case "keyPath" where self is CAPropertyAnimation: return .some((self as! CAPropertyAnimation).keyPath)
        case "fromValue" where self is CABasicAnimation: return .some((self as! CABasicAnimation).fromValue)
        case "toValue" where self is CABasicAnimation: return .some((self as! CABasicAnimation).toValue)
        case "byValue" where self is CABasicAnimation: return .some((self as! CABasicAnimation).byValue)
        default: return nil
        }
    }
}
