/// The level of a log message (Apple, os_log "OSLogType").
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    // The values of Apple's <os/log.h>: OS_LOG_TYPE_DEFAULT 0x00, INFO 0x01, DEBUG 0x02, ERROR 0x10, FAULT 0x11.
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    /// The name the playground writes before a message (`[debug]`).
    var playgroundName: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}
