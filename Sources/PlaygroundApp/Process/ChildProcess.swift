import Dispatch
import Foundation

/// Child processes, in one place: `run` runs a program to its end (or a time limit) and collects what it printed
/// (the layout compiler and checker, the tests' `playground`); `start` starts one fed through a pipe on its standard
/// input, its standard error collected meanwhile (ffmpeg, for videos). Both read the child's pipes while it runs,
/// so a chatty child never blocks on a full pipe.
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

    /// Runs `executable` with `arguments` (in `directory`, when given); after `timeout` seconds it is killed
    /// (SIGKILL, with every process it started) and `timedOut` is set. What it prints is kept up to `CappedCapture`'s
    /// head and tail.
    /// `uncapped` keeps all of it (the tests' runs of the app, whose documents may be large).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    directory: URL? = nil, timeout: Double? = nil, separateErrors: Bool = false,
                    uncapped: Bool = false) -> Result {
        switch start(executable, arguments, environment: environment, directory: directory,
                     separateErrors: separateErrors, input: false, uncapped: uncapped) {
        case .success(let started): return started.finish(timeout: timeout)
        case .failure(let failed): return failed.result
        }
    }

    /// Why a child did not start, as the result `run` gives for it (status 127).
    struct NotStarted: Error { var result: Result }

    /// Starts `executable` now; `Started.finish` waits for it. With `input`, its standard input is a pipe that
    /// `finish` writes to (a warm child that starts while the parent prepares its work, then is given it).
    static func start(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                      directory: URL? = nil, separateErrors: Bool = false,
                      input: Bool = false, uncapped: Bool = false) -> Swift.Result<Started, NotStarted> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = separateErrors ? Pipe() : nil, stdin = input ? Pipe() : nil
        process.standardOutput = out
        process.standardError = err ?? out
        process.standardInput = stdin ?? FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch {
            return .failure(NotStarted(result: Result(
                status: 127, signal: nil, output: "cannot run \(executable): \(startFailure(executable, error))",
                errors: "", timedOut: false)))
        }
        // Read both pipes while the child runs, so a chatty child never blocks on a full pipe.
        let started = Started(process: process, done: done, input: stdin)
        for (pipe, isErr) in [(out, false)] + (err.map { [($0, true)] } ?? []) {
            DispatchQueue.global().async(group: started.group) {
                // Head and tail only: a child printing gigabytes must not grow the parent (issue 26, 10).
                let fd = pipe.fileHandleForReading.fileDescriptor
                started.collected.set(uncapped ? CappedCapture.read(fd, headLimit: .max, tailLimit: 0)
                                               : CappedCapture.read(fd), isError: isErr)
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
        /// end, at most `timeout` seconds from now (then kills it and every process it started, SIGKILL, and sets
        /// `timedOut`).
        func finish(writing text: String? = nil, timeout: Double? = nil) -> Result {
            if let input {
                // A child that already exited has closed its end: the write fails with EPIPE (the process's SIGPIPE
                // disposition untouched), and the child's status says why.
                if let text {
                    let bytes = Array(text.utf8)
                    _ = bytes.withUnsafeBufferPointer {
                        ChildProcess.writeAll(input.fileHandleForWriting.fileDescriptor, $0.baseAddress!, $0.count)
                    }
                }
                try? input.fileHandleForWriting.close()
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
    }

    /// Writes all of `count` bytes to the pipe `fd`; the errno of a failed write, else nil. A write to a pipe whose
    /// reader is gone must be an error (EPIPE), not the end of the process: SIGPIPE is blocked on this thread for the
    /// write, and one the write raised is taken before the thread's mask is restored, so the rest of the process
    /// keeps its own SIGPIPE disposition.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32? {
        var pipeSignal = sigset_t(), saved = sigset_t(), pending = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        sigpending(&pending)
        let alreadyPending = sigismember(&pending, SIGPIPE) == 1
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &saved)
        defer {
            sigpending(&pending)
            if !alreadyPending, sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                while sigtimedwait(&pipeSignal, nil, &now) == -1 && errno == EINTR {}
            }
            pthread_sigmask(SIG_SETMASK, &saved, nil)
        }
        var done = 0
        while done < count {
            let n = Foundation.write(fd, bytes + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += n
        }
        return nil
    }

    /// Why `executable` did not start, in strerror's words where Foundation wraps an errno.
    static func startFailure(_ executable: String, _ error: any Error) -> String {
        let error = error as NSError
        let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix { return UserFile.describe(errno: Int32(posix.code)) }
        return access(executable, X_OK) == 0 ? "it did not start" : UserFile.describe(errno: errno)
    }

    /// A child started by `start(_:_:)`: write to `input`, then `finish()` (close the input, wait) or `cancel()`.
    ///
    /// `@unchecked Sendable`: `errors` is written once by the reading queue before `errorsRead` is signalled, and read
    /// only after waiting on it.
    final class Running: @unchecked Sendable {
        /// The child's standard input.
        let input: FileHandle
        private let process: Process
        private let errorsRead = DispatchSemaphore(value: 0)
        private var errorText = ""
        private var waited = false

        fileprivate init(process: Process, input: FileHandle, errors: FileHandle) {
            self.process = process
            self.input = input
            DispatchQueue.global(qos: .utility).async { [self] in
                errorText = CappedCapture.read(errors.fileDescriptor)
                errorsRead.signal()
            }
        }

        /// Everything the child wrote to its standard error, once it has closed it.
        var errors: String {
            if !waited {
                errorsRead.wait()
                waited = true
            }
            return errorText
        }

        /// Closes the input and waits for the child to end: its exit status.
        func finish() -> Int32 {
            try? input.close()
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// Closes the input, stops the child (SIGTERM) and waits for it to end.
        func cancel() {
            try? input.close()
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    /// Starts `executable` with `arguments`, a pipe on its standard input, its standard output discarded and its
    /// standard error collected; throws the reason it did not start (strerror's words).
    static func start(_ executable: String, _ arguments: [String]) throws(StartError) -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        do { try process.run() } catch { throw StartError(reason: startFailure(executable, error)) }
        return Running(process: process, input: stdin.fileHandleForWriting, errors: stderr.fileHandleForReading)
    }

    struct StartError: Error {
        var reason: String
    }

    fileprivate final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = "", err = ""
        func set(_ text: String, isError: Bool) { lock.withLock { if isError { err = text } else { out = text } } }
        var output: String { lock.withLock { out } }
        var errors: String { lock.withLock { err } }
    }
}
