import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing
import UIKit

/// A UILabel wrapped for SwiftUI (as real files host a UIKit control in a SwiftUI item).
struct WrappedLabel: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 20)
        return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
}

/// A plain view with a colour that answers its own size (iOS 16's `sizeThatFits(_:uiView:context:)`), with a
/// coordinator.
struct Swatch: UIViewRepresentable {
    final class Coordinator { var made = 0 }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UIView {
        context.coordinator.made += 1
        let v = UIView()
        v.backgroundColor = .red
        return v
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: (proposal.width ?? 100) / 2, height: 30)
    }
}

/// A view controller whose view is a green colour, wrapped for SwiftUI.
struct GreenController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let vc = UIViewController()
        vc.view.backgroundColor = .green
        return vc
    }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// UIKit views in SwiftUI item views (docs/swiftui.md, "UIKit views in SwiftUI"), `Color(uiColor:)` and
/// `LocalizedStringKey`: what real SwiftUI files use beside their layouts.
@Suite struct RepresentableTests {
    func prepared(_ make: @escaping @MainActor () -> AnyView, items: Int = 3) -> SwiftUIViewLayoutAdapter {
        var a = SwiftUIViewLayoutAdapter(name: "representable", make: make)
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: items))
        return a
    }

    /// A representable with no size of its own takes its view's intrinsic size (a label's: its text's), and the
    /// label is drawn as a UIKit label is: its text, at the item's origin.
    @Test func aWrappedLabelTakesItsIntrinsicSizeAndIsDrawn() throws {
        let a = prepared { AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3, id: \.self) { WrappedLabel(text: "Row \($0)") } } }) }
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        let expected = playgroundOnMainActor { () -> CGSize in
            let l = UILabel()
            l.font = UIFont.systemFont(ofSize: 20)
            l.text = "Row 1"
            return l.intrinsicContentSize
        }
        #expect(expected.width > 0 && expected.height > 0)
        #expect(abs(attrs.size.width - Double(expected.width)) < 1e-6 && abs(attrs.size.height - Double(expected.height)) < 1e-6)
        let content = try #require(a.content(for: attrs))
        let texts = content.pieces.compactMap { piece -> String? in
            if case .text(let run) = piece.kind { return run.text } else { return nil }
        }
        #expect(texts == ["Row 1"], "\(content.pieces.map(\.kind))")
    }

    /// `sizeThatFits(_:uiView:context:)` answers first: half the proposed width (the stack's 400 points), 30 tall;
    /// the view's background is drawn as a fill of its colour; the coordinator is made and given to `makeUIView`.
    @Test func aRepresentableThatAnswersItsSize() throws {
        let a = prepared { AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Swatch() } } }) }
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        #expect(attrs.size == Size(width: 200, height: 30))
        let content = try #require(a.content(for: attrs))
        #expect(content.pieces.contains { $0.kind == .fill(cornerRadii: .zero) && $0.color == PlaygroundCore.Color(r: 255, g: 0, b: 0, a: 255) },
                "\(content.pieces.map(\.kind))")
    }

    /// A view controller's view, framed by the item view, fills its frame with its colour.
    @Test func aWrappedViewControllerIsItsView() throws {
        let a = prepared { AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in GreenController().frame(height: 50) } } }) }
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2)))
        #expect(attrs.size == Size(width: 400, height: 50))
        let content = try #require(a.content(for: attrs))
        let fill = try #require(content.pieces.first { $0.kind == .fill(cornerRadii: .zero) })
        #expect(fill.color == PlaygroundCore.Color(r: 0, g: 255, b: 0, a: 255))
        #expect(fill.corners == Quad(rect: Rect(x: 0, y: 0, width: 400, height: 50)))
    }

    /// `Color(uiColor:)` and `Color(_:)` read a UIKit colour's components; `UIColor(_:)` makes one back.
    @Test func colorsFromAndToUIKit() {
        let ui = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        let c = SwiftUI.Color(uiColor: ui)
        #expect(c.red == 1 && c.green == 0.5 && c.blue == 0.25 && c.opacity == 0.75)
        #expect(SwiftUI.Color(UIColor.white) == SwiftUI.Color(red: 1, green: 1, blue: 1))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, al: CGFloat = 0
        _ = UIColor(c).getRed(&r, green: &g, blue: &b, alpha: &al)
        #expect(r == 1 && g == 0.5 && b == 0.25 && al == 0.75)
    }

    /// A localized string key is its own text here (no string tables), interpolations written in.
    @Test func aLocalizedStringKeyIsItsText() throws {
        let n = 7
        let key: LocalizedStringKey = "Photo \(n) of \(12)"
        #expect(Text(key).content == "Photo 7 of 12")
        let title: LocalizedStringKey = "Plain"
        #expect(Text(title).content == "Plain")
        let a = prepared { AnyView(ScrollView { LazyVStack { ForEach(0..<2, id: \.self) { i in Text(LocalizedStringKey("Key \(i)")) } } }) }
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        let content = try #require(a.content(for: attrs))
        guard case .text(let run) = content.pieces.first?.kind else { Issue.record("no text"); return }
        #expect(run.text == "Key 1")
    }
}

/// A layout that measures its subviews in `sizeThatFits` into its cache and reads the cache in `placeSubviews`
/// (fatbobman's MyVStack does): SwiftUI sizes a container before it places it, with the same cache.
struct CachedColumn: Layout {
    func makeCache(subviews: Subviews) -> [CGSize] { [] }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        cache = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: cache.map(\.width).max() ?? 0, height: cache.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        var y = bounds.minY
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(cache[i]))
            y += cache[i].height
        }
    }
}

@Suite struct LayoutCacheOrderTests {
    /// Each item is a column of a 30 × 10 and a 50 × 20 colour: 50 × 30, the second colour 10 points down.
    @Test func aContainerIsSizedBeforeItIsPlacedWithTheSameCache() throws {
        var a = SwiftUIViewLayoutAdapter(name: "cached", make: {
            AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in
                CachedColumn { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 50, height: 20) }
            } } })
        })
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 3))
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        #expect(attrs.size == Size(width: 50, height: 30))
        let content = try #require(a.content(for: attrs))
        #expect(content.pieces.count == 2)
        #expect(content.pieces[1].corners == Quad(rect: Rect(x: 0, y: 10, width: 50, height: 20)))
    }
}

/// `ViewThatFits` shows the first child whose ideal size fits the proposal along its axes.
@Suite struct ViewThatFitsTests {
    @Test func theFirstChildThatFitsIsShown() throws {
        var a = SwiftUIViewLayoutAdapter(name: "fits", make: {
            AnyView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<2, id: \.self) { _ in
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 500, height: 10)   // wider than the 400-point stack: skipped
                    Color.green.frame(width: 300, height: 20)
                    Color.blue.frame(width: 100, height: 30)
                }
            } } })
        })
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        #expect(attrs.size == Size(width: 300, height: 20))
        let content = try #require(a.content(for: attrs))
        let drawn = content.pieces.filter { $0.size.width > 0 && $0.size.height > 0 }
        #expect(drawn.count == 1 && drawn[0].color == PlaygroundCore.Color(r: 52, g: 199, b: 89, a: 255))
    }
}

/// A SwiftUI view's items are drawn over systemBackground (white), as on iOS; a view of photos only keeps the
/// playground's background.
@Suite struct SwiftUIBackgroundTests {
    @Test func viewsThatDrawTextAreOverWhitePhotosAreNot() {
        var text = SwiftUIViewLayoutAdapter(name: "text", make: {
            AnyView(ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { Text("Row \($0)") } } })
        })
        text.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 3))
        #expect(text.contentBackground == PlaygroundCore.Color(r: 255, g: 255, b: 255))
        var photos = SwiftUIViewLayoutAdapter(name: "photos", make: {
            AnyView(ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { i in Image("p\(i)").resizable().aspectRatio(contentMode: .fit) } } })
        })
        photos.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 3))
        #expect(photos.contentBackground == nil)
    }
}
