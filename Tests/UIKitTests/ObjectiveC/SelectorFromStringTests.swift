import Testing
import UIKit

/// `NSSelectorFromString` / `NSStringFromSelector` (Foundation's NSObjCRuntime.h) and the class object's
/// `responds(to:)` / `perform(_:)` asked of UIApplication, as an app extension's code asks for the shared application
/// (uias/Pageboy's `UIApplication.safeShared`).
@MainActor @Suite struct SelectorFromStringTests {
    @Test func aSelectorFromAStringKeepsItsName() {
        let selector = NSSelectorFromString("reloadData")
        #expect(NSStringFromSelector(selector) == "reloadData")
        #expect(selector == Selector("reloadData"))
    }

    @Test func theApplicationClassAnswersSharedApplication() {
        #expect(UIApplication.responds(to: NSSelectorFromString("sharedApplication")))
        let shared = UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
        #expect(shared === UIApplication.shared)
    }

    @Test func anotherClassSelectorIsNotAnswered() {
        #expect(!UIApplication.responds(to: NSSelectorFromString("noSuchClassMethod")))
    }
}
