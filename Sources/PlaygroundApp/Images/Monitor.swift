import Foundation

/// A mutex and a condition variable (pthreads), like NSCondition, plus `tryLock`: the main thread must never wait
/// for a lock a decoder holds. A decoder runs at nice 3 (or lower), and when it is preempted while holding the lock
/// (its time slice ends between two lines) it may not run again for a long time on a busy machine: a frame that
/// waited for it would take as long. Measured before this (docs/benchmarks.md, "Photos on a busy machine"): frames
/// of 1.2–3 s while the first screen loaded beside two CPU-bound processes, 2.3 s with SCHED_IDLE decoders.
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(cond, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(cond)
        pthread_mutex_destroy(mutex)
        cond.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Takes the lock if no other thread holds it; never waits.
    func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }
    func wait() { pthread_cond_wait(cond, mutex) }
    func broadcast() { pthread_cond_broadcast(cond) }

    /// Waits at most until `deadline` (seconds on CLOCK_MONOTONIC); false when it passed.
    func wait(until deadline: Double) -> Bool {
        var t = timespec(tv_sec: Int(checked: deadline), tv_nsec: Int(checked: (deadline - deadline.rounded(.down)) * 1e9))
        return pthread_cond_timedwait(cond, mutex, &t) == 0
    }

    /// Seconds on CLOCK_MONOTONIC.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
