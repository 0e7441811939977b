import Foundation
import Testing
import UIKit

/// UICollectionViewDataSourcePrefetching (iOS 10): after a layout pass the prefetch data source is asked for the
/// items near the visible ones that are not on screen; an item asked for that scrolls farther away without showing
/// is cancelled; `isPrefetchingEnabled = false` asks nothing. Before, the protocol did not exist
/// (malcommac/Owl's CollectionDirector: "cannot find type 'UICollectionViewDataSourcePrefetching'").
@Suite @MainActor struct UICollectionViewPrefetchingTests {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
        var asked: [[IndexPath]] = []
        var cancelled: [[IndexPath]] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            asked.append(indexPaths)
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths)
        }
    }

    /// A one-column list of 100 rows 50 points tall in a 230-point-tall view (no row edge on a bounds edge): rows
    /// 0–4 show, rows 5–9 are within one screen below.
    func list(_ source: Source) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 230), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        cv.dataSource = source
        cv.prefetchDataSource = source
        return cv
    }

    func rows(_ paths: [IndexPath]?) -> [Int] { paths?.map(\.item) ?? [] }

    @Test func theItemsBeyondTheVisibleOnesAreAskedForOnce() {
        let source = Source()
        let cv = list(source)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3, 4])
        #expect(source.asked.count == 1)
        #expect(rows(source.asked.first) == [5, 6, 7, 8, 9])
        // Another pass with nothing moved asks nothing again.
        cv.setNeedsLayout()
        cv.layoutIfNeeded()
        #expect(source.asked.count == 1)
        // Scrolled by two rows: rows 10 and 11 come within reach; 5 and 6 show; 0 and 1, shown, are not asked for.
        cv.contentOffset = CGPoint(x: 0, y: 100)
        cv.layoutIfNeeded()
        #expect(rows(source.asked.last) == [10, 11])
        #expect(source.cancelled.isEmpty)
    }

    @Test func anItemThatMovesAwayWithoutShowingIsCancelled() {
        let source = Source()
        let cv = list(source)
        cv.contentOffset = CGPoint(x: 0, y: 1010)  // rows 20–24 show; 15–19 and 25–29 asked for
        cv.layoutIfNeeded()
        #expect(rows(source.asked.first) == [15, 16, 17, 18, 19, 25, 26, 27, 28, 29])
        cv.contentOffset = CGPoint(x: 0, y: 2010)  // rows 40–44: all of those are far now
        cv.layoutIfNeeded()
        #expect(rows(source.cancelled.last) == [15, 16, 17, 18, 19, 25, 26, 27, 28, 29])
        #expect(rows(source.asked.last) == [35, 36, 37, 38, 39, 45, 46, 47, 48, 49])
    }

    @Test func prefetchingDisabledAsksNothing() {
        let source = Source()
        let cv = list(source)
        cv.isPrefetchingEnabled = false
        cv.layoutIfNeeded()
        #expect(cv.visibleCells.count == 5)
        #expect(source.asked.isEmpty)
    }
}
