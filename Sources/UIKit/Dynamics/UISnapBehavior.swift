/// UISnapBehavior: not provided here (its spring is not documented in Apple's units).
@available(*, unavailable, message: "UISnapBehavior is not simulated here; use a UIAttachmentBehavior of length 0 with a frequency and damping; see docs/uikit.md#uikit-dynamics")
open class UISnapBehavior: UIDynamicBehavior {
    public init(item: UIDynamicItem, snapTo point: CGPoint) { super.init() }
}
