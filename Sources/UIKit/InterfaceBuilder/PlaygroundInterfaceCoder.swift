import Foundation

/// The coder a storyboard's or nib's object is made with (`init(coder:)`): keyed, holding no values. On iOS the
/// coder holds the document's archived attributes; here the document is read by the nib loader, which sets the
/// attributes and connections after `init(coder:)` returns (PlaygroundNibLoader), so an app's `init?(coder:)` that
/// asks the coder for its own keys (`coder.decodeObject(forKey:)`, `containsValue(forKey:)`, `decodeBool(forKey:)`)
/// finds none, as for a key the document does not hold on iOS (Apple, NSCoder: "decodeObject(forKey:) ... returns
/// nil if the key is absent"; the number decoders answer 0 and `decodeBool` false for an absent key).
///
/// Before, a plain `NSCoder()` was passed: swift-corelibs-foundation's `NSCoder` is abstract, and its
/// `decodeObject(forKey:)` traps ("must be overriden in subclass implementations").
package final class PlaygroundInterfaceCoder: NSCoder {
    package override init() { super.init() }
    package override var allowsKeyedCoding: Bool { true }
    package override func containsValue(forKey key: String) -> Bool { false }
    package override func decodeObject(forKey key: String) -> Any? { nil }
    package override func decodeObject() -> Any? { nil }
    package override func decodeBool(forKey key: String) -> Bool { false }
    package override func decodeInt32(forKey key: String) -> Int32 { 0 }
    package override func decodeInt64(forKey key: String) -> Int64 { 0 }
    package override func decodeInteger(forKey key: String) -> Int { 0 }
    package override func decodeFloat(forKey key: String) -> Float { 0 }
    package override func decodeDouble(forKey key: String) -> Double { 0 }
}
