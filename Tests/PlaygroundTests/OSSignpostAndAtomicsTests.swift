import Foundation
import PlaygroundOS
import Testing

/// The os module's signposts (Apple, <os/signpost.h>) and libkern's atomics (<libkern/OSAtomic.h>) that real code
/// calls: zenangst/Family's OSSignpostController and ra1028/DiffableDataSources' MainThreadSerialDispatcher.
@Suite struct OSSignpostAndAtomicsTests {
    @Test func signpostTypesAndIdentifiersHaveApplesValues() {
        #expect(OSSignpostType.event.rawValue == 0 && OSSignpostType.begin.rawValue == 1 && OSSignpostType.end.rawValue == 2)
        #expect(OSSignpostID.null.rawValue == 0)
        #expect(OSSignpostID.invalid.rawValue == UInt64.max)
        #expect(OSSignpostID.exclusive.rawValue == 0xEEEE_B0B5_B2B2_EEEE)
    }

    @Test func anObjectsIdentifierIsStableAndNewOnesDiffer() {
        let log = OSLog(subsystem: "com.example", category: "layout")
        final class Owner {}
        let owner = Owner(), other = Owner()
        #expect(OSSignpostID(log: log, object: owner) == OSSignpostID(log: log, object: owner))
        #expect(OSSignpostID(log: log, object: owner) != OSSignpostID(log: log, object: other))
        let a = OSSignpostID(log: log), b = OSSignpostID(log: log)
        #expect(a != b && a != .null && b != .null)
        // The calls compile with Apple's labels and return.
        os_signpost(.begin, log: log, name: "prepare", signpostID: a)
        os_signpost(.end, log: log, name: "prepare", signpostID: a, "%{public}s", "done")
        os_signpost(.event, log: .disabled, name: "tick")
    }

    @Test func atomicsReturnTheNewValue() {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { p.deallocate() }
        p.initialize(to: 0)
        #expect(OSAtomicIncrement32(p) == 1)
        #expect(OSAtomicIncrement32(p) == 2)
        #expect(OSAtomicDecrement32(p) == 1)
        #expect(OSAtomicAdd32(5, p) == 6)
        #expect(!OSAtomicCompareAndSwap32(0, 9, p) && p.pointee == 6)
        #expect(OSAtomicCompareAndSwap32(6, 9, p) && p.pointee == 9)
    }

    @Test func concurrentIncrementsAreNotLost() {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { p.deallocate() }
        p.initialize(to: 0)
        let address = Int(bitPattern: p)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let q = UnsafeMutablePointer<Int32>(bitPattern: address)!
            for _ in 0..<1000 { OSAtomicIncrement32(q) }
        }
        #expect(p.pointee == 8000)
    }
}
