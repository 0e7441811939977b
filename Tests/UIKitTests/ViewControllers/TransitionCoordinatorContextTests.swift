import Foundation
import Testing
import UIKit

/// The coordinator of a presentation is its context too (UIViewControllerTransitionCoordinator.h: the coordinator
/// protocol inherits UIViewControllerTransitionCoordinatorContext): the controllers by key, the container, and a
/// non-interactive transition's values. A coordinator app (DeluxeAlonso's MainCoordinator) reads `.from` in
/// `viewWillAppear`.
private final class Sheet: UIViewController {
    var seen: (from: UIViewController?, to: UIViewController?, interactive: Bool, container: UIView?)?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let c = transitionCoordinator {
            seen = (c.viewController(forKey: .from), c.viewController(forKey: .to), c.isInteractive, c.containerView)
        }
    }
}

@MainActor
@Suite struct TransitionCoordinatorContextTests {
    @Test func aPresentationsCoordinatorNamesItsControllers() throws {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = Sheet()
        sheet.modalPresentationStyle = .custom
        root.present(sheet, animated: true)
        let seen = try #require(sheet.seen)
        #expect(seen.from === root && seen.to === sheet)
        #expect(seen.interactive == false)
        #expect(seen.container?.window === window)
    }
}
