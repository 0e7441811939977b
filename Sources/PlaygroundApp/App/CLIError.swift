import Foundation
import PlaygroundCore

/// A one-line error for the user: control characters in it (from a name or a value the user gave) are escaped,
/// so it stays one line and cannot drive the terminal (issue 26, 12).
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = UserText.oneLine(description) }
}
