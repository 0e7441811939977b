import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Seed 004's card pager in SwiftUI (as Examples/swiftui/CardPager.swift writes it), for direct comparisons with
/// the built-in `cards` layout.
struct TestCardPager: View {
    var limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .alwaysByOne
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 20) {
                ForEach(0..<24, id: \.self) { index in
                    Image("photo-\(index)")
                        .resizable()
                        .scaledToFill()
                        .containerRelativeFrame(.horizontal)
                        .frame(height: 400)
                        .scrollTransition(.interactive.threshold(.centered), axis: .horizontal) { content, phase in
                            let s = abs(phase.value) * (1280 + 600) / 2 / 600
                            return content.scaleEffect(x: 1, y: 1 + 0.1 * (1 - s)).opacity(1 - 0.4 * s)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .safeAreaPadding(.horizontal, 340)
        .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
    }
}

/// Ten points, as Apple's `ScrollTargetBehavior` documentation's example (every 10 points), along x.
struct TenPoints: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.minX / 10).rounded() * 10
    }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Suite struct ViewLayoutTests {
    static let viewport = Size(width: 1280, height: 800)

    func prepared(_ adapter: SwiftUIViewLayoutAdapter, items: Int = 12, offset: Point = .zero) -> SwiftUIViewLayoutAdapter {
        var a = adapter
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: offset, itemCount: items))
        return a
    }

    /// The pager's frames, transforms and alpha equal the built-in `cards` layout's for every card in view, at
    /// offsets across two pages; its content size and scroll axis too.
    @Test func cardPagerMatchesCards() {
        for x in [0.0, 155, 310, 465, 620, 1000, 1240] {
            let offset = Point(x: x, y: 0)
            let ui = prepared(SwiftUIViewLayoutAdapter(name: "pager") { AnyView(TestCardPager()) }, offset: offset)
            var cards = CardsLayout()
            cards.prepare(LayoutContext(viewport: Self.viewport, contentOffset: offset, itemCount: 12))
            #expect(ui.scrollAxis == .horizontal)
            #expect(ui.contentSize == cards.contentSize)
            for i in 0..<12 {
                let a = ui.attributes(forItem: PlaygroundCore.IndexPath(item: i))!
                let b = cards.attributes(forItem: PlaygroundCore.IndexPath(item: i))!
                #expect(a.frame == b.frame, "card \(i) at \(x)")
                // The transition reaches its full phase where a card leaves the window; the cards layout goes on
                // shrinking beyond, where nothing shows.
                let visible = abs(b.center.x - (x + 640)) < 940
                if visible {
                    #expect(close(a.transform.d, b.transform.d) && close(a.transform.a, 1) && close(a.alpha, b.alpha),
                            "card \(i) at \(x): \(a.transform) \(a.alpha) vs \(b.transform) \(b.alpha)")
                }
            }
        }
    }

    /// Snaps: the view-aligned behaviour (one view per gesture) rests where the cards layout does for flings and
    /// short drags; seed 004's one-third rule differs from "the nearest view" between a third and a half of a card.
    @Test func cardPagerSnapsLikeCards() {
        var ui = prepared(SwiftUIViewLayoutAdapter(name: "pager") { AnyView(TestCardPager()) })
        var cards = CardsLayout()
        cards.prepare(LayoutContext(viewport: Self.viewport, itemCount: 12))
        let gestures: [(Double, Double)] = [(150, 0), (400, 0), (5000, 8000), (-3000, -8000), (2000, 3000), (100, -500)]
        for (proposed, velocity) in gestures {
            let p = Point(x: proposed + ui.restOffset.x, y: 0)
            let a = ui.targetContentOffset(proposed: p, velocity: Point(x: velocity, y: 0))
            let b = cards.targetContentOffset(proposed: p, velocity: Point(x: velocity, y: 0))
            #expect(a == b, "proposed \(p.x), velocity \(velocity)")
            ui.didSettle(at: a)
            cards.didSettle(at: b)
        }
        // Between a third and a half of a card, the cards layout turns the page, the nearest view is the same card.
        let third = ui.targetContentOffset(proposed: Point(x: ui.restOffset.x + 250, y: 0), velocity: .zero)
        #expect(third.x == ui.restOffset.x)
        // Keys and the wheel step through the cards' page offsets.
        #expect(ui.snapOffset(forPage: 3) == Point(x: 1860, y: 0))
        #expect(ui.snapPage(for: Point(x: 1300, y: 0)) == 2)
    }

    /// A custom behaviour's `updateTarget` decides: Apple's ten-point example.
    @Test func customBehaviorSnapsWhereUpdateTargetSays() {
        var ui = prepared(SwiftUIViewLayoutAdapter(name: "ten", behavior: TenPoints()) { AnyView(TestCardPager()) })
        #expect(ui.targetContentOffset(proposed: Point(x: 1234, y: 0), velocity: Point(x: 900, y: 0)) == Point(x: 1230, y: 0))
        #expect(ui.targetContentOffset(proposed: Point(x: 1236, y: 0), velocity: .zero) == Point(x: 1240, y: 0))
    }

    /// The context a behaviour gets: where the gesture began, the velocity in points per second, the sizes, axes.
    @Test func behaviorContext() {
        final class Box { var context: ScrollTargetBehaviorContext? }
        struct Spy: ScrollTargetBehavior {
            let box: Box
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { box.context = context }
        }
        let box = Box()
        var ui = prepared(SwiftUIViewLayoutAdapter(name: "spy", behavior: Spy(box: box)) { AnyView(TestCardPager()) })
        ui.didSettle(at: Point(x: 620, y: 0))
        _ = ui.targetContentOffset(proposed: Point(x: 900, y: 0), velocity: Point(x: 1500, y: 0))
        let c = try! #require(box.context)
        #expect(c.originalTarget.rect == CGRect(x: 620, y: 0, width: 1280, height: 800))
        #expect(c.velocity == CGVector(dx: 1500, dy: 0))
        // The scroll view less its insets (Apple's containerSize): 1280 − 2 × 340 of safe-area padding.
        #expect(c.containerSize == CGSize(width: 600, height: 800))
        #expect(c.contentSize == CGSize(width: 340 * 2 + 12 * 600 + 11 * 20, height: 800))
        #expect(c.axes == .horizontal)
    }

    /// Paging: container-sized pages, at most one from where the gesture began, the last ending at the content's end.
    @Test func paging() {
        let b = PagingScrollTargetBehavior()
        func target(_ proposed: CGFloat, from origin: CGFloat) -> CGFloat {
            var t = ScrollTarget(rect: CGRect(x: 0, y: proposed, width: 300, height: 400))
            b.updateTarget(&t, context: ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: CGRect(x: 0, y: origin, width: 300, height: 400)), velocity: CGVector(),
                contentSize: CGSize(width: 300, height: 1900), containerSize: CGSize(width: 300, height: 400), axes: .vertical))
            return t.rect.minY
        }
        #expect(target(150, from: 0) == 0)
        #expect(target(250, from: 0) == 400)
        #expect(target(3000, from: 0) == 400)
        #expect(target(1400, from: 1200) == 1500)   // the last page ends at the content's end (1900 − 400)
        #expect(target(-500, from: 800) == 400)
    }

    /// Paging inside content margins: pages are the container's length, the scroll view less its margins (Apple's
    /// containerSize), so with cards as wide as the container and no spacing each page rests with a card at the
    /// leading margin: 1280 − 2 × 40 = 1200 per page.
    @Test func pagingInsideContentMargins() {
        var ui = prepared(SwiftUIViewLayoutAdapter(name: "pages") {
            AnyView(ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { _ in Color.red.containerRelativeFrame(.horizontal).frame(height: 50) }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 40)
            .scrollTargetBehavior(.paging))
        }, items: 4)
        #expect(ui.targetContentOffset(proposed: Point(x: 900, y: 0), velocity: Point(x: 1500, y: 0)) == Point(x: 1200, y: 0))
        let card = ui.attributes(forItem: PlaygroundCore.IndexPath(item: 1))!.frame
        #expect(card.minX - 1200 == 40 && card.width == 1200)
        // The last page ends at the content's end: 4 × 1200 + 80 − 1280 = 3600 (= 3 pages).
        ui.didSettle(at: Point(x: 2400, y: 0))
        #expect(ui.targetContentOffset(proposed: Point(x: 5000, y: 0), velocity: Point(x: 1500, y: 0)) == Point(x: 3600, y: 0))
    }

    /// GridItem arithmetic (Apple's GridItem.Size documentation; docs/swiftui.md).
    @Test func gridTracks() {
        // Adaptive, minimum 50, 300 points: as many of at least 50 as fit with 8 between: 5 of (300 − 32)/5.
        let adaptive = PlaygroundViewLayout.gridTracks([GridItem(.adaptive(minimum: 50, maximum: 100))], length: 300)
        #expect(adaptive.count == 5 && adaptive.allSatisfy { close(Double($0.length), 53.6, 1e-9) })
        // Flexible, fixed (20 after), bounded flexible in 320: (320 − 100 − 8 − 20) shared: 96 each.
        let items = [GridItem(.flexible(minimum: 50)), GridItem(.fixed(100), spacing: 20), GridItem(.flexible(minimum: 60, maximum: 120))]
        #expect(PlaygroundViewLayout.gridTracks(items, length: 320).map(\.length) == [96, 100, 96])
        // In 1280 the first takes half of 1152, the last its maximum.
        #expect(PlaygroundViewLayout.gridTracks(items, length: 1280).map(\.length) == [576, 100, 120])
        // A flexible minimum larger than its share leaves nothing for the adaptive item after it.
        let mixed = [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]
        #expect(PlaygroundViewLayout.gridTracks(mixed, length: 300).map(\.length) == [100, 100, 0, 100])
    }

    /// An adaptive LazyVGrid of square photos in a vertical scroll view with 16-point margins: 7 columns in 1280.
    @Test func adaptiveGridFrames() {
        let ui = prepared(SwiftUIViewLayoutAdapter(name: "grid") {
            AnyView(ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 10)], spacing: 10) {
                    ForEach(0..<40, id: \.self) { i in Image("p\(i)").resizable().aspectRatio(1, contentMode: .fill) }
                }
                .padding(.horizontal, 16)
            })
        }, items: 15)
        let w = (1248.0 - 60) / 7
        for i in 0..<15 {
            let f = ui.attributes(forItem: PlaygroundCore.IndexPath(item: i))!.frame
            let (r, c) = (Double(i / 7), Double(i % 7))
            #expect(close(f.minX, 16 + c * (w + 10), 1e-6) && close(f.minY, r * (w + 10), 1e-6)
                    && close(f.width, w, 1e-6) && close(f.height, w, 1e-6), "\(i): \(f)")
        }
        #expect(close(ui.contentSize.height, 3 * w + 20, 1e-6))
    }

    /// Container-relative frames: Apple's count/span arithmetic.
    @Test func containerRelativeFrameCountSpan() {
        let ui = prepared(SwiftUIViewLayoutAdapter(name: "crf") {
            AnyView(ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<5, id: \.self) { _ in
                        Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 50)
                    }
                }
            })
        }, items: 2)
        let w = (1280.0 - 20) / 3 * 2 + 10
        let f = ui.attributes(forItem: PlaygroundCore.IndexPath(item: 1))!.frame
        #expect(close(f.width, w, 1e-9) && close(f.minX, w + 10, 1e-9) && f.height == 50)
    }

    /// Container-relative frames inside content margins (decided, docs/swiftui.md "Views as layouts"): the
    /// container is the scroll view less its safe area AND its content margins, as mculha/SwiftUIVisualEffects'
    /// pager (`.contentMargins(32)`) expects: a card as wide as the viewport less both margins, the first one
    /// starting at the leading margin, the second one a card and the spacing further.
    @Test func containerRelativeFrameInsideContentMargins() {
        let ui = prepared(SwiftUIViewLayoutAdapter(name: "margins") {
            AnyView(ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<5, id: \.self) { _ in
                        Color.red.containerRelativeFrame(.horizontal).frame(height: 50)
                    }
                }
            }
            .contentMargins(.horizontal, 32)
            .safeAreaPadding(.horizontal, 8))
        }, items: 3)
        let w = 1280.0 - 2 * 32 - 2 * 8
        let f0 = ui.attributes(forItem: PlaygroundCore.IndexPath(item: 0))!.frame
        let f1 = ui.attributes(forItem: PlaygroundCore.IndexPath(item: 1))!.frame
        #expect(close(f0.width, w) && close(f0.minX, 40) && close(f1.minX, 40 + w + 12), "\(f0) \(f1)")
        #expect(close(ui.contentSize.width, 3 * w + 2 * 12 + 80))
    }

    /// The transition's progress: identity while fully visible (the default threshold), full at hidden, linear.
    @Test func transitionProgress() {
        let c = ScrollTransitionConfiguration.interactive
        #expect(c.playgroundProgress(offset: -100, v: 300, w: 100).0 == .identity)
        let (phase, t) = c.playgroundProgress(offset: -150, v: 300, w: 100)
        #expect(phase == .topLeading && close(Double(t), 0.5))
        #expect(c.playgroundProgress(offset: 250, v: 300, w: 100) == (.bottomTrailing, 1))
        #expect(ScrollTransitionConfiguration.animated.playgroundProgress(offset: 101, v: 300, w: 100) == (.bottomTrailing, 1))
    }

    /// Pinned section headers stay at the top of the visible region inside their section.
    @Test func pinnedHeaders() {
        let make = {
            AnyView(ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3, id: \.self) { s in
                        Section {
                            ForEach(0..<4, id: \.self) { _ in Color.blue.frame(height: 100) }
                        } header: {
                            Color.gray.frame(height: 30)
                        }
                    }
                }
            })
        }
        let at0 = prepared(SwiftUIViewLayoutAdapter(name: "pinned", make: make), items: 12)
        #expect(at0.attributes(forSupplementary: "header", at: PlaygroundCore.IndexPath(section: 1, item: 0))?.frame.minY == 430)
        #expect(at0.attributes(forItem: PlaygroundCore.IndexPath(item: 4))?.frame.minY == 460)
        let scrolled = prepared(SwiftUIViewLayoutAdapter(name: "pinned", make: make), items: 12, offset: Point(x: 0, y: 500))
        #expect(scrolled.attributes(forSupplementary: "header", at: PlaygroundCore.IndexPath(section: 1, item: 0))?.frame.minY == 500)
        // Near its section's end it is pushed up: section 1 ends at 860.
        let end = prepared(SwiftUIViewLayoutAdapter(name: "pinned", make: make), items: 12, offset: Point(x: 0, y: 845))
        #expect(end.attributes(forSupplementary: "header", at: PlaygroundCore.IndexPath(section: 1, item: 0))?.frame.minY == 830)
    }
    /// A section whose content is a container of a `ForEach` (a stack here, a custom `Layout` in an exported
    /// sectioned grid): that `ForEach`'s elements are the section's items, not the container one item.
    @Test func sectionOfAContainerOfItems() {
        let make = {
            AnyView(ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<2, id: \.self) { s in
                        Section {
                            HStack(spacing: 0) {
                                ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 100, height: 100) }
                            }
                        } header: {
                            Color.gray.frame(height: 30)
                        }
                    }
                }
            })
        }
        let ui = prepared(SwiftUIViewLayoutAdapter(name: "sectionContainer", make: make), items: 6)
        let f3 = ui.attributes(forItem: PlaygroundCore.IndexPath(item: 3))?.frame
        let f4 = ui.attributes(forItem: PlaygroundCore.IndexPath(item: 4))?.frame
        #expect(f3?.minY == 160 && f3?.width == 100, "\(String(describing: f3))")
        #expect(f4.map { $0.minX - f3!.minX } == 100)
        #expect(ui.attributes(forSupplementary: "header", at: PlaygroundCore.IndexPath(section: 1, item: 0))?.frame.minY == 130)
        // Pinned: scrolled to 150, section 1's header sits at the visible top.
        let scrolled = prepared(SwiftUIViewLayoutAdapter(name: "sectionContainer", make: make), items: 6, offset: Point(x: 0, y: 150))
        #expect(scrolled.attributes(forSupplementary: "header", at: PlaygroundCore.IndexPath(section: 1, item: 0))?.frame.minY == 150)
    }
}
