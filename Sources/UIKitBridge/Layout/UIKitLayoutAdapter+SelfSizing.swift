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
        let compositional = layout as? UICollectionViewCompositionalLayout
        let selfSizing = (layout as? UICollectionViewFlowLayout)?.playgroundIsSelfSizing
            ?? compositional.map { $0.playgroundIsSelfSizing || $0.playgroundHasEstimatedSupplementaries } ?? false
        guard selfSizing, let dataSource = state.collectionView.playgroundAppDataSource, state.context != nil else { return }
        let cv = state.collectionView
        syncDrawnCellsWithData()
        var measured = Set<Foundation.IndexPath>()
        var measuredViews = Set<DrawnViews.Key>()
        for _ in 0..<Self.maxPasses {
            var changed = false
            let elements = layout.layoutAttributesForElements(in: cv.bounds) ?? []
            // Headers and footers with estimated sizes (a compositional layout's, or a self-sizing flow layout's),
            // measured as cells are.
            if compositional?.playgroundHasEstimatedSupplementaries == true
                || (layout as? UICollectionViewFlowLayout)?.playgroundIsSelfSizing == true {
                for original in elements where original.representedElementCategory == .supplementaryView {
                    guard let kind = original.representedElementKind else { continue }
                    let ip = original.indexPath
                    let key = DrawnViews.Key(decoration: false, kind: kind, section: ip.section, item: ip.item)
                    guard measuredViews.insert(key).inserted else { continue }
                    guard let view = cv.supplementaryView(forElementKind: kind, at: ip) ?? state.drawn.views.view(key, make: {
                        let view = dataSource.collectionView(cv, viewForSupplementaryElementOfKind: kind, at: ip)
                        view.playgroundElementKind = kind
                        return view
                    }) else { continue }
                    ViewTreeDrawing.adopt(cv.traitCollection, in: view)
                    view.bounds = CGRect(origin: .zero, size: original.size)
                    view.apply(original)
                    ViewTreeDrawing.layOut(view)
                    let preferred = view.preferredLayoutAttributesFitting(original.copy() as! UICollectionViewLayoutAttributes)
                    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                                 withOriginalAttributes: original))
                        changed = true
                    }
                }
            }
            for original in elements
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
