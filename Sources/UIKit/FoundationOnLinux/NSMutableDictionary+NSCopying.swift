import Foundation

extension NSMutableDictionary {
    /// Adds `anObject` under `aKey`, an `NSCopying` key, as Apple's Foundation declares the method
    /// (NSDictionary.h: `- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey`); code written for
    /// it calls `dictionary.setObject(value, forKey: key as NSCopying)`.
    ///
    /// swift-corelibs-foundation declares only `setObject(_:forKey: AnyHashable)`, so that call did not compile here.
    /// Declared in UIKit (which imports Foundation), as DateComponentsFormatter is (FoundationOnLinux/). The key is
    /// stored as that method stores it: a hashable key (a string bridged to `NSString`, any `NSObject`) as itself, so
    /// `dictionary["k"]` and `object(forKey: "k")` find it; any other object by its identity, as `NSObject`'s
    /// default `isEqual(_:)` and `hash` compare it on Apple's platforms.
    ///
    ///     let d = NSMutableDictionary()
    ///     d.setObject(1, forKey: "k" as NSCopying)
    ///     d["k"]   // 1
    public func setObject(_ anObject: Any, forKey aKey: any NSCopying) {
        let key = (aKey as? AnyHashable) ?? AnyHashable(ObjectIdentifier(aKey as AnyObject))
        setObject(anObject, forKey: key)
    }
}
