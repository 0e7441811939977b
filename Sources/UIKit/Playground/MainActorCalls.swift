/// Runs `body`, which is isolated to the main actor, from nonisolated code (UIKit's NSObject overrides, the bridge).
///
/// UIKit's classes are `@preconcurrency @MainActor` as in iOS's SDK (docs/uikit-machinery.md, "Isolation"), and the playground
/// calls them on one thread at a time: the window's main thread, a check child's main thread, or a test's thread.
/// `MainActor.assumeIsolated` would trap on a thread that is not the main one (Swift Testing runs tests on the
/// cooperative pool), so this makes no check: it calls `body` as the synchronous function it is (an actor-isolated
/// synchronous function has the same representation as a nonisolated one, which is how `assumeIsolated` calls it).
///
///     let layout = playgroundOnMainActor { makeLayout() }   // a user's `@MainActor func makeLayout()`
package func playgroundOnMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { escapable in
        try unsafeBitCast(escapable, to: (() throws -> T).self)()
    }
}
