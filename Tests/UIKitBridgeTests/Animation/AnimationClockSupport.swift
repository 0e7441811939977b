import Foundation
import UIKit

/// A playground clock on the test's thread for the body's duration, starting at time 0 (as the bridge attaches one
/// to the thread it steps); `step(to:)` fires it as a frame step would.
struct TestAnimationClock {
    static func run(_ body: (TestAnimationClock) throws -> Void) rethrows {
        let thread = PlaygroundAnimationClock.playgroundAttach()
        defer { PlaygroundAnimationClock.playgroundDetach(thread) }
        PlaygroundAnimationClock.playgroundFire(at: 0)
        try body(TestAnimationClock())
    }

    func step(to time: Double) { PlaygroundAnimationClock.playgroundFire(at: time) }
}
