import Foundation

/// Haptic impacts (UIImpactFeedbackGenerator.h; styles' raw values as there).
///
/// Playground: does nothing: there is no haptic engine here.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { playgroundNothing() }
    open func impactOccurred(intensity: CGFloat) { playgroundNothing() }
}
