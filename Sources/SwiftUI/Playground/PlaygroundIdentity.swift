import Foundation

/// A view's identity while it is evaluated (docs/swiftui.md, "State and identity"): SwiftUI keeps a view's `@State`
/// while the view stays at the same place in the view hierarchy (its structural identity) and gives it new state
/// when its explicit identity (`.id(_:)`, a `ForEach` element's id) changes (Apple, "Demystify SwiftUI", WWDC21;
/// `State`: "SwiftUI manages the property's storage … for the lifetime of the view"; `id(_:)`: "When the proxy
/// value specified by the id parameter changes, the identity of the view — for example, its state — is reset").
///
/// Here a view's identity is a hash of the path from the evaluated root: each evaluated view is the n-th view its
/// parent evaluated (with its type), a conditional's branch counts as a place of its own, a `ForEach` element is its
/// id under the `ForEach`, and `.id(x)` adds x. The store keeps, by identity, the first `State` box (and
/// `StateObject`) made there; a view made again at the same identity reads and writes that box.
/// Playground hook (package): not part of SwiftUI's API.
package final class PlaygroundStateStore {
    /// By identity: the kept `State` / `StateObject` boxes.
    var boxes: [Int: AnyObject] = [:]
    /// Identities met in the current pass.
    var visited: Set<Int> = []
    /// `onAppear` identities whose action ran (the view is in the hierarchy).
    var appeared: Set<Int> = []
    /// By identity: the `onDisappear` actions of views in the hierarchy.
    var disappear: [Int: () -> Void] = [:]
    /// Actions to run once the pass is laid out (`onAppear` of views that appeared in it).
    var pending: [() -> Void] = []
    /// Identities of the `onAppear` / `onDisappear` modifiers met in the current pass.
    var visitedAppearances: Set<Int> = []
    /// By `onPreferenceChange` identity: the last value its action was told.
    var preferences: [Int: Any] = [:]
    /// By `task(id:)` identity: the id its task last started for.
    var taskIDs: [Int: Any] = [:]
    /// By `onReceive` identity: its latest action and its subscription.
    var receivers: [Int: (action: PlaygroundReceiveAction, subscription: AnyCancellable)] = [:]
    /// By `onChange(of:)` identity: the value it last saw.
    var changeValues: [Int: Any] = [:]
    /// Whether a view's action (`onAppear`, `onDisappear`, `onPreferenceChange`, …) ran since the caller last
    /// cleared it: its code may have queued work on the main queue (docs/swiftui.md, "The main queue").
    package var ranActions = false
    package init() {}

    /// Starts a pass: what it meets is what the hierarchy holds now.
    package func beginPass() {
        visited = []
        visitedAppearances = []
    }

    /// Ends a pass: state of views no longer met is dropped (SwiftUI discards a view's state when the view leaves
    /// the hierarchy), `onDisappear` runs for views that left, and the `onAppear` actions of views that appeared run.
    /// Their actions may set state (the caller evaluates again).
    /// `prune`: the pass evaluated the whole hierarchy (a pass that only made the items' views again does not say
    /// what left).
    @MainActor package func endPass(prune: Bool) {
        var leaving: [() -> Void] = []
        if prune {
            boxes = boxes.filter { visited.contains($0.key) }
            preferences = preferences.filter { visited.contains($0.key) }
            receivers = receivers.filter { visited.contains($0.key) }
            changeValues = changeValues.filter { visited.contains($0.key) }
            let gone = appeared.subtracting(visitedAppearances)
            appeared.subtract(gone)
            leaving = gone.compactMap { disappear[$0] }
            disappear = disappear.filter { visitedAppearances.contains($0.key) }
            taskIDs = taskIDs.filter { visitedAppearances.contains($0.key) }
        }
        let actions = pending
        pending = []
        if !actions.isEmpty || !leaving.isEmpty { ranActions = true }
        for action in leaving { action() }
        for action in actions { action() }
    }
}

/// The identity path of the view being evaluated. Playground hook (package): not part of SwiftUI's API.
///
/// The path lives in a context bound to the evaluation (a task-local value: evaluations on other threads, as
/// parallel tests run them, have their own); outside `evaluating(with:_:)` there is none and views are evaluated
/// without identities (their state is made afresh, as before).
package enum PlaygroundIdentity {
    final class Context {
        let store: PlaygroundStateStore?
        /// The identities of the views being evaluated, innermost last, and how many children each evaluated so far.
        var keys: [Int] = [0]
        var counters: [Int] = [0]
        init(store: PlaygroundStateStore?) { self.store = store }
    }
    @TaskLocal static var context: Context?

    /// The store views' state is kept in (nil: none; state is made again with its view).
    package static var store: PlaygroundStateStore? { context?.store }

    /// The identity of the view being evaluated.
    static var current: Int { context.map { $0.keys[$0.keys.count - 1] } ?? 0 }

    static func combine(_ a: Int, _ b: some Hashable) -> Int {
        var h = Hasher()
        h.combine(a)
        h.combine(b)
        return h.finalize()
    }

    /// Evaluates `body` as the next child of the view being evaluated, of type `type`.
    @MainActor static func child<T>(_ type: Any.Type, _ body: () -> T) -> T {
        guard let c = context else { return body() }
        let n = c.counters[c.counters.count - 1]
        c.counters[c.counters.count - 1] = n + 1
        return nested(combine(combine(c.keys[c.keys.count - 1], ObjectIdentifier(type)), n), body)
    }

    /// Evaluates `body` at the place `component` under the view being evaluated (a conditional's branch, an id).
    @MainActor static func under<H: Hashable>(_ component: H, _ body: () -> PlaygroundViewNode) -> PlaygroundViewNode {
        guard context != nil else { return body() }
        return nested(combine(current, component), body)
    }

    /// Evaluates `body` at identity `key`, its children counted from 0.
    @MainActor static func nested<T>(_ key: Int, _ body: () -> T) -> T {
        guard let c = context else { return body() }
        c.keys.append(key)
        c.counters.append(0)
        defer {
            c.keys.removeLast()
            c.counters.removeLast()
        }
        return body()
    }

    /// Evaluates `body` with `store` holding the state (the evaluation starts at the root identity).
    @MainActor package static func evaluating<T>(with store: PlaygroundStateStore?, _ body: () -> T) -> T {
        $context.withValue(Context(store: store)) { body() }
    }

    /// Evaluates the root view of a hierarchy (at the same identity every time).
    @MainActor package static func root<T>(_ body: () -> T) -> T { nested(0, body) }

    /// Gives a user view's (or modifier's) `@State` and `@StateObject` properties the boxes kept at its identity,
    /// or keeps theirs there when none is.
    @MainActor static func adoptState(of value: Any) {
        guard let store else { return }
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? any PlaygroundStateProperty else { continue }
            let key = combine(current, child.label ?? "")
            store.visited.insert(key)
            property.playgroundAdopt(store, key: key)
        }
    }

    /// The identity of a modifier that runs an action (`onAppear`, `onPreferenceChange`) at the view being evaluated.
    static func modifierKey(_ name: String) -> Int {
        let n = context.map { $0.counters[$0.counters.count - 1] } ?? 0
        return combine(combine(current, name), n)
    }
}

/// A property whose storage SwiftUI keeps by the view's identity (`State`, `StateObject`).
/// Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundStateProperty {
    func playgroundAdopt(_ store: PlaygroundStateStore, key: Int)
}

extension State: PlaygroundStateProperty {
    package func playgroundAdopt(_ store: PlaygroundStateStore, key: Int) {
        if let kept = store.boxes[key] as? Box {
            if kept !== box { box.adopted = kept }
        } else {
            store.boxes[key] = box
        }
    }
}

extension StateObject: PlaygroundStateProperty {
    package func playgroundAdopt(_ store: PlaygroundStateStore, key: Int) {
        if let kept = store.boxes[key] as? Box {
            if kept !== box { box.adopted = kept }
        } else {
            store.boxes[key] = box
        }
    }
}

/// A view evaluated at an explicit identity (`.id(_:)`).
nonisolated struct PlaygroundIdentifiedView<Content: View>: PlaygroundPrimitiveView {
    let content: Content
    let id: AnyHashable
}

@MainActor extension PlaygroundIdentifiedView: PlaygroundNodeView {
    func playgroundNode() -> PlaygroundViewNode {
        .modified(PlaygroundIdentity.under(id) { SwiftUI.playgroundNode(of: content) }, .other("id"))
    }
}

/// A view with `onAppear` / `onDisappear` actions.
nonisolated struct PlaygroundAppearanceView<Content: View>: PlaygroundPrimitiveView {
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
}

@MainActor extension PlaygroundAppearanceView: PlaygroundNodeView {
    /// The action runs once the view is first met in a pass (it appeared), after that pass is laid out; not again
    /// while it stays (decided: every view of the evaluated hierarchy appears, a lazy stack's too; on iOS a lazy
    /// stack's views appear as they scroll in).
    func playgroundNode() -> PlaygroundViewNode {
        if let store = PlaygroundIdentity.store {
            let key = PlaygroundIdentity.modifierKey(appear != nil ? "onAppear" : "onDisappear")
            store.visitedAppearances.insert(key)
            if !store.appeared.contains(key) {
                store.appeared.insert(key)
                if let appear { store.pending.append(appear) }
            }
            if let disappear { store.disappear[key] = disappear }
        }
        return .modified(SwiftUI.playgroundNode(of: content), .other(appear != nil ? "onAppear" : "onDisappear"))
    }
}
