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
///
/// The one object it holds is a collection view's layout: on iOS `UICollectionView`'s `init(coder:)` decodes the
/// document's `<collectionViewLayout>` before it returns (UICollectionView.h: `collectionViewLayout` is never nil), so
/// a subclass's `init?(coder:)` that reads `collectionViewLayout as! UICollectionViewFlowLayout` after
/// `super.init(coder:)` finds the storyboard's flow layout; the nib loader makes the layout first and hands it to
/// `UICollectionView.init?(coder:)` through this coder.
package final class PlaygroundInterfaceCoder: NSCoder {
    /// The layout a collection view made with this coder takes (nil for other objects).
    package let collectionViewLayout: UICollectionViewLayout?
    package init(collectionViewLayout: UICollectionViewLayout? = nil) {
        self.collectionViewLayout = collectionViewLayout
        super.init()
    }
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
