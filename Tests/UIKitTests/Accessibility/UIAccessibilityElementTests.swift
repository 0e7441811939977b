import Testing
import UIKit

/// UIAccessibilityElement and the accessibility attributes of bar items (UIAccessibility.h's informal protocol is
/// NSObject's on iOS: bar button and tab bar items have them too). Stored as on iOS.
@MainActor @Suite struct UIAccessibilityElementTests {
    @Test func anElementKeepsItsContainerWeaklyAndItsAttributes() {
        var container: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let element = UIAccessibilityElement(accessibilityContainer: container!)
        #expect(element.isAccessibilityElement)   // UIAccessibilityElement.h: an element by default
        #expect(element.accessibilityContainer === container)
        element.accessibilityLabel = "Bar 3"
        element.accessibilityTraits = [.button, .selected]
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 40)
        container?.accessibilityElements = [element]
        #expect((container?.accessibilityElements?.first as? UIAccessibilityElement)?.accessibilityLabel == "Bar 3")
        #expect(element.accessibilityTraits.contains(.selected))
        #expect(element.accessibilityFrameInContainerSpace.minX == 10)
        container?.accessibilityElements = nil
        container = nil
        #expect(element.accessibilityContainer == nil)   // weak
    }

    @Test func barItemsHaveTheAttributes() {
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(item.accessibilityLabel == nil && !item.isAccessibilityElement)
        item.accessibilityLabel = "Finish"
        item.accessibilityIdentifier = "done"
        item.accessibilityTraits = .button
        #expect(item.accessibilityLabel == "Finish" && item.accessibilityIdentifier == "done")
        let tab = UITabBarItem(title: "Home", image: nil, tag: 0)
        tab.accessibilityHint = "Shows the home screen"
        #expect(tab.accessibilityHint == "Shows the home screen")
    }
}
