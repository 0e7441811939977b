package import PlaygroundCore

/// The layout-wide settings (UICollectionViewCompositionalLayoutConfiguration).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = UICollectionViewCompositionalLayoutConfiguration()
        c.scrollDirection = scrollDirection
        c.interSectionSpacing = interSectionSpacing
        c.boundarySupplementaryItems = boundarySupplementaryItems
        c.contentInsetsReference = contentInsetsReference
        return c
    }
}

public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout (UICollectionViewCompositionalLayout) with Apple's class-based API, computed by the
/// playground core's compositional engine: each prepare asks the section provider for every section (when the
/// size, the data or the layout changed), turns the sections into the core's model, and answers the queries from
/// the core's `CompositionalLayout` (docs/uikit.md, docs/compositional.md).
///
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
///     let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The core's layout for the current sections; nil before the first prepare.
    package private(set) var playgroundCore: CompositionalLayout?
    /// The sections as the provider gave them (for their visible-items handlers), and what they were made for.
    var sections: [NSCollectionLayoutSection] = []
    /// The section the provider gave for `index` at the last prepare (nil before it or past the end).
    package func playgroundSection(at index: Int) -> NSCollectionLayoutSection? {
        sections.indices.contains(index) ? sections[index] : nil
    }
    var madeFor: (size: CGSize, counts: [Int])?
    /// The sizes cells measured for estimated dimensions (UICollectionViewCompositionalLayout+SelfSizing.swift).
    var preferredSizes: [Foundation.IndexPath: CGSize] = [:]
    /// Headers' and footers' measured sizes, by section and kind (+SupplementarySizing.swift).
    var preferredSupplementarySizes: [Int: [String: CGSize]] = [:]
    /// Each section's estimated axes with the group they were found in (a group and its items are immutable, as
    /// UIKit's are): a rect query marks every cell it converts, and walking the group's tree for each cell made a
    /// query of a large group O(cells × group size) (ericleiyang's spreadsheet: 1,000 cells in one group of 50).
    var estimatedAxesBySection: [(group: NSCollectionLayoutGroup, axes: (width: Bool, height: Bool))?] = []

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// iOS 14: a list layout.
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: configuration.makeSection())
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { madeFor = nil }
        if context.invalidateDataSourceCounts {  // new data: cells, headers and footers measure again
            preferredSizes = [:]
            preferredSupplementarySizes = [:]
        }
        super.invalidateLayout(with: context)
    }

    /// True for a cell whose section has estimated item dimensions and whose measured size differs (self-sizing as
    /// iOS's compositional layout does it; UICollectionViewCompositionalLayout+SelfSizing.swift).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        playgroundShouldInvalidate(preferred: preferredAttributes, original: originalAttributes)
            || playgroundShouldInvalidateSupplementary(preferred: preferredAttributes, original: originalAttributes)
    }

    /// Records the measured size; the next prepare lays the item out at it.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell {
            preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        playgroundRecordSupplementary(preferred: preferredAttributes, original: originalAttributes)
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                         withOriginalAttributes: originalAttributes)
    }

    // MARK: Prepare

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        let counts = (0..<max(0, cv.numberOfSections)).map { max(0, cv.numberOfItems(inSection: $0)) }
        if madeFor?.size != cv.bounds.size || madeFor?.counts != counts || playgroundCore == nil {
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: cv.bounds.size, contentInsets: .zero),
                traitCollection: cv.traitCollection)
            sections = counts.indices.map { provider($0, environment) ?? Self.fallbackSection() }
            let spec = CompositionalSpec(
                name: nil, configuration: playgroundMeasuredConfiguration().core,
                sections: zip(sections, counts).enumerated().map { index, pair in
                    CompositionalSpec.Section(items: pair.1, playgroundMeasuredSection(pair.0, at: index)
                        .core(scrollDirection: configuration.scrollDirection, environment: environment))
                })
            if playgroundCore?.spec != spec { playgroundCore = CompositionalLayout(spec: spec) }
            madeFor = (cv.bounds.size, counts)
        }
        var sizes = cv.playgroundNaturalSizeList.map { Size(width: Double($0.width), height: Double($0.height)) }
        if sizes.isEmpty { sizes = [Size(width: 1, height: 1)] }
        func context(_ natural: [Size]) -> LayoutContext {
            LayoutContext(
                viewport: Size(width: Double(cv.bounds.width), height: Double(cv.bounds.height)),
                contentOffset: Point(x: Double(cv.bounds.minX), y: Double(cv.bounds.minY)),
                itemCount: counts.reduce(0, +), naturalSizes: ItemSizes(natural),
                sectionOffsets: cv.playgroundSectionOffsets.mapValues { Double($0) })
        }
        let measured = playgroundMeasured(sizes, counts: counts)
        playgroundCore?.prepare(context(measured))
        // Self-sizing cells start at their estimates (UICollectionViewCompositionalLayout+SelfSizing.swift).
        if let estimated = playgroundEstimatedSizes(measured, counts: counts) { playgroundCore?.prepare(context(estimated)) }
    }

    /// A section for a provider that returned nil: 44-point full-width rows.
    private static func fallbackSection() -> NSCollectionLayoutSection {
        UICollectionLayoutListConfiguration(appearance: .plain).makeSection()
    }

    // MARK: Queries

    open override var collectionViewContentSize: CGSize {
        guard let s = playgroundCore?.contentSize else { return .zero }
        return CGSize(width: s.width, height: s.height)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let core = playgroundCore else { return [] }
        let result = core.attributes(in: Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                                              height: Double(rect.height))).map(uikit)
        applyVisibleItemsHandlers(result)
        return result
    }

    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        playgroundCore?.attributes(forItem: PlaygroundCore.IndexPath(section: indexPath.section, item: indexPath.item))
            .map(uikit)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath)
        -> UICollectionViewLayoutAttributes? {
        playgroundCore?.attributes(forSupplementary: elementKind,
                                   at: PlaygroundCore.IndexPath(section: indexPath.section, item: indexPath.item))
            .map(uikit)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: Foundation.IndexPath)
        -> UICollectionViewLayoutAttributes? {
        playgroundCore?.attributes(forDecoration: elementKind,
                                   at: PlaygroundCore.IndexPath(section: indexPath.section, item: indexPath.item))
            .map(uikit)
    }

    /// True: UIKit's compositional layout is mirrored by the collection view in a right-to-left interface (its first item
    /// at the right; WWDC 2015 "New UIKit Support for International User Interfaces": leading and trailing
    /// follow the layout direction). docs/devices.md, "Right-to-left".
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let core = playgroundCore else { return true }
        let b = Rect(x: Double(newBounds.minX), y: Double(newBounds.minY), width: Double(newBounds.width),
                     height: Double(newBounds.height))
        return core.shouldInvalidate(forBoundsChange: b) || sections.contains { $0.visibleItemsInvalidationHandler != nil }
    }

    /// The core's attributes as this layout's attributes class.
    private func uikit(_ a: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let path = Foundation.IndexPath(item: a.indexPath.item, section: a.indexPath.section)
        let u: UICollectionViewLayoutAttributes
        switch a.category {
        case .cell: u = makeAttributes(indexPath: path)
        case .supplementary(let kind): u = makeAttributes(.supplementaryView, kind: kind, indexPath: path)
        case .decoration(let kind): u = makeAttributes(.decorationView, kind: kind, indexPath: path)
        }
        u.center = CGPoint(x: a.center.x, y: a.center.y)
        u.size = CGSize(width: a.size.width, height: a.size.height)
        if case .cell = a.category, path.section < sections.count {
            let estimated = estimatedAxes(ofSection: path.section)
            u.playgroundFitsWidth = estimated.width
            u.playgroundFitsHeight = estimated.height
        }
        if case .supplementary(let kind) = a.category {
            let estimated = playgroundEstimatedAxes(kind: kind, section: path.section)
            u.playgroundFitsWidth = estimated.width
            u.playgroundFitsHeight = estimated.height
        }
        if let t = a.transform3D {
            u.transform3D = CATransform3D(playgroundRowMajor: (0..<16).map { CGFloat(t.m[($0 % 4) * 4 + $0 / 4]) })
        } else {
            let t = a.transform
            u.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        }
        u.alpha = CGFloat(a.alpha)
        u.zIndex = a.zIndex
        u.isHidden = a.isHidden
        return u
    }

    /// Sections' `visibleItemsInvalidationHandler`s see the section's items in the visible bounds and the
    /// scroll offset (the section's own offset for an orthogonal section); their changes are written back.
    private func applyVisibleItemsHandlers(_ attributes: [UICollectionViewLayoutAttributes]) {
        guard let cv = collectionView, sections.contains(where: { $0.visibleItemsInvalidationHandler != nil }) else {
            return
        }
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: cv.bounds.size, contentInsets: .zero),
                                            traitCollection: cv.traitCollection)
        for (s, section) in sections.enumerated() {
            guard let handler = section.visibleItemsInvalidationHandler else { continue }
            let mine = attributes.filter { $0.indexPath.section == s && $0.frame.intersects(cv.bounds) }
            guard !mine.isEmpty else { continue }
            // An orthogonal section's items are in its own scroll view's coordinates there, as on iOS.
            var offset = cv.contentOffset, shift = CGPoint.zero
            if section.orthogonalScrollingBehavior != .none {
                // Where the section rests before it is scrolled (a centered first group: groupPagingCentered).
                let own = cv.playgroundSectionOffsets[s]
                    ?? CGFloat(playgroundCore?.orthogonalInitialOffset(ofSection: s) ?? 0)
                offset = configuration.scrollDirection == .vertical ? CGPoint(x: own, y: 0) : CGPoint(x: 0, y: own)
                shift = offset
            }
            let items = mine.map { NSCollectionLayoutVisibleItem(attributes: $0, shift: shift) }
            handler(items, offset, environment)
            for (a, item) in zip(mine, items) {
                a.alpha = item.alpha
                a.zIndex = item.zIndex
                a.isHidden = item.isHidden
                a.center = CGPoint(x: item.center.x - shift.x, y: item.center.y - shift.y)
                a.transform3D = item.transform3D == a.transform3D && item.transform != a.transform
                    ? CATransform3DMakeAffineTransform(item.transform) : item.transform3D
            }
        }
    }
}
