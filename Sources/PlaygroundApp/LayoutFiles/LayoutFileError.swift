import PlaygroundCore

/// A layout file that could not be used, with the one-line message the CLI prints (`Spiral.swift:12:5: error: …`)
/// and, for the window's overlay, the compiler's first errors with their source lines.
struct LayoutFileError: Error, CustomStringConvertible {
    /// The file (as the user named it).
    var file: String
    /// One line: what failed, where, why.
    var message: String
    /// Up to a few errors for the overlay, each with its source line.
    var details: [Excerpt] = []

    /// One error for the overlay: its one-line summary and the source line it points into.
    struct Excerpt: Equatable {
        var summary: String
        /// The line of the user's file, tabs as four spaces; nil when there is none to show.
        var source: String?
        /// 1-based column in `source` (the caret).
        var column: Int = 1
    }

    /// `message` as one line (a newline or an escape sequence in a file name escaped: `UserText.oneLine`).
    init(file: String, message: String, details: [Excerpt] = []) {
        self.file = file
        self.message = UserText.oneLine(message)
        self.details = details
    }

    var description: String { message }
}
