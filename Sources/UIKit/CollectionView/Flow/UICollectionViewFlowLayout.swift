/// What section insets are measured from (UICollectionViewFlowLayout.SectionInsetReference). The safe area is zero
/// here, so `fromSafeArea` is `fromContentInset`.
public enum UICollectionViewFlowLayoutSectionInsetReference: Int, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
}

/// UIKit's flow layout (UICollectionViewFlowLayout), with UIKit's algorithm (docs/uikit.md, "Flow layout"):
///
/// - per section: the header (the content's full width, `headerReferenceSize`'s height; vertical scrolling), the
///   section inset, lines of items, the section inset, the footer; insets apply to empty sections too;
/// - lines are filled greedily: an item joins the line while the line's items, `minimumInteritemSpacing` apart,
///   fit between the section insets (the first item always joins);
/// - within a line the leftover space is spread equally between the items (justified: the first at the leading
///   inset, the last at the trailing one); a line holding one item is centered; the last line of a section is
///   spaced as if it were filled with copies of its last item, so it lines up with the lines above;
/// - items are centered across their line (a line is as tall as its tallest item); lines are
///   `minimumLineSpacing` apart;
/// - horizontal scrolling is the same with the axes swapped (columns top to bottom, headers on the left).
///
///     let flow = UICollectionViewFlowLayout()
///     flow.itemSize = CGSize(width: 100, height: 100)
///     flow.minimumInteritemSpacing = 10
///     // in a 320-point-wide collection view: three items a line, at x = 0, 110, 220
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Self-sizing with `itemSize` as the estimate (UICollectionViewFlowLayout.automaticSize).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { metricsChanged() } } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if oldValue != minimumInteritemSpacing { metricsChanged() } } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { metricsChanged() } } }
    /// Not zero: cells size themselves (self-sizing, UIKit's loop: UICollectionViewFlowLayout+SelfSizing.swift);
    /// items are laid out at this size (the delegate's size when it gives one; `itemSize` for `automaticSize`) until
    /// their cells are measured.
    open var estimatedItemSize = CGSize.zero { didSet { if oldValue != estimatedItemSize { metricsChanged() } } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if oldValue != scrollDirection { metricsChanged() } }
    }
    open var headerReferenceSize = CGSize.zero { didSet { if oldValue != headerReferenceSize { metricsChanged() } } }
    open var footerReferenceSize = CGSize.zero { didSet { if oldValue != footerReferenceSize { metricsChanged() } } }
    open var sectionInset = UIEdgeInsets.zero { didSet { if oldValue != sectionInset { metricsChanged() } } }
    open var sectionInsetReference: UICollectionViewFlowLayoutSectionInsetReference = .fromContentInset {
        didSet { if oldValue != sectionInsetReference { metricsChanged() } }
    }
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } }
    }
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if oldValue != sectionFootersPinToVisibleBounds { invalidateLayout() } }
    }

    /// The computed geometry; nil when stale. The cells handed out stay valid while it does.
    var geometry: FlowGeometry? { didSet { handedOut.removeAll() } }
    /// The cells' attributes objects of the latest rect query, handed out again while untouched
    /// (UICollectionViewFlowLayout+HandedOut.swift).
    var handedOut = FlowHandedOutCells()
    /// The sizes cells preferred (self-sizing), by index path; they replace the estimates.
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// The sizes headers and footers preferred (self-sizing), by kind and section; their length along the scroll
    /// axis replaces the reference size's (UICollectionViewFlowLayout+SelfSizing.swift).
    var preferredSupplementarySizes: [String: [Int: CGSize]] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The size items take unless the delegate says otherwise.
    var baseItemSize: CGSize {
        estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
    }

    private func metricsChanged() {
        geometry = nil
        invalidateLayout()
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || flow == nil
            || flow!.invalidateFlowLayoutAttributes || flow!.invalidateFlowLayoutDelegateMetrics {
            geometry = nil
        }
        if context.invalidateDataSourceCounts {  // new data: cells, headers and footers measure again
            preferredSizes = [:]
            preferredSupplementarySizes = [:]
        }
        super.invalidateLayout(with: context)
    }

    open override func prepare() {
        super.prepare()
        _ = currentGeometry()
    }

    open override var collectionViewContentSize: CGSize { currentGeometry().contentSize }

    /// True: UIKit's flow layout is mirrored by the collection view in a right-to-left interface (its first item
    /// at the right; WWDC 2015 "New UIKit Support for International User Interfaces": collection view flow
    /// layouts flip automatically). docs/devices.md, "Right-to-left".
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            let resized = collectionView.map { $0.bounds.size != newBounds.size } ?? true
            flow.invalidateFlowLayoutAttributes = resized
            flow.invalidateFlowLayoutDelegateMetrics = resized
        }
        return context
    }

    // MARK: Self-sizing (UICollectionViewFlowLayout+SelfSizing.swift)

    /// With `estimatedItemSize` set, a cell whose preferred size differs from its frame's (by more than a
    /// thousandth of a point) invalidates the layout, and so does a header or footer whose preferred length along
    /// the scroll axis differs (UICollectionViewFlowLayout+SelfSizing.swift).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing else { return false }
        if preferredAttributes.representedElementCategory == .supplementaryView {
            return playgroundSupplementaryLengthChanged(preferred: preferredAttributes, original: originalAttributes)
        }
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        return abs(preferredAttributes.size.width - originalAttributes.size.width) > 0.001
            || abs(preferredAttributes.size.height - originalAttributes.size.height) > 0.001
    }

    /// Records the preferred size; the context invalidates the flow layout's attributes (not the delegate's metrics).
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        if originalAttributes.representedElementCategory == .cell {
            recordPreferredSize(preferredAttributes.size, at: originalAttributes.indexPath)
        } else if originalAttributes.representedElementCategory == .supplementaryView,
                  let kind = originalAttributes.representedElementKind {
            recordPreferredSupplementarySize(preferredAttributes.size, kind: kind,
                                             section: originalAttributes.indexPath.section)
        }
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = true
        }
        return context
    }

    // MARK: Queries

    /// The lines that meet `rect` are found by binary searches (sections, then lines, follow one another along the
    /// scroll axis); only their items are looked at. A cell's object is the one the latest query handed out when
    /// nothing has changed it since (UIKit's flow layout keeps its attributes; UICollectionViewFlowLayout+HandedOut.swift).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let g = currentGeometry()
        let span = g.mainRange(of: rect)
        let pinned = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        let cls = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        var result: [UICollectionViewLayoutAttributes] = []
        var handing = handedOut.begin(reusable: cls == UICollectionViewLayoutAttributes.self)
        // Pinned headers and footers move with the bounds, out of their section's place: every section is looked at.
        for s in pinned ? 0..<g.sections.count : g.sections(meeting: span) {
            let section = g.sections[s]
            guard pinned || g.mainRange(of: section.frame).overlaps(span) else { continue }
            if let header = headerAttributes(g, s), header.frame.intersects(rect) { result.append(header) }
            let lines = section.lines(meeting: span)
            if !lines.isEmpty {
                let first = section.line(lines.lowerBound).first
                let last = section.line(lines.upperBound - 1)
                handing.enter(section: s, items: first..<(last.first + last.count))
                if result.isEmpty { result.reserveCapacity(last.first + last.count - first + 2) }
            }
            for line in lines {
                var frames = FlowGeometry.LineFrames(section, line: line, vertical: g.vertical)
                var i = section.line(line).first
                while let frame = frames.next() {
                    defer { i += 1 }
                    guard FlowGeometry.meets(frame, rect) else { continue }
                    result.append(handing.cell(item: i) {
                        let a = cls.init()
                        a.indexPath = IndexPath(item: i, section: s)
                        a.frame = frame
                        return a
                    })
                }
            }
            if let footer = footerAttributes(g, s), footer.frame.intersects(rect) { result.append(footer) }
        }
        handedOut.end(handing)
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowAttributesForItem(at: indexPath)
    }

    /// UIKit's flow layout answers here, unlike UICollectionViewLayout's nil: an inserted item starts at its place
    /// with alpha 0 (the flow layout's default fade in; a subclass returning nil turns it off: "by default I see
    /// that inserting a cell has a smooth fade in animation", a known iOS behaviour), and outside a batch update
    /// it is the item's attributes as the flow computes them (layouts copying `super`'s answer in `prepare()` read
    /// the item's frame there). During a batch, an item not inserted gets nil: it moves from where it was (the
    /// flow layout's answer would be its old place, which the window already knows).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let inserted = playgroundBatchInsertedItems else { return flowAttributesForItem(at: itemIndexPath) }
        guard inserted.contains(itemIndexPath), let a = flowAttributesForItem(at: itemIndexPath) else { return nil }
        a.alpha = 0
        return a
    }

    /// The flow's own attributes for an item (not a subclass's override), nil outside its sections.
    private func flowAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let g = currentGeometry()
        guard indexPath.section >= 0, indexPath.section < g.sections.count, indexPath.item >= 0,
              indexPath.item < g.sections[indexPath.section].itemCount else { return nil }
        let a = makeAttributes(indexPath: indexPath)
        a.frame = g.sections[indexPath.section].itemFrame(indexPath.item, vertical: g.vertical)
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let g = currentGeometry()
        guard indexPath.section >= 0, indexPath.section < g.sections.count else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(g, indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(g, indexPath.section)
        default: return nil
        }
    }

    // MARK: Headers and footers (pinned ones follow the bounds)

    /// UIKit's zIndex of a pinned header or footer.
    static let pinnedZIndex = 1024
    /// The zIndex of headers and footers that are not pinned (UIKit's flow layout reports 10; docs/uikit.md).
    static let supplementaryZIndex = 10

    private func headerAttributes(_ g: FlowGeometry, _ s: Int) -> UICollectionViewLayoutAttributes? {
        let section = g.sections[s]
        guard var frame = section.header else { return nil }
        var z = Self.supplementaryZIndex
        if sectionHeadersPinToVisibleBounds, let cv = collectionView {
            let inset = cv.adjustedContentInset
            let top = g.main(cv.contentOffset) + (g.vertical ? inset.top : inset.left)
            let length = g.length(frame)
            let pushedOut = g.mainRange(of: frame).lo
            let limit = section.contentEnd - length
            g.setMain(&frame, max(pushedOut, min(max(pushedOut, top), limit)))
            z = Self.pinnedZIndex
        }
        let a = makeAttributes(.supplementaryView, kind: UICollectionView.elementKindSectionHeader,
                               indexPath: IndexPath(item: 0, section: s))
        a.frame = frame
        a.zIndex = z
        // Measured along the scroll axis only: it spans the content across.
        a.playgroundFitsWidth = !g.vertical
        a.playgroundFitsHeight = g.vertical
        return a
    }

    private func footerAttributes(_ g: FlowGeometry, _ s: Int) -> UICollectionViewLayoutAttributes? {
        let section = g.sections[s]
        guard var frame = section.footer else { return nil }
        var z = Self.supplementaryZIndex
        if sectionFootersPinToVisibleBounds, let cv = collectionView {
            let inset = cv.adjustedContentInset
            let bottom = g.main(cv.contentOffset) + (g.vertical ? cv.bounds.height - inset.bottom : cv.bounds.width - inset.right)
            let length = g.length(frame)
            let natural = g.mainRange(of: frame).lo
            g.setMain(&frame, min(natural, max(section.contentStart, bottom - length)))
            z = Self.pinnedZIndex
        }
        let a = makeAttributes(.supplementaryView, kind: UICollectionView.elementKindSectionFooter,
                               indexPath: IndexPath(item: 0, section: s))
        a.frame = frame
        a.zIndex = z
        // Measured along the scroll axis only: it spans the content across.
        a.playgroundFitsWidth = !g.vertical
        a.playgroundFitsHeight = g.vertical
        return a
    }
}
