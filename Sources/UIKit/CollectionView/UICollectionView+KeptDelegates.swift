import Foundation

// UICollectionView's `delegate` and `dataSource` are weak, as on iOS (UICollectionView.h). The playground makes
// objects that nothing else holds and hands them to a collection view: its stand-in data source answering the
// playground's counts (PlaygroundCountsDataSource), the generated delegate answers of a bare layout, and whatever a
// layout file's `makeLayout(_ collectionView:)` makes and assigns (`collectionView.dataSource = MyDataSource()`,
// which the playground's layout-file convention allows). Those it keeps here, in the collection view, for its
// lifetime; an app's own assignments (a view controller, a storyboard's connection) are held weakly as on iOS.

extension UICollectionView {
    /// While positive, every delegate or data source assigned to any collection view is kept alive by it: the
    /// playground raises it around the user's `makeLayout(_:)` and its own generated set-up
    /// (`playgroundKeepingAssignments(_:)`).
    @MainActor package static var playgroundMakingDepth = 0

    /// Runs `body` with every delegate and data source it assigns to a collection view kept alive by that
    /// collection view (see above).
    @MainActor package static func playgroundKeepingAssignments<T>(_ body: () throws -> T) rethrows -> T {
        playgroundMakingDepth += 1
        defer { playgroundMakingDepth -= 1 }
        return try body()
    }

    /// Keeps `object` alive as long as this collection view.
    package func playgroundKeep(_ object: AnyObject?) {
        guard let object, !playgroundKept.contains(where: { $0 === object }) else { return }
        playgroundKept.append(object)
    }

    /// `object` kept when it is assigned while the playground makes a layout.
    func playgroundKeepIfMaking(_ object: AnyObject?) {
        if Self.playgroundMakingDepth > 0 { playgroundKeep(object) }
    }
}
