import Foundation
import QuartzCore

/// The states of an animator (UIViewAnimating.h): inactive (new, or finished), active (running or paused), stopped
/// (after `stopAnimation(false)`, until `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where an animation ended (UIViewAnimating.h).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// The flow control of an animator object (UIViewAnimating.h).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added and whose timing can change while it runs (UIViewAnimating.h).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
