import Dispatch
import Foundation

/// Runs a program to its end (or a time limit) and collects what it printed.
enum ChildProcess {
    struct Result {
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
        /// The signal that ended it, if one did.
        var signal: Int32?
        /// Standard output, with standard error appended unless `separateErrors`.
        var output: String
        var errors: String
        var timedOut: Bool
    }

    /// Runs `executable` with `arguments`; after `timeout` seconds it is killed (SIGKILL, with every process it
    /// started) and `timedOut` is set. What it prints is kept up to `CappedCapture`'s head and tail.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double? = nil, separateErrors: Bool = false) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = separateErrors ? Pipe() : nil
        process.standardOutput = out
        process.standardError = err ?? out
        process.standardInput = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch {
            let why = access(executable, X_OK) == 0 ? "it did not start" : UserFile.describe(errno: errno)
            return Result(status: 127, signal: nil, output: "cannot run \(executable): \(why)", errors: "", timedOut: false)
        }
        // Read both pipes while the child runs, so a chatty child never blocks on a full pipe.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isErr) in [(out, false)] + (err.map { [($0, true)] } ?? []) {
            DispatchQueue.global().async(group: group) {
                // Head and tail only: a child printing gigabytes must not grow the parent (issue 26, 10).
                collected.set(CappedCapture.read(pipe.fileHandleForReading.fileDescriptor), isError: isErr)
            }
        }
        var timedOut = false
        if let timeout, done.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            ProcessTree.kill(process.processIdentifier)  // swiftc's frontends too
            done.wait()
        } else if timeout == nil {
            done.wait()
        }
        group.wait()
        let signalled = process.terminationReason == .uncaughtSignal
        let status = process.terminationStatus
        return Result(status: signalled ? 128 + status : status, signal: signalled ? status : nil,
                      output: collected.output, errors: collected.errors, timedOut: timedOut)
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = "", err = ""
        func set(_ text: String, isError: Bool) { lock.withLock { if isError { err = text } else { out = text } } }
        var output: String { lock.withLock { out } }
        var errors: String { lock.withLock { err } }
    }
}
