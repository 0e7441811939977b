import CSDL
import Foundation
import PlaygroundCore

/// Why an image could not be decoded, in one line.
struct DecodeFailure: Error, Sendable {
    var reason: String
    /// Stopped because the image was no longer wanted (not a failure of the file).
    var isCancelled = false

    static let cancelled = DecodeFailure(reason: "cancelled", isCancelled: true)
}
