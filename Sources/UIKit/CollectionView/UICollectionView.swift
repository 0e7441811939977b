/// The collection view a layout sees (`collectionViewLayout.collectionView`). In the playground it is a proxy: its
/// bounds are the playground's viewport and content offset, its sections and items are the playground's items
/// (one section, or `--sections N` near-equal ones), and nothing is drawn through it (docs/uikit.md).
///
/// Differences from iOS: `delegate` and `dataSource` are held strongly (so a `makeLayout(_:)` can hand over an object
/// it just made); item counts come from the playground, not from the data source.
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
        }
    }
    /// Held strongly here (weak on iOS; docs/uikit.md).
    open var delegate: UICollectionViewDelegate?
    /// Held strongly here (weak on iOS).
    open var dataSource: UICollectionViewDataSource?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
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

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(coder: coder)
        collectionViewLayout.attach(to: self)
    }

    // MARK: Data

    /// The playground's sections (or, outside the playground, the data source's).
    open var numberOfSections: Int {
        if let counts = playgroundSectionCounts { return counts.count }
        return dataSource.map { $0.numberOfSections(in: self) } ?? 1
    }

    open func numberOfItems(inSection section: Int) -> Int {
        if let counts = playgroundSectionCounts { return section >= 0 && section < counts.count ? counts[section] : 0 }
        return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
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

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The items whose attributes meet the bounds.
    open var indexPathsForVisibleItems: [IndexPath] {
        (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// No cells exist here.
    open var visibleCells: [UICollectionViewCell] { [] }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    open var indexPathsForSelectedItems: [IndexPath]? { [] }

    // MARK: Accepted, doing nothing (no views here)

    /// Playground: does nothing: the playground draws its own cells (docs/uikit.md).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        playgroundNoteNoViews("UICollectionView.register(_:forCellWithReuseIdentifier:)")
    }
    /// Playground: does nothing: the playground draws its own cells (docs/uikit.md).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        playgroundNoteNoViews("UICollectionView.register(_:forCellWithReuseIdentifier:)")
    }
    /// Playground: does nothing: the playground draws its own supplementary views (docs/uikit.md).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        playgroundNoteNoViews("UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }
    /// Playground: a new plain `UICollectionViewCell`, never shown (docs/uikit.md).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell {
        PlaygroundNotices.record("UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)", .approximated,
                                 "gives a new plain cell that is never shown (the playground draws its own cells)")
        return UICollectionViewCell()
    }
    /// Playground: a new plain `UICollectionReusableView`, never shown (docs/uikit.md).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        PlaygroundNotices.record("UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
                                 .approximated, "gives a new plain view that is never shown (the playground draws its own)")
        return UICollectionReusableView()
    }
    /// Playground: does nothing: the playground owns the content offset (docs/uikit.md).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        PlaygroundNotices.record("UICollectionView.scrollToItem(at:at:animated:)", .doesNothing,
                                 "the playground owns the content offset")
    }
    /// Playground: does nothing: nothing is selected here (docs/uikit.md).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        PlaygroundNotices.record("UICollectionView.selectItem(at:animated:scrollPosition:)", .doesNothing,
                                 "items are not selected here")
    }
    /// Playground: does nothing: nothing is selected here (docs/uikit.md).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        PlaygroundNotices.record("UICollectionView.deselectItem(at:animated:)", .doesNothing,
                                 "items are not selected here")
    }

    private func playgroundNoteNoViews(_ symbol: String) {
        PlaygroundNotices.record(symbol, .doesNothing, "the playground draws its own cells and views")
    }

    /// The layout is invalidated (the playground's data is what it is).
    open func reloadData() { collectionViewLayout.invalidateLayout() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        collectionViewLayout.invalidateLayout()
        completion?(true)
    }
    open func reloadSections(_ sections: IndexSet) { collectionViewLayout.invalidateLayout() }
    open func reloadItems(at indexPaths: [IndexPath]) { collectionViewLayout.invalidateLayout() }
}
