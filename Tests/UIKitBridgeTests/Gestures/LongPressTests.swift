import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// The held click as a long press (docs/uikit.md, "Long press"; UICollectionView+LongPress.swift): a
/// `UILongPressGestureRecognizer` on the collection view drives the reorder the iOS way (its action calls
/// begin/update/endInteractiveMovement), and a `UICollectionViewController` that does not install the standard gesture
/// does not reorder.
@Suite(.serialized) struct LongPressTests {
    /// A classic data source of 6 items in a 100-point flow grid, reordered by its own long press, as in the
    /// tutorials (`installsStandardGestureForInteractiveMovement = false` plus a recognizer).
    final class PressController: UICollectionViewController {
        var items = Array(0..<6)
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        var ownGesture = true

        init() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.minimumInteritemSpacing = 0
            flow.minimumLineSpacing = 0
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            installsStandardGestureForInteractiveMovement = false
            if ownGesture {
                let press = UILongPressGestureRecognizer(target: self, action: Selector(PressController.pressed(_:)))
                collectionView.addGestureRecognizer(press)
            }
        }

        func pressed(_ gesture: UILongPressGestureRecognizer) {
            states.append(gesture.state)
            locations.append(gesture.location(in: collectionView))
            switch gesture.state {
            case .began:
                guard let path = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { return }
                collectionView.beginInteractiveMovementForItem(at: path)
            case .changed: collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
            case .ended: collectionView.endInteractiveMovement()
            default: collectionView.cancelInteractiveMovement()
            }
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        override func collectionView(_ collectionView: UICollectionView,
                                     cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: Foundation.IndexPath) -> Bool {
            true
        }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: Foundation.IndexPath,
                                     to destinationIndexPath: Foundation.IndexPath) {
            let item = items.remove(at: sourceIndexPath.item)
            items.insert(item, at: destinationIndexPath.item)
        }
    }

    static func hosted(ownGesture: Bool) throws -> (UIKitLayoutAdapter, PressController) {
        let host = UIKitHostedController(viewport: Size(width: 300, height: 600)) {
            let vc = PressController()
            vc.ownGesture = ownGesture
            return vc
        }
        let vc = try #require(host.viewController as? PressController)
        var layout = try #require(UIKitLayoutAdapter(hosting: host))
        layout.prepare(LayoutContext(viewport: Size(width: 300, height: 600), itemCount: 6))
        host.layoutIfNeeded()
        return (layout, vc)
    }

    @Test func theAppsLongPressDrivesTheReorder() throws {
        var (layout, vc) = try Self.hosted(ownGesture: true)
        // Item 0 (centre 50, 50) held, dragged onto item 2's place (centre 250, 50), dropped.
        let began = layout.beginInteractiveMovement(at: PlaygroundCore.IndexPath(section: 0, item: 0))
        #expect(began)
        #expect(vc.states == [.began] && vc.locations == [CGPoint(x: 50, y: 50)])
        let now = layout.updateInteractiveMovement(to: Point(x: 250, y: 50))
        #expect(now == PlaygroundCore.IndexPath(section: 0, item: 2))
        #expect(vc.states == [.began, .changed] && vc.locations.last == CGPoint(x: 250, y: 50))
        layout.endInteractiveMovement(cancelled: false)
        #expect(vc.states == [.began, .changed, .ended])
        #expect(vc.items == [1, 2, 0, 3, 4, 5])  // the data source heard moveItemAt
    }

    @Test func withoutTheStandardGestureNothingIsLifted() throws {
        var (layout, vc) = try Self.hosted(ownGesture: false)
        let began = layout.beginInteractiveMovement(at: PlaygroundCore.IndexPath(section: 0, item: 0))
        #expect(!began)
        #expect(vc.items == Array(0..<6))
    }
}
