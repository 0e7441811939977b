import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Subviews of fixed sizes, for direct calls (the bridge's package hook).
func subviews(_ sizes: [CGSize], values: [[ObjectIdentifier: Any]] = [], priorities: [Double] = [])
    -> (LayoutSubviews, [PlaygroundSubviewSource]) {
    let sources = sizes.enumerated().map { i, s in
        PlaygroundSubviewSource(values: i < values.count ? values[i] : [:],
                                priority: i < priorities.count ? priorities[i] : 0) { _ in s }
    }
    return (LayoutSubviews(sources.map(LayoutSubview.init)), sources)
}

func frames(_ adapter: SwiftUILayoutAdapter, _ n: Int) -> [PlaygroundCore.Rect] {
    (0..<n).compactMap { adapter.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.frame }
}

/// A layout that reads a layout value: each subview's rank puts it in a column (rank 1 leftmost), 50 points apart.
struct RankColumns: Layout {
    struct Column: LayoutValueKey { static let defaultValue = 0 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat((subviews.map { $0[Column.self] }.max() ?? 0) + 1) * 50, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Column.self]) * 50, y: bounds.minY),
                          proposal: ProposedViewSize(width: 40, height: 40))
        }
    }
}

/// A layout that places only its first subview (the others go to the center, as SwiftUI puts them).
struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

@Suite struct LayoutProtocolTests {
    /// Column values 2, 0, 1: x = 100, 0, 50, each at the 40 × 40 proposal (fixed items keep their 30-point side).
    @Test func layoutValuesReachTheLayout() {
        let sources = [2, 0, 1].map { c in
            PlaygroundSubviewSource(values: [ObjectIdentifier(RankColumns.Column.self): c]) { _ in CGSize(width: 30, height: 30) }
        }
        let views = LayoutSubviews(sources.map(LayoutSubview.init))
        #expect(views.map { $0[RankColumns.Column.self] } == [2, 0, 1])
        var cache: Void = ()
        #expect(RankColumns().sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache) == CGSize(width: 150, height: 50))
        RankColumns().placeSubviews(in: CGRect(x: 0, y: 0, width: 150, height: 50), proposal: .unspecified,
                                    subviews: views, cache: &cache)
        #expect(sources.map { $0.placement?.minX } == [100, 0, 50])
        #expect(sources[0].placementProposal == ProposedViewSize(width: 40, height: 40))
    }

    /// In a 320-point viewport the 200 × 100 content is centered: bounds (60, 0, 200, 100). The first item is placed
    /// at (60, 0) at its ideal size (100 × 75 for 4:3); the second, unplaced, is centered in the bounds at the size it
    /// takes for the scroll view's proposal (320 × nil → 320 × 240): (0, −70).
    @Test func unplacedSubviewsSitAtTheCenter() {
        var adapter = SwiftUILayoutAdapter(AnyLayout(FirstOnly()), name: "first")
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 2,
                                      naturalSizes: ItemSizes([Size(width: 4, height: 3)])))
        #expect(frames(adapter, 2) == [Rect(x: 60, y: 0, width: 100, height: 75), Rect(x: 0, y: -70, width: 320, height: 240)])
    }

    /// A vertical stack of three 4:3 photos in a 320-point scroll view: each gets the whole width (320 × 240),
    /// 8 points apart (ViewSpacing): y = 0, 248, 496; content 320 × 736.
    @Test func vstackThroughTheBridge() {
        var adapter = SwiftUILayoutAdapter(AnyLayout(VStackLayout()), name: "v")
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 3,
                                      naturalSizes: ItemSizes([Size(width: 4, height: 3)])))
        #expect(frames(adapter, 3).map(\.origin.y) == [0, 248, 496])
        #expect(adapter.contentSize == Size(width: 320, height: 736))
        #expect(adapter.attributes(in: Rect(x: 0, y: 249, width: 320, height: 6)).map(\.indexPath.item) == [1])
    }

    /// A horizontal stack scrolls horizontally: proposed nil × 480, 4:3 photos are 640 × 480, 8 apart.
    @Test func hstackScrollsHorizontally() {
        var adapter = SwiftUILayoutAdapter(AnyLayout(HStackLayout()), name: "h")
        #expect(adapter.scrollAxis == .horizontal)
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 2,
                                      naturalSizes: ItemSizes([Size(width: 4, height: 3)])))
        #expect(frames(adapter, 2) == [Rect(x: 0, y: 0, width: 640, height: 480), Rect(x: 648, y: 0, width: 640, height: 480)])
        #expect(adapter.contentSize == Size(width: 1288, height: 480))
    }

    /// A grid that divides whatever it is proposed (as ntsh/FancyLayouts' FeaturedGrid): two columns, rows of equal
    /// height filling the proposal (`replacingUnspecifiedDimensions()` for a nil dimension, 10 points).
    struct FillGrid: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let rows = (subviews.count + 1) / 2
            let w = bounds.width / 2, h = bounds.height / CGFloat(max(1, rows))
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX + CGFloat(i % 2) * w, y: bounds.minY + CGFloat(i / 2) * h),
                        anchor: .topLeading, proposal: ProposedViewSize(width: w, height: h))
            }
        }
    }

    /// A layout that needs both dimensions is proposed the whole viewport (it was proposed 320 × nil: 10 points
    /// tall, six items 3.3 points high): six items in 160 × 160 cells of a 320 × 480 viewport, no scrolling.
    @Test func aLayoutNeedingBothDimensionsFillsTheViewport() {
        var adapter = SwiftUILayoutAdapter(AnyLayout(FillGrid()), name: "fill", sizing: .fixed, side: 50)
        #expect(adapter.scrollAxis == .vertical)
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 6))
        #expect(adapter.contentSize == Size(width: 320, height: 480))
        let placed = adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480)).map(\.frame.origin)
        #expect(placed == [Point(x: 0, y: 0), Point(x: 160, y: 0), Point(x: 0, y: 160), Point(x: 160, y: 160),
                           Point(x: 0, y: 320), Point(x: 160, y: 320)])
        // A vertical stack still scrolls: it answers a nil height with its content's.
        #expect(!SwiftUILayoutAdapter.fillsProposal(AnyLayout(VStackLayout())))
    }

    /// AnyLayout keeps each layout's cache apart and forwards every call.
    @Test func anyLayoutForwards() {
        let sources = (0..<2).map { _ in PlaygroundSubviewSource { _ in CGSize(width: 10, height: 20) } }
        let views = LayoutSubviews(sources.map(LayoutSubview.init))
        let any = AnyLayout(HStackLayout(spacing: 5))
        var cache = any.makeCache(subviews: views)
        #expect(any.sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache) == CGSize(width: 25, height: 20))
        #expect(any.spacing(subviews: views, cache: &cache) == ViewSpacing())
    }
}

@Suite struct StackLayoutTests {
    /// HStackLayout with 10-point spacing, proposed 200 × 50: two flexible photo items (4:3) get (200 − 10) / 2 = 95
    /// each, 95 × 71.25; the stack is 200 wide, 71.25 tall; the second starts at 105.
    @Test func hstackSharesTheWidthEqually() {
        let sources = (0..<2).map { _ in
            PlaygroundSubviewSource { SwiftUIItemSizing.fit.size(natural: CGSize(width: 4, height: 3), side: 100, proposal: $0) }
        }
        let views = LayoutSubviews(sources.map(LayoutSubview.init))
        var cache: Void = ()
        let stack = HStackLayout(spacing: 10)
        let size = stack.sizeThatFits(proposal: ProposedViewSize(width: 200, height: nil), subviews: views, cache: &cache)
        #expect(size == CGSize(width: 200, height: 71.25))
        stack.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(width: 200, height: nil),
                            subviews: views, cache: &cache)
        #expect(sources.map { $0.placement?.minX } == [0, 105])
    }

    /// A higher layout priority is offered the space first: a fixed 30-point item and a flexible one of priority 1
    /// in 200 points with 10-point spacing: the flexible one gets 200 − 10 − 30 = 160.
    @Test func layoutPriorityIsServedFirst() {
        let fixed = PlaygroundSubviewSource { _ in CGSize(width: 30, height: 10) }
        let flexible = PlaygroundSubviewSource(priority: 1) { CGSize(width: $0.width ?? 50, height: 10) }
        let views = LayoutSubviews([LayoutSubview(fixed), LayoutSubview(flexible)])
        #expect(views[1].priority == 1)
        var cache: Void = ()
        let stack = HStackLayout(spacing: 10)
        stack.placeSubviews(in: CGRect(x: 0, y: 0, width: 200, height: 10), proposal: ProposedViewSize(width: 200, height: 10),
                            subviews: views, cache: &cache)
        #expect(flexible.placement?.width == 160)
        #expect(fixed.placement?.minX == 0)
        #expect(flexible.placement?.minX == 40)
    }

    @Test func proposedViewSizeConstants() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: .zero) == CGSize(width: 5, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    }

    @Test func itemSizingFitsTheAspectRatio() {
        let fit = SwiftUIItemSizing.fit
        let photo = CGSize(width: 4, height: 3)
        #expect(fit.size(natural: photo, side: 100, proposal: .unspecified) == CGSize(width: 100, height: 75))
        #expect(fit.size(natural: photo, side: 100, proposal: ProposedViewSize(width: nil, height: 30)) == CGSize(width: 40, height: 30))
        #expect(fit.size(natural: photo, side: 100, proposal: ProposedViewSize(width: 80, height: 30)) == CGSize(width: 40, height: 30))
        #expect(fit.size(natural: photo, side: 100, proposal: ProposedViewSize(width: 40, height: 300)) == CGSize(width: 40, height: 30))
        #expect(fit.size(natural: photo, side: 100, proposal: .zero) == .zero)
        #expect(SwiftUIItemSizing.fixed.size(natural: photo, side: 64, proposal: .infinity) == CGSize(width: 64, height: 64))
    }

    @Test func viewSpacingUnionsAndDistances() {
        var a = ViewSpacing.zero
        #expect(a.distance(to: .zero, along: .horizontal) == 0)
        a.formUnion(ViewSpacing(), edges: .horizontal)
        #expect(a.distance(to: .zero, along: .horizontal) == 8)
        #expect(a.distance(to: .zero, along: .vertical) == 0)
    }
}
