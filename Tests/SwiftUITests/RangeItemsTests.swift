import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A grid of cards indexed through a range of their count (paololeonardi/WaterfallGrid's CardsGrid:
/// `ForEach(0..<cards.count) { i in CardView(card: cards[i]) }`).
struct IndexedCards: View {
    let widths: [CGFloat] = [40, 60]
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<widths.count, id: \.self) { i in Color.red.frame(width: widths[i], height: 20) }
            }
        }
    }
}

@Suite struct RangeItemsTests {
    /// More items than the range: its numbers repeat (0, 1, 0, 1, 0), so the closure only ever indexes the file's
    /// data; before, the range extended to 2, 3, 4 and `widths[2]` trapped "Index out of range".
    @Test func aRangeRepeatsItsNumbersPastItsEnd() {
        var a = SwiftUIViewLayoutAdapter(name: "cards") { AnyView(IndexedCards()) }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 5))
        let widths = (0..<5).compactMap { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.frame.width }
        #expect(widths == [40, 60, 40, 60, 40])
    }
}
