import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// UIKit asks a layout for `collectionViewContentSize` only after `prepare()` (Apple, "Creating Custom Layouts":
/// prepare, then collectionViewContentSize, then layoutAttributesForElements(in:)). Real layouts rely on it: a
/// waterfall that fills its column heights in `prepare` and traps on empty columns in `collectionViewContentSize`
/// (found in a real file: its controller adds a lazily made collection view in `viewDidLoad` and sets its frame).
/// A hosted collection view laid out by its window before the playground's first frame must not read the content
/// size of a layout it has not prepared.
@Suite struct PrepareBeforeContentSizeTests {
    final class OrderLayout: UICollectionViewLayout {
        nonisolated(unsafe) static var log: [String] = []
        var columns: [CGFloat] = []
        override func prepare() {
            super.prepare()
            Self.log.append("prepare")
            columns = [0, 0]
        }
        override var collectionViewContentSize: CGSize {
            Self.log.append(columns.isEmpty ? "contentSize unprepared" : "contentSize")
            return CGSize(width: collectionView?.bounds.width ?? 0, height: 1_000)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
    }

    final class LazyController: UIViewController, UICollectionViewDataSource {
        lazy var collectionView: UICollectionView = {
            let cv = UICollectionView(frame: .zero, collectionViewLayout: OrderLayout())
            cv.dataSource = self
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            return cv
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(collectionView)
            collectionView.frame = view.frame
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @Test func aHostedLayoutIsPreparedBeforeItsContentSizeIsRead() throws {
        OrderLayout.log = []
        _ = try HostedSession.start("order", viewport: Size(width: 400, height: 600), items: 20) { LazyController() }
        let log = OrderLayout.log
        #expect(log.contains("prepare") && log.contains("contentSize"), "\(log)")
        #expect(!log.contains("contentSize unprepared"), "\(log)")
    }
}
