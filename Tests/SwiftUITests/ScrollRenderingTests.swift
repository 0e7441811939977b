import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// What the views of these tests were told, in order (a reference the test keeps).
final class ScrollLog: @unchecked Sendable {
    var geometry: [(old: CGFloat, new: CGFloat)] = []
    var visibility: [(item: Int, visible: Bool)] = []
    var bodies = 0
}

/// A row of 100-point squares, 10 apart, inset 50 on each side; the item whose index is the state `current` (set
/// from the scroll position by onScrollGeometryChange: the item at the inset's leading edge) is drawn in front.
struct FrontRow: View {
    let log: ScrollLog
    @State private var current = 0
    var body: some View {
        log.bodies += 1
        return ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<20, id: \.self) { index in
                    Color.red.frame(width: 100, height: 100)
                        .zIndex(index == current ? 10 : 0)
                        .onScrollVisibilityChange(threshold: 0.5) { visible in log.visibility.append((index, visible)) }
                }
            }
        }
        .safeAreaPadding(.horizontal, 50)
        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.x } action: { old, new in
            log.geometry.append((old, new))
            current = Int((new / 110).rounded(.down))
        }
    }
}

/// A vertical list whose `.scrollPosition(id:)` binding names the top view; the named view is 60 points tall, the
/// others 40 (so the body must be asked for again to see it).
struct PositionList: View {
    let log: ScrollLog
    @State private var top: Int?
    var body: some View {
        log.bodies += 1
        return ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.blue.frame(height: index == top ? 60 : 40)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $top)
    }
}

/// Views whose body and modifiers depend on the scroll position re-render as the scroll view scrolls
/// (docs/swiftui.md, "Re-rendering on scroll").
@MainActor @Suite struct ScrollRenderingTests {
    static let viewport = Size(width: 500, height: 300)

    func prepare(_ a: inout SwiftUIViewLayoutAdapter, _ x: Double, _ y: Double = 0) {
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: x, y: y), itemCount: 20))
    }

    /// `.zIndex` is the item's zIndex (rounded), the core's drawing order.
    @Test func zIndexIsTheItemsDrawingOrder() {
        var a = SwiftUIViewLayoutAdapter(name: "z") {
            AnyView(ScrollView(.horizontal) {
                LazyHStack(spacing: -50) {
                    ForEach(0..<5, id: \.self) { i in Color.red.frame(width: 100, height: 100).zIndex(Double(5 - i) + 0.2) }
                }
            })
        }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        #expect((0..<5).map { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.zIndex } == [5, 4, 3, 2, 1])
    }

    /// onScrollGeometryChange is told (old, new) as the offset changes, not at the start; the state its action sets
    /// re-renders the body, so the front item follows the scroll position; the geometry's content offset is
    /// measured from the content inside its insets (−50 at the start).
    @Test func geometryChangeReRendersTheBody() {
        let log = ScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "front") { AnyView(FrontRow(log: log)) }
        prepare(&a, 0)
        #expect(log.geometry.isEmpty)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.zIndex == 10)
        let bodies = log.bodies
        prepare(&a, 50 + 2 * 110 + 5)   // the inset's edge 5 points into item 2
        #expect(log.geometry.count == 1 && log.geometry.first.map { $0.old == -50 && $0.new == 225 } == true)
        #expect(log.bodies > bodies)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2))?.zIndex == 10)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.zIndex == 0)
        #expect(a.shouldInvalidate(forBoundsChange: Rect(x: 1, y: 0, width: 500, height: 300)))
        // The same offset again: no change, no action.
        prepare(&a, 275)
        #expect(log.geometry.count == 1)
    }

    /// A layout first prepared away from its start has been scrolled there: the action is told.
    @Test func firstPreparedAwayFromTheStartIsAScroll() {
        let log = ScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "front") { AnyView(FrontRow(log: log)) }
        prepare(&a, 50 + 3 * 110)
        #expect(log.geometry.count == 1 && log.geometry.first?.new == 330)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 3))?.zIndex == 10)
    }

    /// onScrollVisibilityChange: true for the items at least half visible at the first layout, then false and true as
    /// they cross half visible.
    @Test func visibilityChangesAtTheThreshold() {
        let log = ScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "front") { AnyView(FrontRow(log: log)) }
        prepare(&a, 0)
        // Items at 50, 160, 270, 380 (fully in 0…500) and 490 (10 of 100 visible).
        #expect(log.visibility.map(\.item) == [0, 1, 2, 3] && log.visibility.allSatisfy(\.visible))
        log.visibility = []
        prepare(&a, 110)   // item 0 at −60…40 (40 visible), item 4 at 380…480
        #expect(log.visibility.count == 2)
        #expect(log.visibility.contains { $0.item == 0 && !$0.visible })
        #expect(log.visibility.contains { $0.item == 4 && $0.visible })
    }

    /// `.scrollPosition(id:)` is written as the view scrolls: the first target past the top, and the body re-renders
    /// with it (the named view grows to 60 points).
    @Test func scrollPositionIsWrittenBack() {
        let log = ScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "list") { AnyView(PositionList(log: log)) }
        prepare(&a, 0, 0)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.size.height == 40)
        prepare(&a, 0, 130)   // items 40 tall: item 3 spans 120…160
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 3))?.size.height == 60)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 4))?.frame.minY == 180)
    }

    /// ScrollGeometry's derived rectangles (Apple: visibleRect from the offset and the container; bounds "within the
    /// content insets").
    @Test func scrollGeometryRectangles() {
        let g = ScrollGeometry(contentOffset: CGPoint(x: -20, y: 0), contentSize: CGSize(width: 900, height: 300),
                               contentInsets: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                               containerSize: CGSize(width: 400, height: 300))
        #expect(g.visibleRect == CGRect(x: -20, y: 0, width: 400, height: 300))
        #expect(g.bounds == CGRect(x: 0, y: 0, width: 360, height: 300))
    }
}
