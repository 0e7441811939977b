import Foundation

/// Opens a URL (SwiftUI's `OpenURLAction`, iOS 14: `@Environment(\.openURL) var openURL; openURL(url)`; a view may
/// set its own with `.environment(\.openURL, OpenURLAction { url in … })`, iOS 16).
nonisolated public struct OpenURLAction: Sendable {
    /// What a handler did with the URL (Apple, `OpenURLAction.Result`): handled it, discarded it, or asked the
    /// system to open it (or another URL).
    public struct Result: Sendable, Equatable {
        let kind: Int
        let url: URL?
        /// The handler opened the URL.
        public static let handled = Result(kind: 0, url: nil)
        /// The handler did not open the URL.
        public static let discarded = Result(kind: 1, url: nil)
        /// The system opens the URL.
        public static let systemAction = Result(kind: 2, url: nil)
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2, url: url) }
    }

    private let handler: (@Sendable (URL) -> Result)?

    /// An action whose handler decides what opening a URL does (iOS 16).
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    init() { handler = nil }

    /// Opens `url`: the view's handler when one was set, else the system's.
    ///
    /// Playground: approximated: the system's action opens nothing here (no browser or other app); a handler the
    /// app set runs.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and says whether it was opened (`completion(true)` when a handler handled it).
    ///
    /// Playground: approximated: the system's action opens nothing here; `completion` gets false for it.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        var result = handler?(url) ?? .systemAction
        if result.kind == 2 {
            PlaygroundNotices.record("OpenURLAction.callAsFunction(_:)", .approximated,
                                     "the system's action opens nothing here (no browser or other app)")
            result = .discarded
        }
        completion(result.kind == 0)
    }
}

struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }

extension EnvironmentValues {
    /// Opens a URL (the system's action unless a view set its own).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
