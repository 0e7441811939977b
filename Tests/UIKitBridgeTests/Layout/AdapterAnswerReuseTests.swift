import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// The adapter asks the layout once per region, as UICollectionView does (docs/uikit.md, "The adapter"): its rect
/// queries are aligned out to steps of `queryMargin` viewports, a rect inside a recent answer's is answered from it,
/// and a scroll keeps the answers unless the layout asks to be invalidated for it.
@Suite struct AdapterAnswerReuseTests {
    /// A flow layout (three 100 × 100 items a line in 320 points, lines 110 apart) that counts its rect queries.
    final class CountingFlow: UICollectionViewFlowLayout {
        var asked: [CGRect] = []
        var invalidatesOnScroll = false

        override init() {
            super.init()
            itemSize = CGSize(width: 100, height: 100)
            minimumLineSpacing = 10
            minimumInteritemSpacing = 10
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            asked.append(rect)
            return super.layoutAttributesForElements(in: rect)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
    }

    let viewport = Size(width: 320, height: 480)

    func adapter(_ layout: CountingFlow, at y: Double) -> UIKitLayoutAdapter {
        var adapter = UIKitLayoutAdapter(layout: layout)
        var context = LayoutContext(viewport: viewport, itemCount: 300)
        context.contentOffset = Point(x: 0, y: y)
        adapter.prepare(context)
        return adapter
    }

    func frames(_ a: [LayoutAttributes]) -> [Rect] { a.map(\.frame).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) } }

    /// The step is an eighth of the 480-point viewport, 60 points. At y = 5 the query spans 5 − 60 … 5 + 480 + 60,
    /// out to whole steps −60 … 600; at y = 50 (−10 … 590) that answer holds it; at y = 70 (10 … 610) it does not.
    @Test func aScrollInsideTheAnsweredRegionAsksNothing() {
        let layout = CountingFlow()
        let a = adapter(layout, at: 5)
        layout.asked = []
        _ = a.attributes(in: Rect(x: 0, y: 5, width: 320, height: 480))
        #expect(layout.asked.count == 1)
        #expect(layout.asked.first.map { $0.minY == -60 && $0.maxY == 600 } == true)
        #expect(a.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 50, width: 320, height: 480)) == false)
        let reused = a.attributes(in: Rect(x: 0, y: 50, width: 320, height: 480))
        #expect(layout.asked.count == 1)
        // The same elements as a layout asked afresh at y = 50.
        let fresh = adapter(CountingFlow(), at: 50).attributes(in: Rect(x: 0, y: 50, width: 320, height: 480))
        #expect(frames(reused) == frames(fresh) && !reused.isEmpty)
        _ = a.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 70, width: 320, height: 480))
        _ = a.attributes(in: Rect(x: 0, y: 70, width: 320, height: 480))
        #expect(layout.asked.count == 2)
        #expect(layout.asked.last.map { $0.minY == 0 && $0.maxY == 660 } == true)
    }

    /// A layout that asks to be invalidated on every bounds change (its answers follow the offset) is asked again
    /// after each scroll, however small.
    @Test func aLayoutInvalidatedByTheScrollIsAskedAgain() {
        let layout = CountingFlow()
        layout.invalidatesOnScroll = true
        let a = adapter(layout, at: 5)
        layout.asked = []
        _ = a.attributes(in: Rect(x: 0, y: 5, width: 320, height: 480))
        #expect(a.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 6, width: 320, height: 480)))
        _ = a.attributes(in: Rect(x: 0, y: 6, width: 320, height: 480))
        #expect(layout.asked.count == 2)
    }

    /// A layout that invalidates itself (a new item size) is prepared and asked again: the old answer is not used.
    @Test func aLayoutThatInvalidatesItselfIsAskedAgain() {
        let layout = CountingFlow()
        let a = adapter(layout, at: 0)
        let rect = Rect(x: 0, y: 0, width: 320, height: 480)
        #expect(a.attributes(in: rect).first { $0.category == .cell }?.frame.size == Size(width: 100, height: 100))
        let before = layout.asked.count
        layout.itemSize = CGSize(width: 150, height: 40)
        let after = a.attributes(in: rect)
        #expect(layout.asked.count == before + 1)
        #expect(after.first { $0.category == .cell }?.frame.size == Size(width: 150, height: 40))
    }

    /// Repeated questions in one frame (the drawing's rect, then a smaller one) ask the layout once.
    @Test func aSmallerRectInTheSameFrameIsAnsweredFromTheLargerOne() {
        let layout = CountingFlow()
        let a = adapter(layout, at: 0)
        layout.asked = []
        let big = a.attributes(in: Rect(x: -80, y: -120, width: 480, height: 720))
        let small = a.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(layout.asked.count == 1)
        let expected = frames(big).filter { $0.intersects(Rect(x: 0, y: 0, width: 320, height: 480)) }
        #expect(frames(small) == expected)
    }
}
