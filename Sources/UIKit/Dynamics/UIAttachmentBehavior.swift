/// A spring between an item and an anchor: stored, never simulated.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    open var anchorPoint: CGPoint
    open var length: CGFloat = 0
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0

    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.item = item
        anchorPoint = point
        super.init()
    }

    open override var items: [UIDynamicItem] { [item] }
}
