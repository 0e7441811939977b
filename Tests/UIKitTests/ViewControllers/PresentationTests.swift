import Foundation
import Testing
import UIKit

/// Presenting, as UIViewController.h describes it: the presented controller is kept until dismissed, from either
/// side; one presentation at a time.
@Suite struct PresentationTests {
    private final class Detail: UIViewController {
        var loaded = 0
        override func viewDidLoad() { loaded += 1 }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
        override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    }

    @Test func aPresentedControllerIsKeptUntilDismissed() {
        let host = UIViewController(), detail = Detail(), other = Detail()
        var done = 0
        host.present(detail, animated: true) { done += 1 }
        #expect(host.presentedViewController === detail && detail.presentingViewController === host)
        #expect(detail.loaded == 1 && done == 1)
        host.present(other, animated: true)   // already presenting: not presented (UIKit logs it)
        #expect(host.presentedViewController === detail && other.presentingViewController == nil)
        detail.dismiss(animated: true) { done += 1 }   // the presented one asks its presenter
        #expect(host.presentedViewController == nil && detail.presentingViewController == nil && done == 2)
    }

    @Test func editingAndTheDefaultsOfAController() {
        let detail = Detail()
        detail.isEditing = true
        #expect(detail.isEditing)
        #expect(UIViewController().preferredStatusBarStyle == .default && detail.preferredStatusBarStyle == .lightContent)
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
    }
}
