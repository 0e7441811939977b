/// Writes messages to a log (Apple, os "Logger", iOS 14).
///
/// Playground: approximated: under `--verbose` each message is written to standard error (`[debug] subsystem/category:
/// message`), otherwise nowhere; there is no unified log to read it back from (docs/uikit.md, "Apple's small modules").
public struct Logger: @unchecked Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }

    public func log(_ message: OSLogMessage) { write(.default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    public func info(_ message: OSLogMessage) { write(.info, message) }
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    public func error(_ message: OSLogMessage) { write(.error, message) }
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ type: OSLogType, _ message: OSLogMessage) {
        PlaygroundOSLog.write(type, log, message.playgroundText, symbol: "Logger")
    }
}
