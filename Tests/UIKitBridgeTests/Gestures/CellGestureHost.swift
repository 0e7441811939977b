import Foundation
import PlaygroundCore
import UIKit
import UIKitBridge

/// The gesture suites' shared setup: a UICollectionViewController showing a column of 20 cells of one class, 300 × 100
/// each, hosted at 300 × 600 (items 0…5 on screen), and the item-gesture events the playground sends them.
@MainActor enum CellGestureHost {
    final class Controller<Cell: UICollectionViewCell>: UICollectionViewController {
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 300, height: 100)
            flow.minimumLineSpacing = 0
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(Cell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        override func collectionView(_ collectionView: UICollectionView,
                                     cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        /// The cell at item `item` of section 0, as its class.
        func cell(_ item: Int) -> Cell? {
            collectionView.cellForItem(at: Foundation.IndexPath(item: item, section: 0)) as? Cell
        }
    }

    static func hosted<Cell: UICollectionViewCell>(_: Cell.Type) throws -> (UIKitLayoutAdapter, Controller<Cell>) {
        let host = UIKitHostedController(viewport: Size(width: 300, height: 600)) { Controller<Cell>() }
        guard let vc = host.viewController as? Controller<Cell>, var layout = UIKitLayoutAdapter(hosting: host) else {
            throw CocoaError(.featureUnsupported)
        }
        layout.prepare(LayoutContext(viewport: Size(width: 300, height: 600), itemCount: 20))
        host.layoutIfNeeded()
        return (layout, vc)
    }

    /// A drag of item `item` from `start` to `p`, moving at `speed` points per second sideways.
    static func event(_ phase: ItemGestureEvent.Phase, item: Int = 1, from start: Point, to p: Point,
                      speed: Double) -> ItemGestureEvent {
        ItemGestureEvent(phase: phase, indexPath: PlaygroundCore.IndexPath(section: 0, item: item), location: p,
                         startLocation: start, contentOffset: .zero, velocity: Point(x: speed, y: 0), time: 1)
    }
}
