import Foundation

/// Standard output for documents only (dump's JSON, replay's trace, `layouts`, bench's table, the window's
/// `screenshot:` lines), apart from whatever a layout file's code prints (issue 26, 8).
///
/// Once user code is loaded (`reserveForDocuments`), descriptor 1 points at standard error and documents go to a
/// duplicate of the original standard output: a `print` in a layout can no longer corrupt a JSON document.
enum StandardOutput {
    private static let state = State()

    /// Keeps the original standard output for documents and points descriptor 1 (`print`, `putchar`, a C library
    /// writing to stdout) at standard error, for the rest of the process. Idempotent.
    static func reserveForDocuments() { state.reserve() }

    /// Writes `text` to the documents' standard output, whole (retrying short writes).
    static func write(_ text: String) {
        let fd = state.documents
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, $0.count) }
            if n < 0 { if errno == EINTR { continue } else { return } }
            bytes = bytes.dropFirst(n)
        }
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var fd: Int32 = 1
        var documents: Int32 { lock.withLock { fd } }

        func reserve() {
            lock.withLock {
                guard fd == 1 else { return }
                fflush(nil)  // what print buffered so far goes out first
                let copy = fcntl(1, F_DUPFD_CLOEXEC, 3)
                guard copy >= 0, dup2(2, 1) == 1 else { return }
                fd = copy
            }
        }
    }
}
