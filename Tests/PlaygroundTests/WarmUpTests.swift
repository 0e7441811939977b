import CSDL
import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

extension EdgeTests.SDLTests {
    /// The renderer's warm-up (`DrawListRenderer.warmUp`, run in the window's first frame) leaves nothing behind: the
    /// frame drawn after it is pixel for pixel the frame drawn without it (its quads cleared; the renderer's scale,
    /// draw colour and blending as a frame expects them), placeholders, photos and their blended soft edges alike.
    @Test func theWarmUpLeavesTheNextFrameAsItWouldBe() throws {
        func frame(warmUp: Bool) throws -> [UInt8] {
            try Self.withRenderer { renderer in
                let library = try ImageLibrary(directory: Repo.solidFixtures)
                let cache = TextureCache(renderer: renderer, library: library, capacity: 256 << 20)
                let drawer = DrawListRenderer(renderer: renderer, images: cache, text: TextRenderer(renderer: renderer))
                // Rotating: turned cells, so soft edges blend (an upright grid's edges need none).
                var playground = try Playground(config: PlaygroundConfig(
                    viewport: Self.viewport, layoutName: "rotating", itemCount: 12, naturalSizes: library.sizes,
                    imageCount: library.count))
                let list = playground.drawList()
                // The first cell's image loaded, the others placeholders: both kinds of quad in the compared frame.
                let first = try #require(list.items.compactMap(\.texture).first)
                cache.loadNow([first])
                #expect(cache.texture(for: first) != nil)
                #expect(list.items.contains { $0.texture != nil && $0.texture != first })
                if warmUp { drawer.warmUp() }
                drawer.draw(list)
                let pixels = try renderer.readPixels()
                let s = pixels.handle.pointee
                return Array(UnsafeBufferPointer(start: s.pixels.assumingMemoryBound(to: UInt8.self),
                                                 count: Int(s.pitch) * Int(s.h)))
            }
        }
        let plain = try frame(warmUp: false)
        let warmed = try frame(warmUp: true)
        #expect(plain.count == warmed.count)
        // A count, not the arrays: the failure message would print 300 KB of bytes twice.
        let changed = zip(plain, warmed).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        #expect(changed == 0, "the warm-up changed \(changed) bytes of the next frame")
    }
}
