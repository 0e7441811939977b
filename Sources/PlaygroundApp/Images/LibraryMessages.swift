import CSDL
import Foundation

/// What C libraries print on the C `stderr` stream while an image decodes, kept for that decode instead.
///
/// libpng (inside SDL_image) prints "libpng error: …" and "libpng warning: …" lines on `stderr` by itself, so a
/// corrupt PNG would give two lines (libpng's and ours) and a slightly odd PNG a stray warning. The C stream is
/// replaced once (`CSDL_replaceStderr`) by one whose writes, on a thread that is inside `capturing`, are kept for
/// that call; every other write goes straight to file descriptor 2, as before. Only the C stream is affected: Swift
/// and our own diagnostics write to the descriptor directly.
///
/// `@unchecked Sendable`: the decoder threads and the main thread share `captures`, guarded by `lock`.
final class LibraryMessages: @unchecked Sendable {
    static let shared = LibraryMessages()

    private let lock = NSLock()
    /// Kept text by thread (pthread_t is an integer on Linux).
    private var captures: [UInt: [UInt8]] = [:]

    private init() {
        _ = CSDL_replaceStderr { _, buffer, size in
            guard let buffer, size > 0 else { return 0 }
            let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(size))
            if LibraryMessages.shared.keep(bytes) { return Int(size) }
            var done = 0
            while done < Int(size) {
                let n = write(2, bytes.baseAddress! + done, Int(size) - done)
                if n <= 0 { break }
                done += n
            }
            return Int(size)
        }
    }

    /// Runs `body`, returning its result and what was printed on `stderr` on this thread meanwhile.
    func capturing<T>(_ body: () -> T) -> (T, String) {
        let me = UInt(pthread_self())
        lock.lock()
        captures[me] = []
        lock.unlock()
        let result = body()
        lock.lock()
        let kept = captures.removeValue(forKey: me) ?? []
        lock.unlock()
        return (result, String(decoding: kept, as: UTF8.self))
    }

    private func keep(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let me = UInt(pthread_self())
        lock.lock()
        defer { lock.unlock() }
        guard captures[me] != nil else { return false }
        captures[me]!.append(contentsOf: bytes)
        return true
    }

    /// libpng's error in `text` ("libpng error: IHDR: CRC error" → "IHDR: CRC error"), if any.
    static func libpngError(in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix("libpng error: ") }
            .map { String($0.dropFirst("libpng error: ".count)) }
    }
}
