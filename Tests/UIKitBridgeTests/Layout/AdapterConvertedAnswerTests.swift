import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A layout that makes its attributes once in `prepare()` and returns those same objects from every rect query (as
/// most hand-written layouts do), so that the adapter's converted answers (ConvertedAnswer.swift) are reused.
final class CachedObjectsLayout: UICollectionViewLayout {
    var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        let n = collectionView?.numberOfItems(inSection: 0) ?? 0
        cache = (0..<n).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: CGFloat(i % 4) * 80, y: CGFloat(i / 4) * 80, width: 70, height: 70)
            return a
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: CGFloat((cache.count + 3) / 4) * 80)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}

/// The adapter converts a rect answer once while the layout hands out the same objects untouched, and keeps only the
/// converted elements meeting each rect: its answers are what converting every object anew gives.
@Suite struct AdapterConvertedAnswerTests {
    /// What a fresh adapter over a fresh layout answers for `rect` (nothing kept from earlier queries).
    func fresh(_ rect: Rect, items: Int, change: ((CachedObjectsLayout) -> Void)? = nil) -> [LayoutAttributes] {
        let layout = CachedObjectsLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: items))
        _ = adapter.attributes(in: rect)
        change?(layout)
        adapter.forgetAnswers()
        return adapter.attributes(in: rect)
    }

    @Test func rectsReadFromOneAnswerKeepWhatMeetsEach() {
        let layout = CachedObjectsLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 400))
        // A frame's rects: the drawing's, the prefetch's, a point down: each several times, interleaved.
        let rects = [Rect(x: 0, y: 800, width: 320, height: 480), Rect(x: 0, y: 800, width: 320, height: 960),
                     Rect(x: 0, y: 801, width: 320, height: 480), Rect(x: 100, y: 850, width: 50, height: 50)]
        for _ in 0..<3 {
            for rect in rects {
                let answer = adapter.attributes(in: rect)
                #expect(answer == fresh(rect, items: 400))
                #expect(answer.allSatisfy { $0.frame.intersects(rect) })
                // Rows of 80 points from y = 0: every cell meeting the rect, each once.
                #expect(Set(answer.map(\.indexPath.item)).count == answer.count)
            }
        }
        // 6 rows (800…1280 meets rows 10 to 16; 16 starts at 1280 and meets the closed rect) of 4 items.
        #expect(adapter.attributes(in: rects[0]).count == 7 * 4)
    }

    @Test func anObjectChangedInPlaceIsConvertedAgain() {
        let layout = CachedObjectsLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 40))
        let viewport = Rect(x: 0, y: 0, width: 320, height: 480)
        let before = adapter.attributes(in: viewport)
        #expect(before.first { $0.indexPath.item == 5 }?.alpha == 1)
        // The layout changes one of its kept objects without invalidating (a fade, a nudge): the same objects come
        // back, one of them changed, and its change is seen at the layout's next query.
        layout.cache[5].alpha = 0.5
        layout.cache[6].center.x += 3
        adapter.forgetAnswers()
        let after = adapter.attributes(in: viewport)
        #expect(after.first { $0.indexPath.item == 5 }?.alpha == 0.5)
        #expect(after.first { $0.indexPath.item == 6 }?.center.x == (before.first { $0.indexPath.item == 6 }?.center.x ?? 0) + 3)
        #expect(after == fresh(viewport, items: 40) { layout in
            layout.cache[5].alpha = 0.5
            layout.cache[6].center.x += 3
        })
        // Another object for an item (the layout made a new one): converted from it.
        let replacement = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 0))
        replacement.frame = CGRect(x: 0, y: 400, width: 10, height: 10)
        layout.cache[7] = replacement
        adapter.forgetAnswers()
        #expect(adapter.attributes(in: viewport).first { $0.indexPath.item == 7 }?.frame
            == Rect(x: 0, y: 400, width: 10, height: 10))
    }
}
