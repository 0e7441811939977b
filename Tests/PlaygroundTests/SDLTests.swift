import CSDL
import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

extension EdgeTests {
    /// SDL in this process: a headless session (offscreen driver), a hidden window and the software renderer.
    /// Nested in EdgeTests, whose `.serialized` trait covers its sub-suites, so no two SDL users ever run at once.
    @Suite struct SDLTests {
        /// The fixtures are 100×100 (or 200×100…) solid colours; this window never needs them downscaled.
        static let viewport = Size(width: 320, height: 240)

        static func withRenderer<T>(_ body: (Renderer) throws -> T) throws -> T {
            let session = try SDLSession(headless: true)
            let window = try Window(session: session, title: "test", size: (Int32(viewport.width), Int32(viewport.height)),
                                    hidden: true)
            let renderer = try Renderer(window: window, kind: .software, vsync: false)
            return try body(renderer)
        }

        /// Calls `condition` every 5 ms until it holds or `timeout` seconds pass (a bound for a hang, generous on a
        /// loaded 2-core machine: 10 s was close for a decode on a busy CI; never a speed goal).
        static func poll(timeout: Double = 60, _ condition: () -> Bool) -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while Date() < deadline {
                if condition() { return true }
                usleep(5000)
            }
            return condition()
        }

        @Test func placeholderFirstThenThePhoto() throws {
            try Self.withRenderer { renderer in
                let library = try ImageLibrary(directory: Repo.solidFixtures)
                let cache = TextureCache(renderer: renderer, library: library, capacity: 256 << 20)
                let drawer = DrawListRenderer(renderer: renderer, images: cache, text: TextRenderer(renderer: renderer))
                var playground = try Playground(config: PlaygroundConfig(
                    viewport: Self.viewport, itemCount: 1, naturalSizes: library.sizes, imageCount: library.count))
                let list = playground.drawList()
                let cell = try #require(list.items.first)
                let probe = cell.quad.topLeft + Point(x: 12, y: 12)  // away from the centered label

                #expect(cache.texture(for: 0) == nil)
                cache.want(playground.imageRequests())
                // Not ready: textures are made only by `upload`, on this thread, once a worker has decoded.
                #expect(cache.texture(for: 0) == nil)
                drawer.draw(list)
                #expect(try renderer.readPixels().color(at: probe).isClose(to: Color.placeholder(for: 0)))

                let loaded = Self.poll { cache.upload(); return cache.texture(for: 0) != nil }
                #expect(loaded)
                let texture = try #require(cache.texture(for: 0))
                #expect(texture.width == 100 && texture.height == 100)
                #expect(cache.progress == (decoded: 1, failed: 0, total: 8))
                drawer.draw(list)
                #expect(try renderer.readPixels().color(at: probe).isClose(to: EdgeTests.solidColors[0]))
            }
        }

        @Test func aCorruptFileFailsOnceAndIsNotAskedForAgain() throws {
            let dir = try Repo.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data(Fixtures.pngHeaderWithGarbage).write(to: dir.appendingPathComponent("bad.png"))
            try Self.withRenderer { renderer in
                let library = try ImageLibrary(directory: dir.path)
                #expect(library.names == ["bad.png"])
                let cache = TextureCache(renderer: renderer, library: library, capacity: 1 << 20)
                cache.want([0])
                let failed = Self.poll { cache.upload(); return cache.progress.failed == 1 }
                #expect(failed)
                for _ in 0..<5 {
                    cache.want([0])
                    cache.upload()
                }
                // Whatever those asks could have started has finished: the loader has nothing queued or running.
                #expect(Self.poll { cache.upload(); return cache.loaderIsIdle })
                #expect(cache.decodesStarted == 1)
                #expect(cache.texture(for: 0) == nil)
                #expect(cache.progress == (decoded: 0, failed: 1, total: 1))
            }
        }

        @Test func evictedImagesAreLoadedAgainWhenWanted() throws {
            try Self.withRenderer { renderer in
                let library = try ImageLibrary(directory: Repo.solidFixtures)
                // Room for two 100×100 textures (40,000 bytes each), not three.
                let cache = TextureCache(renderer: renderer, library: library, capacity: 100_000)
                cache.loadNow([0, 1, 2])  // only what fits is admitted: 0 and 1
                #expect(cache.texture(for: 0) != nil && cache.texture(for: 1) != nil)
                #expect(cache.texture(for: 2) == nil)
                #expect(cache.bytesUsed == 80_000)
                cache.loadNow([2, 3])
                #expect(cache.texture(for: 2) != nil && cache.texture(for: 3) != nil)
                #expect(cache.texture(for: 0) == nil && cache.texture(for: 1) == nil)
                #expect(cache.bytesUsed == 80_000)
                let before = cache.decodesStarted
                cache.loadNow([0])
                #expect(cache.texture(for: 0) != nil)
                #expect(cache.decodesStarted == before + 1)
                // The most wanted of the last call (2) counts as the most recently used: 3 made room.
                #expect(cache.texture(for: 2) != nil)
                #expect(cache.texture(for: 3) == nil)
            }
        }

        @Test func largeImagesAreDownscaledToCoverTheDrawable() throws {
            let dir = try Repo.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let big = try Surface(width: 1600, height: 1200)
            SDL_FillRect(big.handle, nil, SDL_MapRGBA(big.handle.pointee.format, 0, 128, 255, 255))
            try big.savePNG(to: dir.appendingPathComponent("big.png").path)
            try Self.withRenderer { renderer in
                let library = try ImageLibrary(directory: dir.path)
                let cache = TextureCache(renderer: renderer, library: library, capacity: 256 << 20)
                cache.loadNow([0])
                let texture = try #require(cache.texture(for: 0))
                // Covering 320×240 with a 4:3 image: 320×240 exactly.
                #expect(texture.width == 320 && texture.height == 240)
                #expect(cache.bytesUsed == 320 * 240 * 4)
            }
        }

        @Test func textIsRenderedOnceAndTheHUDReusesIt() throws {
            try Self.withRenderer { renderer in
                let text = TextRenderer(renderer: renderer)
                try #require(text.isAvailable, "DejaVu Sans (fonts-dejavu-core) is needed")
                _ = text.texture("12", .label)
                _ = text.texture("12", .label)
                #expect(text.rendered == 1)
                let overlays = Overlays(renderer: renderer, text: text)
                let hud = Overlays.HUDState(layout: "grid", items: 120, fps: 60, phase: "idle",
                                            progress: (24, 0, 24), message: nil)
                overlays.drawHUD(hud, strip: WindowGeometry(window: Self.viewport, panel: nil).strip)
                let afterFirst = text.rendered
                for _ in 0..<10 { overlays.drawHUD(hud, strip: WindowGeometry(window: Self.viewport, panel: nil).strip) }
                overlays.drawHelp(viewport: Self.viewport)
                let afterHelp = text.rendered
                overlays.drawHelp(viewport: Self.viewport)
                #expect(text.rendered == afterHelp)
                #expect(afterFirst > 1)
                var changed = hud
                changed.fps = 59
                overlays.drawHUD(changed, strip: WindowGeometry(window: Self.viewport, panel: nil).strip)
                #expect(text.rendered == afterHelp + 1)  // only the "59 fps" segment is new
            }
        }

        @Test func withoutTheFontNoTextIsDrawn() throws {
            try Self.withRenderer { renderer in
                let text = TextRenderer(renderer: renderer, path: "/nonexistent/font.ttf")
                #expect(!text.isAvailable)
                #expect(text.texture("12", .label) == nil)
                #expect(text.size("12", .small) == .zero)
                SDL_SetRenderDrawColor(renderer.handle, 255, 255, 255, 255)
                SDL_RenderClear(renderer.handle)
                Overlays(renderer: renderer, text: text).drawHelp(viewport: Self.viewport)
                // The help's panel is drawn (dark over the white), its text is not.
                let pixels = try renderer.readPixels()
                var dark = 0
                for y in stride(from: 0, to: Self.viewport.height, by: 2) {
                    for x in stride(from: 0, to: Self.viewport.width, by: 2) where
                        pixels.color(at: Point(x: x, y: y)).isClose(to: Color(r: 28, g: 29, b: 35), tolerance: 20) {
                        dark += 1
                    }
                }
                #expect(dark > 0)
                #expect(text.rendered == 0)
            }
        }
    }
}

/// Bytes of broken image files.
enum Fixtures {
    /// A PNG whose signature and IHDR (64×32) are right and whose body is garbage: listed by its header, fails to
    /// decode.
    static let pngHeaderWithGarbage: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        + Array("IHDR".utf8) + [0, 0, 0, 64, 0, 0, 0, 32, 8, 2, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0xAB, count: 200)
}

extension Surface {
    /// The RGBA32 pixel at `p` (points at scale 1).
    func color(at p: Point) -> Color {
        let s = handle.pointee
        let bytes = s.pixels.assumingMemoryBound(to: UInt8.self) + Int(p.y) * Int(s.pitch) + Int(p.x) * 4
        return Color(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes[3])
    }
}
