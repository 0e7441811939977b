import UIKit

// A screen that can only be made with an argument, made from its metatype with `init()`: on iOS the runtime would
// call NSObject's init() and leave `title` unset; here the playground cannot make it and says so in one line.

final class NamedScreen: UIViewController {
    let name: String
    init(name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
}

final class UnmakeableScreenController: UIViewController {
    var screen: UIViewController.Type = NamedScreen.self
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(screen.init())
    }
}
