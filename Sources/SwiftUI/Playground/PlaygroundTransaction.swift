import Foundation

/// The animation a change is made with (SwiftUI's `withAnimation` sets the transaction's animation for the changes
/// its body makes: Apple, `withAnimation(_:_:)`: "Returns the result of recomputing the view's body with the
/// provided animation"), and the completions of `withAnimation(_:completionCriteria:_:completion:)` waiting on the
/// playground's clock.
///
/// Where it shows here: a scroll position set by code (a `.scrollPosition` binding, `ScrollPosition.scrollTo`,
/// `ScrollViewProxy.scrollTo`) scrolls with the core's programmatic-scroll animation over the animation's duration
/// when it was made inside `withAnimation`, else at once (docs/swiftui.md, "Scrolling by code"). Other changes are
/// still shown at once (views do not animate here).
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundTransaction {
    /// The animation of the `withAnimation` whose body runs now (nil: none, or `withAnimation(nil)`).
    nonisolated(unsafe) package static var current: Animation?
    /// The animation of the last state change made inside `withAnimation` since `takeChangeAnimation()`.
    nonisolated(unsafe) static var changeAnimation: Animation?

    /// A state change is being made: remembered as animated when it is made inside `withAnimation`.
    package static func noteChange() {
        if let current { changeAnimation = current }
    }

    /// The animation of the state changes made since the last call (nil: none was animated).
    package static func takeChangeAnimation() -> Animation? {
        defer { changeAnimation = nil }
        return changeAnimation
    }

    /// A `withAnimation` completion: due its animation's duration after the first clock time it is told.
    final class Completion {
        let delay: Double
        let action: () -> Void
        var due: Double?
        init(delay: Double, action: @escaping () -> Void) { self.delay = delay; self.action = action }
    }
    nonisolated(unsafe) static var completions: [Completion] = []

    /// Whether a completion waits for the clock.
    package static var hasCompletions: Bool { !completions.isEmpty }

    /// Moves the playground's clock to `time` (seconds): each completion whose animation has run its duration since
    /// the first time it was told runs, once. Decided: the clock is the playground's (as timers'), since views do
    /// not animate here, a completion runs when the animation would have ended.
    @MainActor package static func advance(to time: Double) {
        var due: [Completion] = []
        for c in completions {
            if c.due == nil { c.due = time + c.delay }
            if let d = c.due, d <= time { due.append(c) }
        }
        guard !due.isEmpty else { return }
        completions.removeAll { c in due.contains { $0 === c } }
        for c in due { c.action() }
    }
}

extension Animation {
    /// How long the animation runs, seconds (the playground's approximation of its curve).
    package var playgroundDuration: Double { duration }
}

/// When a `withAnimation` completion runs (SwiftUI's `AnimationCompletionCriteria`, iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// The animation has logically completed (it may still be running, e.g. a spring settling).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// The animation has been removed entirely.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` with `animation` and calls `completion` when the animation completes (SwiftUI, iOS 17).
///
/// Playground: approximated: the changes happen at once (a scroll set by code animates: docs/swiftui.md,
/// "Scrolling by code"); `completion` runs on the playground's clock once the animation's duration (0 without one) has passed, for both
/// criteria (approximated: the curves here have no settling tail).
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    PlaygroundNotices.record("withAnimation(_:completionCriteria:_:completion:)", .approximated,
                             "the completion runs once the animation's duration passed on the playground's clock")
    PlaygroundTransaction.completions.append(
        PlaygroundTransaction.Completion(delay: animation?.playgroundDuration ?? 0, action: completion))
    return try withAnimation(animation, body)
}
