import PlaygroundCore
import UIKit

extension UIKitLayoutAdapter {
    /// A hosted view controller's collection view and its layout as the core's layout. Its sections and items are
    /// its data source's (the playground's item count is their total: `UIKitHostedData.sectionCounts`), not the
    /// playground's split; the playground drives its bounds as it drives a proxy's. nil when the controller shows
    /// no collection view.
    ///
    ///     let host = UIKitHostedController(viewport: Size(width: 390, height: 844)) { PhotosViewController() }
    ///     var layout = UIKitLayoutAdapter(hosting: host)!
    ///     layout.prepare(LayoutContext(viewport: Size(width: 390, height: 844), itemCount: host.data!.sectionCounts.reduce(0, +)))
    public init?(hosting host: UIKitHostedController, name: String? = nil) {
        guard let cv = host.collectionView else { return nil }
        let layout = playgroundOnMainActor { () -> UICollectionViewLayout in
            cv.playgroundBookkeeping.hostsData = true
            return cv.collectionViewLayout
        }
        self.init(layout: layout, collectionView: cv, name: name ?? Self.defaultName(of: host.viewController),
                  sections: 1)
    }

    /// The layout name of a hosted controller: its class's name, lower-cased (as a layout's).
    static func defaultName(of controller: UIViewController) -> String {
        let full = String(describing: type(of: controller))
        let last = full.split(separator: ".").last.map(String.init) ?? full
        let kept = last.lowercased().unicodeScalars.filter {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        let name = String(String.UnicodeScalarView(kept))
        return name.isEmpty ? "uikithost" : name
    }

    /// A hosted controller that gave its collection view another layout — `setCollectionViewLayout(_:animated:)`
    /// from a trait-change handler or `viewWillTransition(to:with:)`, an interactive transition's
    /// `UICollectionViewTransitionLayout` — is shown with it, as the screen shows the collection view's current
    /// layout: the adapter follows (prepared afresh, mirrored as the new layout says). A swap during a rotation is
    /// animated by the rotation (every item from where it was shown). Returns whether it changed.
    @discardableResult
    func followHostedLayout() -> Bool {
        guard state.host != nil else { return false }
        let cv = state.collectionView
        let current = playgroundOnMainActor { cv.collectionViewLayout }
        guard current !== state.layout else { return false }
        state.layout = current
        current.playgroundNeedsPrepare = true
        if let traits = state.context?.traits {
            let effective: UIUserInterfaceLayoutDirection = traits.isRightToLeft ? .rightToLeft : .leftToRight
            state.flipped = current.flipsHorizontallyInOppositeLayoutDirection
                && effective != current.developmentLayoutDirection
        }
        state.forgetPositions()
        state.collectNotices()
        return true
    }

    /// A hosted controller's data source decides the items: their total (nil for a layout on the proxy).
    public var dataItemCount: Int? {
        guard state.host != nil else { return nil }
        let cv = state.collectionView
        return playgroundOnMainActor { (0..<cv.numberOfSections).reduce(0) { $0 + cv.numberOfItems(inSection: $1) } }
    }

    /// The playground's edits as the hosted data source hears them (docs/hosting.md): a move as iOS's interactive
    /// movement (`canMoveItemAt`, `moveItemAt`; a diffable data source's reordering handlers and a new snapshot); a
    /// delete as a diffable snapshot without the item; an insert is not offered (`UIKitHostedData.insertRefusal`),
    /// nor a delete for a classic data source: each refused edit is a notice. The layout is then invalidated and
    /// prepared with the data source's new data.
    func applyToHostedData(_ updates: [LayoutUpdate]) {
        guard let data = state.host?.data else { return }
        var refused: [String] = []
        let deletes = updates.compactMap { if case .delete(let p) = $0 { p } else { nil } }
        if !deletes.isEmpty, !data.deleteItems(at: deletes) {
            refused.append("deleting is not offered with a classic data source: UIKit has no data-source call for it")
        }
        for update in updates {
            switch update {
            case let .move(from, to):
                if !data.moveItem(from: from, to: to) { refused.append("the data source refused to move item \(from.section)-\(from.item)") }
            case .insert:
                refused.append(UIKitHostedData.insertRefusal)
            case .delete, .reload:
                break
            }
        }
        dropHostedBatches()  // the playground's own edit: animated by the playground already (Playground+Updates.swift)
        for line in Set(refused).sorted() {
            state.notices.append(LayoutNotice(symbol: "hosted data", state: LayoutNotice.warning, message: line))
        }
        let layout = state.layout
        playgroundOnMainActor {
            let c = layout.playgroundMakeInvalidationContext()
            c.playgroundMarkEverything()
            layout.invalidateLayout(with: c)
        }
        state.forgetPositions()
    }
}
