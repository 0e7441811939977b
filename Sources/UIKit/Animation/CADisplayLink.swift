import Foundation

/// A timer that calls its target once per screen refresh (Core Animation's `CADisplayLink`, CADisplayLink.h).
/// Declared in UIKit here, beside `Selector`, which it takes; every file that imports UIKit sees it as on iOS.
///
/// As Apple documents: `init(target:selector:)` makes it; `add(to:forMode:)` starts it (the run loop then keeps it,
/// and it keeps its target, until `invalidate()`); each frame it sets `timestamp` (the frame just shown),
/// `targetTimestamp` (the next one) and `duration` (the refresh interval), then calls the selector with itself;
/// `isPaused` skips frames.
///
/// Playground: there is no run loop or display here: the playground's frame step fires every added, unpaused link
/// with the frame's time (the same time UIKit Dynamics are stepped with; docs/uikit.md, "Display links"), at 60 Hz
/// (`UIScreen.maximumFramesPerSecond`), whatever run loop and mode it was added to. A step fires the links added on
/// its own thread only, as a run loop belongs to its thread: the window steps on one thread, while tests step several
/// playgrounds at once and one must not fire another's links.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The refresh interval of the playground's screen: 1/60 s (`UIScreen.main.maximumFramesPerSecond` is 60).
    /// Playground extension (not in UIKit).
    public static let playgroundRefreshInterval: CFTimeInterval = 1.0 / 60

    private var target: AnyObject?
    private let selector: Selector
    /// The time of the last frame shown (seconds on the playground's clock; 0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    open private(set) var duration: CFTimeInterval = 0
    open var isPaused = false
    /// Playground: stored; the link fires every frame of the playground's step.
    open var preferredFramesPerSecond = 0
    /// Playground: stored; the link fires every frame of the playground's step.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The number of frames between calls (deprecated in iOS 10 for `preferredFramesPerSecond`; Apple: "The default
    /// value is 1").
    /// Playground: stored; the link fires every frame of the playground's step.
    @available(iOS, deprecated: 10.0, renamed: "preferredFramesPerSecond")
    open var frameInterval = 1

    /// The links added to a run loop and not invalidated (the run loop's references), each with the thread it was
    /// added on (its run loop's); guarded by `lock`.
    nonisolated(unsafe) private static var running: [(link: CADisplayLink, thread: ObjectIdentifier)] = []
    private static let lock = NSLock()
    private static var currentThread: ObjectIdentifier { ObjectIdentifier(Thread.current) }

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Starts the link (Playground: with the playground's frame step, whatever `runloop` and `mode`).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        Self.lock.withLock {
            guard !Self.running.contains(where: { $0.link === self }) else { return }
            Self.running.append((self, Self.currentThread))
        }
    }

    /// Stops the link for `runloop` (here: for the frame step).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        Self.lock.withLock { Self.running.removeAll { $0.link === self } }
    }

    /// Stops the link for good and lets go of its target.
    open func invalidate() {
        Self.lock.withLock { Self.running.removeAll { $0.link === self } }
        target = nil
    }

    /// Fires every running, unpaused link of the calling thread for the frame shown at `time` (seconds): sets its
    /// timestamps and calls its selector. Returns whether any link fired. Package hook: the bridge calls it from the
    /// frame step.
    @discardableResult
    package static func playgroundFire(at time: CFTimeInterval) -> Bool {
        var fired = false
        // A selector may add or invalidate links: fire a copy, outside the lock.
        for link in mine() where !link.isPaused {
            link.timestamp = time
            link.duration = playgroundRefreshInterval
            link.targetTimestamp = time + playgroundRefreshInterval
            link.selector.playgroundPerform(on: link.target, with: link)
            fired = true
        }
        return fired
    }

    /// Whether a link is running (the playground keeps stepping frames while one is). Package hook.
    package static var playgroundIsRunning: Bool { mine().contains { !$0.isPaused } }

    /// The running links added on the calling thread.
    private static func mine() -> [CADisplayLink] {
        let thread = currentThread
        return lock.withLock { running.filter { $0.thread == thread }.map(\.link) }
    }
}
