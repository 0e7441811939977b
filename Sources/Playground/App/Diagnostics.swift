import Foundation
import PlaygroundCore

/// Messages for the user on standard error.
enum Diagnostics {
    static func warn(_ message: String) { line("playground: warning: \(message)") }

    static func line(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// One line on standard output, written at once (unbuffered, so a script reading a pipe or a file sees it
    /// while the window is still open).
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
