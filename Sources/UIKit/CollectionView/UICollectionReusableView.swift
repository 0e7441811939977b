/// A reusable view (header, footer, decoration, cell): stored, never drawn here.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    open var reuseIdentifier: String? { playgroundReuseIdentifier }
    package var playgroundReuseIdentifier: String?
    /// The attributes last applied (nil: none, or back in a reuse queue).
    package var playgroundAppliedAttributes: UICollectionViewLayoutAttributes?
    /// The element kind of a supplementary or decoration view (nil for a cell).
    package var playgroundElementKind: String?

    /// Playground extension (not in UIKit): how a collection view makes a registered class. UIKit calls
    /// `init(frame:)` through the Objective-C runtime, which Linux lacks; this initializer calls the class's own
    /// `init(frame:)`, and every subclass that has `init(frame:)` (its own, or inherited) inherits it. Never call it
    /// yourself (docs/uikit-machinery.md, "Cells").
    public required convenience init(playgroundFrame frame: CGRect) { self.init(frame: frame) }
    open func prepareForReuse() {}
    /// UIKit's default does nothing (Apple, "apply(_:)": "The default implementation of this method does nothing").
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// UIKit's default for a view laid out with Auto Layout (constraints anywhere in its tree): the attributes at
    /// the size `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` gives for their
    /// size, the axes it measures at `fittingSizeLevel` and the others `.required` (a flow layout measures both; a
    /// compositional layout its estimated dimensions), the origin kept. A view without
    /// constraints returns the attributes unchanged (decided: no solver size without constraints; docs/cells.md,
    /// "Self-sizing").
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard PlaygroundAutoLayoutEngine.hasConstraints(in: self) else { return layoutAttributes }
        let a = layoutAttributes
        let size = systemLayoutSizeFitting(a.size,
                                           withHorizontalFittingPriority: a.playgroundFitsWidth ? .fittingSizeLevel : .required,
                                           verticalFittingPriority: a.playgroundFitsHeight ? .fittingSizeLevel : .required)
        layoutAttributes.playgroundUntransformedFrame = CGRect(origin: layoutAttributes.playgroundUntransformedFrame.origin,
                                                               size: size)
        return layoutAttributes
    }
}
