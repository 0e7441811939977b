import ArgumentParser
import CSDL
import Foundation
import PlaygroundCore

/// A hidden window on SDL's offscreen driver (forced over the environment), for render, replay --frames and bench.
/// Deterministic: before drawing a frame it waits until the images that frame shows are loaded.
final class OffscreenRenderer {
    let renderer: Renderer
    let images: TextureCache
    let text: TextRenderer
    let drawer: DrawListRenderer

    init(viewport: Size, library: ImageLibrary, kind: Renderer.Kind = .auto,
         cacheBytes: Int = TextureCache.defaultCapacityMiB << 20, thumbnails: ThumbnailCache? = nil) throws {
        let window = try Window(session: try SDLSession(headless: true), title: "Layout Playground",
                                size: (Int32(checked: viewport.width), Int32(checked: viewport.height)), hidden: true)
        renderer = try Renderer(window: window, kind: kind, vsync: false)
        images = TextureCache(renderer: renderer, library: library, capacity: cacheBytes, thumbnails: thumbnails)
        text = TextRenderer(renderer: renderer)
        drawer = DrawListRenderer(renderer: renderer, images: images, text: text)
    }

    /// Loads the images `list` shows (synchronously), draws it and reads the pixels back.
    func render(_ list: DrawList) throws -> Surface {
        loadImages(of: list)
        drawer.draw(list)
        return try renderer.readPixels()
    }

    /// Waits until every image `list` shows is a texture (or has failed), front to back, decoded to cover the
    /// list's largest cell.
    func loadImages(of list: DrawList) {
        images.cover(cells: list.largestCell)
        var seen = Set<Int>()
        let wanted = list.items.reversed().compactMap(\.texture).filter { seen.insert($0).inserted }
        images.loadNow(wanted)
    }
}
