/// Where the views on screen go through a batch of updates (UIKit keeps the cells of items that survive an update,
/// at their new index paths, and asks the data source only for inserted and reloaded items).
extension UICollectionView {
    /// Old index path → new index path of every item that survives `updates` (moved items included), and the old
    /// index paths whose cells must be asked for again (reloads).
    ///
    /// UIKit's rules for a batch (Apple, performBatchUpdates(_:completion:): "Deletes are processed before inserts
    /// in batch operations … the indexes for the deletions are processed relative to the indexes of the collection
    /// view's state before the batch operation, and the indexes for the insertions are processed relative to the
    /// indexes of the state after all the deletions in the batch operation"): deleted and moved-out items leave
    /// their sections, inserted and moved-in items take their places in the new ones, and the rest keep their
    /// order in the remaining places.
    ///
    ///     // before [3], delete (0,0), insert (0,2): (0,1) → (0,0), (0,2) → (0,1)
    static func playgroundSurvivors(of updates: [PlaygroundUpdate], before: [Int], after: [Int])
        -> (map: [IndexPath: IndexPath], reloaded: Set<IndexPath>) {
        var deletedSections = Set<Int>(), insertedSections = Set<Int>(), sectionMoves: [Int: Int] = [:]
        var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>(), reloaded = Set<IndexPath>()
        var itemMoves: [IndexPath: IndexPath] = [:]
        for update in updates {
            switch update {
            case .insertItems(let paths): insertedItems.formUnion(paths)
            case .deleteItems(let paths): deletedItems.formUnion(paths)
            case .reloadItems(let paths): reloaded.formUnion(paths)
            case .moveItem(let from, let to): itemMoves[from] = to
            case .insertSections(let s): insertedSections.formUnion(s)
            case .deleteSections(let s): deletedSections.formUnion(s)
            case .reloadSections(let s):
                for section in s where section < before.count {
                    reloaded.formUnion((0..<before[section]).map { IndexPath(item: $0, section: section) })
                }
            case .moveSection(let from, let to): sectionMoves[from] = to
            }
        }
        // Sections: the ones neither deleted nor moved keep their order in the places left free.
        var sectionMap: [Int: Int] = sectionMoves
        let takenSections = insertedSections.union(sectionMoves.values)
        var freeSections = (0..<after.count).filter { !takenSections.contains($0) }.makeIterator()
        for s in 0..<before.count where !deletedSections.contains(s) && sectionMoves[s] == nil {
            guard let target = freeSections.next() else { break }
            sectionMap[s] = target
        }
        // Items, section by section of the new state.
        var map: [IndexPath: IndexPath] = [:]
        for (from, to) in itemMoves where to.section < after.count && to.item < after[to.section] { map[from] = to }
        var survivorsBySection: [Int: [IndexPath]] = [:]
        for s in 0..<before.count {
            guard let target = sectionMap[s] else { continue }
            for item in 0..<before[s] {
                let path = IndexPath(item: item, section: s)
                if deletedItems.contains(path) || itemMoves[path] != nil { continue }
                survivorsBySection[target, default: []].append(path)
            }
        }
        let taken = insertedItems.union(itemMoves.values)
        for (target, survivors) in survivorsBySection where target < after.count {
            var free = (0..<after[target]).filter { !taken.contains(IndexPath(item: $0, section: target)) }.makeIterator()
            for path in survivors {
                guard let item = free.next() else { break }
                map[path] = IndexPath(item: item, section: target)
            }
        }
        return (map, reloaded)
    }

    /// Moves the cells on screen to their items' new index paths after a batch; the cells of deleted and reloaded
    /// items, and every supplementary and decoration view, go back to their reuse queues (the next layout asks
    /// for them again). With `keepingLeaving`, the cells of deleted items are returned instead, by their old index
    /// paths: a hosted collection view's window draws them on their way out and then recycles them
    /// (`playgroundRecycle`), as UIKit reuses a deleted cell only once its disappearing animation ended.
    @discardableResult
    func playgroundMoveVisibleViews(through updates: [PlaygroundUpdate], before: [Int], after: [Int],
                                    keepingLeaving: Bool = false) -> [IndexPath: UICollectionViewCell] {
        let book = playgroundBookkeeping
        let (map, reloaded) = Self.playgroundSurvivors(of: updates, before: before, after: after)
        var moved: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in book.visibleCells {
            if let target = map[path], !reloaded.contains(path) {
                moved[target] = cell
            } else if keepingLeaving && map[path] == nil {
                leaving[path] = cell
            } else {
                playgroundEnqueue(cell)
            }
        }
        book.visibleCells = moved
        for view in book.visibleViews.values { playgroundEnqueue(view) }
        book.visibleViews = [:]
        return leaving
    }

    /// Puts cells a batch kept on their way out back in their reuse queues.
    package func playgroundRecycle(_ cells: [UICollectionViewCell]) {
        for cell in cells { playgroundEnqueue(cell) }
    }
}
