import Foundation

/// Key-value coding with a key path on a dictionary (NSKeyValueCoding.h, `valueForKeyPath:`: "The default
/// implementation gets the destination object for each relationship using -valueForKey:"; NSDictionary's
/// `valueForKey:` is its `objectForKey:`, NSArray's the array of its elements' values). JSON-reading code walks the
/// decoded dictionaries so: `item.value(forKeyPath: "volumeInfo.imageLinks.thumbnail") as? String`.
/// swift-corelibs-foundation has NSDictionary's `value(forKey:)` but no key paths, so such files did not compile.
///
///     let d: NSDictionary = ["a": ["b": ["c": 1]]]
///     d.value(forKeyPath: "a.b.c")   // 1
extension NSDictionary {
    /// The value at `keyPath`, each key's step a dictionary's object or an array's elements' values.
    ///
    /// Playground: approximated: the collection operators (`@count`, `@sum.x`, …) answer nil, with a notice.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            if key.hasPrefix("@") {
                PlaygroundNotices.record("NSDictionary.value(forKeyPath:)", .approximated,
                                         "key-path operators such as \(key) are not evaluated here: nil")
                return nil
            }
            current = Self.playgroundValue(of: current, forKey: key)
            if current == nil { return nil }
        }
        return current
    }

    /// `valueForKey:` of what a key path walks through: a dictionary's object, an array's elements' values.
    private static func playgroundValue(of object: Any?, forKey key: String) -> Any? {
        switch object {
        case let dictionary as NSDictionary: return dictionary.object(forKey: key)
        case let dictionary as [String: Any]: return dictionary[key]
        case let array as [Any]: return array.map { playgroundValue(of: $0, forKey: key) ?? NSNull() }
        default: return nil
        }
    }
}
