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

    /// Runs `executable` with `arguments`; after `timeout` seconds it is killed (SIGKILL) and `timedOut` is set.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double? = nil, separateErrors: Bool = false) -> Result {
        switch start(executable, arguments, environment: environment, separateErrors: separateErrors, input: false) {
        case .success(let started): return started.finish(timeout: timeout)
        case .failure(let failed): return failed.result
        }
    }

    /// Why a child did not start, as the result `run` gives for it (status 127).
    struct NotStarted: Error { var result: Result }

    /// Starts `executable` now; `Started.finish` waits for it. With `input`, its standard input is a pipe that
    /// `finish` writes to (a warm child that starts while the parent prepares its work, then is given it).
    static func start(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                      separateErrors: Bool = false, input: Bool = false) -> Swift.Result<Started, NotStarted> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = separateErrors ? Pipe() : nil, stdin = input ? Pipe() : nil
        process.standardOutput = out
        process.standardError = err ?? out
        process.standardInput = stdin ?? FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch {
            let why = access(executable, X_OK) == 0 ? "it did not start" : UserFile.describe(errno: errno)
            return .failure(NotStarted(result: Result(status: 127, signal: nil, output: "cannot run \(executable): \(why)",
                                                      errors: "", timedOut: false)))
        }
        // Read both pipes while the child runs, so a chatty child never blocks on a full pipe.
        let started = Started(process: process, done: done, input: stdin)
        for (pipe, isErr) in [(out, false)] + (err.map { [($0, true)] } ?? []) {
            DispatchQueue.global().async(group: started.group) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                started.collected.set(String(decoding: data, as: UTF8.self), isError: isErr)
            }
        }
        return .success(started)
    }

    /// A started child: `finish` (once) gives it its input, if any, and waits for it.
    final class Started: @unchecked Sendable {
        fileprivate let process: Process
        fileprivate let done: DispatchSemaphore
        fileprivate let input: Pipe?
        fileprivate let collected = Collected()
        fileprivate let group = DispatchGroup()

        fileprivate init(process: Process, done: DispatchSemaphore, input: Pipe?) {
            self.process = process
            self.done = done
            self.input = input
        }

        /// Writes `text` to the child's standard input (then closes it: nil only closes it), waits for the child to
        /// end, at most `timeout` seconds from now (then kills it, SIGKILL, and sets `timedOut`).
        func finish(writing text: String? = nil, timeout: Double? = nil) -> Result {
            if let input {
                // A child that already exited has closed its end: the write fails with EPIPE instead of killing
                // the app with SIGPIPE (ignored, as VideoEncoder does for ffmpeg's pipe), and its status says why.
                signal(SIGPIPE, SIG_IGN)
                if let text {
                    let bytes = Array(text.utf8)
                    _ = bytes.withUnsafeBytes { write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count) }
                }
                try? input.fileHandleForWriting.close()
            }
            var timedOut = false
            if let timeout, done.wait(timeout: .now() + timeout) == .timedOut {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
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
    }

    fileprivate final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = "", err = ""
        func set(_ text: String, isError: Bool) { lock.withLock { if isError { err = text } else { out = text } } }
        var output: String { lock.withLock { out } }
        var errors: String { lock.withLock { err } }
    }
}
