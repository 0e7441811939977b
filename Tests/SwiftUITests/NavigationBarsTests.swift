import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A navigation stack's root: a list of four 100-point rows (101 and so on once the toolbar's button is tapped),
/// titled "Photos" (large unless `inline`), with a 30-point trailing toolbar button and a leading one.
struct TitledList: View {
    var inline = false
    @State private var taps = 0
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { _ in Color.gray.frame(height: CGFloat(100 + taps)) }
                }
            }
            .navigationTitle("Photos")
            .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { taps += 1 } label: { Color.blue.frame(width: 30, height: 30) }
                }
                ToolbarItem(placement: .topBarLeading) { Text("Edit") }
            }
        }
    }
}

/// A tab view of two tabs: a one-column list ("Home") and a two-column grid ("Settings").
struct TwoTabs: View {
    var body: some View {
        TabView {
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<4, id: \.self) { _ in Color.gray.frame(height: 100) } }
            }
            .tabItem { Label("Home", systemImage: "house") }
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0) {
                    ForEach(0..<4, id: \.self) { _ in Color.gray.frame(height: 100) }
                }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// A row of eight 80-point category chips (a horizontal scroll view) above a two-column grid of three photos;
/// a chip's button selects its category, which makes the grid's cells one point taller per category.
struct ChipsAboveGrid: View {
    @State private var selected = 0
    let categories = ["All", "Cats", "Dogs", "Birds", "Fish", "Horses", "Frogs", "Bugs"]
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<categories.count, id: \.self) { k in
                        Button { selected = k } label: { Text(categories[k]).frame(width: 80, height: 50) }
                    }
                }
            }
            .frame(height: 50)
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0) {
                    ForEach(0..<3, id: \.self) { _ in Color.gray.frame(height: CGFloat(100 + selected)) }
                }
            }
        }
    }
}

/// A horizontal row of five photos (a `ForEach`) above a vertical scroll view of two texts written one by one.
struct RowAboveText: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.gray.frame(width: 100, height: 100) } }
            }
            .frame(height: 100)
            ScrollView { VStack { Text("About"); Text("Terms") } }
        }
    }
}

/// A 60-point header above a scroll view whose `onScrollGeometryChange` records the container's size and the
/// content offset.
final class GeometryLog { var values: [ScrollGeometry] = [] }
struct HeaderedGeometry: View {
    let log: GeometryLog
    var body: some View {
        VStack(spacing: 0) {
            Text("Header").frame(height: 60)
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.gray.frame(height: 100) } }
            }
            .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, new in log.values.append(new) }
        }
    }
}

@MainActor @Suite(.serialized) struct NavigationBarsTests {
    static let viewport = Size(width: 400, height: 300)

    func frame(_ a: SwiftUIViewLayoutAdapter, _ item: Int) -> Rect? {
        a.attributes(forItem: PlaygroundCore.IndexPath(item: item))?.frame
    }

    func texts(_ a: SwiftUIViewLayoutAdapter) -> [(String, ContentPiece)] {
        (a.overlay?.pieces ?? []).compactMap { piece in
            if case .text(let run) = piece.kind { return (run.text, piece) }
            return nil
        }
    }

    /// A large title: the bar is 96 points (44 + the 52-point title row: UIKit's), the content scrolls under it
    /// (inset by 96: the first row at 96, the content 96 longer), "Photos" drawn 16 points in, in the title row;
    /// the leading item left, the trailing button right; a click on the button runs its action.
    @Test func aLargeTitleBarInsetsTheContentAndItsButtonRuns() {
        var a = SwiftUIViewLayoutAdapter(name: "titled") { AnyView(TitledList()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(frame(a, 0) == Rect(x: 0, y: 96, width: 400, height: 100))
        #expect(a.contentSize.height == 96 + 400)
        let title = texts(a).first { $0.0 == "Photos" }?.1
        #expect(title.map { abs($0.corners.topLeft.x - 16) < 0.5 && $0.corners.topLeft.y > 44 && $0.corners.bottomRight.y < 96 } == true)
        let edit = texts(a).first { $0.0 == "Edit" }?.1
        #expect(edit.map { abs($0.corners.topLeft.x - 16) < 0.5 && $0.corners.bottomRight.y < 44 } == true)
        #expect((a.overlay?.pieces ?? []).contains { abs($0.corners.topLeft.x - 354) < 0.5 && abs($0.corners.topLeft.y - 7) < 0.5 },
                "the trailing button: 16 points from the right edge, centred in the 44-point row")
        let onItems = a.tapChrome(at: Point(x: 200, y: 150))
        #expect(!onItems)
        let onButton = a.tapChrome(at: Point(x: 369, y: 22))
        #expect(onButton)
        #expect(frame(a, 0)?.height == 101)
    }

    /// An inline title: a 44-point bar, the title centred in it.
    @Test func anInlineTitleIsCentredInA44PointBar() {
        var a = SwiftUIViewLayoutAdapter(name: "inline") { AnyView(TitledList(inline: true)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(frame(a, 0) == Rect(x: 0, y: 44, width: 400, height: 100))
        let title = texts(a).first { $0.0 == "Photos" }?.1
        #expect(title.map { abs(($0.corners.topLeft.x + $0.corners.bottomRight.x) / 2 - 200) < 1 && $0.corners.bottomRight.y < 44 } == true)
    }

    /// A tab view: its first tab's scroll view with a 49-point tab bar at the bottom (content inset by 49), the
    /// items' titles drawn; a click on "Settings" selects the second tab (its two-column grid).
    @Test func aTabBarIsDrawnAndSwitchesTabs() {
        var a = SwiftUIViewLayoutAdapter(name: "tabs") { AnyView(TwoTabs()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(frame(a, 0) == Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(a.contentSize.height == 400 + 49)
        let home = texts(a).first { $0.0 == "Home" }?.1
        let settings = texts(a).first { $0.0 == "Settings" }?.1
        #expect(home.map { $0.corners.topLeft.y > 251 && ($0.corners.topLeft.x + $0.corners.bottomRight.x) / 2 < 200 } == true)
        #expect(settings.map { $0.corners.topLeft.y > 251 && ($0.corners.topLeft.x + $0.corners.bottomRight.x) / 2 > 200 } == true)
        let tapped = a.tapChrome(at: Point(x: 300, y: 280))
        #expect(tapped)
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(frame(a, 1) == Rect(x: 200, y: 0, width: 200, height: 100), "the second tab's grid")
    }

    /// The chips row above the grid: the grid's `ForEach` holds the items (before: the chips did, the first
    /// scroll view met); the row is drawn above it and its buttons run.
    @Test func theVerticalGridHoldsTheItemsNotTheChipsRow() {
        var a = SwiftUIViewLayoutAdapter(name: "chips") { AnyView(ChipsAboveGrid()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(frame(a, 0) == Rect(x: 0, y: 50, width: 200, height: 100))
        #expect(frame(a, 2) == Rect(x: 0, y: 150, width: 200, height: 100))
        #expect(texts(a).contains { $0.0 == "Cats" && $0.1.corners.bottomRight.y <= 50.5 }, "the chips are drawn above")
        #expect(!texts(a).contains { $0.0 == "Frogs" && $0.1.corners.topLeft.x < 400 }, "clipped to the row: chip 7 at x 480")
        let tapped = a.tapChrome(at: Point(x: 120, y: 25))
        #expect(tapped)
        #expect(frame(a, 0)?.height == 101, "\"Cats\" selected")
    }

    /// A row holding a `ForEach` wins over a vertical scroll view of views written one by one (no data).
    @Test func aScrollViewWithDataWinsOverOneWithout() {
        var a = SwiftUIViewLayoutAdapter(name: "row") { AnyView(RowAboveText()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        #expect(frame(a, 1) == Rect(x: 100, y: 0, width: 100, height: 100))
    }

    /// `onScrollGeometryChange`'s container is the scroll view's frame (400 × 240 below a 60-point header), not the
    /// viewport; at rest its content offset is 0 (the header is not its inset).
    @Test func theGeometrysContainerIsTheScrollViewsFrame() {
        let log = GeometryLog()
        var a = SwiftUIViewLayoutAdapter(name: "geometry") { AnyView(HeaderedGeometry(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 10))
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 30), itemCount: 10))
        let last = log.values.last
        #expect(last?.containerSize == CGSize(width: 400, height: 240))
        #expect(last?.contentOffset.y == 30)
        #expect(last?.contentInsets.top == 0)
    }
}

final class ChromeLog { var values: [String] = [] }

/// A 60-point header whose title takes a double tap and a single tap and whose handle takes a drag, above a list.
struct DraggableHeader: View {
    let log: ChromeLog
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Text("Title")
                    .frame(width: 100, height: 60)
                    .onTapGesture(count: 2) { log.values.append("double") }
                    .onTapGesture { log.values.append("single") }
                Spacer()
                Color.blue.frame(width: 60, height: 60)
                    .gesture(DragGesture()
                        .onChanged { log.values.append("drag \(Int($0.translation.width))") }
                        .onEnded { log.values.append("end \(Int($0.translation.width))") })
            }
            .frame(height: 60)
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.gray.frame(height: 100) } }
            }
        }
    }
}

@MainActor @Suite(.serialized) struct ChromeGestureTests {
    static let viewport = Size(width: 400, height: 300)

    /// A press on the header is the screen's (not the list's); a drag on the handle is told from 10 points on and
    /// at its end, in the handle's own coordinates.
    @Test func aDragOnTheHeaderIsTheHeadersNotTheLists() {
        let log = ChromeLog()
        var a = SwiftUIViewLayoutAdapter(name: "header") { AnyView(DraggableHeader(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 10))
        #expect(a.pressIsOnChrome(at: Point(x: 370, y: 30)))
        #expect(!a.pressIsOnChrome(at: Point(x: 200, y: 150)), "the list")
        a.chromeDrag(ChromeDragEvent(phase: .changed, location: Point(x: 365, y: 30), startLocation: Point(x: 370, y: 30),
                                     velocity: .zero, time: 1))
        #expect(log.values.isEmpty, "5 points: not yet")
        a.chromeDrag(ChromeDragEvent(phase: .changed, location: Point(x: 340, y: 30), startLocation: Point(x: 370, y: 30),
                                     velocity: .zero, time: 1.1))
        a.chromeDrag(ChromeDragEvent(phase: .ended, location: Point(x: 320, y: 30), startLocation: Point(x: 370, y: 30),
                                     velocity: .zero, time: 1.2))
        #expect(log.values == ["drag -30", "end -50"])
    }

    /// A double tap on the title: two clicks within 0.5 s run it; one click runs the single tap once 0.5 s passed.
    @Test func aDoubleTapOnTheHeaderWaitsForTheSecondClick() {
        let log = ChromeLog()
        var a = SwiftUIViewLayoutAdapter(name: "header") { AnyView(DraggableHeader(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 10))
        a.advanceMotion(to: 1, touch: nil)
        let first = a.tapChrome(at: Point(x: 50, y: 30))
        #expect(first)
        #expect(log.values.isEmpty, "waiting for the second click")
        let second = a.tapChrome(at: Point(x: 50, y: 30))
        #expect(second)
        #expect(log.values == ["double"])
        a.advanceMotion(to: 2, touch: nil)
        let third = a.tapChrome(at: Point(x: 50, y: 30))
        #expect(third)
        a.advanceMotion(to: 2.3, touch: nil)
        #expect(log.values == ["double"])
        a.advanceMotion(to: 2.6, touch: nil)
        #expect(log.values == ["double", "single"])
    }
}
