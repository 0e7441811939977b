import PlaygroundCore
import UIKit

/// Batch updates as UIKit performs them (docs/uikit.md, "Batch updates"): the playground's edits reach the layout
/// as `UICollectionViewUpdateItem`s, after it was prepared with the new data (Playground+Updates.swift).
extension UIKitLayoutAdapter {
    public var takesBatchUpdates: Bool { true }

    /// `prepare(forCollectionViewUpdates:)` with the updates as UIKit's update items.
    public mutating func prepare(forUpdates updates: [LayoutUpdate]) {
        // A hosted data source hears the edits first, as on iOS (Hosting/UIKitLayoutAdapter+Hosting.swift).
        if state.host != nil { applyToHostedData(updates) }
        ensurePrepared()
        let items = updates.map(Self.updateItem)
        // The items the update inserts (a section insert: all of its items), for UICollectionViewFlowLayout's fade in.
        let cv = state.collectionView
        var inserted = Set<Foundation.IndexPath>()
        for u in items where u.updateAction == .insert {
            guard let p = u.indexPathAfterUpdate else { continue }
            if p.item == NSNotFound {
                if p.section >= 0, p.section < cv.numberOfSections {
                    for i in 0..<cv.numberOfItems(inSection: p.section) { inserted.insert(Foundation.IndexPath(item: i, section: p.section)) }
                }
            } else {
                inserted.insert(p)
            }
        }
        state.layout.playgroundBatchInsertedItems = inserted
        state.layout.prepare(forCollectionViewUpdates: items)
    }

    public mutating func finalizeUpdates() {
        state.layout.playgroundBatchInsertedItems = nil
        state.layout.finalizeCollectionViewUpdates()
        state.forgetPositions()
    }

    /// The layout's initial attributes for the item at `indexPath` (after the update); nil: UIKit's default (the
    /// playground starts an inserted item in place, transparent).
    public func initialAttributes(forAppearingItem indexPath: PlaygroundCore.IndexPath, in bounds: Rect) -> LayoutAttributes? {
        ensurePrepared()
        return timed(.appearing) { state.layout.initialLayoutAttributesForAppearingItem(at: Self.ui(indexPath)) }
            .map(shown)
    }

    /// The layout's final attributes for the item that was at `indexPath` (before the update; the layout already
    /// has the new data, as on iOS); nil: UIKit's default (a deleted item fades out where it was shown).
    public func finalAttributes(forDisappearingItem indexPath: PlaygroundCore.IndexPath, in bounds: Rect) -> LayoutAttributes? {
        ensurePrepared()
        return timed(.appearing) { state.layout.finalLayoutAttributesForDisappearingItem(at: Self.ui(indexPath)) }
            .map(shown)
    }

    /// `indexPathsToInsert/DeleteForSupplementaryView(ofKind:)` or `…ForDecorationView(ofKind:)` (none for cells).
    public func updatedElements(inserted: Bool, of category: ElementCategory) -> [PlaygroundCore.IndexPath] {
        ensurePrepared()
        let layout = state.layout
        let paths: [Foundation.IndexPath] = timed(.appearing) {
            switch category {
            case .cell: []
            case .supplementary(let kind): inserted ? layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
                : layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
            case .decoration(let kind): inserted ? layout.indexPathsToInsertForDecorationView(ofKind: kind)
                : layout.indexPathsToDeleteForDecorationView(ofKind: kind)
            }
        }
        return paths.map(Self.core)
    }

    /// The layout's initial attributes for a supplementary or decoration view shown after the update.
    public func initialAttributes(forAppearing category: ElementCategory, at indexPath: PlaygroundCore.IndexPath,
                                  in bounds: Rect) -> LayoutAttributes? {
        ensurePrepared()
        let layout = state.layout, p = Self.ui(indexPath)
        return timed(.appearing) { () -> UICollectionViewLayoutAttributes? in
            switch category {
            case .cell: layout.initialLayoutAttributesForAppearingItem(at: p)
            case .supplementary(let kind): layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: p)
            case .decoration(let kind): layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: p)
            }
        }.map(shown)
    }

    /// The layout's final attributes for a supplementary or decoration view shown before the update (old index path).
    public func finalAttributes(forDisappearing category: ElementCategory, at indexPath: PlaygroundCore.IndexPath,
                                in bounds: Rect) -> LayoutAttributes? {
        ensurePrepared()
        let layout = state.layout, p = Self.ui(indexPath)
        return timed(.appearing) { () -> UICollectionViewLayoutAttributes? in
            switch category {
            case .cell: layout.finalLayoutAttributesForDisappearingItem(at: p)
            case .supplementary(let kind):
                layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: p)
            case .decoration(let kind): layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: p)
            }
        }.map(shown)
    }

    /// `prepare(forAnimatedBoundsChange:)` with the old bounds (the layout's own coordinates).
    public mutating func prepareForAnimatedBoundsChange(from oldBounds: Rect) {
        ensurePrepared()
        let old = mirrored(oldBounds)
        let layout = state.layout
        timed(.invalidate) {
            layout.prepare(forAnimatedBoundsChange: CGRect(x: old.minX, y: old.minY, width: old.width, height: old.height))
        }
        state.collectNotices()
    }

    public mutating func finalizeAnimatedBoundsChange() {
        let layout = state.layout
        timed(.invalidate) { layout.finalizeAnimatedBoundsChange() }
        state.forgetPositions()
    }

    static func updateItem(_ u: LayoutUpdate) -> UICollectionViewUpdateItem {
        switch u {
        case let .insert(p): UICollectionViewUpdateItem(action: .insert, before: nil, after: ui(p))
        case let .delete(p): UICollectionViewUpdateItem(action: .delete, before: ui(p), after: nil)
        case let .move(from, to): UICollectionViewUpdateItem(action: .move, before: ui(from), after: ui(to))
        case let .reload(p): UICollectionViewUpdateItem(action: .reload, before: ui(p), after: ui(p))
        }
    }
}
