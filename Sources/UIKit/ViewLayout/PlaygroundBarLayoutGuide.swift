import Foundation

/// The object `topLayoutGuide` / `bottomLayoutGuide` answer: the strip between the view's edge and the safe area's.
@MainActor final class PlaygroundBarLayoutGuide: NSObject, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge
    weak var controller: UIViewController?

    init(controller: UIViewController, edge: Edge) {
        self.controller = controller
        self.edge = edge
        super.init()
    }

    var length: CGFloat {
        guard let view = controller?.viewIfLoaded else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    var topAnchor: NSLayoutYAxisAnchor {
        guard let view = controller?.view else { return NSLayoutYAxisAnchor(item: self, attribute: .top) }
        return edge == .top ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
    }

    var bottomAnchor: NSLayoutYAxisAnchor {
        guard let view = controller?.view else { return NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
        return edge == .top ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
    }

    /// The strip's height: an anchor of this guide (approximated: UILayoutSupport.heightAnchor says how).
    var heightAnchor: NSLayoutDimension {
        PlaygroundNotices.record("UILayoutSupport.heightAnchor", .approximated,
                                 "a constraint on topLayoutGuide/bottomLayoutGuide's heightAnchor is not solved here")
        return NSLayoutDimension(item: self, attribute: .height)
    }
}
