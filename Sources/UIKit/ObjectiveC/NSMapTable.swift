import Foundation

/// How a collection holds its pointers (NSPointerFunctions.h); here only its options, for `NSMapTable`.
open class NSPointerFunctions: NSObject {
    /// Strong or weak memory, and the personality (NSPointerFunctions.h, the same raw values).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strongMemory = Options([])
        public static let weakMemory = Options(rawValue: 5)
        public static let objectPersonality = Options([])
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        public static let copyIn = Options(rawValue: 1 << 16)
    }
}

/// A dictionary whose keys and objects may be held weakly (NSMapTable.h), which Foundation on Linux does not have.
/// An entry whose weakly held key or object has gone away is gone: it is not counted, found or enumerated (Apple:
/// "entries are removed when either the key or value is deallocated"). Keys are compared with `isEqual(_:)`
/// (NSObject's `hash` and `isEqual`), as the object personality Apple's factory methods use.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private final class Entry {
        weak var weakKey: KeyType?
        var strongKey: KeyType?
        weak var weakObject: ObjectType?
        var strongObject: ObjectType?
        init(key: KeyType, object: ObjectType, weakKey: Bool, weakObject: Bool) {
            if weakKey { self.weakKey = key } else { strongKey = key }
            if weakObject { self.weakObject = object } else { strongObject = object }
        }
        var key: KeyType? { strongKey ?? weakKey }
        var object: ObjectType? { strongObject ?? weakObject }
    }

    private let weakKeys: Bool
    private let weakObjects: Bool
    private var entries: [Entry] = []

    /// A table holding keys and objects as the options say (`weakMemory`: weakly, else strongly).
    ///
    /// Playground: `copyIn` and `objectPointerPersonality` are not applied (the key itself is kept; keys are compared
    /// with `isEqual(_:)`).
    public init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options, capacity initialCapacity: Int) {
        let unapplied: NSPointerFunctions.Options = [.copyIn, .objectPointerPersonality]
        if !keyOptions.intersection(unapplied).isEmpty || !valueOptions.intersection(unapplied).isEmpty {
            PlaygroundNotices.record("NSMapTable.init(keyOptions:valueOptions:capacity:)", .approximated,
                                     "copyIn and objectPointerPersonality are not applied: the key itself is kept, compared with isEqual")
        }
        weakKeys = keyOptions.contains(.weakMemory)
        weakObjects = valueOptions.contains(.weakMemory)
        super.init()
    }

    public convenience init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// The live entries (those whose key and object are both still there); the others are dropped.
    private func purge() {
        entries.removeAll { $0.key == nil || $0.object == nil }
    }

    private static func same(_ a: KeyType, _ b: KeyType) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return a === b
    }

    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        purge()
        return entries.first { $0.key.map { Self.same($0, aKey) } == true }?.object
    }

    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        removeObject(forKey: aKey)
        guard let anObject else { return }
        entries.append(Entry(key: aKey, object: anObject, weakKey: weakKeys, weakObject: weakObjects))
    }

    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        purge()
        entries.removeAll { $0.key.map { Self.same($0, aKey) } == true }
    }

    open func removeAllObjects() { entries = [] }

    open var count: Int {
        purge()
        return entries.count
    }

    /// The keys, in the order they were set.
    open func keyEnumerator() -> NSEnumerator {
        purge()
        return NSArray(array: entries.compactMap { $0.key }).objectEnumerator()
    }

    /// The objects, in the order their keys were set.
    open func objectEnumerator() -> NSEnumerator? {
        purge()
        return NSArray(array: entries.compactMap { $0.object }).objectEnumerator()
    }

    /// The entries as a dictionary (keys must be hashable: NSObjects).
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        purge()
        var d: [AnyHashable: ObjectType] = [:]
        for e in entries {
            if let k = e.key as? AnyHashable, let o = e.object { d[k] = o }
        }
        return d
    }
}
