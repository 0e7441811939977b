import PlaygroundCore
import UIKit

/// A click on an item of a hosted view controller's collection view is the app's tap: the collection view
/// highlights and selects the item and tells its delegate, in UIKit's order (UICollectionView+Touches.swift). A
/// bare layout keeps the playground's tap-to-zoom (CollectionLayout+Selection.swift).
extension UIKitLayoutAdapter {
    /// A hosted controller's collection view (its data source's data) takes the click.
    public var takesSelection: Bool { playgroundOnMainActor { state.collectionView.playgroundBookkeeping.hostsData } }

    public mutating func select(at indexPath: PlaygroundCore.IndexPath, point: Point) {
        ensurePrepared()
        let cv = state.collectionView
        let path = Self.ui(indexPath)
        let location = CGPoint(x: point.x, y: point.y)
        playgroundOnMainActor { cv.playgroundUserTap(at: path, point: location) }
        followHostedLayout()
        state.forgetPositions()
        state.collectNotices()
    }
}
