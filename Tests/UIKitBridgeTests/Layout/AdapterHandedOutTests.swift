import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// Fades `super`'s cells in place, without copying them, while `fade` is set.
final class InPlaceFadeFlowLayout: UICollectionViewFlowLayout {
    var fade: CGFloat?

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 50)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        if let fade { for a in attributes ?? [] { a.alpha = fade } }
        return attributes
    }
}

/// The adapter keeps its conversion of an object the flow layout hands out again (UIKitLayoutAdapter+Queries.swift),
/// valid only while nothing changed the object: the answers are what converting every object anew would give.
@Suite struct AdapterHandedOutTests {
    @Test func keptConversionsFollowTheObjectsChanges() {
        let layout = InPlaceFadeFlowLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 100))
        let viewport = Rect(x: 0, y: 0, width: 320, height: 480)
        let plain = adapter.attributes(in: viewport)  // lines at 0, 60 … 480 (closed rects meet at an edge)
        #expect(plain.count == 3 * 9 && plain.allSatisfy { $0.alpha == 1 })
        // Each time the layout's own query (`forgetAnswers()`): a change made without invalidating the layout is
        // seen at its next query, which the adapter would otherwise answer from its latest answer, as UIKit does
        // while the layout stands (docs/uikit.md, "The adapter").
        for _ in 0..<2 {
            adapter.forgetAnswers()
            #expect(adapter.attributes(in: viewport) == plain)  // handed out again, converted once
        }
        #expect(adapter.attributes(in: viewport) == plain)  // answered from the latest answer
        layout.fade = 0.25  // no invalidation: the flow layout's objects are handed out again and faded in place
        for _ in 0..<3 {
            adapter.forgetAnswers()
            let faded = adapter.attributes(in: viewport)
            #expect(faded.map(\.alpha) == Array(repeating: 0.25, count: plain.count))
            #expect(faded.map(\.frame) == plain.map(\.frame))
        }
        layout.fade = nil  // the faded objects are not handed out again: the flow layout's own values
        for _ in 0..<2 {
            adapter.forgetAnswers()
            #expect(adapter.attributes(in: viewport) == plain)
        }
    }

    @Test func rightToLeftAnswersStayMirroredWhenHandedOutAgain() {
        let layout = InPlaceFadeFlowLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        var context = LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 100)
        context.traits.layoutDirection = .rightToLeft
        adapter.prepare(context)
        let viewport = Rect(x: 0, y: 0, width: 320, height: 480)
        let first = adapter.attributes(in: viewport)
        #expect(adapter.mirrorsHorizontally)
        for _ in 0..<3 { #expect(adapter.attributes(in: viewport) == first) }
        // The first item at the right: mirrored about the content's width.
        let item0 = first.first { $0.indexPath.item == 0 }
        #expect(item0?.frame.maxX == 320)
    }
}
