import Foundation
import Testing
import UIKit

/// UIBarItem (UIBarItem.h) as the superclass of bar button and tab bar items: what it holds, its defaults as Apple
/// documents them, and the tab bar's members real code reads.
@MainActor @Suite struct UIBarItemTests {
    @Test func barButtonAndTabBarItemsAreBarItems() {
        let items: [UIBarItem] = [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil),
                                  UITabBarItem(title: "Home", image: nil, tag: 3)]
        #expect(items.map(\.title) == ["Done", "Home"])
        #expect(items.map(\.tag) == [0, 3])
        for item in items {
            #expect(item.isEnabled)               // Apple: "The default value is true"
            #expect(item.imageInsets == .zero)    // Apple: "The default value is zero"
            item.isEnabled = false
            item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
            item.accessibilityLabel = "label"
        }
        #expect(items.allSatisfy { !$0.isEnabled && $0.imageInsets.top == 6 && $0.accessibilityLabel == "label" })
    }

    @Test func titleTextAttributesAreKeptPerState() {
        let item: UIBarItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(item.titleTextAttributes(for: .normal) == nil)
        let color = UIColor.red
        item.setTitleTextAttributes([.foregroundColor: color], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor === color)
        #expect(item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor === UIColor.gray)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        item.setTitleTextAttributes(nil, for: .normal)
        #expect(item.titleTextAttributes(for: .normal) == nil)
    }

    @Test func aTabBarItemSubclassOverridesTheBarItemsProperties() {
        final class AnimatedItem: UITabBarItem {
            var shown: [String?] = []
            override var title: String? { didSet { shown.append(title) } }
        }
        let item = AnimatedItem()
        item.title = "Feed"
        item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        #expect(item.shown == ["Feed"])
        #expect(item.titlePositionAdjustment.vertical == -2)
        item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        #expect(item.badgeTextAttributes(for: .normal) != nil && item.badgeTextAttributes(for: .selected) == nil)
    }

    @Test func theTabBarsPositioningAndDelegates() {
        final class Delegate: NSObject, UITabBarControllerDelegate, UITabBarDelegate {}
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        #expect(bar.itemPositioning == .automatic && bar.itemWidth == 0 && bar.itemSpacing == 0)
        bar.itemPositioning = .centered
        #expect(bar.itemPositioning == .centered)
        let controller = UITabBarController()
        let delegate = Delegate()
        controller.delegate = delegate
        bar.delegate = delegate
        #expect(controller.delegate === delegate && bar.delegate === delegate)
    }

    @Test func customizingATabBarIsBracketed() {
        final class Bar: UITabBar {
            var begun = 0
            override func beginCustomizingItems(_ items: [UITabBarItem]) {
                begun += 1
                super.beginCustomizingItems(items)
            }
        }
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        #expect(!bar.isCustomizing)
        bar.beginCustomizingItems([UITabBarItem(title: "A", image: nil, tag: 0)])
        #expect(bar.isCustomizing && bar.begun == 1)
        bar.endCustomizing(animated: false)
        #expect(!bar.isCustomizing)
    }

    @Test func aTabBarControllerSubclassOverridesTheBarsDidSelect() {
        final class Tabs: UITabBarController {
            var selected: [String?] = []
            var customized = false
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                selected.append(item.title)
                super.tabBar(tabBar, didSelect: item)
            }
            override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
                super.tabBar(tabBar, didEndCustomizing: items, changed: changed)
                customized = true
            }
        }
        let tabs = Tabs()
        tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
        let items = tabs.tabBar.items ?? []
        #expect(items.count == 2 && items[1] === tabs.viewControllers?[1].tabBarItem)  // a tab per controller
        items[1].title = "B"
        tabs.tabBar(tabs.tabBar, didSelect: items[1])
        #expect(tabs.selected == ["B"])
        #expect(tabs.selectedIndex == 1)
        tabs.tabBar(tabs.tabBar, didEndCustomizing: items, changed: false)
        #expect(tabs.customized)
    }
}
