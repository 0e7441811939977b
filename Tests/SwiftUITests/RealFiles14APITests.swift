import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A screen whose stepper chooses the grid's column count (as a demo's settings row would).
private struct SteppedGrid: View {
    @State var columns = 2
    var body: some View {
        VStack {
            Stepper("Columns", value: $columns, in: 1...3)
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: columns), spacing: 0) {
                    ForEach(0..<6, id: \.self) { _ in Color.blue.frame(height: 100) }
                }
            }
        }
    }
}

/// A carousel that listens to its scroll phase and refreshes (xiaofu666's AutoScrollCarousel and MasonryLayout).
private struct PhasedRow: View {
    @State var phase = "idle"
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 100) } }
        }
        .onScrollPhaseChange { _, new in phase = new.isScrolling ? "moving" : "idle" }
        .onScrollPhaseChange { _, _, context in _ = context.velocity }
        .refreshable { }
    }
}

/// A month header with symbol buttons in two styles (xiaofu666's CustomScrollAnimation and BackdropCarousel).
private struct SymbolButtons: View {
    @State var month = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<2, id: \.self) { _ in Color.red.frame(height: 50) } }
        }
        .overlay(alignment: .topTrailing) {
            HStack(spacing: 0) {
                Button("", systemImage: "chevron.left") { month -= 1 }
                Button("Next", systemImage: "chevron.right") { month += 1 }
            }
            .foregroundStyle(.primary, .fill)
        }
    }
}

/// API real SwiftUI files of swiftui14's set stopped on (docs/swiftui.md, "Controls, navigation and accepted
/// modifiers"): `Stepper`, `onScrollPhaseChange`, `refreshable`.
@Suite struct RealFiles14APITests {
    static let viewport = Size(width: 400, height: 300)

    func frame(_ a: SwiftUIViewLayoutAdapter, _ i: Int) -> Rect? { a.attributes(forItem: PlaygroundCore.IndexPath(item: i))?.frame }

    /// The stepper's row takes 32 points above the grid (8 apart, a VStack's spacing here); a click on its "+"
    /// (the trailing 46 points) adds a column, up to the bounds' 3; a click on "−" removes one.
    @Test func aStepperRowStepsItsValueWithinItsBounds() {
        var a = SwiftUIViewLayoutAdapter(name: "stepped") { AnyView(SteppedGrid()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 6))
        #expect(frame(a, 1) == Rect(x: 200, y: 40, width: 200, height: 100))
        let plus = a.tapChrome(at: Point(x: 380, y: 16))
        #expect(plus)
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 6))
        #expect(abs((frame(a, 1)?.width ?? 0) - 400.0 / 3) < 0.01, "three columns")
        let plusAgain = a.tapChrome(at: Point(x: 380, y: 16))
        #expect(plusAgain)
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 6))
        #expect(abs((frame(a, 1)?.width ?? 0) - 400.0 / 3) < 0.01, "kept within 1...3")
        let minus = a.tapChrome(at: Point(x: 320, y: 16))
        #expect(minus)
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 6))
        #expect(frame(a, 1)?.width == 200, "back to two")
    }

    /// `onScrollPhaseChange` (both forms) and `refreshable` compile and do nothing, each said once.
    @Test func scrollPhaseAndRefreshAreAcceptedWithNotices() {
        var a = SwiftUIViewLayoutAdapter(name: "phased") { AnyView(PhasedRow()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 4))
        #expect(frame(a, 1)?.minX == 100)
        let notices = a.takeNotices()
        #expect(notices.contains { $0.symbol == "View.onScrollPhaseChange(_:)" && $0.state == "does-nothing" })
        #expect(notices.contains { $0.symbol == "View.refreshable(action:)" })
        #expect(ScrollPhase.decelerating.isScrolling && !ScrollPhase.tracking.isScrolling)
    }

    /// `Button(_:systemImage:action:)` (iOS 17) is its label's title and symbol; `foregroundStyle(_:_:)` colours with
    /// its primary style, a notice.
    @Test func symbolButtonsAndTwoLevelStyles() {
        var a = SwiftUIViewLayoutAdapter(name: "month") { AnyView(SymbolButtons()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 2))
        #expect(frame(a, 1) == Rect(x: 0, y: 50, width: 400, height: 50))
        let notices = a.takeNotices()
        #expect(notices.contains { $0.symbol == "View.foregroundStyle(_:_:)" && $0.state == "approximated" })
    }

    /// A marquee's `TimelineView(.animation)` is its content made once; a `List` with `.listStyle(.plain)` is its
    /// rows; a preference value holding an `Anchor<CGRect>` is `Equatable` (objc.io's marquee, layout console, legend).
    @Test func timelinesListStylesAndAnchors() {
        var a = SwiftUIViewLayoutAdapter(name: "timeline") {
            AnyView(ScrollView {
                TimelineView(.animation) { context in
                    VStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: context.date.timeIntervalSince1970 > 0 ? 30 : 0) } }
                }
            })
        }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(frame(a, 2) == Rect(x: 0, y: 60, width: 400, height: 30))
        let timelineNotices = a.takeNotices()
        #expect(timelineNotices.contains { $0.symbol == "TimelineView" })
        var list = SwiftUIViewLayoutAdapter(name: "list") {
            AnyView(List { ForEach(0..<2, id: \.self) { _ in Color.blue.frame(height: 20) } }.listStyle(.plain))
        }
        list.prepare(LayoutContext(viewport: Self.viewport, itemCount: 2))
        #expect(frame(list, 1)?.minY == 20)
        #expect((Anchor<CGRect>.self as Any.Type) is any Equatable.Type)
    }

    /// iOS 17's `.snappy(duration:)` (xiaofu666's AutoScrollCarousel) keeps its duration; `\.controlSize` reads
    /// `.regular` (objc.io's custom stepper).
    @Test func springPresetsWithADurationAndTheControlSize() {
        #expect(Animation.snappy(duration: 0.25) == Animation.easeInOut(duration: 0.25))
        #expect(Animation.smooth(duration: 0.4, extraBounce: 0.1) == Animation.linear(duration: 0.4))
        #expect(EnvironmentValues().controlSize == .regular)
    }

    /// `Color("bg")`, a colour of the asset catalog by name: gray here, with a notice.
    @Test func anAssetColourIsGray() {
        let c = Color("bg")
        #expect(abs(c.red - 142.0 / 255) < 1e-9 && abs(c.blue - 147.0 / 255) < 1e-9)
        var a = SwiftUIViewLayoutAdapter(name: "named") {
            AnyView(ScrollView { VStack { ForEach(0..<2, id: \.self) { _ in Color("bg").frame(height: 40) } } })
        }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 2))
        let colourNotices = a.takeNotices()
        #expect(colourNotices.contains { $0.symbol == "Color.init(_:bundle:)" })
    }
}
