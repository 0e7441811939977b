import Foundation

// libkern's integer atomics (Apple, <libkern/OSAtomic.h>; deprecated since iOS 10 for <stdatomic.h>, still in the
// SDK), which Foundation re-exports on Apple's platforms through Darwin. Real code calls them in files importing
// only Foundation (ra1028/DiffableDataSources' MainThreadSerialDispatcher); the rewrite imports PlaygroundOS into
// such a file. Each operation is atomic with respect to the others here: one lock guards them all (the header's
// "Barrier" variants, which also order memory, behave the same).

private let playgroundAtomicLock = NSLock()

/// Atomically adds `theAmount` to `*theValue` and returns the new value (Apple, libkern "OSAtomicAdd32").
@discardableResult
public func OSAtomicAdd32(_ theAmount: Int32, _ theValue: UnsafeMutablePointer<Int32>) -> Int32 {
    playgroundAtomicLock.withLock {
        theValue.pointee &+= theAmount
        return theValue.pointee
    }
}

/// Atomically adds 1 to `*theValue` and returns the new value (Apple, libkern "OSAtomicIncrement32").
@discardableResult
public func OSAtomicIncrement32(_ theValue: UnsafeMutablePointer<Int32>) -> Int32 { OSAtomicAdd32(1, theValue) }

/// Atomically subtracts 1 from `*theValue` and returns the new value (Apple, libkern "OSAtomicDecrement32").
@discardableResult
public func OSAtomicDecrement32(_ theValue: UnsafeMutablePointer<Int32>) -> Int32 { OSAtomicAdd32(-1, theValue) }

/// `OSAtomicAdd32` with a memory barrier (Apple, libkern "OSAtomicAdd32Barrier").
@discardableResult
public func OSAtomicAdd32Barrier(_ theAmount: Int32, _ theValue: UnsafeMutablePointer<Int32>) -> Int32 {
    OSAtomicAdd32(theAmount, theValue)
}

/// `OSAtomicIncrement32` with a memory barrier (Apple, libkern "OSAtomicIncrement32Barrier").
@discardableResult
public func OSAtomicIncrement32Barrier(_ theValue: UnsafeMutablePointer<Int32>) -> Int32 { OSAtomicAdd32(1, theValue) }

/// `OSAtomicDecrement32` with a memory barrier (Apple, libkern "OSAtomicDecrement32Barrier").
@discardableResult
public func OSAtomicDecrement32Barrier(_ theValue: UnsafeMutablePointer<Int32>) -> Int32 { OSAtomicAdd32(-1, theValue) }

/// Atomically sets `*theValue` to `newValue` when it equals `oldValue`; returns whether it did (Apple, libkern
/// "OSAtomicCompareAndSwap32").
@discardableResult
public func OSAtomicCompareAndSwap32(_ oldValue: Int32, _ newValue: Int32, _ theValue: UnsafeMutablePointer<Int32>) -> Bool {
    playgroundAtomicLock.withLock {
        guard theValue.pointee == oldValue else { return false }
        theValue.pointee = newValue
        return true
    }
}

/// `OSAtomicCompareAndSwap32` with a memory barrier (Apple, libkern "OSAtomicCompareAndSwap32Barrier").
@discardableResult
public func OSAtomicCompareAndSwap32Barrier(_ oldValue: Int32, _ newValue: Int32,
                                            _ theValue: UnsafeMutablePointer<Int32>) -> Bool {
    OSAtomicCompareAndSwap32(oldValue, newValue, theValue)
}
