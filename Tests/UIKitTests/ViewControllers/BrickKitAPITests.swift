import Testing
import UIKit

/// API wayfair's BrickKit builds on (suites7): peek-and-pop registration, the screen's traits, force touch, the
/// autorelease pool.
@MainActor @Suite struct BrickKitAPITests {
    final class Previewer: NSObject, UIViewControllerPreviewingDelegate {
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing,
                               viewControllerForLocation location: CGPoint) -> UIViewController? { nil }
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing,
                               commit viewControllerToCommit: UIViewController) {}
    }

    /// Registering for previewing only where force touch is available, as iOS code does: here it is not.
    @Test func forceTouchIsUnavailableAndRegistrationKeepsItsParts() {
        let controller = UIViewController()
        #expect(controller.traitCollection.forceTouchCapability == .unavailable)
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let delegate = Previewer()
        let context = controller.registerForPreviewing(with: delegate, sourceView: source)
        #expect(context.sourceView === source)
        #expect(context.sourceRect == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(context.delegate === delegate)
        controller.unregisterForPreviewing(withContext: context)
    }

    @Test func theScreenHasTraits() {
        let environment: any UITraitEnvironment = UIScreen.main
        #expect(environment.traitCollection.displayScale == UIScreen.main.scale)
    }

    @Test func anAutoreleasePoolRunsItsBodyOnce() {
        var runs = 0
        let result = autoreleasepool { () -> Int in runs += 1; return 7 }
        #expect(result == 7)
        #expect(runs == 1)
    }
}
