import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A 50-point-tall bar whose width records, in its own state, the epoch it appeared in: 50 + 10 × epoch, or 40
/// before its `onAppear` ran.
struct EpochBar: View {
    let epoch: Int
    @State private var seen: Int?
    var body: some View {
        Color.red.frame(width: seen.map { CGFloat(50 + 10 * $0) } ?? 40, height: 50)
            .onAppear { seen = epoch }
    }
}

/// A column of bars; scrolling past 100 points sets the state `epoch` to 1 (the body is asked for again). With
/// `resets`, each bar is `.id(epoch)`: a new view when the epoch changes.
struct EpochColumn: View {
    let resets: Bool
    @State private var epoch = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { _ in
                    if resets { EpochBar(epoch: epoch).id(epoch) } else { EpochBar(epoch: epoch) }
                }
            }
        }
        .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 100 } action: { _, past in
            if past { epoch = 1 }
        }
    }
}

@Observable final class WidthModel {
    var width: CGFloat = 30
}

/// A column whose bars are as wide as an `@Observable` model says.
struct ObservedColumn: View {
    let model: WidthModel
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: model.width, height: 20) } }
        }
    }
}

final class Settings: ObservableObject {
    @Published var width: CGFloat = 30
}

/// A column whose bars are as wide as an `ObservableObject` it owns says; the object is set on appear.
struct OwnedSettingsColumn: View {
    @StateObject private var settings = Settings()
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: settings.width, height: 20) }
            }
        }
        .onAppear { settings.width = 90 }
    }
}

/// A view's `@State` is kept by its identity, `.id(_:)` resets it, `onAppear` runs once a view appears and its
/// state change re-renders, and observable models re-render (docs/swiftui.md, "State and identity").
@MainActor @Suite struct StateIdentityTests {
    static let viewport = Size(width: 400, height: 300)

    func widths(_ a: SwiftUIViewLayoutAdapter, _ n: Int = 3) -> [Double] {
        (0..<n).map { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.size.width ?? -1 }
    }

    /// onAppear sets each bar's state in the first preparation (re-rendered: 50 wide, epoch 0). A state change of
    /// the column asks for its body again: the bars are made again at the same place and keep their state (still
    /// 50: their onAppear does not run again, and their state is not made afresh at 40).
    @Test func stateIsKeptAtTheSamePlace() {
        var a = SwiftUIViewLayoutAdapter(name: "kept") { AnyView(EpochColumn(resets: false)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 20))
        #expect(widths(a) == [50, 50, 50])
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 150), itemCount: 20))
        #expect(widths(a) == [50, 50, 50])
    }

    /// With `.id(epoch)`, the epoch's change makes each bar a new view: fresh state, and its onAppear runs again
    /// (60 wide: epoch 1).
    @Test func idResetsTheState() {
        var a = SwiftUIViewLayoutAdapter(name: "reset") { AnyView(EpochColumn(resets: true)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 20))
        #expect(widths(a) == [50, 50, 50])
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 150), itemCount: 20))
        #expect(widths(a) == [60, 60, 60])
    }

    /// A change of an `@Observable` model the body read re-renders at the next preparation.
    @Test func observableModelReRenders() {
        let model = WidthModel()
        var a = SwiftUIViewLayoutAdapter(name: "observed") { AnyView(ObservedColumn(model: model)) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        #expect(widths(a) == [30, 30, 30])
        model.width = 70
        a.prepare(LayoutContext(viewport: Self.viewport, contentOffset: Point(x: 0, y: 1), itemCount: 5))
        #expect(widths(a) == [70, 70, 70])
    }

    /// A `@Published` change (made by onAppear on a `@StateObject`) re-renders; the object is made once.
    @Test func publishedChangeReRenders() {
        var a = SwiftUIViewLayoutAdapter(name: "owned") { AnyView(OwnedSettingsColumn()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        #expect(widths(a) == [90, 90, 90])
    }
}

/// A column whose bars grow 10 points each time a one-second timer fires (an autoplaying carousel's pattern).
struct TickingColumn: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: CGFloat(10 + 10 * ticks), height: 20) }
            }
        }
        .onReceive(timer) { _ in ticks += 1 }
    }
}

/// Combine's subset through SwiftUI (docs/swiftui.md, "Combine").
@MainActor @Suite struct CombineSubsetTests {
    /// The timer fires once per second of the playground's clock after its first frame; each firing re-renders.
    @Test func timerFiresAsTheClockMoves() {
        var a = SwiftUIViewLayoutAdapter(name: "ticking") { AnyView(TickingColumn()) }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 300), itemCount: 3))
        func width() -> Double? { a.attributes(forItem: PlaygroundCore.IndexPath(item: 0))?.size.width }
        #expect(width() == 10)
        a.advanceMotion(to: 5, touch: nil)      // the clock's first frame: the timer starts counting
        #expect(width() == 10)
        a.advanceMotion(to: 7.5, touch: nil)    // two seconds passed: fired at 6 and 7
        #expect(width() == 30)
    }

    /// Subjects send to their sinks until cancelled; a current value is sent on subscribing.
    @Test func subjectsAndSinks() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let c = subject.sink { seen.append($0) }
        subject.send(1)
        subject.send(2)
        c.cancel()
        subject.send(3)
        #expect(seen == [1, 2])
        let current = CurrentValueSubject<String, Never>("a")
        var strings: [String] = []
        var bag = Set<AnyCancellable>()
        current.sink { strings.append($0) }.store(in: &bag)
        current.value = "b"
        #expect(strings == ["a", "b"])
        #expect(bag.count == 1)
    }
}
