/// A collection view. On its own it behaves as UIKit's (docs/uikit-machinery.md): counts from its data source,
/// `layoutIfNeeded()` prepares the layout, takes its content size and makes the cells of the elements on screen
/// from the registered classes, batch updates change the counts. In the playground's window it may also be a
/// proxy: its bounds are the playground's viewport and content offset, its sections and items the playground's
/// (one section, or `--sections N` near-equal ones), and no cells are made through it (docs/uikit.md).
///
/// Differences from iOS: `delegate` and `dataSource` are held strongly (so a `makeLayout(_:)` can hand over an object
/// it just made).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Hashable, Sendable { case vertical, horizontal }

    public enum ElementCategory: UInt, Hashable, Sendable { case cell, supplementaryView, decorationView }

    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; setting it attaches the layout to this collection view.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
            setNeedsLayout()
        }
    }
    /// Weak, as UIKit declares it (UICollectionView.h: `@property (nonatomic, weak, nullable) id
    /// <UICollectionViewDelegate> delegate`), so a subclass may redeclare it `override weak var`. What the playground
    /// itself assigns while it makes a layout (its stand-ins, a layout file's `makeLayout(_:)` objects) it keeps alive
    /// in `playgroundKept` (UICollectionView+KeptDelegates.swift).
    open weak var delegate: UICollectionViewDelegate? {
        didSet { playgroundKeepIfMaking(delegate) }
    }
    /// Weak, as UIKit declares it (UICollectionView.h: `@property (nonatomic, weak, nullable) id
    /// <UICollectionViewDataSource> dataSource`). A new data source is asked for its counts again.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            playgroundKeepIfMaking(dataSource)
            if dataSource !== oldValue { playgroundReloadData() }
        }
    }
    /// Counts, reuse queues, registrations and the views on screen (UICollectionView+Data.swift).
    package let playgroundBookkeeping = PlaygroundCollectionViewBookkeeping()
    /// Delegates and data sources the playground made and keeps alive (UICollectionView+KeptDelegates.swift).
    package var playgroundKept: [AnyObject] = []
    /// Whether the playground's adapter drives this collection view (it prepares the layout and asks about bounds
    /// changes itself).
    package var playgroundDrivenByPlayground = false
    /// Editing mode (iOS 14): the cells in view show the accessories displayed `.whenEditing` and hide those
    /// displayed `.whenNotEditing` (docs/cells.md, "Editing"). A `UICollectionViewController`'s
    /// `setEditing(_:animated:)` sets it.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for (path, cell) in playgroundBookkeeping.visibleCells { playgroundRefreshCellState(cell, at: path) }
            setNeedsLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    /// Asked, after each layout pass, for the items near the visible ones (UICollectionViewDataSourcePrefetching).
    ///
    /// Playground: the items within one screen on both sides of the scroll axis, whichever way it scrolls (iOS
    /// looks ahead in the scroll direction).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var backgroundView: UIView?

    /// The playground's data, when it drives this collection view: items per section.
    package var playgroundSectionCounts: [Int]?
    /// Playground extension (not in UIKit): how the playground shares its items between sections, when a layout
    /// file says (set it in `makeLayout(_:)`; `playground export` does for a spec with several sections). It wins
    /// over the `sections` parameter's near-equal split; nil: that split.
    ///
    ///     collectionView.playgroundItemCounts = { total in [10, max(0, total - 10)] }
    public var playgroundItemCounts: ((_ total: Int) -> [Int])?
    /// The playground's per-item natural sizes, repeated cyclically over the flat indices (empty: 1×1).
    package var playgroundNaturalSizeList: [CGSize] = []
    /// The natural size of the item at flat index `index`.
    package func playgroundNaturalSize(flatIndex index: Int) -> CGSize {
        let list = playgroundNaturalSizeList
        return list.isEmpty || index < 0 ? CGSize(width: 1, height: 1) : list[index % list.count]
    }
    /// Offsets of sections that scroll on their own (compositional orthogonal sections), by section.
    package var playgroundSectionOffsets: [Int: CGFloat] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    /// A collection view from a storyboard or nib: its layout is the document's, in place when a subclass's
    /// `init?(coder:)` continues after `super.init(coder:)` (PlaygroundInterfaceCoder); a bare
    /// `UICollectionViewLayout` otherwise.
    public required init?(coder: NSCoder) {
        collectionViewLayout = (coder as? PlaygroundInterfaceCoder)?.collectionViewLayout ?? UICollectionViewLayout()
        super.init(coder: coder)
        collectionViewLayout.attach(to: self)
    }

    // MARK: Data

    /// The data source's sections as last read (or the playground's, when it drives this collection view).
    open var numberOfSections: Int { playgroundCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = playgroundCounts
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// Lays out the layout and the cells on screen (UICollectionView+Cells.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundLayoutVisibleViews()
    }

    /// Asks the layout whether the new bounds invalidate it while the old bounds are still in place (UIKit's
    /// order), unless the playground's adapter drives this collection view (it asks itself).
    open override var bounds: CGRect {
        willSet {
            let layout = collectionViewLayout
            guard !playgroundDrivenByPlayground, newValue != bounds, layout.collectionView === self else { return }
            if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
        }
    }

    /// The flat display index (0 ..< all items) of the item at `indexPath`, sections in order.
    package func playgroundFlatIndex(of indexPath: IndexPath) -> Int {
        var index = 0
        for s in 0..<max(0, min(indexPath.section, numberOfSections)) { index += numberOfItems(inSection: s) }
        return index + indexPath.item
    }

    /// The index path of the item at flat display index `index` (past the end: in the last section).
    package func playgroundIndexPath(forFlatIndex index: Int) -> IndexPath {
        var rest = index
        let n = numberOfSections
        for s in 0..<n {
            let c = numberOfItems(inSection: s)
            if rest < c || s == n - 1 { return IndexPath(item: rest, section: s) }
            rest -= c
        }
        return IndexPath(item: index, section: 0)
    }

    /// Playground extension (not in UIKit): the natural size of the item at `indexPath` (its photo's pixel size, or
    /// 1×1 without images), so delegates that size items by their content (masonry layouts) can ask for it.
    ///
    ///     let natural = collectionView.playgroundNaturalSize(at: indexPath)
    ///     let height = width * natural.height / natural.width
    public func playgroundNaturalSize(at indexPath: IndexPath) -> CGSize {
        playgroundNaturalSize(flatIndex: playgroundFlatIndex(of: indexPath))
    }

    // MARK: What a layout may ask

    /// The layout's attributes for the item (the layout prepared first if it was invalidated, as UIKit
    /// validates its layout before answering).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if !playgroundDrivenByPlayground { collectionViewLayout.playgroundPrepareIfNeeded() }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        if !playgroundDrivenByPlayground { collectionViewLayout.playgroundPrepareIfNeeded() }
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index paths of the cells on screen (sorted here; UIKit promises no order).
    open var indexPathsForVisibleItems: [IndexPath] { playgroundIndexPathsForVisibleItems }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The cells on screen (after a layout pass).
    open var visibleCells: [UICollectionViewCell] { playgroundVisibleCells }
    /// The cell on screen at `indexPath`; nil when it is not on screen (Apple: "nil if the cell isn't visible").
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        playgroundBookkeeping.visibleCells[indexPath]
    }
    /// The selected items, sorted (UIKit promises no order).
    open var indexPathsForSelectedItems: [IndexPath]? { playgroundBookkeeping.selected.sorted() }

    // MARK: Cells and reusable views (UICollectionView+Cells.swift)

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        playgroundRegister(cellClass, kind: Self.playgroundCellKind, identifier: identifier)
    }

    /// Playground: the nib's `.xib` beside the loaded files gives the cells (docs/uikit.md, "Storyboards and nibs");
    /// without it, the identifier dequeues cells of the class the nib is named after (Xcode's convention) made with
    /// `init(frame:)`, their outlets given fresh views, or plain `UICollectionViewCell`s when no cell class has that
    /// name.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        if let template = nib?.playgroundTemplate(tags: ["collectionViewCell"]) {
            playgroundRegisterTemplate(template, kind: Self.playgroundCellKind, identifier: identifier)
            return
        }
        let named = nib?.playgroundViewClass as? UICollectionViewCell.Type
        PlaygroundNotices.record("UICollectionView.register(_:forCellWithReuseIdentifier:)", .approximated, named == nil
            ? "no such .xib beside the loaded files: the identifier dequeues plain UICollectionViewCells"
            : "no such .xib beside the loaded files: the nib's class is made with init(frame:), its outlets given fresh views")
        playgroundRegister(nib == nil ? nil : named ?? UICollectionViewCell.self, kind: Self.playgroundCellKind, identifier: identifier)
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        playgroundRegister(viewClass, kind: elementKind, identifier: identifier)
    }

    /// Playground: the nib's `.xib` beside the loaded files gives the views; without it, the identifier dequeues
    /// views of the class the nib is named after made with `init(frame:)`, or plain `UICollectionReusableView`s.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        if let template = nib?.playgroundTemplate(tags: ["collectionReusableView", "collectionViewCell"]) {
            playgroundRegisterTemplate(template, kind: kind, identifier: identifier)
            return
        }
        let named = nib?.playgroundViewClass
        PlaygroundNotices.record("UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
                                 .approximated, named == nil
            ? "no such .xib beside the loaded files: the identifier dequeues plain UICollectionReusableViews"
            : "no such .xib beside the loaded files: the nib's class is made with init(frame:), its outlets given fresh views")
        playgroundRegister(nib == nil ? nil : named ?? UICollectionReusableView.self, kind: kind, identifier: identifier)
    }

    /// A cell of the class registered for `identifier`: reused (after `prepareForReuse()`) or made with
    /// `init(frame:)`; unregistered, UIKit's exception as one line and a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell {
        let view = playgroundDequeue(kind: Self.playgroundCellKind, identifier: identifier, for: indexPath)
        return view as? UICollectionViewCell ?? playgroundPlaceholderCell(for: indexPath)
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        playgroundDequeue(kind: elementKind, identifier: identifier, for: indexPath)
    }
    /// Scrolls so the item shows at `scrollPosition` (UICollectionView+Scrolling.swift); the window follows,
    /// animated as `setContentOffset(_:animated:)` is.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        playgroundScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        playgroundSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { playgroundDeselectItem(at: indexPath) }

    // MARK: Data (UICollectionView+Data.swift)

    /// Reads the counts from the data source again at the next question, and makes the cells on screen again at
    /// the next layout (the layout is invalidated with invalidateEverything and invalidateDataSourceCounts).
    open func reloadData() { playgroundReloadData() }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one change: the counts from before it hold during
    /// it, the data source's afterwards.
    /// Playground: `completion` is called at once with true (nothing animates here).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        playgroundPerformBatchUpdates(updates, completion: completion)
    }
    /// `performBatchUpdates` with a closure that does not escape: UICollectionView.h marks `updates` `NS_NOESCAPE`,
    /// so on iOS a closure calling a non-escaping parameter may be passed (VerticalCardSwiper's
    /// `performBatchUpdates({ updateClosure() })`), which a Swift optional closure parameter would refuse. The
    /// updates run before this returns, as there; it calls the method above (a subclass's override too).
    public final func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }
    open func reloadSections(_ sections: IndexSet) { playgroundRecord(.reloadSections(sections)) }
    open func reloadItems(at indexPaths: [IndexPath]) { playgroundRecord(.reloadItems(indexPaths)) }

    // Declared in the class, not in the extensions that implement them, so that a subclass can override them as on
    // iOS (Swift cannot override a member declared in an extension).

    /// Inserts items at `indexPaths` (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { playgroundInsertItems(at: indexPaths) }
    /// Deletes the items at `indexPaths` (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { playgroundDeleteItems(at: indexPaths) }
    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        playgroundMoveItem(at: indexPath, to: newIndexPath)
    }
    open func insertSections(_ sections: IndexSet) { playgroundInsertSections(sections) }
    open func deleteSections(_ sections: IndexSet) { playgroundDeleteSections(sections) }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        playgroundMoveSection(section, toSection: newSection)
    }
    /// Reconfigures the items' cells in place (iOS 15): their cells are asked for again at the next layout.
    open func reconfigureItems(at indexPaths: [IndexPath]) { playgroundReconfigureItems(at: indexPaths) }

    /// Starts moving the item at `indexPath` (UICollectionView+InteractiveMovement.swift).
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        playgroundBeginInteractiveMovementForItem(at: indexPath)
    }
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        playgroundUpdateInteractiveMovementTargetPosition(targetPosition)
    }
    open func endInteractiveMovement() { playgroundEndInteractiveMovement() }
    open func cancelInteractiveMovement() { playgroundCancelInteractiveMovement() }

    /// The supplementary view on screen for `elementKind` at `indexPath` (UICollectionView+Cells.swift).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        playgroundSupplementaryView(forElementKind: elementKind, at: indexPath)
    }
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        playgroundVisibleSupplementaryViews(ofKind: elementKind)
    }
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        playgroundIndexPathsForVisibleSupplementaryElements(ofKind: elementKind)
    }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { playgroundIndexPath(for: cell) }

    /// Installs `layout` (UICollectionView+Transitions.swift: the old one hears `prepareForTransition(to:)`, the new
    /// one `prepareForTransition(from:)`, then both `finalizeLayoutTransition()`).
    ///
    /// Playground: the change is immediate whatever `animated` says (the playground animates its own switches).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        playgroundSetCollectionViewLayout(layout, animated: animated)
    }
    /// Playground: immediate, as `setCollectionViewLayout(_:animated:)`; the completion gets true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        playgroundSetCollectionViewLayout(layout, animated: animated, completion: completion)
    }
    /// Starts an interactive transition to `layout` (UICollectionView+Transitions.swift).
    @discardableResult
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: LayoutInteractiveTransitionCompletion? = nil)
        -> UICollectionViewTransitionLayout {
        playgroundStartInteractiveTransition(to: layout, completion: completion)
    }
    open func finishInteractiveTransition() { playgroundFinishInteractiveTransition() }
    open func cancelInteractiveTransition() { playgroundCancelInteractiveTransition() }
}
