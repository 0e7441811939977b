import Foundation
import PlaygroundCore
import UIKit

/// Supplementary and decoration views made for drawing, by category, kind and index path, at most
/// `DrawnCells.capacity`, the least recently drawn dropped first (each back through `prepareForReuse()`).
final class DrawnViews {
    struct Key: Hashable {
        var decoration: Bool, kind: String, section: Int, item: Int
    }

    var views: [Key: (view: UICollectionReusableView, used: Int)] = [:]
    /// The last content drawn for each view, with the attributes applied (a copy) and its size.
    var drawnContent: [Key: (attributes: UICollectionViewLayoutAttributes, size: Size, content: ElementContent)] = [:]
    var clock = 0

    func view(_ key: Key, make: () -> UICollectionReusableView?) -> UICollectionReusableView? {
        clock += 1
        if let known = views[key] {
            views[key]?.used = clock
            return known.view
        }
        guard let view = make() else { return nil }
        if views.count >= DrawnCells.capacity, let oldest = views.min(by: { $0.value.used < $1.value.used }) {
            oldest.value.view.prepareForReuse()
            views.removeValue(forKey: oldest.key)
            drawnContent.removeValue(forKey: oldest.key)
        }
        views[key] = (view, clock)
        return view
    }

    func removeAll() {
        views.removeAll()
        drawnContent.removeAll()
    }
}

/// Headers, footers and decorations drawn from their views (docs/cells.md, "Headers, footers and decorations"):
/// a supplementary element is the view the data source's `collectionView(_:viewForSupplementaryElementOfKind:at:)`
/// returns (a registration's handler, a diffable data source's `supplementaryViewProvider`), a decoration the
/// instance of the class registered with the layout's `register(_:forDecorationViewOfKind:)` (a compositional
/// layout's `NSCollectionLayoutDecorationItem` included), each sized to its attributes and given them through
/// `apply(_:)`, as UIKit's `_setLayoutAttributes:` does, then flattened like a cell. A hosted collection view's own
/// views (made by its layout pass) are drawn as they are.
extension UIKitLayoutAdapter {
    func reusableViewContent(for attributes: LayoutAttributes, dataSource: any UICollectionViewDataSource) -> ElementContent? {
        let decoration: Bool, kind: String
        switch attributes.category {
        case .cell: return nil
        case .supplementary(let k): decoration = false; kind = k
        case .decoration(let k): decoration = true; kind = k
        }
        let cv = state.collectionView
        let ip = attributes.indexPath
        let path = Foundation.IndexPath(item: ip.item, section: ip.section)
        if let shown = decoration ? cv.playgroundVisibleDecorationView(ofKind: kind, at: path)
            : cv.supplementaryView(forElementKind: kind, at: path) {
            return ViewTreeDrawing.content(of: shown)
        }
        guard let view = drawnReusableView(for: attributes, dataSource: dataSource) else { return nil }
        let key = DrawnViews.Key(decoration: decoration, kind: kind, section: ip.section, item: ip.item)
        let given = (decoration ? state.layout.layoutAttributesForDecorationView(ofKind: kind, at: path)
            : state.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path))
            ?? (decoration ? UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: path)
                : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path))
        let views = state.drawn.views
        if let last = views.drawnContent[key], last.size == attributes.size, last.attributes.isEqual(given) {
            return last.content
        }
        ViewTreeDrawing.adopt(cv.traitCollection, in: view)
        view.bounds = CGRect(origin: .zero, size: CGSize(width: attributes.size.width, height: attributes.size.height))
        view.apply(given)
        let content = ViewTreeDrawing.content(of: view)
        views.drawnContent[key] = (given.copy() as! UICollectionViewLayoutAttributes, attributes.size, content)
        return content
    }

    /// The view made (once per element while the data stays) for a supplementary or decoration element; nil for a
    /// cell.
    func drawnReusableView(for attributes: LayoutAttributes,
                           dataSource: any UICollectionViewDataSource) -> UICollectionReusableView? {
        syncDrawnCellsWithData()
        let cv = state.collectionView
        let ip = attributes.indexPath
        let path = Foundation.IndexPath(item: ip.item, section: ip.section)
        let frame = CGRect(x: attributes.center.x - attributes.size.width / 2,
                           y: attributes.center.y - attributes.size.height / 2,
                           width: attributes.size.width, height: attributes.size.height)
        switch attributes.category {
        case .cell:
            return nil
        case .supplementary(let kind):
            return state.drawn.views.view(.init(decoration: false, kind: kind, section: ip.section, item: ip.item)) {
                let view = dataSource.collectionView(cv, viewForSupplementaryElementOfKind: kind, at: path)
                view.playgroundElementKind = kind
                return view
            }
        case .decoration(let kind):
            return state.drawn.views.view(.init(decoration: true, kind: kind, section: ip.section, item: ip.item)) {
                let view = state.layout.playgroundMakeDecorationView(ofKind: kind, frame: frame)
                view.playgroundElementKind = kind
                return view
            }
        }
    }
}
