import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A click on a hosted controller's item is the app's tap: highlight, unhighlight, then selection, with the
/// delegate asked and told in UIKit's order (UICollectionView+Touches.swift).
@Suite struct HostedSelectionTests {
    final class TappedController: UICollectionViewController {
        var log: [String] = []
        var refuseSelecting: Int?

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: Foundation.IndexPath) -> Bool {
            log.append("shouldHighlight \(indexPath.item)"); return true
        }
        override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: Foundation.IndexPath) {
            log.append("didHighlight \(indexPath.item) \(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)")
        }
        override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: Foundation.IndexPath) {
            log.append("didUnhighlight \(indexPath.item)")
        }
        override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: Foundation.IndexPath) -> Bool {
            log.append("shouldSelect \(indexPath.item)"); return indexPath.item != refuseSelecting
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath) {
            log.append("didSelect \(indexPath.item) \(collectionView.indexPathsForSelectedItems?.map(\.item) ?? [])")
        }
        override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: Foundation.IndexPath) {
            log.append("didDeselect \(indexPath.item)")
        }
    }

    @Test func aClickHighlightsThenSelectsInUIKitsOrder() throws {
        let host = UIKitHostedController(viewport: Size(width: 300, height: 400)) { TappedController() }
        let vc = try #require(host.viewController as? TappedController)
        var layout = try #require(UIKitLayoutAdapter(hosting: host))
        #expect(layout.takesSelection)
        layout.prepare(LayoutContext(viewport: Size(width: 300, height: 400), itemCount: 6))
        host.layoutIfNeeded()
        let centers = (0..<6).map { i -> Point in
            let f = layout.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: i))!.frame
            return Point(x: f.midX, y: f.midY)
        }
        func center(_ i: Int) -> Point { centers[i] }
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 2), point: center(2))
        #expect(vc.log == ["shouldHighlight 2", "didHighlight 2 true", "didUnhighlight 2", "shouldSelect 2", "didSelect 2 [2]"])
        vc.log = []
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 4), point: center(4))   // single selection: 2 is deselected
        #expect(vc.log == ["shouldHighlight 4", "didHighlight 4 true", "didUnhighlight 4", "shouldSelect 4",
                           "didDeselect 2", "didSelect 4 [4]"])
        vc.log = []
        vc.refuseSelecting = 5
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 5), point: center(5))   // refused: 4 stays selected
        #expect(vc.log == ["shouldHighlight 5", "didHighlight 5 true", "didUnhighlight 5", "shouldSelect 5"])
        #expect(vc.collectionView.indexPathsForSelectedItems == [Foundation.IndexPath(item: 4, section: 0)])
        #expect(vc.collectionView.cellForItem(at: Foundation.IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    /// A tap recognizer on the collection view hears the click first, at the point in its view; cancelling touches
    /// (its default) it stops the selection, as on iOS; with `cancelsTouchesInView = false` both happen.
    @Test func aTapRecognizerOnTheCollectionViewHearsTheClickFirst() throws {
        final class Handler {
            var locations: [CGPoint] = []
            @MainActor func tapped(_ recognizer: UITapGestureRecognizer) {
                locations.append(recognizer.location(in: recognizer.view))
            }
        }
        let host = UIKitHostedController(viewport: Size(width: 300, height: 400)) { TappedController() }
        let vc = try #require(host.viewController as? TappedController)
        let handler = Handler()
        let tap = playgroundOnMainActor { UITapGestureRecognizer(target: handler, action: Selector(Handler.tapped)) }
        vc.collectionView.addGestureRecognizer(tap)
        var layout = try #require(UIKitLayoutAdapter(hosting: host))
        layout.prepare(LayoutContext(viewport: Size(width: 300, height: 400), itemCount: 6))
        host.layoutIfNeeded()
        let f = try #require(layout.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: 1))).frame
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 1), point: Point(x: f.midX, y: f.midY))
        #expect(handler.locations == [CGPoint(x: f.midX, y: f.midY)])
        #expect(vc.log.isEmpty, "the recognizer cancelled the touch: no highlight, no selection")
        tap.cancelsTouchesInView = false
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 1), point: Point(x: f.midX, y: f.midY))
        #expect(handler.locations.count == 2 && vc.log.last == "didSelect 1 [1]")
        #expect(tap.state == .possible)
    }

    @Test func aBareLayoutKeepsTapToZoom() {
        let adapter = UIKitLayoutAdapter(layout: UICollectionViewFlowLayout())
        #expect(!adapter.takesSelection)
    }
}
