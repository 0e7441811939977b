import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// UIKit's exceptions raised by the collection view a layout is shown in reach the user as `exception` notices
/// (UIKitLayoutAdapter+Notices.swift): one line each, UIKit's name and reason, each distinct reason once.
@Suite struct ExceptionNoticesTests {
    /// A classic controller whose data source can be told a wrong batch.
    final class CountingController: UICollectionViewController {
        var count = 3
        init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        /// Adds `added` items and tells the collection view of one insert.
        func addAndTellOne(_ added: Int) {
            collectionView.performBatchUpdates {
                self.count += added
                self.collectionView.insertItems(at: [Foundation.IndexPath(item: 0, section: 0)])
            }
        }
    }

    @Test func aBatchThatDoesNotAddUpIsOneExceptionNotice() throws {
        let host = UIKitHostedController(viewport: Size(width: 300, height: 400)) { CountingController() }
        var layout = try #require(UIKitLayoutAdapter(hosting: host))
        layout.prepare(LayoutContext(viewport: Size(width: 300, height: 400), itemCount: 3))
        _ = layout.takeNotices()
        let controller = try #require(host.viewController as? CountingController)
        playgroundOnMainActor { controller.addAndTellOne(2) }   // 3 → 5, one insert told
        let reason = "Invalid update: invalid number of items in section 0. The number of items contained in an "
            + "existing section after the update (5) must be equal to the number of items contained in that section "
            + "before the update (3), plus or minus the number of items inserted or deleted from that section "
            + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
            + "(0 moved in, 0 moved out)."
        let taken = layout.takeNotices().filter { $0.state == LayoutNotice.exception }
        #expect(taken == [LayoutNotice(symbol: "NSInternalInconsistencyException", state: "exception", message: reason)])
        #expect(taken.first?.line == "NSInternalInconsistencyException: " + reason)
        // Nothing lost: the collection view reloaded from its data source.
        #expect(playgroundOnMainActor { controller.collectionView.numberOfItems(inSection: 0) } == 5)
        // The session's list keeps each reason once; another reason is another notice.
        var notices = LayoutNotices()
        notices.add(taken)
        notices.add(taken)
        #expect(notices.all.count == 1)
        playgroundOnMainActor { controller.addAndTellOne(3) }   // 5 → 8, one insert told: another reason
        notices.add(layout.takeNotices())
        #expect(notices.all.filter { $0.state == LayoutNotice.exception }.count == 2)
    }
}
