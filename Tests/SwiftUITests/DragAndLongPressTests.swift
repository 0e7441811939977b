import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A swipe-to-dismiss card stack (a ZStack of three 200 × 300 cards, the last on top): a card follows a drag by
/// `.offset` and turns by `.rotationEffect`; released with a predicted end past 150 points it is dismissed, else it
/// goes back. A `@GestureState` says the top card is held; a long press on a card logs it.
struct SwipeCardStack: View {
    let log: CodeScrollLog
    @State private var offsets: [Int: CGSize] = [:]
    @State private var dismissed: Set<Int> = []
    @GestureState private var dragging = false
    var body: some View {
        ZStack {
            ForEach(0..<3, id: \.self) { i in
                RoundedRectangle(cornerRadius: 12)
                    .fill(dismissed.contains(i) ? Color.gray : (dragging ? Color.red : Color.blue))
                    .frame(width: 200, height: 300)
                    .offset(offsets[i] ?? .zero)
                    .rotationEffect(.degrees(Double((offsets[i]?.width ?? 0) / 10)))
                    .gesture(
                        DragGesture()
                            .updating($dragging) { _, state, _ in state = true }
                            .onChanged { value in
                                offsets[i] = value.translation
                                log.values.append("changed \(i) \(Int(value.translation.width)) at \(Int(value.location.x)),\(Int(value.location.y))")
                            }
                            .onEnded { value in
                                log.values.append("ended \(i) predicted \(Int(value.predictedEndTranslation.width.rounded()))")
                                if abs(value.predictedEndTranslation.width) > 150 {
                                    dismissed.insert(i)
                                    offsets[i] = CGSize(width: value.predictedEndTranslation.width > 0 ? 600 : -600, height: 0)
                                } else {
                                    offsets[i] = .zero
                                }
                            }
                    )
                    .onLongPressGesture { log.values.append("long \(i)") } onPressingChanged: { log.values.append("pressing \(i) \($0)") }
            }
        }
        .onChange(of: dragging) { log.values.append("dragging \(dragging)") }
    }
}

/// Twenty 100-point rows in a scroll view that scrolls, each with a `gesture(_:)` drag; row 1's is a
/// `highPriorityGesture`, row 2's a `simultaneousGesture`.
struct DraggableRows: View {
    let log: CodeScrollLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    let drag = DragGesture().onChanged { _ in log.values.append("drag \(i)") }
                    switch i {
                    case 1: Color.green.frame(height: 100).highPriorityGesture(drag)
                    case 3: Color.green.frame(height: 100).highPriorityGesture(i == 2 ? drag : nil)   // nil: nothing
                    case 4: Color.green.frame(height: 100).highPriorityGesture(drag).disabled(true)   // disabled: nothing
                    case 5: Color.green.frame(height: 100).disabled(true).highPriorityGesture(drag)   // outside: runs
                    case 2: Color.green.frame(height: 100).simultaneousGesture(i == 2 ? drag : nil)   // Optional: Gesture
                    default: Color.green.frame(height: 100).gesture(drag)
                    }
                }
            }
        }
    }
}

@MainActor @Suite(.serialized) struct DragAndLongPressTests {
    static let viewport = Size(width: 400, height: 500)

    func event(_ phase: ItemGestureEvent.Phase, item: Int, at p: Point, from start: Point, velocity: Point = .zero,
               time: Double) -> ItemGestureEvent {
        ItemGestureEvent(phase: phase, indexPath: PlaygroundCore.IndexPath(item: item), location: p,
                         startLocation: start, contentOffset: .zero, velocity: velocity, time: time)
    }

    /// The card stack fits the viewport: `gesture(_:)`'s drag takes the pointer (nothing to scroll); the top card
    /// follows the drag (its offset is the item's transform), with `translation` = location − start and locations
    /// in the card's own coordinates (`.local`); `@GestureState` is true while dragging and false after.
    @Test func theTopCardFollowsADragAndIsDismissedByAFling() throws {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "cards") { AnyView(SwipeCardStack(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        let top = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2)))
        #expect(top.size == Size(width: 200, height: 300))
        let start = top.center
        let claim = try #require(a.itemGestures(at: PlaygroundCore.IndexPath(item: 2), point: start))
        #expect(claim.drag == .init(minimumDistance: 10, takesPointer: true))
        #expect(claim.longPress == .init(minimumDuration: 0.5, maximumDistance: 10))   // Apple's defaults

        a.itemGesture(event(.dragChanged, item: 2, at: start + Point(x: 60, y: 10), from: start, time: 1))
        let moved = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2)))
        // `.offset(60, 10)` then `.rotationEffect(6°)` about the card's center: the offset turns with it, as in
        // SwiftUI (the rotation's anchor is the view's own frame): (60 cos 6° − 10 sin 6°, 60 sin 6° + 10 cos 6°).
        let t = 6 * Double.pi / 180
        #expect(moved.center == start)
        #expect(abs(moved.transform.tx - (60 * cos(t) - 10 * sin(t))) < 0.01)
        #expect(abs(moved.transform.ty - (60 * sin(t) + 10 * cos(t))) < 0.01)
        #expect(abs(moved.transform.b - sin(t)) < 1e-9)
        #expect(log.values.contains("changed 2 60 at 160,160"), "a .local location: (100 + 60, 150 + 10)")
        #expect(log.values.contains("dragging true"))

        // Released moving right at 1,000 points a second: predicted 60 + 1000 · 0.499 = 559 > 150: dismissed.
        a.itemGesture(event(.dragEnded, item: 2, at: start + Point(x: 60, y: 10), from: start,
                            velocity: Point(x: 1000, y: 0), time: 1.1))
        #expect(log.values.contains("ended 2 predicted 559"))
        #expect(log.values.last == "dragging false", "the gesture state went back to its initial value")
        let gone = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2)))
        // Off the window: offset 600 turned by 60°.
        #expect(abs(gone.transform.tx - 600 * cos(Double.pi / 3)) < 0.01 && abs(gone.transform.ty - 600 * sin(Double.pi / 3)) < 0.01)
        // Item 1 (under it) never moved.
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1))?.center == start)
    }

    /// A slow release (predicted end 40 points) puts the card back.
    @Test func aSlowReleasePutsTheCardBack() throws {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "cards") { AnyView(SwipeCardStack(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        let start = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2))).center
        _ = a.itemGestures(at: PlaygroundCore.IndexPath(item: 2), point: start)
        a.itemGesture(event(.dragChanged, item: 2, at: start + Point(x: 40, y: 0), from: start, time: 1))
        a.itemGesture(event(.dragEnded, item: 2, at: start + Point(x: 40, y: 0), from: start, time: 1.5))
        #expect(log.values.contains("ended 2 predicted 40"))
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2))?.center == start)
        #expect(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2))?.transform == .identity)
    }

    /// `onLongPressGesture`: pressing true at the press, the action once held, pressing false.
    @Test func aLongPressRunsItsAction() throws {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "cards") { AnyView(SwipeCardStack(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        let start = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2))).center
        _ = a.itemGestures(at: PlaygroundCore.IndexPath(item: 2), point: start)
        a.itemGesture(event(.pressing(true), item: 2, at: start, from: start, time: 1))
        a.itemGesture(event(.longPressed, item: 2, at: start, from: start, time: 1.5))
        #expect(log.values == ["pressing 2 true", "pressing 2 false", "long 2"])
    }

    /// In a scroll view that scrolls, `gesture(_:)`'s drag loses to the pan (not claimed);
    /// `highPriorityGesture` takes the pointer; `simultaneousGesture` runs along the pan.
    @Test func whoGetsADragInAScrollViewThatScrolls() throws {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "rows") { AnyView(DraggableRows(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 20))
        func claim(_ i: Int) -> ItemGestureClaim? {
            a.itemGestures(at: PlaygroundCore.IndexPath(item: i), point: Point(x: 200, y: Double(i) * 100 + 50))
        }
        #expect(claim(0) == nil)
        #expect(claim(1)?.drag == .init(minimumDistance: 10, takesPointer: true))
        #expect(claim(2)?.drag == .init(minimumDistance: 10, takesPointer: false))
        #expect(claim(3) == nil, "a nil optional gesture recognizes nothing")
        #expect(claim(4) == nil, "a disabled view takes no gestures")
        #expect(claim(5)?.drag?.takesPointer == true, "a gesture attached outside .disabled still runs")
        _ = claim(2)   // each press claims afresh: the last one was row 3's
        a.itemGesture(event(.dragChanged, item: 2, at: Point(x: 200, y: 300), from: Point(x: 200, y: 250), time: 1))
        #expect(log.values == ["drag 2"])
    }
}
