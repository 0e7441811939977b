import Foundation

/// One exception UIKit would have raised: its name and reason, as iOS prints them.
package struct PlaygroundException: Hashable, Sendable {
    /// `NSInternalInconsistencyException`, `NSInvalidArgumentException`, …
    package var name: String
    /// UIKit's own text (the reason iOS's console shows after "reason:").
    package var reason: String

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
    package static func raise(_ name: String, _ reason: String) {
        lock.lock(); defer { lock.unlock() }
        pending.append(PlaygroundException(name: name, reason: reason))
    }

    /// The exceptions recorded since the last call, oldest first; clears them.
    package static func take() -> [PlaygroundException] {
        lock.lock(); defer { lock.unlock() }
        let taken = pending
        pending = []
        return taken
    }
}
