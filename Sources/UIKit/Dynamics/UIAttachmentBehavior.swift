/// A spring or a rigid link between an item and an anchor point, or between two items (UIAttachmentBehavior).
///
/// `frequency` is in hertz and `damping` is the damping ratio ζ (Apple: "frequency: the frequency of oscillation
/// for the attachment behavior", "damping: the amount of damping to apply"; both 0 by default, a rigid link):
/// with frequency f > 0 an item attached to an anchor follows the damped spring x'' = −ω²x − 2ζωx', ω = 2πf,
/// whatever its mass (for two items, their relative motion does, with the pair's reduced mass). `length` is the
/// distance kept between the attachment points (by default their distance when the behavior is made); with
/// length 0 the spring pulls the attachment point onto the anchor in both axes.
///
///     let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
///     spring.length = 0; spring.damping = 0.8; spring.frequency = 1   // 1 Hz, ζ = 0.8
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment joins (UIAttachmentBehaviorType).
    public enum AttachmentType: Int, Sendable { case items, anchor }

    private let item: UIDynamicItem
    private let otherItem: UIDynamicItem?
    /// The attachment point's offset from the item's center, points.
    let offsetFromCenter: UIOffset
    let otherOffsetFromCenter: UIOffset
    open var anchorPoint: CGPoint
    open var length: CGFloat
    /// The damping ratio ζ: 0 undamped, 1 critically damped.
    open var damping: CGFloat = 0
    /// Hertz; 0 makes the attachment a rigid link.
    open var frequency: CGFloat = 0
    /// Playground: stored; the items do not turn here, so there is no torque to resist (docs/uikit.md).
    open var frictionTorque: CGFloat = 0
    open var attachedBehaviorType: AttachmentType { otherItem == nil ? .anchor : .items }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// An attachment at `offset` from the item's center.
    ///
    /// Playground: the offset does not turn with the item (items do not turn here).
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.item = item
        otherItem = nil
        offsetFromCenter = offset
        otherOffsetFromCenter = .zero
        anchorPoint = point
        let p = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = hypot(p.x - point.x, p.y - point.y)
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// An attachment between two items, at offsets from their centers.
    ///
    /// Playground: the offsets do not turn with the items (items do not turn here).
    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        item = item1
        otherItem = item2
        offsetFromCenter = offset1
        otherOffsetFromCenter = offset2
        anchorPoint = .zero
        length = hypot(item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
                       item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
        super.init()
    }

    open override var items: [UIDynamicItem] { otherItem.map { [item, $0] } ?? [item] }

    /// Playground: not provided; see docs/uikit.md#uikit-dynamics.
    @available(*, unavailable, message: "sliding attachments are not simulated here; see docs/uikit.md#uikit-dynamics")
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector)
        -> UIAttachmentBehavior { fatalError() }

    @available(*, unavailable, message: "fixed attachments are not simulated here; see docs/uikit.md#uikit-dynamics")
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior { fatalError() }

    @available(*, unavailable, message: "pin attachments are not simulated here; see docs/uikit.md#uikit-dynamics")
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior { fatalError() }
}
