import Foundation

/// The state of a UIKit symbol in this module (docs/uikit-api.md): as iOS (nothing marked), approximated or doing
/// nothing (a `Playground:` doc line, and a notice recorded on first use), not provided
/// (`@available(*, unavailable, message:)`), or a playground extension (`playground`-prefixed).
package enum PlaygroundSymbolState: String, Sendable {
    /// Does what iOS does only approximately; the message says how.
    case approximated
    /// Accepted and stored, but has no effect here; the message says why.
    case doesNothing = "does-nothing"
}

/// One notice: which symbol, its state, and what the user should know, in one line.
package struct PlaygroundNotice: Hashable, Sendable {
    package var symbol: String
    package var state: PlaygroundSymbolState
    package var message: String

    package init(symbol: String, state: PlaygroundSymbolState, message: String) {
        self.symbol = symbol
        self.state = state
        self.message = message
    }
}

/// The notices recorded since the last `take()`, each symbol once (first use) per process, in order. The bridge
/// takes them after each call into user code and hands them to the window, `dump --verbose` and the trace (issue
/// house, "four states"). The notices wait on the thread that recorded them, so a call into one layout's code
/// takes what that call met, even while another thread runs another layout (the window's reload thread, tests in
/// parallel). Thread-safe.
package enum PlaygroundNotices {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: Set<String> = []
    private static let pendingKey = "PlaygroundNotices.pending"
    /// Notices recorded and not yet taken, on every thread: a `take()` when there are none anywhere does not look in
    /// the thread's dictionary (the adapter takes after every call into a layout, many times a frame).
    nonisolated(unsafe) private static var waiting = 0

    /// This thread's notices not yet taken.
    private static var pending: [PlaygroundNotice] {
        get { Thread.current.threadDictionary[pendingKey] as? [PlaygroundNotice] ?? [] }
        set { Thread.current.threadDictionary[pendingKey] = newValue.isEmpty ? nil : newValue }
    }

    /// Records `symbol`'s notice unless it was recorded before (since the last `playgroundResetNotices()`).
    ///
    ///     PlaygroundNotices.record("UIView.convert(_:to:)", .approximated, "ignores transforms")
    package static func record(_ symbol: String, _ state: PlaygroundSymbolState, _ message: String) {
        lock.lock(); defer { lock.unlock() }
        guard seen.insert(symbol).inserted else { return }
        pending.append(PlaygroundNotice(symbol: symbol, state: state, message: message))
        waiting += 1
    }

    /// The notices this thread recorded since the last call, oldest first; clears them (each symbol is still
    /// recorded once).
    package static func take() -> [PlaygroundNotice] {
        lock.lock()
        let none = waiting == 0
        lock.unlock()
        if none { return [] }
        let taken = pending
        guard !taken.isEmpty else { return [] }
        pending = []
        lock.lock(); defer { lock.unlock() }
        waiting -= taken.count
        return taken
    }

    /// Forgets which symbols were seen, so a new layout (a reload) hears about them again; drops this thread's
    /// notices.
    package static func reset() {
        let dropped = pending.count
        if dropped > 0 { pending = [] }
        lock.lock(); defer { lock.unlock() }
        waiting -= dropped
        seen = []
    }
}
