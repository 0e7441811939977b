import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A column layout that places each subview at the size it answers to `.zero` (a minimum size): a fitted photo
/// answers 0 × 0, as SwiftUI's `Image.resizable().aspectRatio(contentMode: .fit)` scales its image into the proposal.
struct ZeroProposingColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: subviews.map { $0.sizeThatFits(.zero).height }.reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .zero)
            y += s.sizeThatFits(.zero).height
        }
    }
}

/// The same column proposing the width it is given and no height: fitted photos answer the width at their ratio.
struct WidthProposingColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = proposal.width ?? 100
        return CGSize(width: w, height: subviews.map { $0.sizeThatFits(ProposedViewSize(width: w, height: nil)).height }.reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews {
            let p = ProposedViewSize(width: bounds.width, height: nil)
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: p)
            y += s.sizeThatFits(p).height
        }
    }
}

@Suite struct ZeroSizedItemsTests {
    /// swiftui14: every item 0 × 0 because the layout's own arithmetic proposes `.zero`: a one-line warning names the
    /// layout and the proposal (before: nothing said, an empty window).
    @Test func aLayoutProposingZeroIsNamedInOneLine() throws {
        var column = SwiftUILayoutAdapter(AnyLayout(ZeroProposingColumn()), name: "column")
        column.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 4))
        #expect(column.attributes(forItem: PlaygroundCore.IndexPath(item: 2))?.frame.width == 0)
        let warning = try #require(column.takeNotices().first { $0.state == LayoutNotice.warning })
        #expect(warning.symbol == "ZeroProposingColumn.placeSubviews(in:proposal:subviews:cache:)")
        #expect(warning.line.contains("every item is 0 × 0: its placeSubviews proposes 0 × 0 to every subview"), "\(warning.line)")
        #expect(!warning.line.contains("\n"))
    }

    /// A layout whose items have an area says nothing; a fitted photo proposed a width and no height answers that
    /// width at its aspect ratio, and proposed nothing its ideal size (`itemSide` wide), not 0.
    @Test func itemsWithAnAreaAreNotWarnedAbout() {
        var column = SwiftUILayoutAdapter(AnyLayout(WidthProposingColumn()), name: "column")
        column.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3))
        #expect(column.attributes(forItem: PlaygroundCore.IndexPath(item: 1))?.frame == Rect(x: 0, y: 320, width: 320, height: 320))
        #expect(!column.takeNotices().contains { $0.state == LayoutNotice.warning })
        let fit = SwiftUIItemSizing.fit
        #expect(fit.size(natural: CGSize(width: 2000, height: 1000), side: 100, proposal: .unspecified) == CGSize(width: 100, height: 50))
        #expect(fit.size(natural: CGSize(width: 2000, height: 1000), side: 100, proposal: .zero) == .zero)
    }
}
