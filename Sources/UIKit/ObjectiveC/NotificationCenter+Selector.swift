import Foundation

/// Foundation's target–action notification observers (NSNotification.h, `addObserver:selector:name:object:`), which
/// Foundation on Linux lacks (it has the block form): the center calls `selector` on `observer` with the
/// notification, on the posting thread, until the observer is removed. As Apple documents for apps since iOS 9, the
/// center does not keep the observer: it holds it weakly, and an observer that is gone is no longer called.
///
/// Playground: the selector is called on the posting thread, as Foundation does with no queue; UIKit's objects are
/// used from one thread at a time here (docs/uikit-machinery.md, "Isolation"), so post from the thread that runs
/// the layout, as UIKit's own notifications are posted on the main thread on iOS.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        let target = observer as AnyObject
        nonisolated(unsafe) weak let weakTarget = target
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let target = weakTarget else { return }
            nonisolated(unsafe) let target2 = target
            playgroundOnMainActor { _ = aSelector.playgroundPerform(on: target2, with: notification) }
        }
        PlaygroundSelectorObservers.shared.add(token, for: target, name: aName, center: self)
    }

    /// Removes the selector observations `observer` made with `addObserver(_:selector:name:object:)`, and the block
    /// observation whose token it is, as Foundation's `removeObserver(_:)` does.
    public func removeObserver(_ observer: AnyObject) {
        for token in PlaygroundSelectorObservers.shared.remove(for: observer, name: nil, center: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s selector observations of `aName` (all names when nil), as Foundation's
    /// `removeObserver(_:name:object:)` does; the object filter is not compared here.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in PlaygroundSelectorObservers.shared.remove(for: observer, name: aName, center: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// The block observers standing in for selector observers, by observer identity, so that `removeObserver` finds them.
final class PlaygroundSelectorObservers: @unchecked Sendable {
    static let shared = PlaygroundSelectorObservers()
    private let lock = NSLock()
    private var entries: [(observer: ObjectIdentifier, name: NSNotification.Name?, center: ObjectIdentifier,
                           token: NSObjectProtocol)] = []

    func add(_ token: NSObjectProtocol, for observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) {
        lock.lock(); defer { lock.unlock() }
        entries.append((ObjectIdentifier(observer), name, ObjectIdentifier(center), token))
    }

    func remove(for observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) -> [NSObjectProtocol] {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(observer), c = ObjectIdentifier(center)
        let matching = { (e: (observer: ObjectIdentifier, name: NSNotification.Name?, center: ObjectIdentifier,
                              token: NSObjectProtocol)) in
            e.observer == id && e.center == c && (name == nil || e.name == name)
        }
        let removed = entries.filter(matching).map(\.token)
        entries.removeAll(where: matching)
        return removed
    }
}
