import Foundation

/// Foundation's target–action timers (NSTimer.h), which Foundation on Linux lacks (it has the block forms):
/// the timer calls `selector` on `target` (kept strongly until invalidated, as Apple documents) with itself.
///
/// Playground: the timer is Foundation's; it fires only where a run loop runs (the playground's window and replay
/// run none for user timers), so an auto-scrolling timer is made and does not fire.
extension Timer {
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            nonisolated(unsafe) let timer = timer
            playgroundOnMainActor { _ = aSelector.playgroundPerform(on: target, with: timer) }
        }
    }

    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
