import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// What the views of these tests tell the test (their state is the view's own).
final class CodeScrollLog {
    var values: [String] = []
}

/// Five 400-point pages; a three-second timer advances the page bound to `.scrollPosition(id:)` inside
/// `withAnimation` (an autoplaying pager's pattern).
struct AutoplayPages: View {
    let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()
    @State private var page: Int? = 0
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { i in Color.blue.frame(width: 400, height: 300).id(i) }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $page)
        .scrollTargetBehavior(.paging)
        .onReceive(timer) { _ in withAnimation(.easeInOut(duration: 0.5)) { page = ((page ?? 0) + 1) % 5 } }
    }
}

/// Twenty 100-point rows; `ScrollPosition` (iOS 18) set by code, its changes logged through `onChange`.
struct PositionedRows: View {
    let log: CodeScrollLog
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var ticks = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in Color.green.frame(height: 100) }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($position)
        .onChange(of: position) { old, new in
            log.values.append("\(new.viewID(type: Int.self).map(String.init) ?? "-") user=\(new.isPositionedByUser)")
        }
        .onReceive(timer) { _ in
            ticks += 1
            switch ticks {
            case 1: position.scrollTo(id: 12)
            case 2: position.scrollTo(edge: .bottom)
            default: position.scrollTo(point: CGPoint(x: 0, y: 250))
            }
        }
    }
}

/// Twenty 100-point rows in a `ScrollViewReader`; `proxy.scrollTo` in `onAppear` and from a timer.
struct ReaderRows: View {
    let target: Int
    let anchor: UnitPoint?
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in Color.orange.frame(height: 100).id(i) }
                }
            }
            .onReceive(timer) { _ in proxy.scrollTo(target, anchor: anchor) }
        }
    }
}

@MainActor @Suite(.serialized) struct ScrollByCodeTests {
    static let viewport = Size(width: 400, height: 300)

    /// The timer fires at 8 (3 s after the first frame at 5): the page becomes 1, and the layout asks the core to
    /// scroll to 400 over the animation's 0.5 s; moving there does not write another page back on the way.
    @Test func autoplayPagerAsksToScroll() {
        var a = SwiftUIViewLayoutAdapter(name: "autoplay") { AnyView(AutoplayPages()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        #expect(a.isInMotion, "a connected timer keeps the playground (and the window) stepping frames")
        #expect(a.takeScrollRequest()?.offset == nil, "appearing is not a scroll by code")
        a.advanceMotion(to: 5, touch: nil)
        #expect(a.takeScrollRequest()?.offset == nil)
        a.advanceMotion(to: 8.01, touch: nil)
        let request = a.takeScrollRequest()
        #expect(request?.offset == Point(x: 400, y: 0))
        #expect(request?.duration == 0.5)
        #expect(a.takeScrollRequest()?.offset == nil, "taken once")
        // The core eases there: part way (page 0 still the leading one), then there.
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 150, y: 0), itemCount: 5))
        #expect(a.takeScrollRequest()?.offset == nil, "the code's page stays while the content moves")
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 400, y: 0), itemCount: 5))
        #expect(a.takeScrollRequest()?.offset == nil)
        a.advanceMotion(to: 11.01, touch: nil)
        #expect(a.takeScrollRequest()?.offset == Point(x: 800, y: 0), "the next page from the page written")
    }

    /// The user's scrolling writes the page back; the timer then advances from there.
    @Test func autoplayContinuesFromWhereTheUserScrolled() {
        var a = SwiftUIViewLayoutAdapter(name: "autoplay") { AnyView(AutoplayPages()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        a.advanceMotion(to: 1, touch: nil)
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 1200, y: 0), itemCount: 5))
        #expect(a.takeScrollRequest()?.offset == nil, "the page written back by scrolling is not a scroll by code")
        a.advanceMotion(to: 4.01, touch: nil)
        #expect(a.takeScrollRequest()?.offset == Point(x: 1600, y: 0))
    }

    /// `ScrollPosition.scrollTo(id:)`, `(edge:)`, `(point:)` by code scroll (without `withAnimation`: at once); the
    /// user's scrolling writes the position back with `isPositionedByUser`.
    @Test func scrollPositionByCodeAndWrittenBack() {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "positioned") { AnyView(PositionedRows(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 20))
        a.advanceMotion(to: 1, touch: nil)
        a.advanceMotion(to: 2.01, touch: nil)
        let toRow = a.takeScrollRequest()
        #expect(toRow?.offset == Point(x: 0, y: 1200))
        #expect(toRow?.duration == 0)
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 1200), itemCount: 20))
        a.advanceMotion(to: 3.01, touch: nil)
        #expect(a.takeScrollRequest()?.offset == Point(x: 0, y: 1700), "the bottom edge: 2000 - 300")
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 1700), itemCount: 20))
        a.advanceMotion(to: 4.01, touch: nil)
        #expect(a.takeScrollRequest()?.offset == Point(x: 0, y: 250))
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 250), itemCount: 20))
        // The user scrolls to 930: row 9 (900…1000) is the top-most one.
        a.didSettle(at: Point(x: 0, y: 250))
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 930), itemCount: 20))
        #expect(a.takeScrollRequest()?.offset == nil)
        #expect(log.values.first == "12 user=false")
        #expect(log.values.last == "9 user=true")
    }

    /// `proxy.scrollTo(id)` without an anchor scrolls the least that shows the row (row 15: 1500…1600 ends at the
    /// viewport's bottom, 1300); with `.top` the row's top at the top (1500); `.center` centred (1400).
    @Test(arguments: [(nil, 1300.0), (UnitPoint.top, 1500.0), (UnitPoint.center, 1400.0)])
    func readerProxyScrollsToTheRow(anchor: UnitPoint?, expected: Double) {
        var a = SwiftUIViewLayoutAdapter(name: "reader") { AnyView(ReaderRows(target: 15, anchor: anchor)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 20))
        a.advanceMotion(to: 1, touch: nil)
        a.advanceMotion(to: 2.01, touch: nil)
        #expect(a.takeScrollRequest()?.offset == Point(x: 0, y: expected))
    }

    /// A row already wholly visible does not scroll without an anchor (Apple: "the minimum amount").
    @Test func readerProxyLeavesAVisibleRow() {
        var a = SwiftUIViewLayoutAdapter(name: "reader") { AnyView(ReaderRows(target: 1, anchor: nil)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 20))
        a.advanceMotion(to: 1, touch: nil)
        a.advanceMotion(to: 2.01, touch: nil)
        #expect(a.takeScrollRequest()?.offset == nil)
    }

    /// In the playground: the pager moves in the window as the clock runs (the core eases to the page).
    @Test func autoplayPagerMovesInThePlayground() throws {
        let descriptor = LayoutDescriptor(name: "autoplay", summary: "test", parameters: [], make: { _ in
            SwiftUIViewLayoutAdapter(name: "autoplay") { AnyView(AutoplayPages()) }
        })
        var p = try Playground(config: PlaygroundConfig(viewport: Self.viewport, layoutName: "autoplay", itemCount: 5,
                                                        layouts: LayoutRegistry.all + [descriptor]))
        var t = 0.0
        while t < 3.0 { t += 1.0 / 60; _ = p.advance(to: t) }
        #expect(p.contentOffset.x == 0)
        while t < 3.3 { t += 1.0 / 60; _ = p.advance(to: t) }
        #expect(p.contentOffset.x > 0 && p.contentOffset.x < 400, "easing: \(p.contentOffset.x)")
        while t < 4.0 { t += 1.0 / 60; _ = p.advance(to: t) }
        #expect(p.contentOffset.x == 400)
        while t < 7.0 { t += 1.0 / 60; _ = p.advance(to: t) }
        #expect(p.contentOffset.x == 800)
        #expect(!p.isSettled, "the window does not rest while the timer runs")
    }
}
