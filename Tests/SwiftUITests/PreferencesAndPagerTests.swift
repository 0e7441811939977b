import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// The tallest height a view reports.
struct TallestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A row of bars 10, 20, …, 50 tall, each measured by a `GeometryReader` in its background; the bars are then all
/// made as wide as the tallest one is tall (a state the `onPreferenceChange` action sets).
struct MeasuredRow: View {
    @State private var tallest: CGFloat = 0
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 0) {
                ForEach(0..<5, id: \.self) { i in
                    Color.green.frame(width: tallest == 0 ? 10 : tallest, height: CGFloat(10 * (i + 1)))
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: TallestKey.self, value: proxy.size.height)
                        })
                }
            }
        }
        .onPreferenceChange(TallestKey.self) { tallest = $0 }
    }
}

/// Each item reports its height by index with `anchorPreference(.bounds)`; an overlay reads the anchors through a
/// `GeometryReader` (`proxy[anchor]`), as masonry files measure their items.
struct AnchoredColumn: View {
    let log: PreferenceLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 5) {
                ForEach(0..<4, id: \.self) { i in
                    Color.orange.frame(height: CGFloat(20 + 10 * i))
                        .anchorPreference(key: AnchorsKey.self, value: .bounds) { [i: $0] }
                }
            }
            .overlayPreferenceValue(AnchorsKey.self) { anchors in
                GeometryReader { proxy in
                    let _ = log.read(anchors.mapValues { proxy[$0] })
                    Color.clear
                }
            }
        }
    }
}

struct AnchorsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

final class PreferenceLog: @unchecked Sendable {
    var rects: [Int: CGRect] = [:]
    func read(_ r: [Int: CGRect]) -> Int { if !r.isEmpty { rects = r }; return 0 }
}

/// A page-style tab view over five colours, starting at the page its selection says.
struct Pager: View {
    @State private var page = 2
    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<5, id: \.self) { i in Color.blue.tag(i) }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

/// Preferences pass values up the evaluated hierarchy; a page-style TabView is a pager (docs/swiftui.md,
/// "Preferences", "TabView").
@MainActor @Suite struct PreferencesAndPagerTests {
    static let viewport = Size(width: 400, height: 300)

    /// The tallest bar is 50: the action sets the state, the body re-renders, every bar is 50 wide.
    @Test func onPreferenceChangeReceivesTheReducedValue() {
        var a = SwiftUIViewLayoutAdapter(name: "measured") { AnyView(MeasuredRow()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        let widths = (0..<5).map { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.size.width }
        #expect(widths == [50, 50, 50, 50, 50])
    }

    /// `anchorPreference(.bounds)` read through `proxy[anchor]` in an overlay of the stack: each item's rectangle in
    /// the stack's coordinates (items 20, 30, 40, 50 tall, 5 apart).
    @Test func anchorsAreReadInTheReadersCoordinates() {
        let log = PreferenceLog()
        var a = SwiftUIViewLayoutAdapter(name: "anchored") { AnyView(AnchoredColumn(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(log.rects[0]?.minY == 0)
        #expect(log.rects[1]?.minY == 25)
        #expect(log.rects[3].map { $0.minY == 25 + 35 + 45 && $0.height == 50 && $0.width == 400 } == true)
    }

    /// Five pages, each the viewport's size, side by side; the pager pages, starts at its selection (page 2) and
    /// writes the page it scrolled to back into the selection (page 3: the start moves with it).
    @Test func pageStyleTabViewIsAPager() {
        var a = SwiftUIViewLayoutAdapter(name: "pager") { AnyView(Pager()) }
        #expect(a.scrollAxis == .horizontal)
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 800, y: 0), itemCount: 5))
        let frames = (0..<5).compactMap { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.frame }
        #expect(frames.map(\.origin.x) == [0, 400, 800, 1200, 1600])
        #expect(frames.allSatisfy { $0.size.width == 400 && $0.size.height == 300 })
        #expect(a.initialContentOffset?.x == 800)
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 1200, y: 0), itemCount: 5))
        #expect(a.initialContentOffset?.x == 1200)
        let target = a.targetContentOffset(proposed: Point(x: 950, y: 0), velocity: Point(x: 300, y: 0))
        #expect(target.x == 400 || target.x == 800 || target.x == 1200)
        #expect(target.x.truncatingRemainder(dividingBy: 400) == 0)
    }
}
