import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A layout shown alone (a bare layout file) that asks its collection view's data source for the counts, as older
/// layouts do (LNZCollectionLayouts' snap-to-center layout reads
/// `collectionView.dataSource?.collectionView(_:numberOfItemsInSection:)` once and caches it): on iOS the app's data
/// source answers what the collection view shows; here the playground's stand-in does. The cells stay the
/// playground's (no app data source draws them).
@Suite struct StandInDataSourceTests {
    /// One row of 100-point items, as many as the data source says (0 with none, as before the stand-in).
    final class DataSourceCountingLayout: UICollectionViewLayout {
        var itemCount: Int?
        var count: Int {
            if let itemCount { return itemCount }
            let n = collectionView.flatMap { cv in cv.dataSource?.collectionView(cv, numberOfItemsInSection: 0) } ?? 0
            itemCount = n
            return n
        }
        override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * 100, height: 100) }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything || context.invalidateDataSourceCounts { itemCount = nil }
            super.invalidateLayout(with: context)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<count).compactMap { layoutAttributesForItem(at: Foundation.IndexPath(item: $0, section: 0)) }
                .filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            a.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 100)
            return a
        }
    }

    @Test func aLayoutShownAloneReadsThePlaygroundsCountsFromItsDataSource() {
        let layout = DataSourceCountingLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 12))
        #expect(layout.collectionViewContentSize == CGSize(width: 1200, height: 100))
        let shown = adapter.attributes(in: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(shown.count >= 4)  // those in view (the adapter may ask a little beyond it)
        // The playground's photos, not cells of a data source.
        #expect(shown.allSatisfy { adapter.content(for: $0) == nil })
        // A new count is read again: the stand-in follows the playground's counts, and the change invalidates them.
        adapter.prepare(LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 5))
        #expect(layout.collectionViewContentSize == CGSize(width: 500, height: 100))
    }

    /// The app's own data source is kept: the stand-in only fills in for none.
    @Test func anAppsDataSourceIsKept() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
        }
        let source = Source()
        let adapter = UIKitLayoutAdapter(name: "kept") { cv in
            cv.dataSource = source
            return DataSourceCountingLayout()
        }
        #expect(adapter.layout.collectionView?.dataSource === source)
    }
}
