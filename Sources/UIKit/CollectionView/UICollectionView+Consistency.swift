/// UIKit's consistency check of a batch update (issue uikit-behaviour): after the batch the data source's counts
/// must be the counts before it plus what the batch inserted and moved in, minus what it deleted and moved out.
/// On iOS an update that does not add up raises `NSInternalInconsistencyException` and the app stops; here the
/// exception's text is recorded as one line (PlaygroundExceptions) and the collection view reloads from its data
/// source instead, so nothing is lost.
extension UICollectionView {
    /// UIKit's reason for `updates` taking `before` (items per section) to `after`, or nil when they add up.
    ///
    ///     playgroundInconsistency(of: [.insertItems([IndexPath(item: 0, section: 0)])], before: [3], after: [3])
    ///     // "Invalid update: invalid number of items in section 0. The number of items contained in an existing
    ///     //  section after the update (3) must be equal to the number of items contained in that section before
    ///     //  the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted,
    ///     //  0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in,
    ///     //  0 moved out)."
    static func playgroundInconsistency(of updates: [PlaygroundUpdate], before: [Int], after: [Int]) -> String? {
        var deletedSections = Set<Int>(), insertedSections = Set<Int>()
        var sectionMoves: [(Int, Int)] = []
        var inserted: [Int: Int] = [:], deleted: [Int: Int] = [:]
        var itemMoves: [(IndexPath, IndexPath)] = []
        for u in updates {
            switch u {
            case .insertItems(let paths): for p in Set(paths) { inserted[p.section, default: 0] += 1 }
            case .deleteItems(let paths): for p in Set(paths) { deleted[p.section, default: 0] += 1 }
            case .moveItem(let from, let to): itemMoves.append((from, to))
            case .insertSections(let s): insertedSections.formUnion(s)
            case .deleteSections(let s): deletedSections.formUnion(s)
            case .moveSection(let from, let to): sectionMoves.append((from, to))
            case .reloadItems, .reloadSections: break
            }
        }
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        if after.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(after.count)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(before.count)), plus or minus the number of sections "
                + "inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        // Each section after the update and the one it was before (nil: inserted): moved sections by their move,
        // the others in order.
        var oldOf: [Int: Int] = [:]
        let movedFrom = Set(sectionMoves.map(\.0)), movedTo = Set(sectionMoves.map(\.1))
        for (from, to) in sectionMoves { oldOf[to] = from }
        let survivors = before.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let places = after.indices.filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        for (old, new) in zip(survivors, places) { oldOf[new] = old }
        for new in after.indices {
            guard let old = oldOf[new], before.indices.contains(old) else { continue }
            let movedIn = itemMoves.filter { $0.1.section == new && $0.0.section != old }.count
            let movedOut = itemMoves.filter { $0.0.section == old && $0.1.section != new }.count
            let ins = inserted[new] ?? 0, del = deleted[old] ?? 0
            if after[new] != before[old] + ins - del + movedIn - movedOut {
                return "Invalid update: invalid number of items in section \(new). The number of items contained in "
                    + "an existing section after the update (\(after[new])) must be equal to the number of items "
                    + "contained in that section before the update (\(before[old])), plus or minus the number of items "
                    + "inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the "
                    + "number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Checks the batch just ended; when it does not add up, records UIKit's exception and reloads instead (the
    /// layout then hears no update items). Returns whether the batch was consistent.
    func playgroundCheckBatch(_ updates: [PlaygroundUpdate], before: [Int], after: [Int]) -> Bool {
        guard let reason = Self.playgroundInconsistency(of: updates, before: before, after: after) else { return true }
        PlaygroundExceptions.raise("NSInternalInconsistencyException", reason, from: self)
        playgroundBookkeeping.lastBatch = nil
        playgroundReloadData()
        return false
    }
}
