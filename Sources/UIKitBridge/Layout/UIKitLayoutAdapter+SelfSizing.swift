import Foundation
import PlaygroundCore
import UIKit

/// Self-sizing cells (docs/cells.md, "Self-sizing"; the flow layout's `estimatedItemSize` and the compositional
/// layout's `.estimated` dimensions): after each prepare, the cells in view whose size is still an
/// estimate are measured, as UIKit measures the cells it is about to show: given their attributes (`apply(_:)`),
/// asked `preferredLayoutAttributesFitting(_:)`; when the layout's
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` says so, it is invalidated with
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` and prepared again, until the cells in
/// view keep their sizes (at most `maxPasses` rounds: moved cells bring new ones into view).
extension UIKitLayoutAdapter {
    /// Rounds of measuring a prepare may take: UIKit measures again as cells come into view; a layout whose cells
    /// never agree with it (a preferred size the layout does not keep) stops here.
    static let maxPasses = 8

    func selfSizeCellsInView() {
        let layout = state.layout
        let selfSizing = (layout as? UICollectionViewFlowLayout)?.playgroundIsSelfSizing
            ?? (layout as? UICollectionViewCompositionalLayout)?.playgroundIsSelfSizing ?? false
        guard selfSizing, let dataSource = state.collectionView.dataSource, state.context != nil else { return }
        let cv = state.collectionView
        syncDrawnCellsWithData()
        var measured = Set<Foundation.IndexPath>()
        for _ in 0..<Self.maxPasses {
            var changed = false
            for original in layout.layoutAttributesForElements(in: cv.bounds) ?? []
            where original.representedElementCategory == .cell && !measured.contains(original.indexPath) {
                let ip = original.indexPath
                measured.insert(ip)
                guard let cell = state.drawn.cell(DrawnCells.Key(section: ip.section, item: ip.item), make: {
                    dataSource.collectionView(cv, cellForItemAt: ip)
                }) else { continue }
                cell.bounds = CGRect(origin: .zero, size: original.size)
                cell.apply(original)
                ViewTreeDrawing.layOut(cell)
                let preferred = cell.preferredLayoutAttributesFitting(original.copy() as! UICollectionViewLayoutAttributes)
                state.drawn.recordMeasuring(original: original, preferred: preferred)
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                             withOriginalAttributes: original))
                    changed = true
                }
            }
            guard changed else { return }
            ensurePrepared()
        }
    }
}
