import Foundation

/// The Objective-C runtime's associated objects (`objc/runtime.h`), which Swift extensions use to add stored
/// properties to classes: `objc_setAssociatedObject`, `objc_getAssociatedObject`, `objc_removeAssociatedObjects`.
/// There is no Objective-C runtime here, so the loader blanks `import ObjectiveC` (docs/uikit.md) and these keep the
/// values in a table keyed by the object's identity and the key's address, as the runtime does.
///
/// Playground: every policy retains (`OBJC_ASSOCIATION_ASSIGN` too) and copies nothing; an object's values are
/// dropped when it is found gone (the table holds it weakly).
public struct objc_AssociationPolicy: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let OBJC_ASSOCIATION_ASSIGN = objc_AssociationPolicy(rawValue: 0)
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy(rawValue: 1)
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = objc_AssociationPolicy(rawValue: 3)
    public static let OBJC_ASSOCIATION_RETAIN = objc_AssociationPolicy(rawValue: 769)
    public static let OBJC_ASSOCIATION_COPY = objc_AssociationPolicy(rawValue: 771)
}

private final class AssociatedValues {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Any] = [:]
    init(owner: AnyObject) { self.owner = owner }
}

private let associatedLock = NSLock()
nonisolated(unsafe) private var associatedTable: [ObjectIdentifier: AssociatedValues] = [:]

/// The values of `object`, nil when it has none (or the object that had them is gone).
private func associated(_ object: AnyObject, create: Bool) -> AssociatedValues? {
    let id = ObjectIdentifier(object)
    if let entry = associatedTable[id], entry.owner === object { return entry }
    guard create else { return nil }
    let entry = AssociatedValues(owner: object)
    associatedTable[id] = entry
    return entry
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    associatedLock.lock(); defer { associatedLock.unlock() }
    associated(object as AnyObject, create: value != nil)?.values[key] = value
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    associatedLock.lock(); defer { associatedLock.unlock() }
    return associated(object as AnyObject, create: false)?.values[key]
}

public func objc_removeAssociatedObjects(_ object: Any) {
    associatedLock.lock(); defer { associatedLock.unlock() }
    associatedTable[ObjectIdentifier(object as AnyObject)] = nil
}
