import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing

/// The freedesktop.org thumbnail cache against a temporary XDG_CACHE_HOME: written with the spec's names, texts and
/// permissions, reused only while `Thumb::URI` and `Thumb::MTime` match, the smallest covering size chosen,
/// corrupt files ignored, and `--no-thumbnail-cache` turning reading and writing off.
@Suite(.serialized) struct ThumbnailCacheTests {
    /// A folder with `photos/a.jpg` (an 800×600 photo-like JPEG) and an empty `cache` for XDG_CACHE_HOME.
    struct Setup {
        let base: URL
        var photos: URL { base.appendingPathComponent("photos") }
        var photo: String { photos.appendingPathComponent("a.jpg").path }
        var cacheHome: String { base.appendingPathComponent("cache").path }
        var cache: ThumbnailCache { ThumbnailCache.fromEnvironment(["XDG_CACHE_HOME": cacheHome])! }
        var uri: String { ThumbnailCache.uri(forPath: BytePath(photo)) }

        init(width: Int = 800, height: Int = 600) throws {
            base = try Repo.temporaryDirectory()
            try FileManager.default.createDirectory(at: base.appendingPathComponent("photos"),
                                                    withIntermediateDirectories: true)
            let jpeg = PhotoFixtures.jpeg(PhotoFixtures.scene(width: width, height: height))
            try Data(jpeg).write(to: URL(fileURLWithPath: base.appendingPathComponent("photos/a.jpg").path))
        }

        func remove() { try? FileManager.default.removeItem(at: base) }

        func mtime() -> Int {
            var info = stat()
            stat(photo, &info)
            return Int(info.st_mtim.tv_sec)
        }

        /// Sets the photo's modification time to `seconds` since 1970.
        func setMTime(_ seconds: Int) {
            var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
            utimensat(AT_FDCWD, photo, &times, 0)
        }

        func decode(cover: (Int, Int), cache: ThumbnailCache?) throws -> DecodedImage {
            try ImageDecoder.decode(PhotoDecodeTests().job(photo, cover: cover, thumbnails: cache)).get()
        }
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o777
    }

    /// Written on the first decode (the smallest folder that covers, 0600 in a 0700 folder, Thumb::URI and
    /// Thumb::MTime), read on the second, written again once the photo's mtime changes.
    @Test func writtenReusedAndInvalidatedByMTime() throws {
        let s = try Setup()
        defer { s.remove() }
        // 200×150 pixels: normal (128×96) falls short, large (256×192) covers.
        let first = try s.decode(cover: (200, 150), cache: s.cache)
        #expect(first.source == .original(thumbnailWritten: "large"))
        let file = s.cache.path(uri: s.uri, folder: "large")
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(!FileManager.default.fileExists(atPath: s.cache.path(uri: s.uri, folder: "normal")))
        #expect(Self.mode(file) == 0o600)
        #expect(Self.mode(s.cache.root + "/large") == 0o700)
        let fd = open(file, O_RDONLY)
        defer { close(fd) }
        let reader = try PNGReader(fd: fd)
        #expect((reader.width, reader.height) == (256, 192))
        #expect(reader.text("Thumb::URI") == s.uri)
        #expect(reader.text("Thumb::MTime") == String(s.mtime()))
        #expect(reader.text("Thumb::Image::Width") == "800" && reader.text("Thumb::Image::Height") == "600")
        // No temporary file left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: s.cache.root + "/large")
        #expect(names == [(file as NSString).lastPathComponent])

        let second = try s.decode(cover: (200, 150), cache: s.cache)
        #expect(second.source == .thumbnail("large"))
        #expect((second.surface.width, second.surface.height) == (first.surface.width, first.surface.height))
        let a = try Pixels(surface: first.surface.handle), b = try Pixels(surface: second.surface.handle)
        #expect(a[100, 75].isClose(to: b[100, 75], tolerance: 12))
        // A smaller cell reads the large one too (any covering folder may be read); nothing new is written.
        #expect(try s.decode(cover: (100, 75), cache: s.cache).source == .thumbnail("large"))
        // A larger cell needs x-large: the original is decoded and x-large written.
        #expect(try s.decode(cover: (400, 300), cache: s.cache).source == .original(thumbnailWritten: "x-large"))

        s.setMTime(s.mtime() - 3600)
        #expect(try s.decode(cover: (200, 150), cache: s.cache).source == .original(thumbnailWritten: "large"))
        let again = open(file, O_RDONLY)
        defer { close(again) }
        #expect(try PNGReader(fd: again).text("Thumb::MTime") == String(s.mtime()))
        #expect(try s.decode(cover: (200, 150), cache: s.cache).source == .thumbnail("large"))
    }

    /// A thumbnail whose pixels differ from the photo's (solid green) is what is shown while its texts match: the
    /// pixels come from the cache. With another file's URI, or a corrupt file, the original is decoded instead.
    @Test func usedOnlyWhenURIAndMTimeMatchAndIgnoredWhenCorrupt() throws {
        let s = try Setup()
        defer { s.remove() }
        let green = RGBAImage(pixels: [UInt8]((0..<(256 * 192)).flatMap { _ in [0, 255, 0, 255] as [UInt8] }),
                              width: 256, height: 192, isOpaque: true)
        func plant(uri: String, mtime: Int) throws {
            try s.cache.write(green, uri: uri, mtime: mtime, folder: "large", original: (800, 600))
        }
        func centre(_ image: DecodedImage) throws -> Color {
            let p = try Pixels(surface: image.surface.handle)
            return p[p.width / 2, p.height / 2]
        }
        let pureGreen = Color(r: 0, g: 255, b: 0, a: 255)
        try plant(uri: s.uri, mtime: s.mtime())
        let hit = try s.decode(cover: (200, 150), cache: s.cache)
        #expect(hit.source == .thumbnail("large"))
        #expect(try centre(hit).isClose(to: pureGreen, tolerance: 2))

        // Thumb::MTime one second off: not this version of the photo.
        try plant(uri: s.uri, mtime: s.mtime() + 1)
        let stale = try s.decode(cover: (200, 150), cache: s.cache)
        #expect(stale.source == .original(thumbnailWritten: "large"))
        #expect(try !centre(stale).isClose(to: pureGreen, tolerance: 40))

        // Another file's URI under this file's name (an MD5 collision, or a copied cache): ignored.
        try plant(uri: s.uri, mtime: s.mtime())
        let other = s.cache.path(uri: "file:///elsewhere.jpg", folder: "large")
        try s.cache.write(green, uri: "file:///elsewhere.jpg", mtime: s.mtime(), folder: "large", original: (800, 600))
        let mine = s.cache.path(uri: s.uri, folder: "large")
        try FileManager.default.removeItem(atPath: mine)
        try FileManager.default.moveItem(atPath: other, toPath: mine)
        #expect(try s.decode(cover: (200, 150), cache: s.cache).source == .original(thumbnailWritten: "large"))

        // Corrupt: a PNG cut short, then bytes that are no PNG at all. Each is replaced by a good one.
        let good = try Data(contentsOf: URL(fileURLWithPath: mine))
        for bad in [good.prefix(good.count / 2), Data("not a png".utf8)] {
            try bad.write(to: URL(fileURLWithPath: mine))
            #expect(try s.decode(cover: (200, 150), cache: s.cache).source == .original(thumbnailWritten: "large"))
            #expect(try s.decode(cover: (200, 150), cache: s.cache).source == .thumbnail("large"))
        }
    }

    /// A thumbnail larger than its folder's side (planted, or written by a broken thumbnailer) is refused from its
    /// header, and the photo decoded instead (issue 26: a 1,000,000×4000 one was decoded in full, 33 s a photo).
    @Test func oversizedThumbnailsAreRefusedFromTheirHeader() throws {
        let s = try Setup()
        defer { s.remove() }
        let green = RGBAImage(pixels: [UInt8](repeating: 255, count: 300 * 260 * 4), width: 300, height: 260,
                              isOpaque: true)
        try s.cache.write(green, uri: s.uri, mtime: s.mtime(), folder: "large", original: (800, 600))
        #expect(try s.decode(cover: (200, 150), cache: s.cache).source == .original(thumbnailWritten: "large"))
        // The one written in its place is within the folder's 256 pixels, and used.
        #expect(try s.decode(cover: (200, 150), cache: s.cache).source == .thumbnail("large"))
    }

    /// Photos no larger than a thumbnail are not cached (the spec: no thumbnail larger than the original), and a
    /// named pipe where a thumbnail should be is skipped without waiting.
    @Test func smallPhotosAndOddCacheFiles() throws {
        let s = try Setup(width: 120, height: 90)
        defer { s.remove() }
        #expect(try s.decode(cover: (60, 45), cache: s.cache).source == .original(thumbnailWritten: nil))
        #expect(!FileManager.default.fileExists(atPath: s.cache.root))

        let big = try Setup()
        defer { big.remove() }
        try FileManager.default.createDirectory(atPath: big.cache.root + "/large", withIntermediateDirectories: true)
        try #require(mkfifo(big.cache.path(uri: big.uri, folder: "large"), 0o600) == 0)
        // Read skips the pipe; the new thumbnail replaces it (rename over it).
        #expect(try big.decode(cover: (200, 150), cache: big.cache).source == .original(thumbnailWritten: "large"))
        #expect(try big.decode(cover: (200, 150), cache: big.cache).source == .thumbnail("large"))
    }

    /// The photo itself a named pipe (it was a file when the folder was listed): refused in one line, no wait.
    @Test func aPhotoTurnedIntoANamedPipeIsRefused() throws {
        let s = try Setup()
        defer { s.remove() }
        let job = try PhotoDecodeTests().job(s.photo, cover: (200, 150), thumbnails: s.cache)
        try FileManager.default.removeItem(atPath: s.photo)
        try #require(mkfifo(s.photo, 0o644) == 0)
        guard case .failure(let failure) = ImageDecoder.decode(job) else {
            Issue.record("a named pipe decoded")
            return
        }
        #expect(failure.reason == "a named pipe (FIFO), not a file")
    }

    /// Through the CLI: `render` writes thumbnails into $XDG_CACHE_HOME/thumbnails and shows a planted one;
    /// `--no-thumbnail-cache` neither reads it (the photo's own pixels) nor writes (no folder made).
    @Test func renderReadsAndWritesAndTheFlagTurnsBothOff() throws {
        let s = try Setup(width: 1600, height: 1200)
        defer { s.remove() }
        let out = s.base.appendingPathComponent("out.png").path
        func render(_ extra: [String], cacheHome: String) throws -> Pixels {
            let run = try Run.playground(["render", "--images", s.photos.path, "--renderer", "software",
                                          "--size", "640x480", "--layout", "grid", "--out", out] + extra,
                                         environment: ["XDG_CACHE_HOME": cacheHome])
            #expect(run.status == 0, "\(run.stderr)")
            return try Pixels(png: out)
        }
        func greenPixels(_ p: Pixels) -> Int {
            var n = 0
            for y in stride(from: 0, to: p.height, by: 4) {
                for x in stride(from: 0, to: p.width, by: 4) where p[x, y].isClose(to: Color(r: 0, g: 255, b: 0, a: 255), tolerance: 4) {
                    n += 1
                }
            }
            return n
        }
        let off = s.base.appendingPathComponent("off").path
        let plain = try render(["--no-thumbnail-cache"], cacheHome: off)
        // (XDG_CACHE_HOME itself may be made by others: Mesa's shader cache.)
        #expect(!FileManager.default.fileExists(atPath: off + "/thumbnails"))
        #expect(greenPixels(plain) == 0)

        _ = try render([], cacheHome: s.cacheHome)
        let written = ThumbnailCache.sizes.filter {
            FileManager.default.fileExists(atPath: s.cache.path(uri: s.uri, folder: $0.folder))
        }
        #expect(written.count == 1, "one thumbnail, the smallest that covers the cell: \(written.map(\.folder))")

        // Plant green thumbnails of every size with the right texts: render shows green; the flag does not.
        for (folder, side) in ThumbnailCache.sizes {
            let t = ThumbnailCache.thumbnailSize(width: 1600, height: 1200, side: side)
            let green = RGBAImage(pixels: [UInt8]((0..<(t.width * t.height)).flatMap { _ in [0, 255, 0, 255] as [UInt8] }),
                                  width: t.width, height: t.height, isOpaque: true)
            try s.cache.write(green, uri: s.uri, mtime: s.mtime(), folder: folder, original: (1600, 1200))
        }
        #expect(greenPixels(try render([], cacheHome: s.cacheHome)) > 100)
        #expect(greenPixels(try render(["--no-thumbnail-cache"], cacheHome: s.cacheHome)) == 0)
    }
}
