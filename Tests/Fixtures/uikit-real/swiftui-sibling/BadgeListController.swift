import SwiftUI
import UIKit

/// A UIKit screen that hosts a SwiftUI view declared in the file beside it (written for UIKitRealFileFixesTests).
final class BadgeListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: BadgeRow())
        addChild(host)
        view.addSubview(host.view)
    }
}
