import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A screen with a 60-point header above its grid: a title, a "columns" button and a "+" button appending to the
/// `@State` array the grid's `ForEach` is over.
struct HeaderedGrid: View {
    @State private var items = [0, 1, 2]
    @State private var columns = 2
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Text("Photos")
                Spacer()
                Button { columns = columns == 2 ? 4 : 2 } label: { Color.blue.frame(width: 40, height: 40) }
                Button { items.append(items.count) } label: { Color.green.frame(width: 40, height: 40) }
            }
            .frame(height: 60)
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: columns), spacing: 0) {
                    ForEach(items, id: \.self) { _ in Color.gray.frame(height: 100) }
                }
            }
        }
    }
}

/// A scroll view with a 50-point bottom bar (`.safeAreaInset`) whose button counts taps, and a badge overlay.
struct BarredList: View {
    @State private var taps = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { _ in Color.gray.frame(height: CGFloat(100 + 10 * taps)) }
            }
        }
        .overlay(alignment: .topTrailing) { Color.red.frame(width: 30, height: 30) }
        .safeAreaInset(edge: .bottom) {
            Button { taps += 1 } label: { Color.orange.frame(height: 50) }
        }
    }
}

/// A scroll view alone: no views around it.
struct BareGrid: View {
    var body: some View {
        ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Color.gray.frame(height: 100) } } }
    }
}

@MainActor @Suite(.serialized) struct ScreenChromeTests {
    static let viewport = Size(width: 400, height: 300)

    func frame(_ a: SwiftUIViewLayoutAdapter, _ item: Int) -> Rect? {
        a.attributes(forItem: PlaygroundCore.IndexPath(item: item))?.frame
    }

    /// The header takes its 60 points (its frame), the scroll view what is left (SwiftUI's VStack): the items
    /// start below the header and the content ends 60 points lower; the header is drawn over the content's top
    /// edge (a band of the screen's background with the title and the buttons) and nothing over the grid.
    @Test func theScrollViewGetsWhatTheHeaderLeaves() {
        var a = SwiftUIViewLayoutAdapter(name: "headered") { AnyView(HeaderedGrid()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(frame(a, 0) == Rect(x: 0, y: 60, width: 200, height: 100))
        #expect(frame(a, 2) == Rect(x: 0, y: 160, width: 200, height: 100))
        #expect(a.contentSize.height == 60 + 200)
        let pieces = a.overlay?.pieces ?? []
        #expect(!pieces.isEmpty)
        #expect(pieces.contains { if case .text(let run) = $0.kind { return run.text == "Photos" } else { return false } })
        #expect(pieces.allSatisfy { $0.corners.topLeft.y < 60 + 0.5 && $0.corners.bottomRight.y <= 60 + 0.5 },
                "everything drawn is in the header's band")
        #expect(pieces.contains { abs($0.corners.topLeft.x - 360) < 0.5 && abs($0.corners.topLeft.y - 10) < 0.5 },
                "the \"+\" button, centred in the 60-point header")
        // A bare scroll view has nothing around it.
        var bare = SwiftUIViewLayoutAdapter(name: "bare") { AnyView(BareGrid()) }
        bare.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(bare.overlay == nil)
        #expect(frame(bare, 0) == Rect(x: 0, y: 0, width: 400, height: 100))
    }

    /// A click on the header's buttons runs their actions: "columns" makes the grid four columns wide, "+" appends
    /// to the file's data, which then owns the item count (`dataItemCount`: 4). A click on the title is the
    /// header's (nothing runs, the items do not hear it); a click on the grid is the items'.
    @Test func clicksOnTheHeaderRunItsButtons() {
        var a = SwiftUIViewLayoutAdapter(name: "headered") { AnyView(HeaderedGrid()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(a.dataItemCount == nil, "the panel's count until the file's code changes its data")
        let tapped1 = a.tapChrome(at: Point(x: 20, y: 30))
        #expect(tapped1, "the title: the header's, nothing runs")
        #expect(frame(a, 1)?.width == 200)
        let tapped2 = a.tapChrome(at: Point(x: 100, y: 150))
        #expect(!tapped2, "the grid: the items'")
        let tapped3 = a.tapChrome(at: Point(x: 340, y: 30))
        #expect(tapped3)
        #expect(frame(a, 1) == Rect(x: 100, y: 60, width: 100, height: 100), "four columns")
        let tapped4 = a.tapChrome(at: Point(x: 380, y: 30))
        #expect(tapped4)
        #expect(a.dataItemCount == 4)
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(frame(a, 3) == Rect(x: 300, y: 60, width: 100, height: 100))
    }

    /// `.safeAreaInset(edge: .bottom)`: the scroll view keeps the whole viewport and its content is inset by the
    /// bar (it scrolls under it, its end 50 points higher); the bar and the badge overlay are drawn in front, and
    /// the bar's button runs.
    @Test func aSafeAreaInsetBarInsetsTheContentAndTakesClicks() {
        var a = SwiftUIViewLayoutAdapter(name: "barred") { AnyView(BarredList()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(frame(a, 0) == Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(a.contentSize.height == 400 + 50)
        let pieces = a.overlay?.pieces ?? []
        #expect(pieces.contains { abs($0.corners.topLeft.y - 250) < 0.5 && abs($0.size.height - 50) < 0.5 }, "the bar")
        #expect(pieces.contains { abs($0.corners.topLeft.x - 370) < 0.5 && abs($0.corners.topLeft.y) < 0.5 }, "the badge")
        let tapped5 = a.tapChrome(at: Point(x: 200, y: 100))
        #expect(!tapped5, "the list: the items'")
        let tapped6 = a.tapChrome(at: Point(x: 200, y: 280))
        #expect(tapped6)
        #expect(frame(a, 0)?.height == 110)
    }
}
