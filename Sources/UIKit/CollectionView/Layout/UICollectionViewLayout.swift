/// The base class of collection-view layouts (UICollectionViewLayout), open for subclasses in other modules.
///
/// The process (Apple, "Creating Custom Layouts"): `prepare()`, then `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)` for the visible rect; `shouldInvalidateLayout(forBoundsChange:)` when the
/// bounds move (asked while `collectionView.bounds` is still the old one), `invalidateLayout()` to be prepared again
/// before the next query.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    private weak var attachedCollectionView: UICollectionView?
    /// Whether the layout must be prepared before the next query (set by `invalidateLayout(with:)`).
    package var playgroundNeedsPrepare = true
    /// The context of the last invalidation since the last prepare (the whole layout is prepared again anyway).
    package var playgroundLastInvalidation: UICollectionViewLayoutInvalidationContext?
    /// The dynamic animators made with this layout (UIDynamicAnimator+Simulation.swift steps them).
    var playgroundDynamicAnimators: [PlaygroundWeakAnimator] = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// Layouts made from a storyboard set themselves up here; UIKit's default does nothing (Apple,
    /// "awakeFromNib()"). The playground's adapter calls it once, as loading from a storyboard would (docs/uikit.md).
    open func awakeFromNib() {}

    /// The collection view this layout lays out (weak, as on iOS).
    open var collectionView: UICollectionView? { attachedCollectionView }

    func attach(to collectionView: UICollectionView?) {
        attachedCollectionView = collectionView
        playgroundNeedsPrepare = true
    }

    // MARK: Class hooks

    /// The class `layoutAttributesForElements` makes attributes of (subclasses return their own).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new attributes object of this layout's `layoutAttributesClass`.
    func makeAttributes(_ category: UICollectionView.ElementCategory = .cell, kind: String? = nil,
                        indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let cls = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let a = cls.init()
        a.indexPath = indexPath
        a.representedElementCategory = category
        a.representedElementKind = category == .cell ? nil : kind
        return a
    }

    /// A new invalidation context of this layout's `invalidationContextClass`.
    package func playgroundMakeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return cls.init()
    }

    // MARK: Preparing and querying

    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let a = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes) ?? makeAttributes(indexPath: indexPath)
        a.center = position
        a.zIndex = Int.max
        return a
    }

    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath { previousIndexPath }

    // MARK: Scrolling

    /// Where scrolling stops. `velocity` is in points per MILLISECOND, as iOS passes it (docs/uikit.md).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where the content goes after an update or a layout change.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidation

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = playgroundMakeInvalidationContext()
        if let cv = collectionView {
            context.contentOffsetAdjustment = .zero
            context.contentSizeAdjustment = CGSize(width: newBounds.width - cv.bounds.width,
                                                   height: newBounds.height - cv.bounds.height)
        }
        return context
    }

    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The invalidation for a cell's preferred attributes: its index path, the content size's change, and, when the
    /// element lies wholly before the visible bounds (above them, or left of them scrolling sideways), the same change
    /// as a content offset adjustment, so what is in view stays put (docs/cells.md, "Self-sizing").
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = playgroundMakeInvalidationContext()
        let dw = preferredAttributes.size.width - originalAttributes.size.width
        let dh = preferredAttributes.size.height - originalAttributes.size.height
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                    at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                 at: [originalAttributes.indexPath])
        }
        context.contentSizeAdjustment = CGSize(width: dw, height: dh)
        if let cv = collectionView {
            let f = originalAttributes.frame
            let before = CGPoint(x: f.maxX <= cv.bounds.minX ? dw : 0, y: f.maxY <= cv.bounds.minY ? dh : 0)
            context.contentOffsetAdjustment = before
        }
        return context
    }

    /// Marks the layout stale: it is prepared again before the next query.
    open func invalidateLayout() {
        let context = playgroundMakeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Subclasses look at `context` and call super; the whole layout is prepared again before the next query.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        playgroundLastInvalidation = context
        playgroundNeedsPrepare = true
    }

    // MARK: Updates and animations

    // UIKit's defaults of these hooks do nothing; what differs here is who calls them.

    /// Playground: does nothing, and never called: the playground's inserts and deletes reach the layout as a data
    /// change, without update items (docs/uikit.md, "The adapter").
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Playground: does nothing, and never called (see `prepare(forCollectionViewUpdates:)`).
    open func finalizeCollectionViewUpdates() {}
    /// Playground: does nothing, and never called: bounds changes are not animated here.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Playground: does nothing, and never called: bounds changes are not animated here.
    open func finalizeAnimatedBoundsChange() {}
    /// Playground: does nothing, and never called: the playground's layout switch interpolates by itself.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Playground: does nothing, and never called: the playground's layout switch interpolates by itself.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Playground: does nothing, and never called: the playground's layout switch interpolates by itself.
    open func finalizeLayoutTransition() {}

    /// nil: the item appears at its place, fading in (the playground's adapter supplies that).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Registration (no views here)

    /// Registers the class of a decoration view kind; the collection view makes its views (docs/uikit-machinery.md).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        playgroundDecorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// Decoration view classes by kind.
    package var playgroundDecorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Playground: does nothing: decoration views are drawn as the playground's placeholders (docs/uikit.md).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        PlaygroundNotices.record("UICollectionViewLayout.register(_:forDecorationViewOfKind:)", .doesNothing,
                                 "decoration views are drawn as the playground's placeholders")
    }

    // MARK: Direction

    /// The direction the layout was written for (Apple: "The default value of this property is the layout
    /// direction used by the language associated with the main bundle's development region"): left-to-right, the
    /// playground's development region being English.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the collection view mirrors the layout's rects when the layout direction is the opposite of
    /// `developmentLayoutDirection` (Apple: "When this property is set to true, the collection view automatically
    /// flips the horizontal coordinates"): false, as in UIKit; the flow and compositional layouts answer true.
    /// The playground mirrors as UIKit does: rects about the content's width, the layout seeing its own,
    /// unmirrored coordinates (docs/devices.md, "Right-to-left").
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
