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
        state.layout.prepare(forCollectionViewUpdates: updates.map(Self.updateItem))
    }

    public mutating func finalizeUpdates() {
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

    static func updateItem(_ u: LayoutUpdate) -> UICollectionViewUpdateItem {
        switch u {
        case let .insert(p): UICollectionViewUpdateItem(action: .insert, before: nil, after: ui(p))
        case let .delete(p): UICollectionViewUpdateItem(action: .delete, before: ui(p), after: nil)
        case let .move(from, to): UICollectionViewUpdateItem(action: .move, before: ui(from), after: ui(to))
        case let .reload(p): UICollectionViewUpdateItem(action: .reload, before: ui(p), after: ui(p))
        }
    }
}
