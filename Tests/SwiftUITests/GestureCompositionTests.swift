import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Rows that count single and double taps in their height (40 + 10 × singles + 100 × doubles): row 0 with
/// `onTapGesture(count: 2)` and `onTapGesture`, row 1 with `TapGesture(count: 2)` exclusively before `TapGesture()`.
struct DoubleTapRows: View {
    @State private var singles = 0
    @State private var doubles = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<2, id: \.self) { i in
                    if i == 0 {
                        Color.red.frame(height: CGFloat(40 + 10 * singles + 100 * doubles))
                            .onTapGesture(count: 2) { doubles += 1 }
                            .onTapGesture { singles += 1 }
                    } else {
                        Color.blue.frame(height: 40)
                            .gesture(TapGesture(count: 2).onEnded { doubles += 1 }
                                .exclusively(before: TapGesture().onEnded { singles += 1 }))
                    }
                }
            }
        }
    }
}

/// A card that is picked up by a long press and then dragged (`LongPressGesture().sequenced(before: DragGesture())`,
/// Apple's "Composing SwiftUI gestures" pattern): the sequence's values are logged, the card follows the drag by its
/// offset once picked up.
struct PickUpCard: View {
    let log: CodeScrollLog
    @State private var offset = CGSize.zero
    @GestureState private var held = false
    var body: some View {
        ZStack {
            ForEach(0..<1, id: \.self) { _ in
                Color.orange.frame(width: 200, height: 200)
                    .offset(offset)
                    .gesture(
                        LongPressGesture(minimumDuration: 0.5)
                            .onEnded { _ in log.values.append("press ended") }
                            .sequenced(before: DragGesture())
                            .updating($held) { value, state, _ in
                                switch value {
                                case .first(true): log.values.append("first"); state = true
                                case .second(true, nil): log.values.append("second nil"); state = true
                                case .second(true, let drag?): log.values.append("second \(Int(drag.translation.width))"); state = true
                                default: break
                                }
                            }
                            .onEnded { value in
                                if case .second(true, let drag?) = value { offset = drag.translation }
                                log.values.append("ended")
                            }
                    )
            }
        }
        .onChange(of: held) { log.values.append("held \(held)") }
    }
}

@MainActor @Suite(.serialized) struct GestureCompositionTests {
    static let viewport = Size(width: 400, height: 300)

    func height(_ a: SwiftUIViewLayoutAdapter, _ item: Int = 0) -> Double? {
        a.attributes(forItem: PlaygroundCore.IndexPath(item: item))?.size.height
    }

    /// A first click on a view with a double tap waits (nothing runs); a second within 0.5 s runs the double tap;
    /// a lone click runs the single tap once the interval is over on the playground's clock. The same for a
    /// `TapGesture(count: 2)` exclusively before a `TapGesture()`.
    @Test func aDoubleTapWaitsForTheSecondClick() {
        var a = SwiftUIViewLayoutAdapter(name: "taps") { AnyView(DoubleTapRows()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 2))
        #expect(a.takesSelection)
        let row0 = PlaygroundCore.IndexPath(item: 0)
        a.advanceMotion(to: 1.0, touch: nil)
        a.select(at: row0, point: Point(x: 200, y: 20))
        #expect(height(a) == 40, "the first click waits")
        #expect(a.isInMotion, "a click waiting for its second keeps the clock running")
        a.advanceMotion(to: 1.2, touch: nil)
        a.select(at: row0, point: Point(x: 200, y: 20))
        #expect(height(a) == 140, "a double tap")
        a.advanceMotion(to: 2.0, touch: nil)
        #expect(height(a) == 140, "nothing left waiting")
        a.select(at: row0, point: Point(x: 200, y: 20))
        a.advanceMotion(to: 2.3, touch: nil)
        #expect(height(a) == 140, "within the interval: still waiting")
        a.advanceMotion(to: 2.6, touch: nil)
        #expect(height(a) == 150, "the interval passed: the single tap")
        #expect(!a.isInMotion)
        // Row 1: the exclusive composition, clicked twice at the row's place (y 150 … 190).
        let row1 = PlaygroundCore.IndexPath(item: 1)
        a.select(at: row1, point: Point(x: 200, y: 170))
        a.advanceMotion(to: 2.7, touch: nil)
        a.select(at: row1, point: Point(x: 200, y: 170))
        #expect(height(a) == 250, "the exclusive double tap")
        a.advanceMotion(to: 4.0, touch: nil)
        a.select(at: row1, point: Point(x: 200, y: 270))
        a.advanceMotion(to: 4.6, touch: nil)
        #expect(height(a) == 260, "and its single tap")
    }

    /// `LongPressGesture().sequenced(before: DragGesture())`: the claim is a long press and a drag that begins
    /// only after it; the values are `.first(true)` while pressing, `.second(true, nil)` once recognized (the
    /// long press's own `onEnded` runs), `.second(true, drag)` at each move, `onEnded` at the release; the
    /// `@GestureState` is back to false after.
    @Test func aLongPressSequencedBeforeADrag() {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "card") { AnyView(PickUpCard(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 1))
        let ip = PlaygroundCore.IndexPath(item: 0)
        let start = Point(x: 200, y: 150)
        let claim = a.itemGestures(at: ip, point: start)
        #expect(claim?.longPress == ItemGestureClaim.LongPress(minimumDuration: 0.5, maximumDistance: 10))
        #expect(claim?.drag == ItemGestureClaim.Drag(minimumDistance: 10, takesPointer: true, afterLongPress: true))
        func tell(_ phase: ItemGestureEvent.Phase, _ p: Point, _ t: Double) {
            a.itemGesture(ItemGestureEvent(phase: phase, indexPath: ip, location: p, startLocation: start,
                                           contentOffset: .zero, velocity: .zero, time: t))
        }
        tell(.pressing(true), start, 0)
        tell(.longPressed, start, 0.5)
        tell(.dragChanged, Point(x: 230, y: 150), 0.7)
        tell(.dragEnded, Point(x: 260, y: 150), 0.8)
        #expect(log.values.filter { !$0.hasPrefix("held") } == ["first", "press ended", "second nil", "second 30", "ended"])
        #expect(log.values.contains("held false"), "the gesture state went back")
        #expect(a.attributes(forItem: ip)?.transform.tx == 60, "the card moved by the drag's translation")
    }
}
