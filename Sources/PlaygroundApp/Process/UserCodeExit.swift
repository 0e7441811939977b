import Foundation

/// A layout file's code that calls `exit()` in this process (issue 26, 6). Its check ends in a child process,
/// which must give an explicit verdict; but a layout can pass the check and still exit later (at an item count or
/// an offset the check did not visit). Then an `atexit` handler finishes what the command would lose — the
/// window's trace and recordings, the order (`whenUserCodeExits`) —, says so in one line, and ends the process
/// with status 1 (status 0 would look like success).
///
/// Armed once user code may run here (`LayoutFileOptions.loader`); the command's own end disarms it
/// (`PlaygroundCLI.main`), so an ordinary quit or error is not mistaken for the layout's exit. `_exit` and
/// signals bypass `atexit`: a layout that traps is a crash, as before.
enum UserCodeExit {
    private static let state = State()

    /// From now on, an exit the command did not make is the layout's.
    static func arm() { state.arm() }

    /// The command has finished: its exit is its own.
    static func disarm() { state.disarm() }

    /// `finish` runs (once, on the exiting thread) if user code exits the process; `what` ("the trace and
    /// recordings") is named in the message, nil for housekeeping.
    static func whenUserCodeExits(finishing what: String? = nil, _ finish: @escaping () -> Void) {
        state.add(what, finish)
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var armed = false, installed = false
        private var finishers: [(what: String?, finish: () -> Void)] = []

        func arm() {
            lock.withLock {
                armed = true
                guard !installed else { return }
                installed = true
                atexit { UserCodeExit.state.exiting() }
            }
        }

        func disarm() { lock.withLock { armed = false } }
        func add(_ what: String?, _ finish: @escaping () -> Void) { lock.withLock { finishers.append((what, finish)) } }

        func exiting() {
            let run: [(what: String?, finish: () -> Void)]? = lock.withLock {
                guard armed else { return nil }
                armed = false
                return finishers
            }
            guard let run else { return }
            let named = run.compactMap(\.what)
            Diagnostics.line("Error: a layout file's code ended the process (it called exit()); "
                + (named.isEmpty ? "" : "finishing \(named.joined(separator: " and ")), then ") + "exiting with status 1")
            for finisher in run { finisher.finish() }
            fflush(nil)
            _exit(1)
        }
    }
}
