import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Two rows of the height it is given, declared horizontal, that answers `.zero` without a height (as
/// lukepistrol/MasonryStack's `MasonryHStack(rows:)` does: `guard let maxHeight = proposal.height else { return .zero }`).
struct ZeroWithoutHeightRows: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let height = proposal.height else { return .zero }
        return CGSize(width: CGFloat((subviews.count + 1) / 2) * 100, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i / 2) * 100, y: bounds.minY + CGFloat(i % 2) * bounds.height / 2),
                    proposal: ProposedViewSize(width: 100, height: bounds.height / 2))
        }
    }
}

@Suite struct HeightNeedingRowsTests {
    /// A horizontal layout that answers nothing without a height is not a wrapping flow: it scrolls horizontally and
    /// is proposed the viewport's height (before: a vertical scroll view, content 0 tall, every item unplaced).
    @Test func aHorizontalLayoutThatNeedsAHeightScrollsHorizontally() {
        var rows = SwiftUILayoutAdapter(AnyLayout(ZeroWithoutHeightRows()), name: "rows", sizing: .fixed)
        #expect(rows.scrollAxis == .horizontal)
        rows.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 7))
        #expect(rows.contentSize == Size(width: 400, height: 480))
        #expect(rows.attributes(forItem: PlaygroundCore.IndexPath(item: 3))?.frame == Rect(x: 100, y: 240, width: 100, height: 100))
    }
}

/// A flow that measures each subview with the whole proposal (`subview.sizeThatFits(proposal)`), as most flow
/// layouts of tags do, rows without spacing.
struct WholeProposalFlow: Layout {
    func rows(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [(Int, CGRect)] {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        var result: [(Int, CGRect)] = []
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(proposal)
            if x > 0, x + size.width > width { x = 0; y += rowHeight; rowHeight = 0 }
            result.append((i, CGRect(x: x, y: y, width: size.width, height: size.height)))
            x += size.width
            rowHeight = max(rowHeight, size.height)
        }
        return result
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let r = rows(proposal, subviews)
        return CGSize(width: proposal.width ?? r.map(\.1.maxX).max() ?? 0, height: r.map(\.1.maxY).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, f) in rows(proposal, subviews) {
            subviews[i].place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), proposal: ProposedViewSize(f.size))
        }
    }
}

@Suite struct FlowItemSizingTests {
    /// Fitted photos in such a flow keep their ideal size (100 points wide, square photos here): four a row in 400
    /// points, the fifth starting the second row. Before, each was proposed the whole 400 points, took them, and
    /// filled a row alone (400 × 400 items, a 2,000-point column of five).
    @Test func aFlowsFittedItemsKeepTheirIdealSize() {
        #expect(SwiftUILayoutAdapter.measuresFlowWithWholeWidth(AnyLayout(WholeProposalFlow())))
        var flow = SwiftUILayoutAdapter(AnyLayout(WholeProposalFlow()), name: "flow")
        flow.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 5))
        #expect(flow.attributes(forItem: PlaygroundCore.IndexPath(item: 3))?.frame == Rect(x: 300, y: 0, width: 100, height: 100))
        #expect(flow.attributes(forItem: PlaygroundCore.IndexPath(item: 4))?.frame == Rect(x: 0, y: 100, width: 100, height: 100))
        #expect(flow.contentSize == Size(width: 400, height: 200))
    }

    /// A column (each subview alone in its row) and a row (all in one) are not flows: a stack's fitted photos
    /// still take the width they are proposed.
    @Test func stacksAreNotFlows() {
        #expect(!SwiftUILayoutAdapter.measuresFlowWithWholeWidth(AnyLayout(VStackLayout())))
        #expect(!SwiftUILayoutAdapter.measuresFlowWithWholeWidth(AnyLayout(HStackLayout())))
        var column = SwiftUILayoutAdapter(AnyLayout(VStackLayout(spacing: 0)), name: "column")
        column.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        #expect(column.attributes(forItem: PlaygroundCore.IndexPath(item: 1))?.frame == Rect(x: 0, y: 400, width: 400, height: 400))
    }
}
