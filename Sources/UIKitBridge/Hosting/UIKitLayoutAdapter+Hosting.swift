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
}
