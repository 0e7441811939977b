import Testing
import UIKit

/// The app's window (docs/uikit-machinery.md, "The app's window"): code runs inside an app that shows a window, as a
/// hosted iOS unit test runs inside its app. With no window key, `UIApplication.shared.keyWindow` (and `windows`,
/// and the connected scene's key window) is the app's window: visible, the screen's size, a plain root controller.
@MainActor
struct AppWindowTests {
    final class Probe: UIViewController {
        var log: [String] = []
        override func viewDidLoad() { super.viewDidLoad(); log.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
    }

    /// A window made key and then released: no window is key, so the app's window is key again (as on iOS, where
    /// the app's own window stays when a test's window goes).
    private func releaseAKeyWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.makeKeyAndVisible()
    }

    @Test func withNoKeyWindowTheAppsWindowIsKeyVisibleAndScreenSized() throws {
        releaseAKeyWindow()
        let window = try #require(UIApplication.shared.keyWindow)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.bounds.size == UIScreen.main.bounds.size)
        #expect(window.rootViewController != nil)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.keyWindow === window)
        #expect(scene.windows.first { $0.isKeyWindow } === window)
        // Asked again: the same window (held, as an app delegate's `window` holds it), not a new one each time.
        #expect(UIApplication.shared.keyWindow === window)
    }

    /// What a suite written for a hosted test does (yahoojapan/UICollectionViewSplitLayout's
    /// `UIApplication.shared.keyWindow?.rootViewController = viewController`): the controller's view is installed
    /// at the window's size and appears; a collection view controller's view is the window's size.
    @Test func aControllerSetAsTheKeyWindowsRootIsSizedAndAppears() throws {
        releaseAKeyWindow()
        let window = try #require(UIApplication.shared.keyWindow)
        let previous = window.rootViewController
        defer { window.rootViewController = previous }
        let probe = Probe()
        UIApplication.shared.keyWindow?.rootViewController = probe
        #expect(probe.view.frame == CGRect(origin: .zero, size: window.bounds.size))
        #expect(probe.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let list = UICollectionViewController(collectionViewLayout: layout)
        window.rootViewController = list
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.bounds.size == window.bounds.size)
        #expect(list.collectionView.window === window)
    }

    @Test func aWindowTheCodeMakesKeyTakesOver() throws {
        let own = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        own.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === own)
        #expect(UIApplication.shared.windows.filter(\.isKeyWindow).count == 1)
    }
}
