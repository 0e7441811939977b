import Foundation

/// The Objective-C runtime's per-object recursive lock (`objc/objc-sync.h`), what `@synchronized(obj)` compiles to
/// and what Swift code calls directly (`objc_sync_enter(self); defer { objc_sync_exit(self) }`): each object has one
/// recursive mutex, entered and exited by the same thread, as the header documents ("Allocates recursive mutex
/// associated with 'obj' if needed"). There is no Objective-C runtime here; the mutexes live in a table keyed by the
/// object's identity (an entry whose object is gone is replaced when its identity is reused).
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// objc-sync.h: returned by `objc_sync_exit` for an object the thread has not entered.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

private final class SyncEntry {
    weak var owner: AnyObject?
    let lock = NSRecursiveLock()
    /// Enters by thread (the recursion depth each thread holds).
    var depth: [ObjectIdentifier: Int] = [:]
    init(owner: AnyObject) { self.owner = owner }
}

private let syncTableLock = NSLock()
nonisolated(unsafe) private var syncTable: [ObjectIdentifier: SyncEntry] = [:]

private func syncEntry(_ object: AnyObject) -> SyncEntry {
    syncTableLock.lock(); defer { syncTableLock.unlock() }
    let id = ObjectIdentifier(object)
    if let entry = syncTable[id], entry.owner === object { return entry }
    let entry = SyncEntry(owner: object)
    syncTable[id] = entry
    return entry
}

/// objc-sync.h: "Begin synchronizing on 'obj'." Blocks until no other thread holds the object's lock; a thread may
/// enter again (the lock is recursive). Returns OBJC_SYNC_SUCCESS.
@discardableResult
public func objc_sync_enter(_ object: Any) -> Int32 {
    let entry = syncEntry(object as AnyObject)
    entry.lock.lock()
    let thread = ObjectIdentifier(Thread.current)
    entry.depth[thread, default: 0] += 1
    return OBJC_SYNC_SUCCESS
}

/// objc-sync.h: "End synchronizing on 'obj'." OBJC_SYNC_NOT_OWNING_THREAD_ERROR when this thread did not enter it.
@discardableResult
public func objc_sync_exit(_ object: Any) -> Int32 {
    let entry = syncEntry(object as AnyObject)
    let thread = ObjectIdentifier(Thread.current)
    // The depth is read and changed only by the thread holding the lock: a thread that holds no enter cannot own it.
    guard entry.lock.try() else { return OBJC_SYNC_NOT_OWNING_THREAD_ERROR }
    defer { entry.lock.unlock() }
    guard let depth = entry.depth[thread], depth > 0 else { return OBJC_SYNC_NOT_OWNING_THREAD_ERROR }
    entry.depth[thread] = depth == 1 ? nil : depth - 1
    entry.lock.unlock()
    return OBJC_SYNC_SUCCESS
}
