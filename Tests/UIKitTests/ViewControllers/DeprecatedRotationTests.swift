import Foundation
import Testing
import UIKit

/// The rotation callbacks of iOS 2…8 an older view controller overrides: called from UIViewController's own
/// `viewWillTransition(to:with:)` when the new size turns the view between portrait and landscape — before, inside
/// the coordinator's animation, then in its completion — and not for a resize that keeps the orientation.
@MainActor @Suite struct DeprecatedRotationTests {
    final class Old: UIViewController {
        var log: [String] = []
        override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            log.append("will \(toInterfaceOrientation.isLandscape ? "landscape" : "portrait") \(duration)")
        }
        override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            log.append("animate \(toInterfaceOrientation.isLandscape ? "landscape" : "portrait")")
        }
        override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
            log.append("did from \(fromInterfaceOrientation.isPortrait ? "portrait" : "landscape")")
        }
    }

    @Test func aTurnCallsTheOldCallbacksInOrder() {
        let vc = Old()
        vc.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        vc.viewWillTransition(to: CGSize(width: 390, height: 700), with: RotationCoordinatorStub(duration: 0.3))
        #expect(vc.log.isEmpty)   // still portrait
        vc.viewWillTransition(to: CGSize(width: 844, height: 390), with: RotationCoordinatorStub(duration: 0.3))
        #expect(vc.log == ["will landscape 0.3", "animate landscape", "did from portrait"])
    }
}

/// A coordinator running its blocks at once, as a transition of `duration` seconds would in the end.
@MainActor private final class RotationCoordinatorStub: NSObject, UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    init(duration: TimeInterval) { transitionDuration = duration }
    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { UIView() }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}
