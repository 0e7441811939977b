import Foundation
import Testing
import UIKit

/// The accessibility attributes real views set and override (HorizonCalendar's day views): stored as on iOS, with
/// UIKit's defaults (UIAccessibility.h), overridable in subclasses; the trait bits are the header's.
@MainActor @Suite struct AccessibilityAttributesTests {
    final class DayView: UIView {
        var scrolled: [UIAccessibilityScrollDirection] = []
        override var accessibilityTraits: UIAccessibilityTraits {
            get { isSelected ? [.button, .selected] : .button }
            set {}
        }
        var isSelected = false
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            scrolled.append(direction)
            return true
        }
    }

    @Test func attributesAreStoredWithUIKitsDefaults() {
        let view = UIView(), label = UILabel(), button = UIButton()
        #expect(!view.isAccessibilityElement && label.isAccessibilityElement && button.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        label.isAccessibilityElement = false
        view.accessibilityLabel = "May 3"
        view.accessibilityHint = "Selects the day"
        view.accessibilityIdentifier = "day-3"
        view.accessibilityTraits = [.button, .header]
        #expect(view.isAccessibilityElement && !label.isAccessibilityElement)
        #expect(view.accessibilityLabel == "May 3" && view.accessibilityHint == "Selects the day")
        #expect(view.accessibilityIdentifier == "day-3")
        #expect(view.accessibilityTraits.rawValue == 1 << 0 | 1 << 16)
        #expect(UIAccessibilityTraits.selected.rawValue == 8 && UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(!view.accessibilityScroll(.down) && !view.accessibilityActivate())
    }

    @Test func subclassesOverrideThemAsOnIOS() {
        let day = DayView()
        day.isSelected = true
        #expect(day.accessibilityTraits == [.button, .selected])
        let asView: UIView = day
        #expect(asView.accessibilityScroll(.next) && day.scrolled == [.next])
        #expect(UIAccessibilityScrollDirection.right.rawValue == 1 && UIAccessibilityScrollDirection.previous.rawValue == 6)
    }

    /// Foundation's selector observer (HorizonCalendar observes `elementFocusedNotification` this way): the
    /// selector is called with the notification; an observer that is gone is not called (iOS 9 and later).
    @Test func aSelectorObserverIsCalledWithTheNotification() {
        final class Received { var names: [Notification.Name] = [] }
        final class Observer: NSObject {
            let received: Received
            init(_ received: Received) { self.received = received }
            func focused(_ notification: Notification) { received.names.append(notification.name) }
        }
        let center = NotificationCenter(), received = Received()
        var observer: Observer? = Observer(received)
        center.addObserver(observer!, selector: Selector(Observer.focused(_:)),
                           name: UIAccessibility.elementFocusedNotification, object: nil)
        center.post(name: UIAccessibility.elementFocusedNotification, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(received.names == [UIAccessibility.elementFocusedNotification])
        observer = nil
        center.post(name: UIAccessibility.elementFocusedNotification, object: nil)
        #expect(received.names.count == 1)
    }

    @Test func theProcessIsAnIOSApp() {
        #expect(!ProcessInfo.processInfo.isMacCatalystApp && !ProcessInfo.processInfo.isiOSAppOnMac)
    }
}
