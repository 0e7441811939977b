import Foundation
import Testing
import UIKit

/// UITabBarController's More tab members (UITabBarController.h): `moreNavigationController` always answers, and
/// `customizableViewControllers` defaults to all the view controllers.
@MainActor @Suite struct UITabBarControllerMoreTests {
    @Test func moreNavigationControllerAlwaysExistsAndIsNotATab() {
        let tabs = UITabBarController()
        let pages = (0..<7).map { _ in UIViewController() }
        tabs.viewControllers = pages
        let more = tabs.moreNavigationController
        // Apple: "This property always contains a valid More navigation controller, even if a More button is not
        // displayed on the screen"; the same one each time, not one of the tabs.
        #expect(more === tabs.moreNavigationController)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === more })
        #expect(UITabBarController().moreNavigationController.viewControllers.isEmpty)
    }

    @Test func customizableViewControllersDefaultToAllOfThem() {
        let tabs = UITabBarController()
        #expect(tabs.customizableViewControllers == nil)
        let pages = (0..<3).map { _ in UIViewController() }
        tabs.setViewControllers(pages, animated: false)
        #expect(tabs.customizableViewControllers?.count == 3)
        #expect(zip(tabs.customizableViewControllers ?? [], pages).allSatisfy { $0 === $1 })
        tabs.customizableViewControllers = [pages[0]]
        #expect(tabs.customizableViewControllers?.count == 1)
    }

    /// UITabBarController.h: `UITabBarController : UIViewController <UITabBarDelegate>`: a subclass hands itself to
    /// a bar as its delegate (ESTabBarController's `tabBar.delegate = self`), and it is its own bar's delegate.
    @Test func aTabBarControllerIsItsBarsDelegate() {
        let tabs = UITabBarController()
        let delegate: UITabBarDelegate = tabs
        #expect(tabs.tabBar.delegate === delegate)
        let pages = [UIViewController(), UIViewController()]
        tabs.viewControllers = pages
        tabs.tabBar.delegate?.tabBar(tabs.tabBar, didSelect: pages[1].tabBarItem)
        #expect(tabs.selectedIndex == 1)
    }

    /// Custom tab bars replace the controller's bar by key-value coding (ESTabBarController).
    @Test func aCustomBarReplacesTheControllersBarByKey() {
        final class FancyBar: UITabBar {}
        let tabs = UITabBarController()
        let bar = FancyBar()
        tabs.setValue(bar, forKey: "tabBar")
        #expect(tabs.tabBar === bar)
        tabs.setValue(bar, forKey: "noSuchKey")   // UIKit raises NSUnknownKeyException; nothing changes here
        #expect(tabs.tabBar === bar)
    }
}

