import Foundation
import PlaygroundCore
import UIKit

/// The cells a hosted collection view's data source makes, kept by index path (reused while their item stays),
/// at most `capacity`, the least recently drawn dropped first.
final class DrawnCells {
    /// Cells kept: a few screens of small cells (a 390×844 window holds about 200 40-point tags).
    static let capacity = 600

    struct Key: Hashable {
        var section: Int, item: Int
    }

    var cells: [Key: (cell: UICollectionViewCell, used: Int)] = [:]
    /// Headers, footers and decoration views made for drawing (docs/cells.md, "Headers, footers and decorations").
    let views = DrawnViews()
    /// The attributes objects of the latest rect queries, by cell: what UIKit hands `apply(_:)` (layouts often
    /// set their custom fields only in `layoutAttributesForElements(in:)`).
    var given: [Key: UICollectionViewLayoutAttributes] = [:]
    /// The last content drawn for each cell, with the attributes (a copy) and size it was drawn at: a cell given
    /// equal attributes (`isEqual(_:)`, as UIKit skips `apply(_:)` then) at the same size draws the same.
    var drawnContent: [Key: (attributes: UICollectionViewLayoutAttributes, size: Size, content: ElementContent)] = [:]

    func remember(_ a: UICollectionViewLayoutAttributes) {
        guard a.representedElementCategory == .cell else { return }
        if given.count > 4 * Self.capacity { given.removeAll(keepingCapacity: true) }
        given[Key(section: a.indexPath.section, item: a.indexPath.item)] = a
    }
    /// Self-sizing cells' records (the inspector's estimated against measured): the frame at the first measuring
    /// (the estimate's) and the latest measured size.
    var sizing: [Key: SelfSizingRecord] = [:]

    /// Records a measuring: `original` the attributes the cell was measured in, `preferred` what it asked for.
    func recordMeasuring(original: UICollectionViewLayoutAttributes, preferred: UICollectionViewLayoutAttributes) {
        let key = Key(section: original.indexPath.section, item: original.indexPath.item)
        let measured = Size(width: Double(preferred.size.width), height: Double(preferred.size.height))
        if sizing[key] != nil {
            sizing[key]?.measured = measured
        } else {
            let f = original.playgroundUntransformedFrame
            sizing[key] = SelfSizingRecord(estimatedFrame: Rect(x: Double(f.minX), y: Double(f.minY), width: Double(f.width),
                                                                height: Double(f.height)), measured: measured)
        }
    }
    var clock = 0
    /// The item count the cells were made for; a change drops them all (the data changed).
    var itemCount = -1

    func cell(_ key: Key, make: () -> UICollectionViewCell?) -> UICollectionViewCell? {
        clock += 1
        if let known = cells[key] {
            cells[key]?.used = clock
            return known.cell
        }
        guard let cell = make() else { return nil }
        if cells.count >= Self.capacity, let oldest = cells.min(by: { $0.value.used < $1.value.used }) {
            oldest.value.cell.prepareForReuse()
            cells.removeValue(forKey: oldest.key)
        }
        cells[key] = (cell, clock)
        return cell
    }
}

extension UIKitLayoutAdapter {
    /// Drops the kept cells, their contents and their self-sizing records when the item count changed (new data),
    /// before the self-sizing loop and before drawing.
    func syncDrawnCellsWithData() {
        let cv = state.collectionView
        let total = (0..<cv.numberOfSections).reduce(0) { $0 + cv.numberOfItems(inSection: $1) }
        guard state.drawn.itemCount != total else { return }
        state.drawn.cells.removeAll()
        state.drawn.sizing.removeAll()
        state.drawn.drawnContent.removeAll()
        state.drawn.views.removeAll()
        state.drawn.itemCount = total
    }
}

/// The inspector's estimated-against-measured sizes of self-sizing cells (docs/cells.md, "Self-sizing").
extension UIKitLayoutAdapter: SelfSizingSource {
    public func selfSizing(for attributes: LayoutAttributes) -> SelfSizingRecord? {
        state.drawn.sizing[DrawnCells.Key(section: attributes.indexPath.section, item: attributes.indexPath.item)]
    }
}

/// Cells drawn from the user's code (docs/cells.md, "Drawn cells"): when the collection view has a data source, each
/// cell is the view its `collectionView(_:cellForItemAt:)` returns, made once per index path, given the layout's
/// attributes object from its latest rect query (a custom subclass included) through `apply(_:)` every frame, sized to the attributes, laid
/// out and flattened by `ViewTreeDrawing`. Without a data source (a bare layout file) cells stay the playground's
/// photos.
extension UIKitLayoutAdapter: ElementContentSource {
    public func content(for attributes: LayoutAttributes) -> ElementContent? {
        guard let dataSource = state.collectionView.playgroundAppDataSource else { return nil }
        guard attributes.category == .cell else { return reusableViewContent(for: attributes, dataSource: dataSource) }
        let cv = state.collectionView
        let ip0 = attributes.indexPath
        if let shown = cv.cellForItem(at: Foundation.IndexPath(item: ip0.item, section: ip0.section)) {
            // A hosted collection view's own cell: its layout pass made it and applied its attributes
            // (docs/uikit-machinery.md, "Cells").
            let row = listRow(for: attributes)
            applyListCorners(row, to: shown)
            var content = ViewTreeDrawing.content(of: shown,
                                                  elementTransform: cv.layoutAttributesForItem(at: Foundation.IndexPath(item: ip0.item, section: ip0.section))?.transform)
            content.pieces += separatorPieces(row, of: shown)
            return content
        }
        // An index path the data source no longer has (an item on its way out after a delete) is not asked for:
        // a data source indexes its own array with it. Nothing is drawn for it here.
        let counts = cv.playgroundCounts
        guard counts.indices.contains(ip0.section), ip0.item >= 0, ip0.item < counts[ip0.section] else {
            return ElementContent()
        }
        syncDrawnCellsWithData()
        let ip = attributes.indexPath
        let path = Foundation.IndexPath(item: ip.item, section: ip.section)
        guard let cell = state.drawn.cell(DrawnCells.Key(section: ip.section, item: ip.item), make: {
            dataSource.collectionView(cv, cellForItemAt: path)
        }) else { return nil }
        let key = DrawnCells.Key(section: ip.section, item: ip.item)
        let given = state.drawn.given[key]
            ?? state.layout.layoutAttributesForItem(at: path) ?? UICollectionViewLayoutAttributes(forCellWith: path)
        if let last = state.drawn.drawnContent[key], last.size == attributes.size, last.attributes.isEqual(given),
           !ViewTreeDrawing.isAnimating(cell) {
            return last.content
        }
        ViewTreeDrawing.adopt(cv.traitCollection, in: cell)
        cv.playgroundRefreshCellState(cell, at: path)  // editing mode, outline state and level
        cell.bounds = CGRect(origin: .zero, size: CGSize(width: attributes.size.width, height: attributes.size.height))
        cell.apply(given)
        let row = listRow(for: attributes)
        applyListCorners(row, to: cell)
        var content = ViewTreeDrawing.content(of: cell, elementTransform: given.transform)
        content.pieces += separatorPieces(row, of: cell)
        if state.drawn.drawnContent.count > 4 * DrawnCells.capacity { state.drawn.drawnContent.removeAll() }
        state.drawn.drawnContent[key] = (given.copy() as! UICollectionViewLayoutAttributes, attributes.size, content)
        return content
    }
}
