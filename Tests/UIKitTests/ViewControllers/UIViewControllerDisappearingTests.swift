import Foundation
import Testing
import UIKit

/// A container tells a child that never appeared that it is about to disappear (a pager's off-screen pages): the
/// will- and did-disappear calls still run, as on iOS.
@MainActor
struct UIViewControllerDisappearingTests {
    @Test func disappearingAControllerThatNeverAppearedRunsItsDisappearCalls() {
        let vc = LoggingViewController()
        vc.loadViewIfNeeded()
        vc.log = []
        vc.beginAppearanceTransition(false, animated: false)
        #expect(vc.log == ["viewWillDisappear"])
        vc.endAppearanceTransition()
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear"])
        vc.beginAppearanceTransition(false, animated: false)  // disappeared again: told again
        vc.beginAppearanceTransition(false, animated: false)  // still disappearing: unbalanced, nothing runs
        vc.endAppearanceTransition()
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear", "viewWillDisappear", "viewDidDisappear"])
    }

    @Test func aNeverAppearedControllerCanThenAppear() {
        let vc = LoggingViewController()
        vc.loadViewIfNeeded()
        vc.beginAppearanceTransition(false, animated: false)
        vc.endAppearanceTransition()
        vc.log = []
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        #expect(vc.log == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
    }
}
