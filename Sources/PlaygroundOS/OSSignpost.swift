/// The kind of a signpost (Apple, os "OSSignpostType"): an interval's begin or end, or a single event.
public struct OSSignpostType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    // The values of Apple's <os/signpost.h>: OS_SIGNPOST_EVENT 0x00, OS_SIGNPOST_INTERVAL_BEGIN 0x01,
    // OS_SIGNPOST_INTERVAL_END 0x02.
    public static let event = OSSignpostType(rawValue: 0x00)
    public static let begin = OSSignpostType(rawValue: 0x01)
    public static let end = OSSignpostType(rawValue: 0x02)

    /// The word the playground writes before a signpost's message.
    var playgroundName: String {
        switch self {
        case .begin: "begin"
        case .end: "end"
        default: "event"
        }
    }
}

/// The identifier that matches a signpost interval's begin with its end (Apple, os "OSSignpostID").
public struct OSSignpostID: Equatable, Hashable, Comparable, Sendable {
    /// The identifier's value (Apple's `os_signpost_id_t`, a 64-bit integer).
    public let rawValue: UInt64

    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique in the process (Apple: "generates a new signpost ID").
    public init(log: OSLog) {
        rawValue = OSSignpostID.playgroundNext()
    }

    /// The identifier of `object` (Apple: derived from the object's pointer, the same for the same object).
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    // <os/signpost.h>: OS_SIGNPOST_ID_NULL 0, OS_SIGNPOST_ID_INVALID ~0, OS_SIGNPOST_ID_EXCLUSIVE 0xEEEEB0B5B2B2EEEE.
    public static let null = OSSignpostID(0)
    public static let invalid = OSSignpostID(~0)
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    nonisolated(unsafe) private static var made: UInt64 = 0
    private static func playgroundNext() -> UInt64 {
        made += 1   // from 1: 0 is OS_SIGNPOST_ID_NULL
        return made
    }
}

/// Marks a point of interest or an interval's begin or end (Apple, os "os_signpost(_:dso:log:name:signpostID:)").
///
/// Playground: approximated: no Instruments records it; under `--verbose` a line with the kind, name and identifier
/// is written to standard error, as `os_log`'s messages are.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
    PlaygroundOSLog.write(.default, log, "signpost \(type.playgroundName) \(name) [\(signpostID.rawValue)]",
                          symbol: "os_signpost")
}

/// As `os_signpost(_:dso:log:name:signpostID:)`, with a `printf`-style message (Apple, os
/// "os_signpost(_:dso:log:name:signpostID:_:_:)").
///
/// Playground: as the one without a message; the arguments follow the format rather than replacing its
/// placeholders, as in `os_log`.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {
    let text = "\(format)" + (arguments.isEmpty ? "" : " " + arguments.map { String(describing: $0) }.joined(separator: ", "))
    PlaygroundOSLog.write(.default, log, "signpost \(type.playgroundName) \(name) [\(signpostID.rawValue)]: \(text)",
                          symbol: "os_signpost")
}

extension OSLog {
    /// Whether signposts are recorded for the log (Apple, os "OSLog.signpostsEnabled").
    ///
    /// Playground: as `isEnabled(type:)`: under `--verbose`, for every log but the disabled one.
    public var signpostsEnabled: Bool { isEnabled(type: .default) }
}
