import Foundation

/// `.task(priority:_:)` and `.task(id:priority:_:)` where a scroll layout evaluates views (docs/swiftui.md, "State
/// and identity"). Apple, `task(priority:_:)`: "Adds an asynchronous task to perform before this view appears";
/// `task(id:priority:_:)`: "… or when a specified value changes", the task before it cancelled.
///
/// The task starts when the view first appears in the evaluated hierarchy (with the `onAppear` actions, after the
/// pass is laid out) and again when its `id` differs from the one it last started for. It starts at once on the
/// main actor (`Task.immediate`, its closure inherits the view's actor as SwiftUI's does), so a task that sets
/// state before it first suspends — the common `GeometryReader` size reader `.task(id: proxy.size) { size =
/// proxy.size }` — has set it when the pass ends and the view is laid out again. Playground: what runs after a
/// suspension runs whenever the main actor next gets to it (not within the pass), and a task is not cancelled
/// when its view leaves or its id changes (docs/swiftui.md, "Tasks").
nonisolated struct PlaygroundTaskView<Content: View, ID: Equatable>: PlaygroundPrimitiveView {
    let content: Content
    let id: ID
    let action: @isolated(any) @Sendable () async -> Void
}

@MainActor extension PlaygroundTaskView: PlaygroundNodeView {
    func playgroundNode() -> PlaygroundViewNode {
        if let store = PlaygroundIdentity.store {
            let key = PlaygroundIdentity.modifierKey("task")
            store.visitedAppearances.insert(key)
            let changed = (store.taskIDs[key] as? ID).map { $0 != id } ?? true
            if !store.appeared.contains(key) || changed {
                store.appeared.insert(key)
                store.taskIDs[key] = id
                let action = action
                store.pending.append { PlaygroundTaskView.start(action) }
            }
        }
        return .modified(SwiftUI.playgroundNode(of: content), .other("task"))
    }

    /// Runs `action` synchronously up to its first suspension (SE-0472's immediate task).
    static func start(_ action: @escaping @isolated(any) @Sendable () async -> Void) {
        PlaygroundNotices.record("View.task(priority:_:)", .approximated,
                                 "a task runs at once up to its first suspension, within the pass; it is not cancelled")
        Task.immediate(operation: action)
    }
}

/// The id of a `task` without one: it never changes.
struct PlaygroundNoTaskID: Equatable {}
