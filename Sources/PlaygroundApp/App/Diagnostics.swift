import Foundation
import PlaygroundCore

/// Messages for the user on standard error.
enum Diagnostics {
    static func warn(_ message: String) { line("playground: warning: \(message)") }

    /// One line on standard error (control characters escaped: `UserText.oneLine`).
    static func line(_ text: String) {
        FileHandle.standardError.write(Data((UserText.oneLine(text) + "\n").utf8))
    }

    /// One line on standard output, written at once (unbuffered, so a script reading a pipe or a file sees it
    /// while the window is still open); the documents' output once user code is loaded (`StandardOutput`).
    static func out(_ text: String) {
        StandardOutput.write(UserText.oneLine(text) + "\n")
    }
}
