import Foundation
import UIKit

/// Where the os module's messages go here: standard error, under `--verbose` only (set by the app); the first use
/// of each entry point records an "approximated" notice (docs/uikit.md, "Apple's small modules").
package enum PlaygroundOSLog {
    /// Set by the app from `--verbose`.
    nonisolated(unsafe) package static var verbose = false

    static func write(_ type: OSLogType, _ log: OSLog, _ text: String, symbol: String) {
        PlaygroundNotices.record(symbol, .approximated,
                                 "messages go to standard error under --verbose, not to a unified log")
        guard verbose, log !== OSLog.disabled else { return }
        let place = log.subsystem.isEmpty && log.category.isEmpty ? "" : " \(log.subsystem)/\(log.category)"
        FileHandle.standardError.write(Data("[\(type.playgroundName)]\(place): \(text)\n".utf8))
    }
}
