import CSDL
import Foundation

/// Decodes images on worker threads, most wanted first. The main thread says what it wants (`want`), as often as
/// every frame, and collects what is done (`takeFinished`); it never waits, except on the synchronous path
/// (`waitForFinished`) that render and replay use.
///
/// Two workers by default: the machine this was written for has 2 cores, and the main thread needs only a few
/// milliseconds of each 16.7 ms frame. Each worker thread runs at nice 3 (`decoderNice`, set on the thread alone),
/// so the window's frames come first and other programs' work is not starved (docs/photos.md, "Priority").
///
/// `@unchecked Sendable`: the workers and the main thread share this object; every mutable field is read and written
/// only with `condition` locked, and the decoded surfaces cross over whole (`DecodedImage`).
final class ImageLoader: Sendable {
    /// One answer: the image, or why it failed.
    typealias Outcome = Result<DecodedImage, DecodeFailure>
    /// One finished job: which image, whether it was its EXIF thumbnail (`Job.preview`), and the outcome.
    typealias Answer = (index: Int, preview: Bool, outcome: Outcome)
    /// A job's identity: an image's EXIF thumbnail and its decode are two jobs.
    struct Key: Hashable {
        var index: Int
        var preview: Bool
        init(index: Int, preview: Bool) { (self.index, self.preview) = (index, preview) }
        init(_ job: ImageDecoder.Job) { self.init(index: job.index, preview: job.preview) }
    }

    /// Worker threads by default: one per core of the 2-core machine the goals are set for.
    /// Worker threads by default: one per core of the 2-core machine the goals are set for.
    static let defaultWorkers = 2

    /// Workers that take only EXIF-thumbnail jobs (`Job.preview`), by default one: a thumbnail takes about a
    /// millisecond, a 12 MP decode 45 ms or more (270 ms on the loaded machine), so a thumbnail queued behind two
    /// decodes in progress would wait that long; with a worker of their own they never wait behind a decode, and
    /// the decode workers then take only decodes. It runs at nice 0, the main thread's: it makes the first paint,
    /// a frame's worth of work, and sleeps otherwise.
    static let defaultPreviewWorkers = 1

    /// The queue and its workers. The workers hold the queue, not the loader, so the loader's `deinit` runs when its
    /// owner lets it go, and shuts them down (issue 22).
    private let queue: DecodeQueue

    init(workers: Int = ImageLoader.defaultWorkers, previewWorkers: Int = ImageLoader.defaultPreviewWorkers) {
        queue = DecodeQueue(workers: workers, previewWorkers: previewWorkers)
    }

    deinit { queue.shutdown() }

    /// Replaces the queue with `jobs` (most wanted first), leaving out images already being decoded or waiting to
    /// be taken. Never waits: when a worker holds the lock, the jobs are handed over at the next call.
    func want(_ jobs: [ImageDecoder.Job]) { queue.want(jobs) }

    /// The answers ready now, in the order they finished.
    func takeFinished() -> [Answer] { queue.takeFinished() }

    /// Waits until at least one answer is ready (or none can come: nothing queued or in progress, or `timeout`
    /// seconds passed), then takes them.
    func waitForFinished(timeout: Double = 60) -> [Answer] { queue.waitForFinished(timeout: timeout) }

    /// Whether nothing is queued, in progress or waiting to be taken.
    var isIdle: Bool { queue.isIdle }

    /// How many decodes were started (for tests: a failed file is not retried).
    var decodesStarted: Int { queue.decodesStarted }

    /// Decodes stopped midway because their image was no longer wanted.
    var decodesCancelled: Int { queue.decodesCancelled }

    /// Stops the workers after their current image and waits for them to exit (before SDL_image may quit).
    func shutdown() { queue.shutdown() }

    /// The decoders' nice value: 3. Linux's CFS gives a runnable thread CPU in proportion to its weight
    /// (kernel/sched/core.c `sched_prio_to_weight`: nice 0 = 1024, 3 = 526, 5 = 335, 10 = 110, 19 = 15). Against a
    /// CPU-bound nice-0 process on the same core a nice-3 decoder gets 526 / 1550 = 34 % of it, while the main
    /// thread, at nice 0 and asleep most of each frame, wins the core back on waking (its weight is 2× a
    /// decoder's). Measured in the window (scripts/measure-photos-window.sh, docs/benchmarks.md "Photos first
    /// screen, in the window"): beside two CPU-bound processes the first screen took 1.82–2.15× libjpeg-turbo's own
    /// decode at nice 3 against 2.68–3.14× at nice 5 (the earlier value; issue 37's bound is 3×), with frames
    /// as short; nice 2 was 1.62–1.90× but with more frames over 33 ms. SCHED_IDLE (the first choice, weight 3)
    /// gave a decoder 0.3 % of a busy core: 0 of 30 photos in 12 s beside two CPU-bound processes. Nice 10
    /// (Android's THREAD_PRIORITY_BACKGROUND) would give 10 %: about 5× slower than a normal process under that
    /// load. `LAYOUT_PLAYGROUND_DECODER_NICE` (0…19, or `idle` for SCHED_IDLE) overrides it, for benchmarks.
    static let decoderNice: Int32 = 3

    /// What the workers run at: nice `n`, or SCHED_IDLE.
    enum Priority: Equatable {
        case nice(Int32)
        case idle

        static let fromEnvironment: Priority = {
            guard let text = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_DECODER_NICE"], !text.isEmpty else {
                return .nice(ImageLoader.decoderNice)
            }
            if text == "idle" { return .idle }
            return Int32(text).map { .nice(min(19, max(0, $0))) } ?? .nice(ImageLoader.decoderNice)
        }()
    }

    /// Linux's SCHED_IDLE policy (sched.h; not imported into Swift without _GNU_SOURCE).
    static let schedIdle: Int32 = 5

    /// The calling thread's kernel id: the last part of /proc/thread-self's target ("PID/task/TID", proc(5);
    /// glibc's gettid() is not imported into Swift without _GNU_SOURCE). Nil where /proc is not mounted.
    static func currentThreadID() -> Int32? {
        var buffer = [CChar](repeating: 0, count: 64)
        let n = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "/").last.flatMap { Int32($0) }
    }

    /// Sets the calling thread's priority: on Linux, setpriority(PRIO_PROCESS, tid, n) changes only that thread
    /// (NPTL threads are tasks of their own; setpriority(2), "BUGS"). Where that fails, SDL's low priority.
    static func lowerCurrentThread(to priority: Priority) {
        switch priority {
        case .idle:
            var param = sched_param(sched_priority: 0)
            if pthread_setschedparam(pthread_self(), schedIdle, &param) != 0 { SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW) }
        case .nice(let n):
            guard let tid = currentThreadID(),
                  setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(tid), n) == 0 else {
                SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW)
                return
            }
        }
    }
}

/// The loader's queue and its worker threads (which hold it, not the loader).
///
/// `@unchecked Sendable`: the workers and the main thread share this object; every mutable field is read and written
/// only with `condition` locked, and the decoded surfaces cross over whole (`DecodedImage`).
private final class DecodeQueue: @unchecked Sendable {
    typealias Outcome = ImageLoader.Outcome
    typealias Answer = ImageLoader.Answer
    typealias Key = ImageLoader.Key

    private let condition = Monitor()
    /// A `want` the main thread could not hand over without waiting (a worker held the lock): handed over by the
    /// next `want`, `takeFinished` or `waitForFinished`. Touched only by the thread that calls `want`.
    private var pendingWant: [ImageDecoder.Job]?
    /// Jobs not started yet, most wanted first (replaced by each `want`).
    private var queue: [ImageDecoder.Job] = []
    /// Jobs being decoded, or decoded and not yet taken: never queued again meanwhile.
    private var outstanding: Set<Key> = []
    /// The jobs of the last `want` (queued or not): a decode in progress for any other is cancelled.
    private var wanted: Set<Key> = []
    /// When each wanted job was first wanted (monotonic seconds), for the queue time in `DecodeLog`.
    private var firstWanted: [Key: Double] = [:]
    /// How many decodes were cancelled because their image scrolled away.
    private var cancelledCount = 0
    private var finished: [Answer] = []
    private var stopping = false
    private var running = 0
    /// How many decodes were started (for tests: a failed file is not retried).
    private var startedCount = 0

    private let hasPreviewWorkers: Bool

    init(workers: Int, previewWorkers: Int) {
        hasPreviewWorkers = previewWorkers > 0
        let roles = Array(repeating: false, count: max(1, workers)) + Array(repeating: true, count: max(0, previewWorkers))
        for (n, previewsOnly) in roles.enumerated() {
            condition.lock()
            running += 1
            condition.unlock()
            let thread = Thread { [self] in work(previewsOnly: previewsOnly) }
            thread.name = previewsOnly ? "EXIF thumbnails" : "image decoder \(n + 1)"
            thread.start()
        }
    }

    /// Where in the queue the next job for a worker is: a preview worker takes thumbnails only; a decode worker
    /// takes the first job, or the first decode when preview workers take the thumbnails.
    private func nextJob(previewsOnly: Bool) -> Int? {
        if previewsOnly { return queue.firstIndex(where: \.preview) }
        return hasPreviewWorkers ? queue.firstIndex { !$0.preview } : queue.indices.first
    }


    /// Replaces the queue with `jobs` (most wanted first), leaving out images already being decoded or waiting to
    /// be taken.
    /// Never waits: when a worker holds the lock, the jobs are handed over at the next call (docs of `Monitor`).
    func want(_ jobs: [ImageDecoder.Job]) {
        pendingWant = jobs
        guard condition.tryLock() else { return }
        wantLocked()
        condition.unlock()
    }

    /// Hands over `pendingWant`, with the lock held.
    private func wantLocked() {
        guard let jobs = pendingWant else { return }
        pendingWant = nil
        wanted = Set(jobs.map(Key.init))
        queue = jobs.filter { !outstanding.contains(Key($0)) }
        if DecodeLog.isOn {
            let now = DecodeLog.now()
            firstWanted = firstWanted.filter { wanted.contains($0.key) }
            for job in queue where firstWanted[Key(job)] == nil { firstWanted[Key(job)] = now }
        }
        if !queue.isEmpty { condition.broadcast() }
    }

    /// The answers ready now, in the order they finished. Never waits: none when a worker holds the lock (they
    /// are taken at the next call).
    func takeFinished() -> [Answer] {
        guard condition.tryLock() else { return [] }
        defer { condition.unlock() }
        wantLocked()
        return takeLocked()
    }

    /// Waits until at least one answer is ready (or none can come: nothing queued or in progress, or `timeout`
    /// seconds passed), then takes them.
    func waitForFinished(timeout: Double = 60) -> [Answer] {
        let deadline = Monitor.now() + timeout
        condition.lock()
        defer { condition.unlock() }
        wantLocked()
        while finished.isEmpty, !outstanding.isEmpty || !queue.isEmpty, !stopping {
            if !condition.wait(until: deadline) { break }
        }
        return takeLocked()
    }

    /// Whether nothing is queued, in progress or waiting to be taken.
    var isIdle: Bool {
        condition.lock()
        defer { condition.unlock() }
        wantLocked()
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

    /// Whether a job is still wanted (asked by a decode in progress, from its worker thread).
    private func isWanted(_ key: Key) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return wanted.contains(key) && !stopping
    }

    /// Stops the workers after their current image and waits for them to exit (before SDL_image may quit).
    func shutdown() {
        condition.lock()
        stopping = true
        queue.removeAll()
        condition.broadcast()
        while running > 0 { condition.wait() }
        finished.removeAll()
        condition.unlock()
    }

    private func takeLocked() -> [Answer] {
        let taken = finished
        finished.removeAll()
        for answer in taken { outstanding.remove(Key(index: answer.index, preview: answer.preview)) }
        return taken
    }
    private func work(previewsOnly: Bool) {
        if !previewsOnly { ImageLoader.lowerCurrentThread(to: .fromEnvironment) }
        condition.lock()
        while true {
            while nextJob(previewsOnly: previewsOnly) == nil, !stopping { condition.wait() }
            if stopping { break }
            var job = queue.remove(at: nextJob(previewsOnly: previewsOnly)!)
            let key = Key(job)
            outstanding.insert(key)
            if !job.preview { startedCount += 1 }
            if let since = firstWanted.removeValue(forKey: key) { job.queuedMilliseconds = (DecodeLog.now() - since) * 1000 }
            condition.unlock()
            let outcome = ImageDecoder.decode(job) { !self.isWanted(key) }
            condition.lock()
            if case .failure(let failure) = outcome, failure.isCancelled {
                // Scrolled away: not an answer; asked for again if wanted again.
                outstanding.remove(key)
                cancelledCount += 1
            } else {
                finished.append((job.index, job.preview, outcome))
            }
            condition.broadcast()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
