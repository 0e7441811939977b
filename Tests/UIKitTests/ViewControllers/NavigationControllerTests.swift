import Foundation
import Testing
import UIKit

/// A navigation controller as iOS runs one: a push and a pop with the appearance calls in UIKit's order (Apple,
/// UIViewController, "Handling view-related notifications"), the top controller's view under the bars with its
/// safe area inset by them, the bar's items, a presentation over the window.
@MainActor @Suite(.serialized) struct NavigationControllerTests {
    final class Logged: UIViewController {
        let name: String
        var log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() { super.viewDidLoad(); log.lines.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name).viewDidDisappear") }
    }

    final class Log { var lines: [String] = [] }

    private func shown(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> (UIWindow, UINavigationController) {
        let nav = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, nav)
    }

    @Test func aPushAndAPopRunTheAppearanceCallsInUIKitsOrder() {
        let log = Log()
        let list = Logged("List", log: log)
        let (_, nav) = shown(list)
        #expect(log.lines == ["List.viewDidLoad", "List.viewWillAppear", "List.viewDidAppear"])
        log.lines = []
        let detail = Logged("Detail", log: log)
        nav.pushViewController(detail, animated: true)
        // iOS: the pushed view loads first; the old top's will-disappear, the new one's will-appear, then the ends.
        #expect(log.lines == ["Detail.viewDidLoad", "List.viewWillDisappear", "Detail.viewWillAppear",
                              "List.viewDidDisappear", "Detail.viewDidAppear"])
        #expect(nav.topViewController === detail && nav.viewControllers.count == 2)
        #expect(detail.navigationController === nav && detail.parent === nav)
        #expect(detail.view.superview === nav.view && list.view.superview == nil)
        log.lines = []
        let popped = nav.popViewController(animated: true)
        #expect(popped === detail)
        #expect(log.lines == ["Detail.viewWillDisappear", "List.viewWillAppear", "Detail.viewDidDisappear",
                              "List.viewDidAppear"])
        #expect(detail.parent == nil && detail.navigationController == nil && nav.viewControllers.count == 1)
        #expect(nav.popViewController(animated: true) == nil)  // never the root
    }

    @Test func theTopViewIsUnderTheBarsWithItsSafeAreaInsetByThem() {
        let log = Log()
        let list = Logged("List", log: log)
        let (window, nav) = shown(list)
        // No screen insets here (a window of the playground's free-form size): the bar at the top, 44 points.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(list.view.safeAreaInsets.top == 44 && list.view.safeAreaInsets.bottom == 0)
        // A subview of the top view overlapping the bar gets the bar's part of the safe area.
        let inner = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        list.view.addSubview(inner)
        #expect(inner.safeAreaInsets.top == 24)
        nav.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(list.view.safeAreaInsets.bottom == 44)
        nav.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96 && list.view.safeAreaInsets.top == 96)
        nav.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(list.view.safeAreaInsets.top == 0)
    }

    @Test func theBarShowsTheTopItemAndABackButtonTitledWithThePreviousOne() {
        let log = Log()
        let (window, nav) = shown(Logged("Samples", log: log))
        let detail = Logged("Grid", log: log)
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.topItem?.title == "Grid" && nav.navigationBar.backItem?.title == "Samples")
        let texts = nav.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains("Grid") && texts.contains("\u{2039} Samples") && texts.contains("Edit"))
        // The title is centred in the bar.
        let title = nav.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Grid" }!
        #expect(abs(title.frame.midX - 195) < 0.5)
    }

    /// Apple, UINavigationItem.BackButtonDisplayMode.default: the previous item's title "or a generic title,
    /// depending on available space": a back title that would reach the centred title becomes "‹ Back" (Apple's
    /// sample at 390 points: "‹ Modern Collection Views" beside "List" fits no more), then the chevron alone.
    @Test func aBackTitleThatDoesNotFitBesideTheTitleBecomesBack() {
        let log = Log()
        let (window, nav) = shown(Logged("Modern Collection Views With A Long Name", log: log))
        nav.pushViewController(Logged("A Detail Screen Title", log: log), animated: false)
        window.layoutIfNeeded()
        let labels = nav.navigationBar.subviews.compactMap { $0 as? UILabel }
        let back = labels.first { $0.text?.hasPrefix("\u{2039}") == true }
        let title = labels.first { $0.text == "A Detail Screen Title" }
        #expect(back?.text == "\u{2039} Back")
        if let back, let title { #expect(back.frame.maxX <= title.frame.minX) }
        // .minimal and .generic, set on the item the button returns to, as Apple describes them.
        func backText() -> String? {
            nav.navigationBar.setNeedsLayout()
            window.layoutIfNeeded()
            return nav.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }.first { $0.hasPrefix("\u{2039}") }
        }
        let previous = nav.viewControllers[0].navigationItem
        previous.backButtonDisplayMode = .minimal
        #expect(backText() == "\u{2039}")
        previous.backButtonDisplayMode = .generic
        previous.title = "Photos"
        #expect(backText() == "\u{2039} Back")
        previous.backButtonDisplayMode = .default
        #expect(backText() == "\u{2039} Photos")
    }

    @Test func aFullScreenPresentationCoversThePresenterUntilDismissed() {
        let log = Log()
        let list = Logged("List", log: log)
        let (window, _) = shown(list)
        log.lines = []
        let modal = Logged("Modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        list.present(modal, animated: true)
        #expect(log.lines == ["Modal.viewDidLoad", "List.viewWillDisappear", "Modal.viewWillAppear",
                              "List.viewDidDisappear", "Modal.viewDidAppear"])
        #expect(modal.view.superview === window && modal.view.frame == window.bounds)
        log.lines = []
        modal.dismiss(animated: true)
        #expect(log.lines == ["Modal.viewWillDisappear", "List.viewWillAppear", "Modal.viewDidDisappear", "List.viewDidAppear"])
        #expect(modal.view.superview == nil && list.presentedViewController == nil)
    }
}
