import Foundation
import PlaygroundCore
import UIKit

/// A hosted data source's own batches as the core's `HostedBatch`es (docs/uikit.md, "Batch updates"): the hosted
/// collection view told its layout in UIKit's order and kept the answers (UICollectionView+AnnouncedBatch.swift);
/// the window animates them (Playground+HostedBatch.swift). Attributes are mirrored as the layout is shown.
extension UIKitLayoutAdapter {
    public mutating func takeHostedBatches() -> [HostedBatch] {
        guard state.host != nil else { return [] }
        let cv = state.collectionView
        let batches = playgroundOnMainActor { cv.playgroundTakeAnnouncedBatches() }
        guard !batches.isEmpty else { return [] }
        // The layout has the data after the last batch: mirror about its content now.
        ensurePrepared()
        return batches.map(hostedBatch)
    }

    /// Forgets the batches the playground's own edits made through the data source (a reorder's move, a delete):
    /// the playground animated those itself.
    func dropHostedBatches() {
        guard state.host != nil else { return }
        let cv = state.collectionView
        playgroundOnMainActor {
            for b in cv.playgroundTakeAnnouncedBatches() { cv.playgroundRecycle(Array(b.leavingCells.values)) }
        }
    }

    func hostedBatch(_ b: PlaygroundAnnouncedBatch) -> HostedBatch {
        func starts(_ counts: [Int]) -> [Int] {
            var s: [Int] = [], total = 0
            for c in counts { s.append(total); total += c }
            return s
        }
        let startBefore = starts(b.before), startAfter = starts(b.after)
        func flat(_ p: Foundation.IndexPath, _ counts: [Int], _ start: [Int]) -> Int? {
            guard counts.indices.contains(p.section), p.item >= 0, p.item < counts[p.section] else { return nil }
            return start[p.section] + p.item
        }
        var survivors: [Int: Int] = [:]
        for (old, new) in b.survivors {
            if let o = flat(old, b.before, startBefore), let n = flat(new, b.after, startAfter) { survivors[o] = n }
        }
        func attributes(_ byPath: [Foundation.IndexPath: UICollectionViewLayoutAttributes], _ counts: [Int],
                        _ start: [Int]) -> [Int: LayoutAttributes] {
            var result: [Int: LayoutAttributes] = [:]
            for (p, a) in byPath { if let f = flat(p, counts, start) { result[f] = shown(a) } }
            return result
        }
        func key(_ v: PlaygroundAnnouncedBatch.PlaygroundView) -> ElementAnimator.Key {
            let category: ElementCategory = v.category == .decorationView ? .decoration(kind: v.kind)
                : .supplementary(kind: v.kind)
            return ElementAnimator.Key(category, Self.core(v.indexPath))
        }
        func elements(_ byView: [PlaygroundAnnouncedBatch.PlaygroundView: UICollectionViewLayoutAttributes])
            -> [ElementAnimator.Key: LayoutAttributes] {
            var result: [ElementAnimator.Key: LayoutAttributes] = [:]
            for (v, a) in byView { result[key(v)] = shown(a) }
            return result
        }
        // The deleted items' cells as they were shown, for their way out; then back to their reuse queues.
        var finalContent: [Int: ElementContent] = [:]
        let cv = state.collectionView
        playgroundOnMainActor {
            for (p, cell) in b.leavingCells {
                if let f = flat(p, b.before, startBefore) { finalContent[f] = ViewTreeDrawing.content(of: cell) }
            }
            cv.playgroundRecycle(Array(b.leavingCells.values))
        }
        return HostedBatch(
            countBefore: b.before.reduce(0, +), countAfter: b.after.reduce(0, +), animated: b.animated, survivors: survivors,
            initialItems: attributes(b.initialItems, b.after, startAfter),
            finalItems: attributes(b.finalItems, b.before, startBefore),
            insertedElements: Set(b.insertedViews.map(key)), deletedElements: Set(b.deletedViews.map(key)),
            initialElements: elements(b.initialViews), finalElements: elements(b.finalViews), finalContent: finalContent)
    }
}
