import Foundation
import Testing
import UIKit

/// Foundation's target–action observers (NSNotification.h, `addObserver:selector:name:object:`), which Foundation on
/// Linux lacks: the selector is called with the notification, for the name (and object) observed, until removed; the
/// observer is held weakly (Apple: "you don't need to unregister an observer in its dealloc method").
@Suite(.serialized) struct NotificationSelectorTests {
    final class Observer {
        var received: [String] = []
        func rotated(_ note: Notification) { received.append("rotated \(note.name.rawValue)") }
        func other(_ note: Notification) { received.append("other") }
    }

    @MainActor @Test func theSelectorIsCalledWithTheNotificationUntilRemoved() {
        let center = NotificationCenter()
        let observer = Observer()
        let name = Notification.Name("SampleRotation")
        center.addObserver(observer, selector: Selector(Observer.rotated(_:)), name: name, object: nil)
        center.addObserver(observer, selector: Selector(Observer.other(_:)), name: Notification.Name("Else"), object: nil)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("Unrelated"), object: nil)
        #expect(observer.received == ["rotated SampleRotation"])
        // Removing one name leaves the other.
        center.removeObserver(observer, name: name, object: nil)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("Else"), object: nil)
        #expect(observer.received == ["rotated SampleRotation", "other"])
        center.removeObserver(observer)
        center.post(name: Notification.Name("Else"), object: nil)
        #expect(observer.received.count == 2)
    }

    @MainActor @Test func anObserverThatIsGoneIsNotCalled() {
        let center = NotificationCenter()
        let name = Notification.Name("SampleGone")
        var calls = 0
        final class Counting {
            let count: () -> Void
            init(_ count: @escaping () -> Void) { self.count = count }
            func fire(_ note: Notification) { count() }
        }
        var observer: Counting? = Counting { calls += 1 }
        center.addObserver(observer!, selector: Selector(Counting.fire(_:)), name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(calls == 1)
        observer = nil   // the center holds it weakly, as on iOS 9 and later
        center.post(name: name, object: nil)
        #expect(calls == 1)
        #expect(observer == nil)
    }
}
