import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A height one view reports; `reduce` keeps the first value (as the common height readers write it).
struct OneHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

/// A flow written before `Layout` (iOS 13–15): a `ZStack(alignment: .topLeading)` inside a `GeometryReader` whose
/// children are moved by `.alignmentGuide`s into rows of as many 150 × 40 tiles as fit the reader's width; the
/// stack's height, read by a `GeometryReader` in its background, becomes the reader's height.
struct GuideFlow: View {
    @State private var height: CGFloat = 0
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    ForEach(0..<5, id: \.self) { i in
                        let perRow = max(1, Int(proxy.size.width / 150))
                        Color.red.frame(width: 150, height: 40)
                            .alignmentGuide(.leading) { _ in -CGFloat(i % perRow) * 150 }
                            .alignmentGuide(.top) { d in -CGFloat(i / perRow) * d.height }
                    }
                }
                .background(GeometryReader { inner in
                    Color.clear.preference(key: OneHeightKey.self, value: inner.size.height)
                })
            }
            .frame(height: height)
            .onPreferenceChange(OneHeightKey.self) { height = $0 }
        }
    }
}

/// Tiles as wide as a quarter of their stack, a width a `task(id:)` in the stack's background sets once the stack
/// is measured (the size-reader modifier real files write).
struct TaskSizedColumn: View {
    @State private var side: CGFloat = 10
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: side, height: side) }
            }
            .background(GeometryReader { proxy in
                Color.clear.task(id: proxy.size.width) { side = proxy.size.width / 4 }
            })
        }
    }
}

final class GuideLog: @unchecked Sendable {
    var leading: CGFloat?, top: CGFloat?, trailing: CGFloat?
}

/// A layout that records its first subview's guides and places it at the origin.
struct GuideReaderLayout: Layout {
    let log: GuideLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let s = subviews.first else { return }
        let d = s.dimensions(in: proposal)
        log.leading = d[.leading]; log.top = d[.top]; log.trailing = d[.trailing]
        s.place(at: bounds.origin, proposal: proposal)
    }
}

struct GuideReader<Content: View>: View {
    let log: GuideLog
    @ViewBuilder let content: () -> Content
    var body: some View { GuideReaderLayout(log: log) { content() } }
}

/// Alignment guides, a stack that encloses its aligned children, items inside a `GeometryReader`, a preference one
/// view sets, and `task(id:)` (docs/swiftui.md, "Alignment guides", "Tasks").
@MainActor @Suite struct AlignmentGuideFlowTests {
    static let viewport = Size(width: 400, height: 300)

    func frames(_ a: SwiftUIViewLayoutAdapter, _ n: Int) -> [Rect?] {
        (0..<n).map { a.attributes(forItem: PlaygroundCore.IndexPath(item: $0))?.frame }
    }

    /// 400 points hold two 150-point tiles a row: (0, 0), (150, 0), (0, 40), (150, 40), (0, 80); the stack encloses
    /// the three rows, so the reader (and the content) is 120 tall.
    @Test func guidesPlaceTheTilesOfAFlowAndTheStackEnclosesThem() {
        var a = SwiftUIViewLayoutAdapter(name: "guideflow") { AnyView(GuideFlow()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 5))
        let f = frames(a, 5)
        #expect(f.map { $0?.origin.x } == [0, 150, 0, 150, 0])
        #expect(f.map { $0?.origin.y } == [0, 0, 40, 40, 80])
        #expect(f.allSatisfy { $0?.size == Size(width: 150, height: 40) })
        #expect(a.contentSize.height == 120)
    }

    /// A guide's closure gets the view's dimensions, and an outer guide of the same alignment wins over an inner one
    /// and sees its value: 30 (the width), then 30 + 5; the top guide is −20 (minus the height).
    @Test func guideClosuresSeeTheDimensionsAndTheOuterOneWins() {
        let log = GuideLog()
        let view = GuideReader(log: log) {
            Color.red.frame(width: 30, height: 20)
                .alignmentGuide(.leading) { d in d.width }
                .alignmentGuide(.top) { d in -d.height }
                .alignmentGuide(.leading) { d in d[.leading] + 5 }
        }
        _ = ImageRenderer(content: view).cgImage
        #expect(log.leading == 35)
        #expect(log.top == -20)
        #expect(log.trailing == 30)
    }

    /// The task sets the side from the stack's width (400 / 4) once the stack is laid out: 100-point tiles.
    @Test func taskIDRunsWhenTheViewAppearsAndSetsState() {
        var a = SwiftUIViewLayoutAdapter(name: "tasksized") { AnyView(TaskSizedColumn()) }
        a.prepare(LayoutContext(viewport: Self.viewport, itemCount: 3))
        #expect(frames(a, 3).map { $0?.size } == Array(repeating: Size(width: 100, height: 100), count: 3))
    }
}
