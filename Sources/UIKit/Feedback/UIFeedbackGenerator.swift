import Foundation

/// The base of the haptic feedback generators (UIFeedbackGenerator.h).
///
/// Playground: does nothing: there is no haptic engine here.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Prepares the engine (does nothing here).
    open func prepare() { playgroundNothing() }

    func playgroundNothing() {
        PlaygroundNotices.record("UIFeedbackGenerator", .doesNothing, "there is no haptic engine here")
    }
}
