import Foundation
import PlaygroundCore
import SwiftUI
import SwiftUIBridge
import Testing

/// A scroll view in an overlay (or background) of a view holding none is the layout's scroll view
/// (docs/swiftui.md, "Views as layouts"; PlaygroundScrollLayout+Layers). Before, the view was laid out whole: a
/// `Color.clear` 10 points tall, its overlay's scroll view never laid out.
@Suite struct LayerScrollViewTests {
    /// Two 600-point views in a scroll view in `Color.clear`'s overlay: 1,200 points of content to scroll.
    @Test func aScrollViewInAnOverlayIsTheLayoutsScrollView() {
        var a = SwiftUIViewLayoutAdapter(name: "overlay") {
            AnyView(Color.clear.overlay(
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 600)
                        Color.green.frame(height: 600)
                    }
                }
            ))
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 800), itemCount: 3))
        #expect(a.contentSize == Size(width: 400, height: 1200))
    }

    /// The items of a `ForEach` in a background's scroll view are the playground's: three 100-point rows.
    @Test func theItemsOfABackgroundsScrollViewAreThePlaygrounds() throws {
        var a = SwiftUIViewLayoutAdapter(name: "background") {
            AnyView(Color.clear.background(
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 100) }
                    }
                }
            ))
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 800), itemCount: 3))
        let second = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        #expect(second.frame == Rect(x: 0, y: 100, width: 400, height: 100))
        #expect(a.contentSize.height == 300)
    }

    /// A view whose own views hold the items keeps them: an overlay's scroll view does not take over.
    @Test func aViewWithItemsOfItsOwnKeepsThem() throws {
        var a = SwiftUIViewLayoutAdapter(name: "own") {
            AnyView(VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 50) }
            }.overlay(ScrollView { Color.red.frame(height: 900) }))
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 800), itemCount: 3))
        let third = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 2)))
        #expect(third.frame == Rect(x: 0, y: 100, width: 400, height: 50))
    }
}

/// A scroll view inside a `GeometryReader` is the layout's scroll view, the reader made for the viewport
/// (PlaygroundScrollLayout+Layers). Before, the reader was laid out whole in a vertical scroll view, 10 points tall.
@Suite struct ReaderScrollViewTests {
    /// Cards 100 narrower than the screen in a horizontal scroll view: 300 × 200 at 400 wide, centred in the
    /// 800-point height, 8 apart (a lazy stack's default spacing here).
    @Test func aScrollViewInAGeometryReaderIsTheLayoutsScrollView() throws {
        var a = SwiftUIViewLayoutAdapter(name: "reader") {
            AnyView(GeometryReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 8) {
                        ForEach(0..<5, id: \.self) { _ in Color.red.frame(width: proxy.size.width - 100, height: 200) }
                    }
                }
            })
        }
        a.prepare(LayoutContext(viewport: Size(width: 400, height: 800), itemCount: 5))
        #expect(a.scrollAxis == .horizontal)
        let first = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 0)))
        let second = try #require(a.attributes(forItem: PlaygroundCore.IndexPath(item: 1)))
        #expect(first.frame == Rect(x: 0, y: 300, width: 300, height: 200))
        #expect(second.frame.minX == 308)
    }
}
