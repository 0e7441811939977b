/// The current absolute time in seconds (Core Animation's media time, CABase.h).
///
/// Playground: the time of the frame being stepped, not the wall clock (the bridge sets it before each frame's
/// motion, as it fires display links), so the window, `replay`'s fixed timestep and a test see the same motion
/// (docs/architecture.md, "Time: the bridge steps UIKit"); 0 before the first frame.
public func CACurrentMediaTime() -> CFTimeInterval { PlaygroundMediaTime.now }

/// The frame time `CACurrentMediaTime()` answers (package hook: the bridge sets it from the frame step).
package enum PlaygroundMediaTime {
    nonisolated(unsafe) package static var now: CFTimeInterval = 0
}
