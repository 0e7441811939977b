import Foundation

/// The action a refreshable view runs (SwiftUI's `RefreshAction`, iOS 15), read from the environment's `refresh`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh action and waits for it to finish.
    public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
    /// The refresh action of the view's container (SwiftUI's `refresh`). Playground: always nil (no pull to refresh).
    public var refresh: RefreshAction? { nil }
}

nonisolated extension View {
    /// Marks the view as refreshable (iOS 15): a `List` or `ScrollView` runs `action` when pulled down past its top.
    /// Playground: does nothing: a pull past the top rubber-bands back without refreshing; `action` is never run.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        PlaygroundNotices.record("View.refreshable(action:)", .doesNothing, "pulling to refresh is not performed here; the action is never run")
        return playgroundModified(.other("refreshable"))
    }
}
