import Foundation

/// Foundation's target–action observers (NSNotification.h, `addObserver(_:selector:name:object:)`), which Foundation
/// on Linux lacks (it has the block form): each notification calls `aSelector` on `observer` with the notification.
/// The observer is held weakly; one that is gone is no longer called (as iOS 9 and later stop calling a deallocated
/// observer).
///
/// Playground: approximated: the observation is Foundation's block observer, which Foundation's
/// `removeObserver(_:)` cannot find from the observer; `playgroundRemoveObserver(_:)` removes it. The notification
/// is delivered on the main actor, synchronously when posted there.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        PlaygroundNotices.record("NotificationCenter.addObserver(_:selector:name:object:)", .approximated,
                                 "a block observer calls the selector; removeObserver(_:) does not remove it here")
        nonisolated(unsafe) weak let target = observer as AnyObject
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            playgroundOnMainActor { if let target { _ = aSelector.playgroundPerform(on: target, with: notification) } }
        }
        PlaygroundSelectorObservers.add(token, for: observer as AnyObject, center: self)
    }

    /// Removes the observations `addObserver(_:selector:name:object:)` made for `observer` (on iOS Foundation's
    /// `removeObserver(_:)` does it). Playground extension (not in UIKit).
    public func playgroundRemoveObserver(_ observer: Any) {
        for token in PlaygroundSelectorObservers.take(for: observer as AnyObject, center: self) { removeObserver(token) }
    }
}
