import Foundation
import SwiftUI
import Testing

/// What a layout saw during a pass: its bounds and where it put each subview (a test reads it after rendering, as
/// real packages' suites read their layouts' caches after `ImageRenderer` or a hosting controller ran them).
final class PassRecord {
    var bounds: [CGRect] = []
    var placed: [CGRect] = []
}

/// A share of the row's width (the rest after fixed views), read from a layout value.
struct RowShare: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
}

/// A row: views with a share split the width left after the others (at their ideal widths) in proportion, 10
/// points apart; every view is proposed the row's height (its tallest ideal height when unspecified).
struct ShareRow: Layout {
    let record: PassRecord
    let spacing: CGFloat = 10

    private func widths(_ width: CGFloat?, _ subviews: Subviews) -> [CGFloat] {
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        let shares = subviews.map { $0[RowShare.self] }
        let fixed = zip(ideal, shares).filter { $0.1 == nil }.reduce(0) { $0 + $1.0.width }
        let gaps = spacing * CGFloat(max(0, subviews.count - 1))
        let total = shares.compactMap { $0 }.reduce(0, +)
        let left = max(0, (width ?? fixed + gaps) - fixed - gaps)
        return zip(ideal, shares).map { $0.1.map { left * $0 / total } ?? $0.0.width }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = widths(proposal.width, subviews)
        let h = proposal.height ?? subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: w.reduce(0, +) + spacing * CGFloat(max(0, subviews.count - 1)), height: h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        record.bounds.append(bounds)
        var x = bounds.minX
        for (subview, w) in zip(subviews, widths(bounds.width, subviews)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: w, height: bounds.height))
            record.placed.append(CGRect(x: x, y: bounds.minY, width: w, height: bounds.height))
            x += w + spacing
        }
    }
}

@MainActor
struct RenderingAndHostingTests {
    /// 30 + 10 + 50 = 90 wide at the tallest ideal height, 40; the image has that size; the layout placed its two
    /// views at x 0 and 40 inside bounds at the origin.
    @Test func imageRendererRunsTheLayoutAtTheIdealSize() throws {
        let record = PassRecord()
        let view = ShareRow(record: record) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 50, height: 40)
        }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 90, height: 40))
        #expect(image.scale == 2)
        #expect(record.bounds.last == CGRect(x: 0, y: 0, width: 90, height: 40))
        #expect(record.placed.suffix(2) == [CGRect(x: 0, y: 0, width: 30, height: 40),
                                             CGRect(x: 40, y: 0, width: 50, height: 40)])
        let cg = try #require(renderer.cgImage)
        #expect(cg.width == 180 && cg.height == 80)
    }

    /// A proposed 230 × 50: a fixed 30-point view, then shares 1 and 3 of the 230 − 30 − 2 × 10 = 180 points left:
    /// 45 and 135, read through `.layoutValue(key:value:)`.
    @Test func imageRendererProposesItsSizeAndLayoutValuesReachTheLayout() {
        let record = PassRecord()
        let view = ShareRow(record: record) {
            Color.red.frame(width: 30)
            Color.green.layoutValue(key: RowShare.self, value: 1)
            Color.blue.layoutValue(key: RowShare.self, value: 3)
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 230, height: 50)
        #expect(renderer.uiImage?.size == CGSize(width: 230, height: 50))
        #expect(record.placed.suffix(3).map(\.minX) == [0, 40, 95])
        #expect(record.placed.suffix(3).map(\.width) == [30, 45, 135])
    }

    /// A hosting controller's view of 300 × 200 lays out its root view (a 100 × 50 frame around the row) centred:
    /// the row's bounds are (100, 75, 100, 50); its shares split 100 − 10 = 90 as 30 and 60.
    @Test func hostingControllerLaysTheRootViewOutWithItsView() {
        let record = PassRecord()
        let host = UIHostingController(rootView: ShareRow(record: record) {
            Color.green.layoutValue(key: RowShare.self, value: 1)
            Color.blue.layoutValue(key: RowShare.self, value: 2)
        }.frame(width: 100, height: 50))
        #expect(host.sizeThatFits(in: CGSize(width: 300, height: 200)) == CGSize(width: 100, height: 50))
        host.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        host.view.layoutIfNeeded()
        #expect(record.bounds.last == CGRect(x: 100, y: 75, width: 100, height: 50))
        #expect(record.placed.suffix(2).map(\.width) == [30, 60])
        #expect(record.placed.suffix(2).map(\.minX) == [100, 140])
    }

    /// `sizingOptions: .intrinsicContentSize`: the view's intrinsic size is the root view's ideal size.
    @Test func hostingViewIntrinsicSizeIsTheIdealSize() {
        let record = PassRecord()
        let host = UIHostingController(rootView: ShareRow(record: record) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 50, height: 40)
        })
        #expect(host.view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        host.sizingOptions = .intrinsicContentSize
        #expect(host.view.intrinsicContentSize == CGSize(width: 90, height: 40))
    }
}
