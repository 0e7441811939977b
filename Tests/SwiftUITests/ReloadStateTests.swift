import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// Three rows that grow 10 points a second by a connected timer (the version of a file before an edit).
struct TickingRows: View {
    let log: CodeScrollLog
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.gray.frame(height: CGFloat(50 + 10 * ticks)) }
            }
        }
        .onReceive(timer) { _ in
            ticks += 1
            log.values.append("tick \(ticks)")
        }
    }
}

/// The same file after the edit: no timer, rows 50 points tall, a counter state that starts at 0.
struct StillRows: View {
    @State private var taps = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.gray.frame(height: CGFloat(50 + 10 * taps)).onTapGesture { taps += 1 } }
            }
        }
    }
}

/// A reload (the plugin making the layout again from the file) starts from a clean SwiftUI module
/// (docs/swiftui.md, "State across reloads").
@MainActor @Suite(.serialized) struct ReloadStateTests {
    static let context = LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 3)

    func make(_ name: String, _ view: @escaping @Sendable @MainActor () -> AnyView) throws -> any CollectionLayout {
        try SwiftUIViewLayoutAdapter.plugin(name: name, make: view).descriptor(name: name, source: "/files/\(name).swift")
            .make([:])
    }

    /// The replaced version's timer stops firing (the old layout is still alive, as during the window's animated
    /// switch); the new version is not in motion, and its state starts at its initial value.
    @Test func aReloadDropsTheReplacedVersionsTimers() throws {
        let log = CodeScrollLog()
        var old = try make("rows") { AnyView(TickingRows(log: log)) }
        old.prepare(Self.context)
        old.advanceMotion(to: 1, touch: nil)
        old.advanceMotion(to: 2.01, touch: nil)
        #expect(log.values == ["tick 1"])
        #expect(old.isInMotion)

        var new = try make("rows") { AnyView(StillRows()) }   // the hot reload
        new.prepare(Self.context)
        #expect(!new.isInMotion, "no timer of the replaced version keeps the window stepping frames")
        new.advanceMotion(to: 3.01, touch: nil)
        new.advanceMotion(to: 4.01, touch: nil)
        old.advanceMotion(to: 5.01, touch: nil)
        #expect(log.values == ["tick 1"], "the replaced version's timer no longer fires")
        #expect(new.attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.size.height == 50)
    }

    /// What the module keeps outside a view's store is empty after a reload: a connected timer, an animation's
    /// waiting completion.
    @Test func aReloadEmptiesTheModulesTables() throws {
        let subscription = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }
        withAnimation(.linear(duration: 1)) {} completion: {}
        #expect(!PlaygroundSession.isClean)
        _ = try make("still") { AnyView(StillRows()) }
        #expect(PlaygroundSession.isClean)
        subscription.cancel()
    }
}
