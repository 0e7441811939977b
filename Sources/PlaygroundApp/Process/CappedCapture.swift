import Foundation

/// Reads a descriptor to its end keeping only its head and tail, so a child printing gigabytes costs the parent
/// a fixed amount of memory (issue 26, 10: 2 GB printed during a layout check pushed the parent to 3.5 GB).
/// The middle is read and dropped (the child never blocks on a full pipe); the text says how much was left out.
struct CappedCapture {
    /// Bytes kept from the start and from the end: far more than any compiler message or check report (a few KB).
    static let headLimit = 256 * 1024, tailLimit = 64 * 1024

    private(set) var head: [UInt8] = []
    private(set) var tail: [UInt8] = []
    private(set) var dropped = 0
    let headLimit: Int, tailLimit: Int

    init(headLimit: Int = CappedCapture.headLimit, tailLimit: Int = CappedCapture.tailLimit) {
        self.headLimit = headLimit
        self.tailLimit = tailLimit
    }

    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        var rest = chunk[...]
        let room = headLimit - head.count
        if room > 0 {
            head += rest.prefix(room)
            rest = rest.dropFirst(room)
        }
        guard !rest.isEmpty else { return }
        tail += rest
        if tail.count > tailLimit {
            let excess = tail.count - tailLimit
            dropped += excess
            tail.removeFirst(excess)
        }
    }

    /// Head, a line saying what was left out (when anything was), and tail.
    var text: String {
        let middle = dropped > 0 ? "\n[… \(dropped) bytes left out …]\n" : ""
        return String(decoding: head, as: UTF8.self) + middle + String(decoding: tail, as: UTF8.self)
    }

    /// Reads `fd` to its end.
    static func read(_ fd: Int32, headLimit: Int = CappedCapture.headLimit, tailLimit: Int = CappedCapture.tailLimit) -> String {
        var capture = CappedCapture(headLimit: headLimit, tailLimit: tailLimit)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 { if errno == EINTR { continue } else { break } }
            if n == 0 { break }
            buffer.withUnsafeBytes { capture.append(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
        }
        return capture.text
    }
}
