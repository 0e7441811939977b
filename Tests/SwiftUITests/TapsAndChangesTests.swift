import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Rows whose left half counts taps (`onTapGesture`) and right half is a `Button` that resets the count; the row's
/// height shows the count (40 + 10 × taps). Row 1 counts with a `TapGesture` instead.
struct TappableRows: View {
    let log: CodeScrollLog
    @State private var taps = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    HStack(spacing: 0) {
                        if i == 1 {
                            Color.red.frame(width: 200).gesture(TapGesture().onEnded { taps += 1 })
                        } else {
                            Color.red.frame(width: 200).onTapGesture { taps += 1 }
                        }
                        Button { taps = 0 } label: { Color.blue.frame(width: 200) }
                    }
                    .frame(height: CGFloat(40 + 10 * taps))
                }
            }
        }
        .onChange(of: taps) { log.values.append("iOS14 \(taps)") }
        .onChange(of: taps) { old, new in log.values.append("iOS17 \(old)->\(new)") }
        .onChange(of: taps, perform: { new in log.values.append("perform \(new)") })
    }
}

/// A model whose `@Published` property and manual `objectWillChange.send()` announce changes.
final class CountingModel: ObservableObject {
    @Published var count = 0
    var hidden = 0
    func bumpHidden() {
        objectWillChange.send()
        hidden += 1
    }
}

/// A row as tall as the model's hidden count says (changed only with `objectWillChange.send()`).
struct ModelRows: View {
    @ObservedObject var model: CountingModel
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<2, id: \.self) { _ in Color.gray.frame(height: CGFloat(50 + 10 * model.hidden)) }
            }
        }
    }
}

/// A `withAnimation` completion sets the state when the animation (1 s) is over.
struct CompletingRows: View {
    let log: CodeScrollLog
    @State private var grown = false
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<2, id: \.self) { _ in Color.gray.frame(height: grown ? 80 : 40) }
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) { grown = true } completion: { log.values.append("done") }
        }
    }
}

@MainActor @Suite(.serialized) struct TapsAndChangesTests {
    static let viewport = Size(width: 400, height: 300)

    func height(_ a: SwiftUIViewLayoutAdapter, _ item: Int = 0) -> Double? {
        a.attributes(forItem: PlaygroundCore.IndexPath(item: item))?.size.height
    }

    /// A click on the left half runs `onTapGesture` (the state re-renders the rows), on the right half the
    /// `Button`'s action; `onChange` hears each change in its three forms.
    @Test func tapsRunTheViewUnderThePointer() {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "taps") { AnyView(TappableRows(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(a.takesSelection)
        #expect(height(a) == 40)
        a.select(at: PlaygroundCore.IndexPath(item: 0), point: Point(x: 100, y: 20))
        #expect(height(a) == 50)
        a.select(at: PlaygroundCore.IndexPath(item: 2), point: Point(x: 100, y: 120))
        #expect(height(a) == 60)
        // Row 1's `TapGesture`.
        a.select(at: PlaygroundCore.IndexPath(item: 1), point: Point(x: 100, y: 80))
        #expect(height(a) == 70)
        // The button resets.
        a.select(at: PlaygroundCore.IndexPath(item: 0), point: Point(x: 300, y: 20))
        #expect(height(a) == 40)
        #expect(log.values.contains("iOS17 0->1"))
        #expect(log.values.contains("perform 2"))
        #expect(log.values.contains("iOS14 3"))
        #expect(log.values.contains("iOS17 3->0"))
    }

    /// Views without a tap action keep the playground's click (tap-to-zoom).
    @Test func rowsWithoutTapsDoNotTakeClicks() {
        var a = SwiftUIViewLayoutAdapter(name: "plain") {
            AnyView(ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 40) } } })
        }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(!a.takesSelection)
    }

    /// In the playground: a click (press and release without moving) on the row's left half re-renders it taller.
    @Test func aClickInThePlaygroundTaps() throws {
        let log = CodeScrollLog()
        let descriptor = LayoutDescriptor(name: "taps", summary: "test", parameters: [], make: { _ in
            SwiftUIViewLayoutAdapter(name: "taps") { AnyView(TappableRows(log: log)) }
        })
        var p = try Playground(config: PlaygroundConfig(viewport: Self.viewport, layoutName: "taps", itemCount: 3,
                                                        layouts: LayoutRegistry.all + [descriptor]))
        _ = p.advance(to: 0.1)
        p.handle(InputEvent(time: 0.2, .pointerDown(Point(x: 100, y: 20), .left)))
        p.handle(InputEvent(time: 0.25, .pointerUp(Point(x: 100, y: 20), .left)))
        _ = p.advance(to: 0.3)
        let frame = p.layout().attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.frame
        #expect(frame?.size.height == 50)
        #expect(log.values.contains("iOS17 0->1"))
    }

    /// `objectWillChange`: a `@Published` change sends it before the change; `send()` by the model's code re-renders.
    @Test func objectWillChangeAnnouncesChanges() {
        let model = CountingModel()
        var heard = 0
        let c = model.objectWillChange.sink { heard += 1 }
        model.count = 3
        #expect(heard == 1)
        var a = SwiftUIViewLayoutAdapter(name: "model") { AnyView(ModelRows(model: model)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 2))
        #expect(height(a) == 50)
        model.bumpHidden()
        #expect(heard == 2)
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 2))
        #expect(height(a) == 60)
        c.cancel()
    }

    /// A `withAnimation` completion runs once the animation's second has passed on the playground's clock.
    @Test func withAnimationCompletionRunsOnTheClock() {
        let log = CodeScrollLog()
        var a = SwiftUIViewLayoutAdapter(name: "completing") { AnyView(CompletingRows(log: log)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 2))
        #expect(height(a) == 80, "the change itself is shown at once")
        #expect(log.values.isEmpty)
        a.advanceMotion(to: 2, touch: nil)
        #expect(log.values.isEmpty)
        a.advanceMotion(to: 3.01, touch: nil)
        #expect(log.values == ["done"])
    }
}
