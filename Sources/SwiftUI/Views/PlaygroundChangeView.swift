import Foundation

/// A view with an `onChange(of:)` action (docs/swiftui.md, "onChange"). Apple, `onChange(of:initial:_:)`: "SwiftUI
/// calls the action … when the value changes … When `initial` is true, the action also runs when the view
/// initially appears"; the old value is the one of the view's previous update.
nonisolated struct PlaygroundChangeView<Content: View, V: Equatable>: PlaygroundPrimitiveView {
    let content: Content
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
}

@MainActor extension PlaygroundChangeView: PlaygroundNodeView {
    /// The value is kept at the modifier's identity; when an evaluation finds another one, the action runs with
    /// (kept, new) once that pass is laid out (its state changes re-render, as `onAppear`'s do).
    func playgroundNode() -> PlaygroundViewNode {
        if let store = PlaygroundIdentity.store {
            let key = PlaygroundIdentity.modifierKey("onChange")
            store.visited.insert(key)
            let new = value, action = action
            if let kept = store.changeValues[key] as? V {
                if kept != new { store.pending.append { action(kept, new) } }
            } else if initial {
                store.pending.append { action(new, new) }
            }
            store.changeValues[key] = new
        }
        return .modified(SwiftUI.playgroundNode(of: content), .other("onChange"))
    }
}
