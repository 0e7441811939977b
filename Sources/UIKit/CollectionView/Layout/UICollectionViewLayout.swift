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
    /// During a batch update's announcement, the items it inserts (nil outside one): UICollectionViewFlowLayout's
    /// `initialLayoutAttributesForAppearingItem(at:)` fades those in.
    package var playgroundBatchInsertedItems: Set<IndexPath>?
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

    // MARK: Interactive movement (UICollectionView+InteractiveMovement.swift calls these, in UIKit's order)

    /// The attributes of the item being moved at `position` (Apple, layoutAttributesForInteractivelyMovingItem(at:
    /// withTargetPosition:): "The default implementation of this method returns a copy of the item's current
    /// attributes, with two exceptions: the center is set to the value in the position parameter, and the zIndex
    /// is set to NSIntegerMax so that the item floats above other items").
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let a = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes) ?? makeAttributes(indexPath: indexPath)
        a.center = position
        a.zIndex = Int.max
        return a
    }

    /// The index path the moving item takes at `position` (Apple, targetIndexPath(forInteractivelyMovingItem:
    /// withPosition:): it "maps points in the collection view's bounds rectangle to index paths"). The default
    /// here: the item whose frame contains `position` in the layout's elements there (cells only), else
    /// `previousIndexPath` (the item stays where it is over a gap).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hits = (layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && $0.frame.contains(position)
        }
        return hits.map(\.indexPath).max() ?? previousIndexPath
    }

    /// The invalidation while an item moves (Apple, invalidationContext(forInteractivelyMovingItems:withTargetPosition:
    /// previousIndexPaths:previousPosition:)): a context of `invalidationContextClass` with the moving items'
    /// previous and target index paths, the target position, and those items invalidated.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath],
                                  withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
                                  previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = playgroundMakeInvalidationContext()
        context.playgroundSetInteractiveMovement(previous: previousIndexPaths, target: targetIndexPaths,
                                                 position: targetPosition)
        context.invalidateItems(at: Array(Set(previousIndexPaths + targetIndexPaths)).sorted())
        return context
    }

    /// The invalidation when a movement ends or is cancelled (Apple, invalidationContextForEndingInteractiveMovementOf
    /// Items(toFinalIndexPaths:previousIndexPaths:movementCancelled:)): the final and previous index paths, those
    /// items invalidated.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                     previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool)
        -> UICollectionViewLayoutInvalidationContext {
        let context = playgroundMakeInvalidationContext()
        context.playgroundSetInteractiveMovement(previous: previousIndexPaths, target: indexPaths,
                                                 position: collectionView?.playgroundMovement?.position ?? .zero)
        context.invalidateItems(at: Array(Set(previousIndexPaths + indexPaths)).sorted())
        return context
    }

    // MARK: Scrolling

    /// Where scrolling stops. `velocity` is in points per MILLISECOND, as iOS passes it (docs/uikit.md).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        playgroundDefaultTargetAnswered = true
        return proposedContentOffset
    }

    /// Set when the default `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answered (a layout
    /// that does not override it, or whose override called super): the playground then knows the layout does not
    /// snap by itself (UIKitLayoutAdapter+Snapping.swift).
    package var playgroundDefaultTargetAnswered = false

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
        collectionView?.playgroundNoteAnimatedInvalidation()  // inside UIView.animate: the window animates it
    }

    // MARK: Updates and animations

    // UIKit's defaults of these hooks do nothing; the collection view calls them in UIKit's order around a batch
    // update (UICollectionView+UpdateItems.swift; the playground's window: UIKitLayoutAdapter+Updates.swift).

    /// The batch's update items (Apple: "The first step in that process is to call this method to let the layout
    /// object know what changes to expect"), after `prepare()` with the new data.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// The last call of a batch update, after the initial and final attributes were asked (Apple: "as the last
    /// step before performing any animations in place").
    open func finalizeCollectionViewUpdates() {}

    /// The supplementary views of `elementKind` the layout adds in the batch in progress (asked between
    /// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`). Default: none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The supplementary views of `elementKind` the layout removes in the batch in progress. Default: none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` the layout adds in the batch in progress. Default: none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` the layout removes in the batch in progress. Default: none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The collection view is about to animate a change of its bounds from `oldBounds` (Apple: "The collection view
    /// calls this method before performing any animated changes to the view's bounds"): here a rotation or a device
    /// switch (R, the device key), after the layout was asked `shouldInvalidateLayout(forBoundsChange:)` and
    /// prepared at the new bounds. Apple's page also names "the animated insertion or deletion of items"; the
    /// playground calls it for bounds changes only (docs/devices.md).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// The animated bounds change's animations were made (Apple: "after creating the animations for changing the
    /// view's bounds"); right after `prepare(forAnimatedBoundsChange:)` here.
    open func finalizeAnimatedBoundsChange() {}
    /// Called by `setCollectionViewLayout(_:animated:)` and the interactive transitions (UICollectionView+Transitions.swift).
    /// Playground: the window's own layout switch (1…, Tab) does not call it: it interpolates the layouts by itself.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// Called by `setCollectionViewLayout(_:animated:)` and the interactive transitions (UICollectionView+Transitions.swift).
    /// Playground: the window's own layout switch (1…, Tab) does not call it: it interpolates the layouts by itself.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// Called by `setCollectionViewLayout(_:animated:)` and the interactive transitions (UICollectionView+Transitions.swift).
    /// Playground: the window's own layout switch (1…, Tab) does not call it: it interpolates the layouts by itself.
    open func finalizeLayoutTransition() {}

    /// nil: the item appears at its place, fading in (the playground's window supplies that).
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

    // Old-style key-value observing (NSKeyValueObserving.h), declared in the class so that a subclass overrides
    // `observeValue` as on iOS (PlaygroundKeyValueObserving says which key paths are delivered here).

    /// Told of a change of a key path this object observes. UIKit's default does nothing here (NSObject's raises for
    /// an observation nobody handles).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// Playground: approximated: changes are delivered once per frame step, for the key paths the playground
    /// changes (PlaygroundKeyValueObserving); others are not delivered, with a notice.
    open func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                          context: UnsafeMutableRawPointer?) {
        PlaygroundKeyValueObserving.add(observer, to: self, keyPath: keyPath, options: options, context: context)
    }

    nonisolated open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        PlaygroundKeyValueObserving.remove(observer, from: self, keyPath: keyPath)
    }

    nonisolated open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        PlaygroundKeyValueObserving.remove(observer, from: self, keyPath: keyPath)
    }

}

extension UICollectionViewLayout: PlaygroundKeyValueObserver {}
