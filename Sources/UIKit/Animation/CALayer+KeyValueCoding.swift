import Foundation
import QuartzCore

// Key-value coding on a layer. Apple: "The CAAnimation and CALayer classes are key-value coding compliant container
// classes, which means that you can set values for arbitrary keys. Even if the key you use is not a declared property
// of the CALayer class, you can still set a value for it" (Core Animation Programming Guide, "Key-Value Coding
// Extensions"). Foundation's NSObject on Linux has no key-value coding, so these are CALayer's own.
extension CALayer {
    /// Sets the property named `key` (the layer's number and flag properties: `opacity`, `cornerRadius`,
    /// `zPosition`, `borderWidth`, `shadowOpacity`, `shadowRadius`, `hidden`, `masksToBounds`, …), else stores `value`
    /// under `key` (nil removes it).
    ///
    /// Playground: a key path into a structure (`transform.rotation.z`) is stored under the whole key path, not
    /// applied to the structure (a notice says so).
    public func setValue(_ value: Any?, forKey key: String) {
        if setProperty(value, forKey: key) { return }
        if key.contains(".") {
            PlaygroundNotices.record("CALayer.setValue(_:forKey:)", .approximated,
                                     "a key path into a structure (\(key)) is stored, not applied to the layer")
        }
        playgroundKeyedValues[key] = value
    }

    /// The property named `key`, else the value stored under it, else the class's `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let property = property(forKey: key) { return property }
        return playgroundKeyedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// `setValue(_:forKey:)` for a key path (the key path as one key).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
    /// `value(forKey:)` for a key path (the key path as one key).
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    private func flag(_ value: Any?) -> Bool { (value as? Bool) ?? ((keyValueNumber(value) ?? 0) != 0) }

    private func setProperty(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "opacity": opacity = Float(keyValueNumber(value) ?? 0)
        case "cornerRadius": cornerRadius = CGFloat(keyValueNumber(value) ?? 0)
        case "zPosition": zPosition = CGFloat(keyValueNumber(value) ?? 0)
        case "borderWidth": borderWidth = CGFloat(keyValueNumber(value) ?? 0)
        case "shadowOpacity": shadowOpacity = Float(keyValueNumber(value) ?? 0)
        case "shadowRadius": shadowRadius = CGFloat(keyValueNumber(value) ?? 0)
        case "speed": speed = Float(keyValueNumber(value) ?? 0)
        case "timeOffset": timeOffset = keyValueNumber(value) ?? 0
        case "beginTime": beginTime = keyValueNumber(value) ?? 0
        case "hidden", "isHidden": isHidden = flag(value)
        case "masksToBounds": masksToBounds = flag(value)
        case "doubleSided", "isDoubleSided": isDoubleSided = flag(value)
        case "shouldRasterize": shouldRasterize = flag(value)
        default: return false
        }
        return true
    }

    private func property(forKey key: String) -> Any?? {
        switch key {
        case "opacity": return .some(opacity)
        case "cornerRadius": return .some(cornerRadius)
        case "zPosition": return .some(zPosition)
        case "borderWidth": return .some(borderWidth)
        case "shadowOpacity": return .some(shadowOpacity)
        case "shadowRadius": return .some(shadowRadius)
        case "speed": return .some(speed)
        case "timeOffset": return .some(timeOffset)
        case "beginTime": return .some(beginTime)
        case "hidden", "isHidden": return .some(isHidden)
        case "masksToBounds": return .some(masksToBounds)
        case "doubleSided", "isDoubleSided": return .some(isDoubleSided)
        case "shouldRasterize": return .some(shouldRasterize)
        default: return nil
        }
    }
}
