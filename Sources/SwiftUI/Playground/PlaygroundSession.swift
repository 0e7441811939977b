import Foundation

/// What the SwiftUI module keeps for the views it evaluates outside any one view's store: the connected timers and
/// the clock's epoch (`PlaygroundTimers`), a `ScrollViewProxy.scrollTo` not yet taken (`PlaygroundScrollRequests`),
/// the animation of a `withAnimation` and its waiting completions (`PlaygroundTransaction`), the objects
/// `.environmentObject(_:)` supplied (`PlaygroundEnvironmentObjects`) and the `objectWillChange` publishers
/// (`PlaygroundObjectPublishers`).
///
/// A layout made from its file (when it loads, at each hot reload, when the panel makes it again with other
/// parameters) starts from a clean module: `reset()` empties these tables before the file's view is made, so a
/// timer of the version replaced no longer fires (nor keeps the window stepping frames), a scroll it asked for is
/// not taken by the new one, and its environment objects are not read by the new one. Nothing of the replaced
/// version is kept: its `@State` and `@StateObject` live in its own store and go with it. Decided (SwiftUI says
/// nothing of reloading code): as Xcode's canvas, which makes the preview again from its code after an edit, so
/// state starts from its initial values (docs/swiftui.md, "State across reloads").
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundSession {
    /// Empties the module's tables (see the type's documentation). The state-change generation is not reset: it
    /// only ever grows, and layouts compare it with what they saw.
    package static func reset() {
        PlaygroundTimers.entries.removeAll()
        PlaygroundTimers.epoch = nil
        PlaygroundScrollRequests.pending = nil
        PlaygroundTransaction.current = nil
        PlaygroundTransaction.changeAnimation = nil
        PlaygroundTransaction.completions.removeAll()
        PlaygroundEnvironmentObjects.objects.removeAll()
        PlaygroundObjectPublishers.lock.lock()
        PlaygroundObjectPublishers.entries.removeAll()
        PlaygroundObjectPublishers.lock.unlock()
        PlaygroundGestures.reset()
    }

    /// Whether any table holds something (for tests: a reset leaves every one empty).
    package static var isClean: Bool {
        PlaygroundTimers.entries.isEmpty && PlaygroundTimers.epoch == nil && PlaygroundScrollRequests.pending == nil
            && PlaygroundTransaction.current == nil && PlaygroundTransaction.changeAnimation == nil
            && PlaygroundTransaction.completions.isEmpty && PlaygroundEnvironmentObjects.objects.isEmpty
            && PlaygroundObjectPublishers.entries.isEmpty
    }
}
