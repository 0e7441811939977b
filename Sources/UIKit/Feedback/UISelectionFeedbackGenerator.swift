import Foundation

/// The haptic of a selection change (UISelectionFeedbackGenerator.h).
///
/// Playground: does nothing: there is no haptic engine here.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { super.init() }
    open func selectionChanged() { playgroundNothing() }
}
