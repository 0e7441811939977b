import Foundation
import PlaygroundCore

/// A file system path as the bytes Linux keeps: a name need not be UTF-8 (Latin-1 names from old archives are
/// common), and a Swift `String` cannot hold such bytes (it repairs them to U+FFFD, and the file can no longer be
/// opened). Listed by `readdir`, opened by these bytes, shown to the user as `display`.
///
///     BytePath(bytes: Array("caf".utf8) + [0xE9] + Array(".jpg".utf8)).display  // "caf\xE9.jpg"
struct BytePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    var bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path given as text (a command-line argument, a default): its UTF-8 bytes.
    init(_ string: String) { bytes = Array(string.utf8) }

    /// A path given on the command line, with the bytes the shell passed: Swift's `CommandLine.arguments` repairs
    /// bytes that are not UTF-8 to U+FFFD, so such an argument is found again in the raw `argv` (whole, or after the
    /// `=` of `--option=value`). Any other text is taken as it is.
    init(argument: String) {
        self.init(argument)
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return }
        for i in 0..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[i] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: raw, count: strlen(raw))).map { UInt8(bitPattern: $0) }
            let afterEquals = bytes.firstIndex(of: UInt8(ascii: "=")).map { Array(bytes[($0 + 1)...]) }
            for candidate in [bytes, afterEquals].compactMap({ $0 })
            where String(decoding: candidate, as: UTF8.self) == argument {
                self.bytes = candidate
                return
            }
        }
    }

    /// The path for messages and identifiers (`escaped(_:)`).
    var display: String { Self.escaped(bytes) }

    var description: String { display }

    /// `self/name`.
    func appending(_ name: BytePath) -> BytePath {
        if bytes.isEmpty { return name }
        return BytePath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name.bytes : bytes + [UInt8(ascii: "/")] + name.bytes)
    }

    /// The last component ("a/b.png" → "b.png"); the whole path when it has no slash.
    var lastComponent: BytePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return self }
        return BytePath(bytes: Array(bytes[(slash + 1)...]))
    }

    /// The folder holding the last component: "order.json" → ".", "/order.json" → "/", "a/b/c" → "a/b".
    /// (A path given with no folder part is in the current folder; an empty folder name is not a path.)
    var parent: BytePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return BytePath(".") }
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }  // "a//b" → "a"
        return end == 0 ? BytePath("/") : BytePath(bytes: Array(bytes[..<end]))
    }

    /// The extension after the last dot of the last component, lowercased ASCII ("IMG.JPG" → "jpg"); "" for none.
    var pathExtension: String {
        let name = lastComponent.bytes
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return "" }
        return String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
    }

    /// Calls `body` with the path as a NUL-terminated C string (a path with a NUL byte cannot exist: it is cut there,
    /// and the open fails or names another file, as the C library would).
    func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// Bytes as one line of text (`UserText.escaped(bytes:)`, the one escaping of every message).
    static func escaped(_ bytes: [UInt8]) -> String { UserText.escaped(bytes: bytes) }
}
