import CSDL
import Foundation

/// Decodes images on worker threads, most wanted first. The main thread says what it wants (`want`), as often as
/// every frame, and collects what is done (`takeFinished`); it never waits, except on the synchronous path
/// (`waitForFinished`) that render and replay use.
///
/// Two workers by default: the machine this was written for has 2 cores, and the main thread needs only a few
/// milliseconds of each 16.7 ms frame. The workers run at SDL's low thread priority (nice 19 on Linux), so the
/// window's frames come first when the cores are busy.
///
/// The workers hold only the queue they share with the main thread, never the loader, so the loader's `deinit`
/// runs when its owner lets go of it, and stops them.
final class ImageLoader: Sendable {
    /// One answer: the image, or why it failed.
    typealias Outcome = Result<DecodedImage, DecodeFailure>

    /// Worker threads by default: one per core of the 2-core machine the goals are set for.
    static let defaultWorkers = 2

    private let queue: DecodeQueue

    init(workers: Int = ImageLoader.defaultWorkers) { queue = DecodeQueue(workers: workers) }

    deinit { queue.shutdown() }

    /// Replaces the queue with `jobs` (most wanted first), leaving out images already being decoded or waiting to
    /// be taken.
    func want(_ jobs: [ImageDecoder.Job]) { queue.want(jobs) }

    /// The answers ready now, in the order they finished.
    func takeFinished() -> [(index: Int, outcome: Outcome)] { queue.takeFinished() }

    /// Waits until at least one answer is ready (or none can come: nothing queued or in progress, or `timeout`
    /// seconds passed), then takes them.
    func waitForFinished(timeout: Double = 60) -> [(index: Int, outcome: Outcome)] {
        queue.waitForFinished(timeout: timeout)
    }

    /// Whether nothing is queued, in progress or waiting to be taken.
    var isIdle: Bool { queue.isIdle }

    var decodesStarted: Int { queue.decodesStarted }

    /// Decodes stopped midway because their image was no longer wanted.
    var decodesCancelled: Int { queue.decodesCancelled }

    /// Stops the workers after their current image and waits for them to exit (before SDL_image may quit).
    func shutdown() { queue.shutdown() }
}

/// The loader's queue and its worker threads (which hold it, not the loader).
///
/// `@unchecked Sendable`: the workers and the main thread share this object; every mutable field is read and written
/// only with `condition` locked, and the decoded surfaces cross over whole (`DecodedImage`).
private final class DecodeQueue: @unchecked Sendable {
    typealias Outcome = ImageLoader.Outcome

    private let condition = NSCondition()
    /// Jobs not started yet, most wanted first (replaced by each `want`).
    private var queue: [ImageDecoder.Job] = []
    /// Images being decoded, or decoded and not yet taken: never queued again meanwhile.
    private var outstanding: Set<Int> = []
    /// The images of the last `want` (queued or not): a decode in progress for any other is cancelled.
    private var wanted: Set<Int> = []
    /// How many decodes were cancelled because their image scrolled away.
    private var cancelledCount = 0
    private var finished: [(index: Int, outcome: Outcome)] = []
    private var stopping = false
    private var running = 0
    /// How many decodes were started (for tests: a failed file is not retried).
    private var startedCount = 0

    init(workers: Int) {
        for n in 0..<max(1, workers) {
            condition.lock()
            running += 1
            condition.unlock()
            let thread = Thread { [self] in work() }
            thread.name = "image decoder \(n + 1)"
            thread.start()
        }
    }

    func want(_ jobs: [ImageDecoder.Job]) {
        condition.lock()
        wanted = Set(jobs.map(\.index))
        queue = jobs.filter { !outstanding.contains($0.index) }
        if !queue.isEmpty { condition.broadcast() }
        condition.unlock()
    }

    /// The answers ready now, in the order they finished.
    func takeFinished() -> [(index: Int, outcome: Outcome)] {
        condition.lock()
        defer { condition.unlock() }
        return takeLocked()
    }

    /// Waits until at least one answer is ready (or none can come: nothing queued or in progress, or `timeout`
    /// seconds passed), then takes them.
    func waitForFinished(timeout: Double = 60) -> [(index: Int, outcome: Outcome)] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while finished.isEmpty, !outstanding.isEmpty || !queue.isEmpty, !stopping {
            if !condition.wait(until: deadline) { break }
        }
        return takeLocked()
    }

    /// Whether nothing is queued, in progress or waiting to be taken.
    var isIdle: Bool {
        condition.lock()
        defer { condition.unlock() }
        return queue.isEmpty && outstanding.isEmpty
    }

    var decodesStarted: Int {
        condition.lock()
        defer { condition.unlock() }
        return startedCount
    }

    /// Decodes stopped midway because their image was no longer wanted.
    var decodesCancelled: Int {
        condition.lock()
        defer { condition.unlock() }
        return cancelledCount
    }

    /// Whether image `index` is still wanted (asked by a decode in progress, from its worker thread).
    private func isWanted(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return wanted.contains(index) && !stopping
    }

    /// Stops the workers after their current image and waits for them to exit; later calls return at once.
    func shutdown() {
        condition.lock()
        stopping = true
        queue.removeAll()
        condition.broadcast()
        while running > 0 { condition.wait() }
        finished.removeAll()
        condition.unlock()
    }

    private func takeLocked() -> [(index: Int, outcome: Outcome)] {
        let taken = finished
        finished.removeAll()
        for answer in taken { outstanding.remove(answer.index) }
        return taken
    }

    /// Linux's SCHED_IDLE policy (sched.h; not imported into Swift without _GNU_SOURCE): the thread runs only
    /// when no other thread wants the core.
    static let schedIdle: Int32 = 5

    private func work() {
        // Below even nice 19 (SDL_THREAD_PRIORITY_LOW): decoding waits whenever the frame (the main thread, the
        // GL driver's threads, the X server) wants a core. Falls back to nice 19 where SCHED_IDLE is refused.
        var param = sched_param(sched_priority: 0)
        if pthread_setschedparam(pthread_self(), Self.schedIdle, &param) != 0 {
            SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW)
        }
        condition.lock()
        while true {
            while queue.isEmpty, !stopping { condition.wait() }
            if stopping { break }
            let job = queue.removeFirst()
            outstanding.insert(job.index)
            startedCount += 1
            condition.unlock()
            let outcome = ImageDecoder.decode(job) { !self.isWanted(job.index) }
            condition.lock()
            if case .failure(let failure) = outcome, failure.isCancelled {
                // Scrolled away: not an answer; asked for again if wanted again.
                outstanding.remove(job.index)
                cancelledCount += 1
            } else {
                finished.append((job.index, outcome))
            }
            condition.broadcast()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
