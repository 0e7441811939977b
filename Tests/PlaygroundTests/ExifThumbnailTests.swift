import CSDL
import Foundation
import PlaygroundCore
import Testing
@testable import PlaygroundApp

/// EXIF thumbnails (docs/photos.md, "EXIF thumbnails"): a photo is first drawn from the small JPEG in its APP1
/// (IFD1), upright by the photo's orientation, then from its decode; a thumbnail that is not a whole JPEG, is too
/// large or has another shape is ignored.
extension PhotoFixtures {
    /// `image` as a JPEG whose EXIF (big-endian TIFF) holds Orientation `orientation` in IFD0 and `thumbnail` (JPEG
    /// bytes) in IFD1.
    static func jpeg(_ image: RGBAImage, orientation: Int, exifThumbnail thumbnail: [UInt8]) -> [UInt8] {
        var bytes = jpeg(image)
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
        // "MM", 42, IFD0 at 8 (Orientation), IFD1 at 26 (offset, length), the thumbnail at 56.
        var tiff: [UInt8] = Array("MM".utf8) + u16(42) + u32(8)
        tiff += u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(26)
        tiff += u16(2) + u16(0x0201) + u16(4) + u32(1) + u32(56) + u16(0x0202) + u16(4) + u32(1) + u32(thumbnail.count)
        tiff += u32(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiff + thumbnail
        precondition(payload.count + 2 <= 0xFFFF, "an APP1 segment holds at most 65,533 bytes")
        bytes.insert(contentsOf: [0xFF, 0xE1] + u16(payload.count + 2) + payload, at: 2)
        return bytes
    }

    /// The quadrant image with each colour inverted: the thumbnail's pixels, told apart from the photo's.
    static func invertedQuadrantImage(width: Int, height: Int) -> RGBAImage {
        var image = quadrantImage(width: width, height: height)
        for i in 0..<image.pixels.count where i % 4 != 3 { image.pixels[i] = 255 - image.pixels[i] }
        return image
    }
}

extension EdgeTests {
    @Suite struct ExifThumbnailTests {
        static let probes = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]

        /// A 640×480 (upright) photo stored for `orientation`, with an 80×60 (upright) thumbnail of inverted colours
        /// stored the same way; written to `dir`, read back as the library does.
        static func photo(in dir: URL, orientation: Int, thumbnail: [UInt8]? = nil) throws -> ImageLibrary {
            let o = ImageOrientation(rawValue: orientation)!
            let thumb = thumbnail ?? PhotoFixtures.jpeg(PhotoFixtures.stored(
                PhotoFixtures.invertedQuadrantImage(width: 80, height: 60), for: o))
            let main = PhotoFixtures.stored(PhotoFixtures.quadrantImage(width: 640, height: 480), for: o)
            try Data(PhotoFixtures.jpeg(main, orientation: orientation, exifThumbnail: thumb))
                .write(to: dir.appendingPathComponent("photo.jpg"))
            return try ImageLibrary(directory: dir.path)
        }

        static func job(_ library: ImageLibrary, preview: Bool) -> ImageDecoder.Job {
            let h = library.headers[0]
            return ImageDecoder.Job(index: 0, path: library.path(0), coverWidth: 320, coverHeight: 240, maxSide: 16384,
                                    format: h.format, storedWidth: h.storedWidth, storedHeight: h.storedHeight,
                                    metadata: h.metadata, preview: preview)
        }

        /// Whether the upright image's quadrants have the upright quadrant colours (inverted for the thumbnail).
        static func quadrantsMatch(_ image: DecodedImage, inverted: Bool) throws -> Bool {
            let p = try Pixels(surface: image.surface.handle)
            return Self.probes.enumerated().allSatisfy { n, at in
                let (r, g, b) = PhotoFixtures.quadrants[n]
                let c = inverted ? Color(r: 255 - r, g: 255 - g, b: 255 - b, a: 255) : Color(r: r, g: g, b: b, a: 255)
                return p[Int(at.0 * Double(p.width)), Int(at.1 * Double(p.height))].isClose(to: c, tolerance: 16)
            }
        }

        /// The loader runs the thumbnail job before the decode (one worker: strictly in order), and each is upright
        /// by the photo's orientation: the thumbnail's inverted quadrants, then the photo's own.
        @Test(arguments: [1, 6, 3, 8]) func thumbnailFirstThenTheDecodeBothUpright(_ orientation: Int) throws {
            let dir = try Repo.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let library = try Self.photo(in: dir, orientation: orientation)
            #expect(library.pixelSize(0) == (640, 480))
            #expect(library.headers[0].metadata.exifThumbnail != nil)
            let loader = ImageLoader(workers: 1, previewWorkers: 0)
            loader.want([Self.job(library, preview: true), Self.job(library, preview: false)])
            var answers: [ImageLoader.Answer] = []
            while answers.count < 2 {
                let got = loader.waitForFinished()
                if got.isEmpty, loader.isIdle { break }
                answers += got
            }
            try #require(answers.count == 2)
            #expect(answers.map(\.preview) == [true, false])
            let thumb = try answers[0].outcome.get(), full = try answers[1].outcome.get()
            #expect(thumb.source == .exifThumbnail)
            #expect((thumb.surface.width, thumb.surface.height) == (80, 60))
            #expect((thumb.naturalWidth, thumb.naturalHeight) == (640, 480))
            #expect(try Self.quadrantsMatch(thumb, inverted: true), "thumbnail, orientation \(orientation)")
            #expect(full.source == .original(thumbnailWritten: nil))
            #expect((full.surface.width, full.surface.height) == (320, 240))
            #expect(try Self.quadrantsMatch(full, inverted: false), "decode, orientation \(orientation)")
        }

        /// Through the texture cache as the window uses it: the thumbnail's texture is made first, then replaced by
        /// the decode's; the synchronous path (render) never draws a thumbnail.
        @Test func theWindowDrawsTheThumbnailThenThePhoto() throws {
            let dir = try Repo.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let library = try Self.photo(in: dir, orientation: 6)
            try SDLTests.withRenderer { renderer in
                let cache = TextureCache(renderer: renderer, library: library, capacity: 64 << 20, workers: 1)
                cache.cover(cells: Size(width: 120, height: 160))
                let done = SDLTests.poll {
                    cache.want([0])
                    cache.upload()
                    return cache.texture(for: 0) != nil && !cache.isPreview(0)
                }
                #expect(done)
                // Both textures were made, the thumbnail's first (its job ran first; an upload installs thumbnails
                // before decodes), the decode's last.
                #expect(cache.sources.exifThumbnails == 1 && cache.sources.originals == 1)
                #expect(cache.progress.decoded == 1)
                let texture = try #require(cache.texture(for: 0))
                #expect(texture.width > 80)

                let render = TextureCache(renderer: renderer, library: library, capacity: 64 << 20, workers: 1)
                render.loadNow([0])
                #expect(render.sources.exifThumbnails == 0 && render.sources.originals == 1)
            }
        }

        /// Not a whole JPEG, too large, another shape: the thumbnail job fails (silently in the cache) and the
        /// decode is unaffected.
        @Test(arguments: ["corrupt", "cut", "oversized", "shape"]) func aBadThumbnailIsIgnored(_ kind: String) throws {
            let dir = try Repo.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let good = PhotoFixtures.jpeg(PhotoFixtures.invertedQuadrantImage(width: 80, height: 60))
            let thumbnail: [UInt8]
            switch kind {
            case "corrupt": thumbnail = [0xFF, 0xD8] + [UInt8](repeating: 0x5A, count: 600) + [0xFF, 0xD9]
            case "cut": thumbnail = Array(good.prefix(good.count / 2))
            case "oversized":
                // 700×525: larger than any EXIF thumbnail used (640 a side), though smaller than the photo.
                thumbnail = PhotoFixtures.jpeg(PhotoFixtures.invertedQuadrantImage(width: 700, height: 525), quality: 30)
            default: thumbnail = PhotoFixtures.jpeg(PhotoFixtures.invertedQuadrantImage(width: 80, height: 80))
            }
            let library = try Self.photo(in: dir, orientation: 1, thumbnail: thumbnail)
            let preview = ImageDecoder.decode(Self.job(library, preview: true))
            #expect(throws: DecodeFailure.self) { try preview.get() }
            let full = try ImageDecoder.decode(Self.job(library, preview: false)).get()
            #expect(try Self.quadrantsMatch(full, inverted: false))
            try SDLTests.withRenderer { renderer in
                let cache = TextureCache(renderer: renderer, library: library, capacity: 64 << 20, workers: 1)
                let done = SDLTests.poll {
                    cache.want([0])
                    cache.upload()
                    return cache.texture(for: 0) != nil && !cache.isPreview(0)
                }
                #expect(done)
                #expect(cache.sources.exifThumbnails == 0 && cache.progress.failed == 0)
            }
        }
    }
}
