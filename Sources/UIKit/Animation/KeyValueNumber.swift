import Foundation

/// A value given to key-value coding as a number (CAAnimation's and CALayer's `setValue(_:forKey:)` for their number
/// and flag properties): Swift's numbers and `NSNumber`; nil for anything else.
func keyValueNumber(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: return v
    case let v as Float: return Double(v)
    case let v as CGFloat: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}
