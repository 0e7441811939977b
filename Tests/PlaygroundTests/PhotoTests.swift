import CTurboJPEG
import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing

@Suite struct MD5Tests {
    /// RFC 1321 §A.5's test suite.
    @Test func rfc1321Vectors() {
        let vectors = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (text, digest) in vectors { #expect(MD5.hex(Array(text.utf8)) == digest, "\(text)") }
    }
}

@Suite struct ThumbnailNamingTests {
    /// The spec's own example (Thumbnail Managing Standard, "Thumbnail Saving"): file:///home/jens/photos/me.png.
    @Test func specExample() {
        let uri = ThumbnailCache.uri(forPath: BytePath("/home/jens/photos/me.png"))
        #expect(uri == "file:///home/jens/photos/me.png")
        #expect(ThumbnailCache(root: "/c").path(uri: uri, folder: "normal")
            == "/c/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
    }

    /// Escaped as GLib's g_filename_to_uri: space, '#', '%', '?' and non-ASCII bytes become %XX.
    @Test func escaping() {
        #expect(ThumbnailCache.uri(forPath: BytePath("/tmp/a b/ü#%?.jpg")) == "file:///tmp/a%20b/%C3%BC%23%25%3F.jpg")
        #expect(ThumbnailCache.uri(forPath: BytePath("/x/!$&'()*+,-.:=@_~")) == "file:///x/!$&'()*+,-.:=@_~")
        // A Latin-1 name (not UTF-8) keeps its byte; `.`, `..` and doubled slashes go (g_canonicalize_filename).
        #expect(ThumbnailCache.uri(forPath: BytePath(bytes: Array("/p/caf".utf8) + [0xE9] + Array(".jpg".utf8)))
            == "file:///p/caf%E9.jpg")
        #expect(ThumbnailCache.uri(forPath: BytePath("/a//b/./c/../d.png")) == "file:///a/b/d.png")
    }

    @Test func environment() {
        #expect(ThumbnailCache.fromEnvironment(["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"])?.root == "/x/cache/thumbnails")
        #expect(ThumbnailCache.fromEnvironment(["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.root == "/h/.cache/thumbnails")
        #expect(ThumbnailCache.fromEnvironment([:]) == nil)
    }

    /// The smallest folder whose thumbnail covers the target.
    @Test func foldersCovering() {
        let f = ThumbnailCache.folders(covering: (200, 150), width: 4000, height: 3000).map(\.folder)
        #expect(f == ["large", "x-large", "xx-large"])
        #expect(ThumbnailCache.folders(covering: (1280, 960), width: 4000, height: 3000).isEmpty)
        // A portrait photo shown 192 wide needs 256 pixels of height: large.
        #expect(ThumbnailCache.folders(covering: (192, 256), width: 3000, height: 4000).first?.folder == "large")
    }
}

@Suite(.serialized) struct PhotoDecodeTests {
    func job(_ path: String, cover: (Int, Int), thumbnails: ThumbnailCache? = nil) throws -> ImageDecoder.Job {
        let file = BytePath(path)
        let (header, metadata) = try ImageHeaderReader.readWithMetadata(path: file, fileExtension: file.pathExtension).get()
        guard case .recognized(let format, let w, let h) = header else { throw CLIErrorForTests("header \(header)") }
        return ImageDecoder.Job(index: 0, path: file, coverWidth: cover.0, coverHeight: cover.1, maxSide: 16384,
                                format: format, storedWidth: w, storedHeight: h, metadata: metadata,
                                thumbnails: thumbnails)
    }

    func pixels(_ image: DecodedImage) throws -> Pixels { try Pixels(surface: image.surface.handle) }

    /// Orientation 1–8: the stored image is the upright one turned as the tag says; decoded, it is upright again,
    /// and the library reports the upright size.
    @Test(arguments: 1...8) func orientationUpright(_ value: Int) throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let o = ImageOrientation(rawValue: value)!
        let upright = PhotoFixtures.quadrantImage(width: 64, height: 48)
        let path = dir.appendingPathComponent("o\(value).jpg").path
        try Data(PhotoFixtures.jpeg(PhotoFixtures.stored(upright, for: o), orientation: value)).write(to: URL(fileURLWithPath: path))
        let library = try ImageLibrary(directory: dir.path)
        #expect(library.pixelSize(0) == (64, 48))
        #expect(library.headers[0].metadata.orientation == o)
        let image = try ImageDecoder.decode(job(path, cover: (64, 48))).get()
        #expect((image.naturalWidth, image.naturalHeight) == (64, 48))
        let p = try pixels(image)
        #expect((p.width, p.height) == (64, 48))
        for (n, (x, y)) in [(16, 12), (48, 12), (16, 36), (48, 36)].enumerated() {
            let (r, g, b) = PhotoFixtures.quadrants[n]
            #expect(p[x, y].isClose(to: Color(r: r, g: g, b: b, a: 255), tolerance: 12), "orientation \(value) quadrant \(n)")
        }
    }

    /// The waterfall's cells follow the upright aspect ratio: a portrait photo stored sideways lays out tall.
    @Test func dumpUsesUprightSizes() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let landscape = PhotoFixtures.quadrantImage(width: 80, height: 40)
        for (name, value) in [("a.jpg", 1), ("b.jpg", 6)] {
            try Data(PhotoFixtures.jpeg(landscape, orientation: value)).write(to: dir.appendingPathComponent(name))
        }
        let run = try Run.playground(["dump", "--layout", "waterfall", "--size", "640x480", "--offset", "0,0",
                                      "--images", dir.path, "--all"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let sizes = (json["items"] as! [[String: Any]]).map { $0["size"] as! [Double] }
        #expect(sizes.count == 2)
        // Same width; a is 2:1 wide, b (80×40 turned) 1:2 tall.
        #expect(abs(sizes[0][1] * 2 - sizes[0][0]) < 1 && abs(sizes[1][1] - sizes[1][0] * 2) < 1)
    }

    /// DCT scaling: the smallest factor that covers, and its pixels close to a full decode downscaled.
    @Test func scaledDecodeMatchesFullDecodeDownscaled() throws {
        let bytes = PhotoFixtures.jpeg(PhotoFixtures.scene(width: 800, height: 600))
        #expect(JPEGDecoder.factor(width: 800, height: 600, covering: (100, 75)).denom == 8)
        let f = JPEGDecoder.factor(width: 800, height: 600, covering: (200, 150))
        #expect((f.num, f.denom) == (1, 4))
        #expect(JPEGDecoder.factor(width: 800, height: 600, covering: (201, 150)).num * 8
            == 3 * JPEGDecoder.factor(width: 800, height: 600, covering: (201, 150)).denom)
        let scaled = try JPEGDecoder.decode(bytes, to: (100, 75))
        #expect((scaled.factor.num, scaled.factor.denom) == (1, 8))
        let full = try JPEGDecoder.decode(bytes, to: (800, 600)).image.downscaled(toWidth: 100, height: 75)
        #expect((scaled.image.width, scaled.image.height) == (100, 75) && (full.width, full.height) == (100, 75))
        var total = 0, worst = 0
        for i in 0..<full.pixels.count where i % 4 != 3 {
            let d = abs(Int(full.pixels[i]) - Int(scaled.image.pixels[i]))
            total += d
            worst = max(worst, d)
        }
        let mean = Double(total) / Double(full.pixels.count * 3 / 4)
        #expect(mean < 3, "mean difference \(mean)")
        #expect(worst < 40, "largest difference \(worst)")
    }

    /// A 15000×15000 PNG (about 250 KB, 900 MB of RGBA pixels) decodes row by row to the small size asked for; the
    /// interlaced one (which cannot stream) is refused in one line before any pixel is read.
    @Test func decompressionBomb() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bomb.png").path
        try PhotoFixtures.bomb(side: 15000, to: path)
        let image = try ImageDecoder.decode(job(path, cover: (60, 60))).get()
        let p = try pixels(image)
        #expect((p.width, p.height) == (60, 60))
        #expect(p[30, 10].isClose(to: Color(r: 200, g: 40, b: 40, a: 255)) && p[30, 50].isClose(to: Color(r: 40, g: 40, b: 200, a: 255)))
        let interlaced = dir.appendingPathComponent("interlaced.png").path
        try Data(PhotoFixtures.interlacedHeader(side: 6000)).write(to: URL(fileURLWithPath: interlaced))
        let refused = ImageDecoder.decode(try job(interlaced, cover: (60, 60)))
        guard case .failure(let failure) = refused else { Issue.record("interlaced bomb decoded"); return }
        #expect(failure.reason.contains("interlaced PNG of 6000×6000") && !failure.reason.contains("\n"))
        // A GIF (decoded whole by SDL_image) whose logical screen is 10000×10000: refused from its header.
        let gif = dir.appendingPathComponent("bomb.gif").path
        try Data(Array("GIF89a".utf8) + [0x10, 0x27, 0x10, 0x27, 0, 0, 0] + [0x3B]).write(to: URL(fileURLWithPath: gif))
        guard case .failure(let gifFailure) = ImageDecoder.decode(try job(gif, cover: (60, 60))) else {
            Issue.record("GIF bomb decoded")
            return
        }
        #expect(gifFailure.reason.hasPrefix("10000×10000 is larger than 32 M pixels") && !gifFailure.reason.contains("\n"))
    }
}
