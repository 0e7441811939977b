/// Writes a message with `printf`-style arguments to a log (Apple, os "os_log(_:dso:log:type:_:)").
///
/// Playground: approximated: under `--verbose` the format and its arguments are written to standard error; the
/// arguments follow the format rather than replacing its `%@` / `%d` placeholders.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    let text = "\(message)" + (args.isEmpty ? "" : " " + args.map { String(describing: $0) }.joined(separator: ", "))
    PlaygroundOSLog.write(type, log, text, symbol: "os_log")
}

/// Writes a message to a log (Apple, os "os_log(_:_:)", iOS 14): an `OSLogMessage`.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    PlaygroundOSLog.write(type, log, message.playgroundText, symbol: "os_log")
}

/// Writes a message to a log (Apple, os "os_log(_:_:)", iOS 14): an `OSLogMessage` at the default level.
public func os_log(_ message: OSLogMessage) {
    PlaygroundOSLog.write(.default, .default, message.playgroundText, symbol: "os_log")
}
