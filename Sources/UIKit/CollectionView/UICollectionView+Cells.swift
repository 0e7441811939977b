/// Cells and reusable views as UIKit makes them: registered classes, reuse queues, the data source asked for the
/// views of the elements on screen, and the layout's attributes applied to them.
extension UICollectionView {
    /// UIKit's internal element kind of cells (the text of its exceptions names it).
    static let playgroundCellKind = "UICollectionElementKindCell"

    // MARK: Registering and dequeuing

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for `kind` and `identifier`; nil unregisters.
    /// A class that is not a reusable view is refused in one line, as UIKit refuses it.
    func playgroundRegister(_ viewClass: AnyClass?, kind: String, identifier: String) {
        let book = playgroundBookkeeping
        book.templates[kind]?[identifier] = nil
        guard let viewClass else {
            book.classes[kind]?[identifier] = nil
            return
        }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            PlaygroundExceptions.raise("NSInvalidArgumentException", "cannot register \(viewClass) for kind \(kind) "
                + "with identifier \(identifier): it is not a subclass of UICollectionReusableView", from: self)
            return
        }
        book.classes[kind, default: [:]][identifier] = reusable
    }

    /// A view of `kind` for `identifier`: one from the reuse queue (after its `prepareForReuse()`), or a new
    /// instance of the registered class made with `init(frame:)` at the element's frame (UIKit makes it with the
    /// element's layout attributes' frame). Unregistered: UIKit's exception as one line, and a plain view.
    func playgroundDequeue(kind: String, identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let book = playgroundBookkeeping
        if let view = book.reuseQueues[kind]?[identifier]?.popLast() {
            // Apple, prepareForReuse(): "the collection view calls this method on the view before it is returned
            // from the collection view's dequeueReusableCell… method".
            view.prepareForReuse()
            book.dequeued.insert(ObjectIdentifier(view))
            return view
        }
        let frame = playgroundPassAttributes(kind: kind, indexPath: indexPath)?.playgroundUntransformedFrame ?? .zero
        let view: UICollectionReusableView
        if let template = book.templates[kind]?[identifier],
           let made = template.instantiate(frame: frame) as? UICollectionReusableView {
            view = made
        } else if let cls = book.classes[kind]?[identifier] {
            view = cls.init(playgroundFrame: frame)
            PlaygroundOutletDefaults.fill(view, in: (view as? UICollectionViewCell)?.contentView ?? view)
        } else if kind == Self.playgroundCellKind, book.templates.isEmpty,
                  let cls = UINib.playgroundClass(named: identifier) as? UICollectionViewCell.Type {
            // A storyboard's prototype cell is usually named after its class (Xcode's convention); without the
            // storyboard, that class stands for it (approximated: iOS raises here).
            PlaygroundNibLoader.note("UICollectionView.register(_:forCellWithReuseIdentifier:)", identifier,
                                     "\(identifier) is not registered and no storyboard gives it: a \(identifier) made with init(frame:), as its prototype cell would be")
            view = cls.init(playgroundFrame: frame)
            PlaygroundOutletDefaults.fill(view, in: (view as? UICollectionViewCell)?.contentView ?? view)
        } else {
            PlaygroundExceptions.raise("NSInternalInconsistencyException", "could not dequeue a view of kind: \(kind) "
                + "with identifier \(identifier) - must register a nib or a class for the identifier or connect a "
                + "prototype cell in a storyboard", from: self)
            view = kind == Self.playgroundCellKind ? UICollectionViewCell(frame: frame) : UICollectionReusableView(frame: frame)
        }
        view.playgroundReuseIdentifier = identifier
        book.dequeued.insert(ObjectIdentifier(view))
        return view
    }

    /// Puts `view` back in its reuse queue, off screen.
    func playgroundEnqueue(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        view.playgroundAppliedAttributes = nil
        guard let identifier = view.reuseIdentifier else { return }
        let kind = view.playgroundElementKind ?? Self.playgroundCellKind
        playgroundBookkeeping.reuseQueues[kind, default: [:]][identifier, default: []].append(view)
    }

    /// Every view on screen back to its queue (reloadData, a new layout's first pass).
    func playgroundRecycleVisibleViews() {
        let book = playgroundBookkeeping
        for cell in book.visibleCells.values { playgroundEnqueue(cell) }
        for view in book.visibleViews.values { playgroundEnqueue(view) }
        book.visibleCells = [:]
        book.visibleViews = [:]
    }

    /// The attributes the layout pass in progress has for an element (nil outside a pass: asks the layout).
    func playgroundPassAttributes(kind: String, indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if kind == Self.playgroundCellKind { return collectionViewLayout.layoutAttributesForItem(at: indexPath) }
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: The layout pass

    /// UICollectionView's `layoutSubviews()`: the layout prepared if it was invalidated, the content size taken
    /// from it, and the views of the elements whose frames meet the bounds made or kept, with their attributes
    /// applied (Apple, "Creating Custom Layouts": prepare, collectionViewContentSize, layoutAttributesForElements(in:)).
    /// When the playground drives this collection view as its proxy (its counts are the playground's) no views are
    /// made: the playground draws its own cells.
    func playgroundLayoutVisibleViews() {
        let layout = collectionViewLayout
        // UIKit never asks an unprepared layout for its content size (real layouts trap if asked): prepared here,
        // as UIKit's layout pass does, when the data is the app's; when the playground's counts drive this
        // collection view, the playground prepares it at its next frame and sets the content size then.
        if !playgroundDrivenByPlayground || playgroundSectionCounts == nil {
            layout.playgroundPrepareIfNeeded()
        } else if layout.playgroundNeedsPrepare {
            return
        }
        contentSize = layout.collectionViewContentSize
        guard playgroundSectionCounts == nil, let dataSource = playgroundAppDataSource else { return }
        let counts = playgroundCounts
        let visible = bounds
        let book = playgroundBookkeeping
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var views: [PlaygroundCollectionViewBookkeeping.ViewKey: UICollectionViewLayoutAttributes] = [:]
        for a in layout.layoutAttributesForElements(in: visible) ?? [] where a.frame.intersects(visible) {
            let path = a.indexPath
            switch a.representedElementCategory {
            case .cell:
                guard path.section >= 0, path.section < counts.count, path.item >= 0, path.item < counts[path.section]
                else { continue }
                cells[path] = a
            case .supplementaryView, .decorationView:
                views[.init(category: a.representedElementCategory, kind: a.representedElementKind ?? "", indexPath: path)] = a
            }
        }
        // The item being moved interactively is where the layout puts it for the target position.
        if let m = book.movement, counts.indices.contains(m.current.section), m.current.item < counts[m.current.section] {
            cells[m.current] = layout.layoutAttributesForInteractivelyMovingItem(at: m.current,
                                                                                withTargetPosition: m.position)
        }
        for (path, cell) in book.visibleCells where cells[path] == nil {
            book.visibleCells[path] = nil
            playgroundEnqueue(cell)
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        for (key, view) in book.visibleViews where views[key] == nil {
            book.visibleViews[key] = nil
            playgroundEnqueue(view)
            if key.category == .supplementaryView {
                delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                         at: key.indexPath)
            }
        }
        for (path, a) in cells.sorted(by: { $0.key < $1.key }) {
            if let cell = book.visibleCells[path] {
                playgroundRefreshCellState(cell, at: path)
                cell.playgroundApplyLayoutAttributes(a)
                continue
            }
            book.dequeued = []
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            if !book.dequeued.contains(ObjectIdentifier(cell)) {
                PlaygroundExceptions.raise("NSInternalInconsistencyException", "the cell returned from "
                    + "-collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be "
                    + "retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:", from: self)
            }
            book.visibleCells[path] = cell
            cell.isSelected = book.selected.contains(path)
            playgroundRefreshCellState(cell, at: path)
            if cell.superview !== self { addSubview(cell) }
            cell.playgroundApplyLayoutAttributes(a)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }
        playgroundPrefetch(counts: counts, visible: Set(cells.keys))
        for (key, a) in views.sorted(by: { ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath) }) {
            if let view = book.visibleViews[key] {
                view.playgroundApplyLayoutAttributes(a)
                continue
            }
            let view: UICollectionReusableView
            if key.category == .supplementaryView {
                view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            } else {
                view = layout.playgroundMakeDecorationView(ofKind: key.kind, frame: a.playgroundUntransformedFrame)
            }
            view.playgroundElementKind = key.kind
            book.visibleViews[key] = view
            if view.superview !== self { addSubview(view) }
            view.playgroundApplyLayoutAttributes(a)
            if key.category == .supplementaryView {
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                         at: key.indexPath)
            }
        }
    }

    // MARK: What is on screen

    /// The cells on screen, in index-path order (UIKit does not promise an order).
    var playgroundVisibleCells: [UICollectionViewCell] {
        playgroundBookkeeping.visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, sorted; the playground's proxy answers from the layout.
    var playgroundIndexPathsForVisibleItems: [IndexPath] {
        if playgroundSectionCounts != nil {
            return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
                .filter { $0.representedElementCategory == .cell && $0.frame.intersects(bounds) }.map(\.indexPath)
        }
        return playgroundBookkeeping.visibleCells.keys.sorted()
    }

    /// The supplementary view on screen of `kind` at `indexPath` (UIKit's supplementaryView(forElementKind:at:)).
    package func playgroundSupplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        playgroundBookkeeping.visibleViews[.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views on screen of `kind`.
    package func playgroundVisibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        playgroundBookkeeping.visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views on screen of `kind`.
    package func playgroundIndexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        playgroundBookkeeping.visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }
            .map(\.indexPath).sorted()
    }

    /// The decoration view on screen of `kind` at `indexPath` (UIKit has no public call for it; the playground's
    /// drawing asks).
    package func playgroundVisibleDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        playgroundBookkeeping.visibleViews[.init(category: .decorationView, kind: kind, indexPath: indexPath)]
    }

    /// The index path of `cell` when it is on screen.
    package func playgroundIndexPath(for cell: UICollectionViewCell) -> IndexPath? {
        playgroundBookkeeping.visibleCells.first { $0.value === cell }?.key
    }
}

extension UICollectionReusableView {
    /// UIKit's `_setLayoutAttributes:`: the view's geometry from the attributes (center, bounds size, transform,
    /// alpha, hidden, z position), then `apply(_:)` with the layout's own attributes object. Skipped when the
    /// attributes equal the last ones applied (Apple, UICollectionViewLayoutAttributes: "In iOS 7 and later, the
    /// collection view doesn't apply layout attributes if those attributes have not changed … using the isEqual:
    /// method").
    func playgroundApplyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        if let last = playgroundAppliedAttributes, last.isEqual(attributes) { return }
        playgroundAppliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        bounds.size = attributes.size
        center = attributes.center
        transform3D = attributes.transform3D
        transform = attributes.transform
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
