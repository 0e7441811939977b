import QuartzCore
import Testing
import UIKit

/// `CACurrentMediaTime()` answers the frame time the bridge steps (docs/architecture.md, "Time: the bridge steps
/// UIKit"), never the wall clock.
@Suite(.serialized) struct MediaTimeTests {
    @Test func mediaTimeIsTheSteppedFrameTime() {
        let before = PlaygroundMediaTime.now
        defer { PlaygroundMediaTime.now = before }
        PlaygroundMediaTime.now = 2.5
        #expect(CACurrentMediaTime() == 2.5)
        PlaygroundMediaTime.now = 2.5 + 1.0 / 60
        #expect(abs(CACurrentMediaTime() - 2.5 - 1.0 / 60) < 1e-12)
    }
}
