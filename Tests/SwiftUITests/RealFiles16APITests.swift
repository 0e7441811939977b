import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A key of the file's own, as an app declares one for its theme (objc.io's custom stepper sets `\.font`).
private struct ThemeNameKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
    fileprivate var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
}

/// Shows the theme it reads and the font the environment holds.
private struct ThemeReader: View {
    @Environment(\.themeName) var theme
    @Environment(\.font) var font
    var body: some View { Text("\(theme) \(font == nil ? "default" : "set")") }
}

/// Texts of an evaluated tree, depth first (a `ForEach`'s elements all evaluated).
@MainActor private func texts(_ node: PlaygroundViewNode) -> [String] {
    switch node {
    case .leaf(.text(let s)): return [s]
    case .list(let nodes), .layout(_, let nodes): return nodes.flatMap(texts)
    case .modified(let base, _), .scroll(_, let base), .item(_, let base): return texts(base)
    case .forEach(let count, _, let element, _): return (0..<count).flatMap { texts(element($0)) }
    case .lazyStack(_, _, _, _, let content), .lazyGrid(_, _, _, _, _, let content): return texts(content)
    default: return []
    }
}

/// API and behaviour real SwiftUI files of swiftui16's set (and earlier sets' leftovers) stopped on
/// (docs/swiftui.md, "The environment", "Asset symbols").
@Suite struct RealFiles16APITests {
    /// `.environment(\.key, value)` reaches the `@Environment` properties of the views inside, in a `ForEach`'s
    /// elements too (evaluated later); outside it the key's default stands; `transformEnvironment(\.font)` sets the
    /// font the views inside read. Before, every `@Environment` read the defaults ("plain default" everywhere).
    @MainActor @Test func environmentValuesReachTheViewsInside() {
        #expect(texts(playgroundNode(of: ThemeReader())) == ["plain default"])
        #expect(texts(playgroundNode(of: ThemeReader().environment(\.themeName, "dark"))) == ["dark default"])
        let list = VStack { ForEach(0..<2, id: \.self) { _ in ThemeReader() } }.environment(\.themeName, "warm")
        #expect(texts(playgroundNode(of: list)) == ["warm default", "warm default"])
        let nested = VStack {
            ThemeReader()
            ThemeReader().environment(\.themeName, "inner")
        }
        .environment(\.themeName, "outer")
        .transformEnvironment(\.font) { font in if font == nil { font = .footnote } }
        #expect(texts(playgroundNode(of: nested)) == ["outer set", "inner set"])
    }

    /// Xcode 16 beta's `Group(subviewsOf:)` and `ForEach(subviewOf:)` (objc.io's Bento layout, S01E411) resolve
    /// the subviews as the release names do: three texts in, three out, in order.
    @MainActor @Test func betaSubviewNamesResolveTheSubviews() {
        let content = TupleView((Text("a"), Text("b"), Text("c")))
        let group = Group(subviewsOf: content) { collection in
            VStack { ForEach(collection) { subview in subview } }
        }
        #expect(texts(playgroundNode(of: group)) == ["a", "b", "c"])
        let each = VStack { ForEach(subviewOf: content) { subview in subview } }
        #expect(texts(playgroundNode(of: each)) == ["a", "b", "c"])
    }

    /// `Image(.user1)` (an asset symbol: an `ImageResource`) is the image of that name, drawn in an item as the
    /// item's photo; `Image(_: CGImage, scale:label:)` compiles and is a named image too.
    @MainActor @Test func assetAndCoreGraphicsImagesAreNamedImages() {
        guard case .leaf(.image(let name, let system, _)) = playgroundNode(of: Image(ImageResource(name: "user1", bundle: .main))) else {
            Issue.record("not an image leaf"); return
        }
        #expect(name == "user1")
        #expect(!system)
        let cg = CGImage(width: 4, height: 4)
        guard case .leaf(.image(_, let cgSystem, _)) = playgroundNode(of: Image(cg, scale: 2, label: Text("pixels"))) else {
            Issue.record("not an image leaf"); return
        }
        #expect(!cgSystem)
    }

    /// An asset-symbol photo in an item is drawn as the item's photo (a plain photo: the playground's).
    @Test func assetImageInAnItemIsTheItemsPhoto() throws {
        var a = SwiftUIViewLayoutAdapter(name: "assets") {
            AnyView(ScrollView { LazyVStack { ForEach(0..<2, id: \.self) { _ in
                Image(ImageResource(name: "user1", bundle: .main)).resizable().frame(width: 100, height: 50).padding(5)
                    .background(Color.gray)
            } } })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 2))
        let attrs = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        let content = try #require(a.content(for: attrs))
        #expect(content.pieces.contains { $0.kind == .image(.photo(1), uv: Rect(x: 0, y: 0, width: 1, height: 1)) })
    }

    /// A text is measured once per string, font, weight and width: asking again answers the size kept (the same
    /// size) without adding an entry; another width is another entry. (The nested stacks of a card ask many times a
    /// pass: xiaofu666's VerticalCarousel was reported hung at 100 items.)
    @Test func textSizesAreKept() {
        let text = "swiftui16 kept \(UUID().uuidString)"
        let before = PlaygroundTextSizes.shared.count
        let first = PlaygroundViewLayout.textSize(text, font: .body, weight: .regular, width: nil)
        let kept = PlaygroundTextSizes.shared.count
        let second = PlaygroundViewLayout.textSize(text, font: .body, weight: .regular, width: nil)
        #expect(first == second)
        #expect(PlaygroundTextSizes.shared.count == kept)
        #expect(kept == before + 1 || kept == 1)
        _ = PlaygroundViewLayout.textSize(text, font: .body, weight: .regular, width: 40)
        #expect(PlaygroundTextSizes.shared.count == kept + 1 || PlaygroundTextSizes.shared.count == 1)
    }

    /// `List(0..<30) { i in … }` (Jinxiansen/SwiftUI's ListPage): a row per number, the numbers handed in order.
    @MainActor @Test func listOfARange() {
        let list = List(0..<3) { i in Text("row \(i)") }
        #expect(texts(playgroundNode(of: list.body)) == ["row 0", "row 1", "row 2"])
    }
}
