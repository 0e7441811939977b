/// What happened to the parameters while the playground ran: a version bumped on every change (the trace reports
/// the parameters when it changes) and the parameter events that were refused, with their times (the replay and
/// the panel print them).
public struct ParameterLog: Sendable {
    /// At most this many refused events are kept.
    public static let errorLimit = 100

    /// Bumped on every parameter change (a panel or script change, an undo of one, new images).
    public private(set) var version = 0
    /// Refused parameter events (unknown name, bad value), at most `errorLimit`.
    public private(set) var errors: [(time: Double, message: String)] = []

    public init() {}

    /// Notes a change.
    mutating func noteChange() { version += 1 }

    /// Keeps a refused parameter event's message.
    mutating func reject(_ error: ParameterError, at time: Double) {
        if errors.count < Self.errorLimit { errors.append((time, error.message)) }
    }
}
