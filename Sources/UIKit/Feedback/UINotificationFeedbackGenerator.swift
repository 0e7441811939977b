import Foundation

/// The haptics of success, warning and error (UINotificationFeedbackGenerator.h; raw values as there).
///
/// Playground: does nothing: there is no haptic engine here.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success = 0, warning, error }

    public override init() { super.init() }
    open func notificationOccurred(_ notificationType: FeedbackType) { playgroundNothing() }
}
