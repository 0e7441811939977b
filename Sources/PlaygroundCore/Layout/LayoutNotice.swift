/// What a layout's code met that does not work here as on its own platform: an Apple-API symbol that is only
/// approximated, or does nothing (docs/uikit-api.md). A layout reports each once, the first time it is used; the
/// window, `dump`, the trace and the status file show them (`notices: [{symbol, state, message}]`, docs/dump.md).
///
///     LayoutNotice(symbol: "UIView.setNeedsDisplay()", state: "does-nothing", message: "no view is drawn here").line
///     // "UIView.setNeedsDisplay() does nothing here: no view is drawn here"
public struct LayoutNotice: Hashable, Sendable {
    /// The symbol as its module names it (`UIView.convert(_:to:)`).
    public var symbol: String
    /// `approximated`, `does-nothing`, `warning` or `exception`.
    public var state: String
    /// One line: how it differs.
    public var message: String

    public init(symbol: String, state: String, message: String) {
        self.symbol = symbol
        self.state = state
        self.message = message
    }

    /// The state of a warning: what the layout's code does is what iOS would show, and likely not what its author
    /// meant (a layout that keeps stale frames after a resize).
    public static let warning = "warning"

    /// The state of an exception UIKit would have raised (and stopped the app) where the playground carried on:
    /// the symbol is the exception's name, the message UIKit's reason (`NSInternalInconsistencyException: Invalid
    /// update: …`). Each distinct reason is a notice of its own.
    public static let exception = "exception"

    /// The notice for a person, one line.
    public var line: String {
        if state == Self.warning || state == Self.exception { return UserText.oneLine("\(symbol): \(message)") }
        let what = state == "does-nothing" ? "does nothing here" : "is \(state) here"
        return UserText.oneLine("\(symbol) \(what): \(message)")
    }

    /// `{"symbol": …, "state": …, "message": …}`.
    public var json: JSON {
        .object([("symbol", .string(symbol)), ("state", .string(state)), ("message", .string(message))])
    }
}

/// A session's notices: each symbol once, in the order first met, with a version that moves when one is added.
public struct LayoutNotices: Sendable, Equatable {
    public private(set) var all: [LayoutNotice] = []
    /// Counts additions: the status file and the window redraw when it moves.
    public private(set) var version = 0
    private var symbols: Set<String> = []

    public init() {}

    /// Adds the notices whose symbol is new (an exception: whose line is new); returns those added.
    @discardableResult
    public mutating func add(_ notices: [LayoutNotice]) -> [LayoutNotice] {
        let new = notices.filter { symbols.insert($0.state == LayoutNotice.exception ? $0.line : $0.symbol).inserted }
        if !new.isEmpty {
            all += new
            version += 1
        }
        return new
    }

    public var isEmpty: Bool { all.isEmpty }

    /// The `notices` array, or nil when there are none (the key is then left out).
    public var json: JSON? { all.isEmpty ? nil : .array(all.map(\.json)) }
}

extension CollectionLayout {
    /// No notices: the core's own layouts do what they say.
    public func takeNotices() -> [LayoutNotice] { [] }
}
