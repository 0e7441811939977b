import Foundation
import Testing
import UIKit

/// Core Graphics' C names (CGGeometry.h) and Swift 4's run loop mode names, which real files still write: each is
/// its Swift spelling's value.
@Suite struct CGGeometryCNamesTests {
    @Test func theCNamesAreTheSwiftSpellings() {
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(CGRectGetMinX(r) == 10 && CGRectGetMidX(r) == 60 && CGRectGetMaxX(r) == 110)
        #expect(CGRectGetMinY(r) == 20 && CGRectGetMidY(r) == 45 && CGRectGetMaxY(r) == 70)
        #expect(CGRectGetWidth(r) == 100 && CGRectGetHeight(r) == 50)
        // Inset by 5 and 10 on each side: (15, 30, 90, 30); moved by (1, 2): (11, 22, 100, 50).
        #expect(CGRectInset(r, 5, 10) == CGRect(x: 15, y: 30, width: 90, height: 30))
        #expect(CGRectOffset(r, 1, 2) == CGRect(x: 11, y: 22, width: 100, height: 50))
        let s = CGRect(x: 100, y: 60, width: 20, height: 20)
        #expect(CGRectUnion(r, s) == CGRect(x: 10, y: 20, width: 110, height: 60))
        #expect(CGRectIntersection(r, s) == CGRect(x: 100, y: 60, width: 10, height: 10))
        #expect(CGRectIntersectsRect(r, s) && CGRectContainsPoint(r, CGPoint(x: 50, y: 30)))
        #expect(CGRectContainsRect(r, CGRectInset(r, 1, 1)) && !CGRectContainsRect(r, s))
        #expect(CGRectIsEmpty(CGRectZero) && !CGRectIsEmpty(r) && CGRectIsNull(.null))
        #expect(CGRectIntegral(CGRect(x: 0.5, y: 0.5, width: 1, height: 1)) == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(CGRectStandardize(CGRect(x: 10, y: 10, width: -5, height: -5)) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(CGRectEqualToRect(r, r) && CGSizeEqualToSize(r.size, CGSize(width: 100, height: 50))
                && !CGPointEqualToPoint(r.origin, .zero))
        #expect(RunLoopMode.commonModes == RunLoop.Mode.common && RunLoopMode.defaultRunLoopMode == .default)
    }

    /// `topLayoutGuide` and `bottomLayoutGuide` (iOS 7–10) measure the safe area that replaced them: with
    /// additional insets of 30 at the top and 12 at the bottom, at least 30 and 12 (the screen's own insets added).
    @MainActor @Test func theOldLayoutGuidesMeasureTheSafeArea() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = controller
        controller.view.frame = window.bounds
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 12, right: 0)
        #expect(controller.topLayoutGuide.length == controller.view.safeAreaInsets.top)
        #expect(controller.bottomLayoutGuide.length == controller.view.safeAreaInsets.bottom)
        #expect(controller.view.safeAreaInsets.top >= 30 && controller.view.safeAreaInsets.bottom >= 12,
                "\(controller.view.safeAreaInsets)")
        withExtendedLifetime(window) {}
    }
}
