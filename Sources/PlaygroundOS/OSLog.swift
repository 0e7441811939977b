/// A log object: a subsystem and a category (Apple, os_log "OSLog").
///
/// Playground: messages go to standard error under `--verbose` (PlaygroundOSLog), not to a unified log.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log object.
    nonisolated(unsafe) public static let `default` = OSLog(subsystem: "", category: "")
    /// A log object that writes nothing.
    nonisolated(unsafe) public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Whether messages of `type` are written: under `--verbose`, all but the disabled log's.
    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled && PlaygroundOSLog.verbose }

    /// Apple's category for points of interest.
    public static let pointsOfInterest = "PointsOfInterest"
}
