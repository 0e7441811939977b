import Foundation

/// A data source's batch as the layout hears it (issue uikit-behaviour; docs/uikit.md, "Batch updates"): after a
/// batch that adds up, the collection view tells its layout in UIKit's order —
///
/// 1. `prepare()` with the new data (the batch invalidated it with `invalidateDataSourceCounts`);
/// 2. `prepare(forCollectionViewUpdates:)` with one `UICollectionViewUpdateItem` per index path (Apple: "The first
///    step in that process is to call this method to let the layout object know what changes to expect");
/// 3. `initialLayoutAttributesForAppearingItem(at:)` for every item visible after the batch, then
///    `finalLayoutAttributesForDisappearingItem(at:)` for every item visible before it (old index paths);
/// 4. for each supplementary kind (registered or on screen, sorted): `indexPathsToDeleteForSupplementaryView(ofKind:)`
///    and `indexPathsToInsertForSupplementaryView(ofKind:)` (Apple: called "between its calls to
///    prepare(forCollectionViewUpdates:) and finalizeCollectionViewUpdates()"), then the initial attributes of the
///    supplementary views visible after or inserted, and the final ones of those visible before or deleted;
/// 5. the same for decoration kinds (registered with the layout or on screen);
/// 6. `finalizeCollectionViewUpdates()` (Apple: "the last step before performing any animations in place").
///
/// UIKit does all of it before `performBatchUpdates` returns. Nothing animates here (no views are drawn outside the
/// playground's window). A hosted collection view keeps the answers (UICollectionView+AnnouncedBatch.swift): the
/// window animates the batch with them (Playground+HostedBatch.swift), as it animates its own edits
/// (Playground+Updates.swift).
extension UICollectionView {
    /// What was on screen before a batch: the cells' and the other views' index paths.
    struct PlaygroundShownElements {
        var cells: [IndexPath]
        var views: [PlaygroundCollectionViewBookkeeping.ViewKey]
        /// The cells of deleted items, kept out of the reuse queues for the window (hosted collection views only).
        var leavingCells: [IndexPath: UICollectionViewCell] = [:]
    }

    /// The views on screen now (before the batch moves them).
    var playgroundShownElements: PlaygroundShownElements {
        let book = playgroundBookkeeping
        return PlaygroundShownElements(cells: book.visibleCells.keys.sorted(), views: Array(book.visibleViews.keys))
    }

    /// The update items of `updates`, one per index path, in the order UIKit processes a batch (Apple,
    /// performBatchUpdates(_:completion:): "Deletes are processed before inserts"): deletions, insertions, moves,
    /// reloads; sections before items within each; index paths in order. A section's item is `NSNotFound`, as
    /// UIKit gives it (undocumented; real layouts test `indexPathAfterUpdate?.item == NSNotFound` for a section
    /// insert). A reload's after-path is where the item is after the batch.
    ///
    ///     playgroundUpdateItems(of: [.insertItems([[0, 3]]), .deleteSections([1])], before: [3, 2], after: [4])
    ///     // [delete (1, NSNotFound) → nil, insert nil → (0, 3)]
    static func playgroundUpdateItems(of updates: [PlaygroundUpdate], before: [Int], after: [Int])
        -> [UICollectionViewUpdateItem] {
        var deleteSections = Set<Int>(), insertSections = Set<Int>(), reloadSections = Set<Int>()
        var deleteItems = Set<IndexPath>(), insertItems = Set<IndexPath>(), reloadItems = Set<IndexPath>()
        var sectionMoves: [(Int, Int)] = [], itemMoves: [(IndexPath, IndexPath)] = []
        for u in updates {
            switch u {
            case .insertItems(let p): insertItems.formUnion(p)
            case .deleteItems(let p): deleteItems.formUnion(p)
            case .reloadItems(let p): reloadItems.formUnion(p)
            case .moveItem(let a, let b): itemMoves.append((a, b))
            case .insertSections(let s): insertSections.formUnion(s)
            case .deleteSections(let s): deleteSections.formUnion(s)
            case .reloadSections(let s): reloadSections.formUnion(s)
            case .moveSection(let a, let b): sectionMoves.append((a, b))
            }
        }
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        let survivors = playgroundSurvivors(of: updates, before: before, after: after).map
        var items: [UICollectionViewUpdateItem] = []
        items += deleteSections.sorted().map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
        items += deleteItems.sorted().map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        items += insertSections.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
        items += insertItems.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        items += sectionMoves.sorted { $0.0 < $1.0 }.map {
            UICollectionViewUpdateItem(action: .move, before: section($0.0), after: section($0.1))
        }
        items += itemMoves.sorted { $0.0 < $1.0 }.map { UICollectionViewUpdateItem(action: .move, before: $0.0, after: $0.1) }
        items += reloadSections.sorted().map {
            UICollectionViewUpdateItem(action: .reload, before: section($0), after: section($0))
        }
        items += reloadItems.sorted().map { UICollectionViewUpdateItem(action: .reload, before: $0, after: survivors[$0] ?? $0) }
        return items
    }

    /// Tells the layout about the batch just ended, in UIKit's order (above).
    func playgroundAnnounceBatch(_ updates: [PlaygroundUpdate], before: [Int], after: [Int],
                                 shown: PlaygroundShownElements) {
        let layout = collectionViewLayout
        let book = playgroundBookkeeping
        // A hosted data source's batch is animated by the window with these answers (UICollectionView+AnnouncedBatch.swift).
        var record: PlaygroundAnnouncedBatch? = book.hostsData
            ? PlaygroundAnnouncedBatch(before: before, after: after,
                                       animated: UIView.areAnimationsEnabled,
                                       survivors: Self.playgroundSurvivors(of: updates, before: before, after: after).map,
                                       leavingCells: shown.leavingCells)
            : nil
        defer {
            if let record {
                book.announcedBatches.append(record)
                if book.announcedBatches.count > PlaygroundAnnouncedBatch.kept {
                    playgroundRecycle(Array(book.announcedBatches.removeFirst().leavingCells.values))
                }
            }
        }
        layout.playgroundPrepareIfNeeded()
        let updateItems = Self.playgroundUpdateItems(of: updates, before: before, after: after)
        // The items this batch inserts (a section insert: all of its items), for UICollectionViewFlowLayout's fade.
        var inserted = Set<IndexPath>()
        for u in updateItems where u.updateAction == .insert {
            guard let p = u.indexPathAfterUpdate else { continue }
            if p.item == NSNotFound {
                if after.indices.contains(p.section) { for i in 0..<after[p.section] { inserted.insert(IndexPath(item: i, section: p.section)) } }
            } else {
                inserted.insert(p)
            }
        }
        layout.playgroundBatchInsertedItems = inserted
        defer { layout.playgroundBatchInsertedItems = nil }
        layout.prepare(forCollectionViewUpdates: updateItems)
        let visible = bounds
        let now = (layout.layoutAttributesForElements(in: visible) ?? []).filter { $0.frame.intersects(visible) }
        func isItem(_ p: IndexPath) -> Bool {
            after.indices.contains(p.section) && p.item >= 0 && p.item < after[p.section]
        }
        let cellsAfter = Set(now.filter { $0.representedElementCategory == .cell }.map(\.indexPath)).filter(isItem)
        for p in cellsAfter.sorted() {
            let a = layout.initialLayoutAttributesForAppearingItem(at: p)
            if let a { record?.initialItems[p] = Self.playgroundCopy(a) }
        }
        for p in shown.cells {
            let a = layout.finalLayoutAttributesForDisappearingItem(at: p)
            if let a { record?.finalItems[p] = Self.playgroundCopy(a) }
        }
        for category in [ElementCategory.supplementaryView, .decorationView] {
            let nowViews = now.filter { $0.representedElementCategory == category }
            let before = shown.views.filter { $0.category == category }
            var kinds = Set(nowViews.map { $0.representedElementKind ?? "" }).union(before.map(\.kind))
            if category == .supplementaryView {
                kinds.formUnion(playgroundBookkeeping.classes.keys.filter { $0 != Self.playgroundCellKind })
            } else {
                kinds.formUnion(layout.playgroundDecorationClasses.keys)
            }
            for kind in kinds.sorted() {
                let deleted: [IndexPath], inserted: [IndexPath]
                if category == .supplementaryView {
                    deleted = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
                    inserted = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
                } else {
                    deleted = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
                    inserted = layout.indexPathsToInsertForDecorationView(ofKind: kind)
                }
                let appearing = Set(nowViews.filter { ($0.representedElementKind ?? "") == kind }.map(\.indexPath))
                    .union(inserted)
                let disappearing = Set(before.filter { $0.kind == kind }.map(\.indexPath)).union(deleted)
                func view(_ p: IndexPath) -> PlaygroundAnnouncedBatch.PlaygroundView { .init(category: category, kind: kind, indexPath: p) }
                record?.insertedViews.formUnion(inserted.map(view))
                record?.deletedViews.formUnion(deleted.map(view))
                for p in appearing.sorted() {
                    let a = category == .supplementaryView
                        ? layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: p)
                        : layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: p)
                    if let a { record?.initialViews[view(p)] = Self.playgroundCopy(a) }
                }
                for p in disappearing.sorted() {
                    let a = category == .supplementaryView
                        ? layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: p)
                        : layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: p)
                    if let a { record?.finalViews[view(p)] = Self.playgroundCopy(a) }
                }
            }
        }
        layout.finalizeCollectionViewUpdates()
    }
}
