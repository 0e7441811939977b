import Foundation

// Combine's Foundation publisher of notifications (Combine declares it on NotificationCenter: `publisher(for:object:)`,
// "Returns a publisher that emits events when broadcasting notifications"). Real views subscribe to the app's life
// cycle with it (`NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)` in an
// `onReceive`, JWAutumn/ACarousel). Decided: a subscription is a block observation of the center (Foundation's
// `addObserver(forName:object:queue:using:)` with no queue), so a notification is delivered synchronously on the
// thread that posts it, as Foundation posts; cancelling removes the observation.

extension NotificationCenter {
    /// A publisher of the notifications a center posts with a name (Combine's `NotificationCenter.Publisher`).
    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let box = PlaygroundNotificationSubscription(center: center)
            let s = PlaygroundSubscription(subscriber) { _ in box.remove() }
            box.subscription = s
            box.token = center.addObserver(forName: name, object: object, queue: nil) { [box] note in
                box.deliver(note)
            }
            subscriber.receive(subscription: s)
        }
    }

    /// A publisher of the notifications named `name` (from `object`, or any sender when nil).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }
}

/// The observation behind one subscription: the center's token, removed when the subscription is cancelled.
/// Notifications arrive on the posting thread (as Foundation delivers them); the subscriber is called there.
final class PlaygroundNotificationSubscription: @unchecked Sendable {
    let center: NotificationCenter
    var token: NSObjectProtocol?
    var subscription: PlaygroundSubscription<Notification, Never>?

    init(center: NotificationCenter) { self.center = center }

    func deliver(_ note: Notification) { subscription?.send?(note) }

    func remove() {
        if let token { center.removeObserver(token) }
        token = nil
        subscription = nil
    }
}
