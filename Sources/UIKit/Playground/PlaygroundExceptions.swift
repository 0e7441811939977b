import Foundation

/// One exception UIKit would have raised: its name and reason, as iOS prints them.
package struct PlaygroundException: Hashable, Sendable {
    /// `NSInternalInconsistencyException`, `NSInvalidArgumentException`, …
    package var name: String
    /// UIKit's own text (the reason iOS's console shows after "reason:").
    package var reason: String
    /// The object that raised it (a collection view), so the bridge shows the exceptions of its own collection view
    /// only; nil when none was named.
    package var source: ObjectIdentifier? = nil

    /// One line: "NSInternalInconsistencyException: could not dequeue a view of kind: …".
    package var line: String { "\(name): \(reason)" }
}

/// UIKit's exceptions, recorded instead of raised: where iOS throws an Objective-C exception (and the app stops),
/// the playground records UIKit's text, carries on with something harmless (a plain cell, the update not made), and
/// the bridge shows the line to the user (house rule: bad input gets one clear line, never a crash). Tests read
/// them with `take()`. Thread-safe, as PlaygroundNotices.
package enum PlaygroundExceptions {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [PlaygroundException] = []

    /// Records an exception UIKit would raise here.
    ///
    ///     PlaygroundExceptions.raise("NSInternalInconsistencyException", "could not dequeue a view of kind: …")
    package static func raise(_ name: String, _ reason: String, from source: AnyObject? = nil) {
        lock.lock(); defer { lock.unlock() }
        pending.append(PlaygroundException(name: name, reason: reason, source: source.map(ObjectIdentifier.init)))
    }

    /// The exceptions `source` raised since they were last taken, oldest first; leaves the others.
    package static func take(from source: AnyObject) -> [PlaygroundException] {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(source)
        let taken = pending.filter { $0.source == id }
        if !taken.isEmpty { pending.removeAll { $0.source == id } }
        return taken
    }

    /// The exceptions recorded since the last call, oldest first; clears them.
    package static func take() -> [PlaygroundException] {
        lock.lock(); defer { lock.unlock() }
        let taken = pending
        pending = []
        return taken
    }
}
