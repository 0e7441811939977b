import Foundation
import Testing
import TestSupport
@testable import PlaygroundCore

/// Minimal headers, built byte by byte.
enum Headers {
    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    static func be32(_ v: UInt32) -> [UInt8] { be16(Int(v >> 16)) + be16(Int(v & 0xFFFF)) }
    static func le32(_ v: UInt32) -> [UInt8] { le16(Int(v & 0xFFFF)) + le16(Int(v >> 16)) }
    static func ascii(_ s: String) -> [UInt8] { Array(s.utf8) }

    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + ascii("IHDR") + be32(width) + be32(height)
            + [8, 2, 0, 0, 0] + [0, 0, 0, 0]  // depth, color type, methods; CRC (not checked)
    }

    /// A JPEG segment: marker, length (counting itself), payload.
    static func segment(_ code: UInt8, _ payload: [UInt8]) -> [UInt8] {
        precondition(payload.count <= 65533, "a JPEG segment's length is 16 bits")
        return [0xFF, code] + be16(payload.count + 2) + payload
    }

    static func sof(_ code: UInt8 = 0xC0, width: Int, height: Int) -> [UInt8] {
        segment(code, [8] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
    }

    static let soi: [UInt8] = [0xFF, 0xD8]
    static let app0 = segment(0xE0, ascii("JFIF") + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])

    static func jpeg(width: Int, height: Int) -> [UInt8] { soi + app0 + sof(width: width, height: height) }

    static func gif(width: Int, height: Int, version: String = "89a") -> [UInt8] {
        ascii("GIF" + version) + le16(width) + le16(height) + [0, 0, 0]
    }

    static func bmpInfo(width: Int32, height: Int32, headerSize: UInt32 = 40) -> [UInt8] {
        ascii("BM") + le32(0) + le32(0) + le32(14 + headerSize) + le32(headerSize)
            + le32(UInt32(bitPattern: width)) + le32(UInt32(bitPattern: height)) + le16(1) + le16(24)
            + [UInt8](repeating: 0, count: Int(headerSize) - 16)
    }

    static func bmpCore(width: Int, height: Int) -> [UInt8] {
        ascii("BM") + le32(0) + le32(0) + le32(26) + le32(12) + le16(width) + le16(height) + le16(1) + le16(24)
    }

    static func riff(_ chunk: String, _ data: [UInt8]) -> [UInt8] {
        ascii("RIFF") + le32(UInt32(4 + 8 + data.count)) + ascii("WEBP") + ascii(chunk) + le32(UInt32(data.count)) + data
    }

    static func vp8(width: Int, height: Int, scaleBits: Int = 0) -> [UInt8] {
        riff("VP8 ", [0x50, 0x02, 0x00, 0x9D, 0x01, 0x2A] + le16(width | scaleBits << 14) + le16(height | scaleBits << 14)
            + [0, 0, 0, 0])
    }

    static func vp8l(width: Int, height: Int) -> [UInt8] {
        let bits = UInt32(width - 1) | UInt32(height - 1) << 14 | 1 << 28  // alpha hint set, version 0
        return riff("VP8L", [0x2F] + le32(bits) + [0, 0, 0])
    }

    static func vp8x(width: Int, height: Int) -> [UInt8] {
        let w = width - 1, h = height - 1
        return riff("VP8X", [0x10, 0, 0, 0, UInt8(w & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w >> 16),
                             UInt8(h & 0xFF), UInt8(h >> 8 & 0xFF), UInt8(h >> 16)])
    }

    static func tga(width: Int, height: Int, imageType: UInt8 = 2, depth: UInt8 = 24, descriptor: UInt8 = 0x20,
                    mapType: UInt8 = 0, mapLength: Int = 0, mapBits: UInt8 = 0) -> [UInt8] {
        [0, mapType, imageType] + le16(0) + le16(mapLength) + [mapBits] + le16(0) + le16(0) + le16(width)
            + le16(height) + [depth, descriptor]
    }
}

@Suite struct ImageHeaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    static func files(in relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(relative).path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") && !$0.hasSuffix(".sh") }.sorted()
    }

    func size(_ bytes: [UInt8], _ ext: String? = nil) -> ImageHeaderResult { ImageHeader.size(of: bytes, fileExtension: ext) }

    // MARK: Hand-built headers

    @Test func png() {
        #expect(size(Headers.png(width: 240, height: 360)) == .recognized(.png, width: 240, height: 360))
        #expect(size(Headers.png(width: 1, height: 1)).size == Size(width: 1, height: 1))
        #expect(size(Headers.png(width: 0, height: 5)).size == nil)
        #expect(size(Headers.png(width: 0x8000_0000, height: 5)).size == nil)
        var notIHDR = Headers.png(width: 3, height: 4)
        notIHDR[12] = UInt8(ascii: "C")
        #expect(size(notIHDR).size == nil)
    }

    @Test func hugePNGIsReportedNotRejected() {
        #expect(size(Headers.png(width: 60000, height: 60000)) == .recognized(.png, width: 60000, height: 60000))
    }

    @Test func jpegBaselineAndEveryFrameMarker() {
        #expect(size(Headers.jpeg(width: 640, height: 480)) == .recognized(.jpeg, width: 640, height: 480))
        for code in UInt8(0xC0)...0xCF where ![0xC4, 0xC8, 0xCC].contains(code) {
            let bytes = Headers.soi + Headers.sof(code, width: 7, height: 9)
            #expect(size(bytes) == .recognized(.jpeg, width: 7, height: 9), "SOF 0x\(String(code, radix: 16))")
        }
    }

    @Test func jpegSkipsDHTDACAndJPGSegmentsThatLookLikeFrames() {
        // Each has the payload shape of a frame header with a bogus size; the walk must skip it by its length.
        for code: UInt8 in [0xC4, 0xC8, 0xCC] {
            let decoy = Headers.sof(code, width: 1111, height: 2222)
            let bytes = Headers.soi + decoy + Headers.sof(0xC0, width: 30, height: 20)
            #expect(size(bytes) == .recognized(.jpeg, width: 30, height: 20), "0x\(String(code, radix: 16))")
        }
    }

    @Test func jpegFillBytesStandaloneMarkersAndStrayBytes() {
        let fill: [UInt8] = [0xFF, 0xFF, 0xFF]
        let standalone: [UInt8] = [0xFF, 0x01, 0xFF, 0xD0, 0xFF, 0xD7, 0xFF, 0xD8]
        let stuffed: [UInt8] = [0x12, 0x34, 0xFF, 0x00, 0x56]  // stray bytes and a stuffed 0xFF00: skipped
        let app = Headers.segment(0xE1, [UInt8](repeating: 0xFF, count: 40))  // 0xFF inside a payload
        let com = Headers.segment(0xFE, Headers.ascii("a comment"))
        let bytes = Headers.soi + fill + Headers.app0 + standalone + app + stuffed + com + fill
            + Headers.sof(0xC2, width: 12, height: 34)
        #expect(size(bytes) == .recognized(.jpeg, width: 12, height: 34))
    }

    @Test func jpegWithoutAFrameHeader() {
        let eoi = Headers.soi + Headers.app0 + [0xFF, 0xD9]
        let sos = Headers.soi + Headers.app0 + Headers.segment(0xDA, [1, 1, 0, 0, 63, 0])
        let dnl = Headers.soi + Headers.sof(width: 10, height: 0)
        let zeroWidth = Headers.soi + Headers.sof(width: 0, height: 10)
        let shortLength = Headers.soi + [0xFF, 0xE0, 0x00, 0x01]
        let shortFrame = Headers.soi + [0xFF, 0xC0, 0x00, 0x05, 8, 0, 1]
        for bytes in [eoi, sos, dnl, zeroWidth, shortLength, shortFrame] {
            guard case .unrecognized = size(bytes) else {
                Issue.record("expected unrecognized, got \(size(bytes)) for \(bytes)")
                continue
            }
        }
    }

    @Test func jpegAsksForTheBytesItNeeds() {
        // Two 50 KB APP1/APP2 segments (EXIF-like, ICC-like; a segment holds at most 65533 bytes) before the
        // frame header: the first 64 KiB are not enough.
        let big = Headers.segment(0xE1, [UInt8](repeating: 0x41, count: 50_000))
            + Headers.segment(0xE2, [UInt8](repeating: 0xFF, count: 50_000))
        let bytes = Headers.soi + big + Headers.sof(width: 4000, height: 3000)
        let first = size(Array(bytes.prefix(ImageHeader.typicalPrefix)))
        guard case .truncated(.jpeg, let needed) = first else {
            Issue.record("expected truncated JPEG, got \(first)")
            return
        }
        #expect(needed > ImageHeader.typicalPrefix && needed <= bytes.count)
        #expect(size(Array(bytes.prefix(needed + 16))) == .recognized(.jpeg, width: 4000, height: 3000))
        #expect(size(bytes) == .recognized(.jpeg, width: 4000, height: 3000))
    }

    @Test func gif() {
        #expect(size(Headers.gif(width: 41, height: 17)) == .recognized(.gif, width: 41, height: 17))
        #expect(size(Headers.gif(width: 65535, height: 2, version: "87a")) == .recognized(.gif, width: 65535, height: 2))
        #expect(size(Headers.gif(width: 4, height: 4, version: "90a")).size == nil)
    }

    @Test func gifWithAnEmptyScreenUsesTheFirstImage() {
        // Screen 0×0 with a 2-entry global color table, a graphic control extension, then an image 9×5.
        let header = Headers.ascii("GIF89a") + Headers.le16(0) + Headers.le16(0) + [0x80, 0, 0]
        let table: [UInt8] = [0, 0, 0, 255, 255, 255]
        let extensionBlock: [UInt8] = [0x21, 0xF9, 4, 0, 0, 0, 0, 0]
        let image: [UInt8] = [0x2C] + Headers.le16(0) + Headers.le16(0) + Headers.le16(9) + Headers.le16(5) + [0]
        #expect(size(header + table + extensionBlock + image) == .recognized(.gif, width: 9, height: 5))
        #expect(size(header + table + [0x3B]).size == nil)
        guard case .truncated(.gif, let needed) = size(header + table + extensionBlock) else {
            Issue.record("expected truncated")
            return
        }
        #expect(needed > (header + table + extensionBlock).count)
    }

    @Test func bmp() {
        #expect(size(Headers.bmpInfo(width: 19, height: 29)) == .recognized(.bmp, width: 19, height: 29))
        // Negative height: rows stored top-down; the size is the absolute value.
        #expect(size(Headers.bmpInfo(width: 19, height: -29)) == .recognized(.bmp, width: 19, height: 29))
        #expect(size(Headers.bmpInfo(width: 7, height: -3, headerSize: 124)) == .recognized(.bmp, width: 7, height: 3))
        #expect(size(Headers.bmpInfo(width: 7, height: 3, headerSize: 108)) == .recognized(.bmp, width: 7, height: 3))
        #expect(size(Headers.bmpInfo(width: 1, height: Int32.min)) == .recognized(.bmp, width: 1, height: 1 << 31))
        #expect(size(Headers.bmpCore(width: 13, height: 7)) == .recognized(.bmp, width: 13, height: 7))
        #expect(size(Headers.bmpInfo(width: -5, height: 5)).size == nil)
        #expect(size(Headers.bmpInfo(width: 5, height: 0)).size == nil)
        #expect(size(Headers.bmpInfo(width: 5, height: 5, headerSize: 41)).size == nil)
        #expect(size(Headers.bmpCore(width: 0, height: 7)).size == nil)
    }

    @Test func webp() {
        #expect(size(Headers.vp8(width: 33, height: 21)) == .recognized(.webp, width: 33, height: 21))
        #expect(size(Headers.vp8(width: 16383, height: 5, scaleBits: 3)) == .recognized(.webp, width: 16383, height: 5))
        #expect(size(Headers.vp8l(width: 35, height: 15)) == .recognized(.webp, width: 35, height: 15))
        #expect(size(Headers.vp8l(width: 16384, height: 16384)) == .recognized(.webp, width: 16384, height: 16384))
        #expect(size(Headers.vp8x(width: 17, height: 39)) == .recognized(.webp, width: 17, height: 39))
        #expect(size(Headers.vp8x(width: 1 << 24, height: 1)) == .recognized(.webp, width: 1 << 24, height: 1))
        var noStartCode = Headers.vp8(width: 3, height: 3)
        noStartCode[24] = 0
        #expect(size(noStartCode).size == nil)
        var badSignature = Headers.vp8l(width: 3, height: 3)
        badSignature[20] = 0x2E
        #expect(size(badSignature).size == nil)
        #expect(size(Headers.riff("ALPH", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).size == nil)
        let wave = Headers.ascii("RIFF") + Headers.le32(100) + Headers.ascii("WAVEfmt ") + [UInt8](repeating: 0, count: 20)
        #expect(size(wave).size == nil)
    }

    @Test func tgaOnlyByItsExtension() {
        let header = Headers.tga(width: 27, height: 13)
        #expect(size(header, "tga") == .recognized(.tga, width: 27, height: 13))
        #expect(size(header, "TGA") == .recognized(.tga, width: 27, height: 13))
        #expect(size(header).size == nil)
        #expect(size(header, "png").size == nil)
        #expect(size(Headers.tga(width: 5, height: 6, imageType: 10, depth: 32, descriptor: 0x28), "tga")
            == .recognized(.tga, width: 5, height: 6))
        #expect(size(Headers.tga(width: 5, height: 6, imageType: 11, depth: 8, descriptor: 0), "tga")
            == .recognized(.tga, width: 5, height: 6))
        #expect(size(Headers.tga(width: 5, height: 6, imageType: 1, depth: 8, mapType: 1, mapLength: 256, mapBits: 24),
                     "tga") == .recognized(.tga, width: 5, height: 6))
    }

    @Test func tgaHeaderFieldsAreSanityChecked() {
        let bad: [[UInt8]] = [
            Headers.tga(width: 0, height: 6),
            Headers.tga(width: 5, height: 0),
            Headers.tga(width: 5, height: 6, imageType: 4),
            Headers.tga(width: 5, height: 6, imageType: 0),
            Headers.tga(width: 5, height: 6, depth: 7),
            Headers.tga(width: 5, height: 6, descriptor: 0xC0),
            Headers.tga(width: 5, height: 6, mapType: 2),
            Headers.tga(width: 5, height: 6, imageType: 1, depth: 8),  // color-mapped without a map
            Headers.tga(width: 5, height: 6, imageType: 3, depth: 24),
            Headers.tga(width: 5, height: 6, mapType: 1, mapLength: 0, mapBits: 24),
        ]
        for bytes in bad { #expect(size(bytes, "tga").size == nil, "\(bytes)") }
    }

    @Test func emptyAndUnknownInputs() {
        #expect(size([]) == .truncated(nil, needed: 12))
        #expect(size([0x89, 0x50]) == .truncated(nil, needed: 12))
        #expect(size(Headers.ascii("RIFF")) == .truncated(nil, needed: 12))
        guard case .unrecognized = size(Headers.ascii("hello, world, this is text")) else {
            Issue.record("text should be unrecognized")
            return
        }
        #expect(size([0x00]).size == nil)
    }

    // MARK: Real files

    @Test func bundledResources() throws {
        let names = try Self.files(in: "Resources")
        #expect(names.count == 24)
        // Resources/README.md: sizes cycle through six shapes.
        let cycle = [(240, 360), (360, 240), (300, 300), (480, 160), (200, 400), (320, 280)]
        for (i, name) in names.enumerated() {
            let (w, h) = cycle[i % 6]
            #expect(size(try Self.bytes("Resources/" + name)) == .recognized(.png, width: w, height: h), "\(name)")
        }
    }

    @Test func solidFixtures() throws {
        // Tests/Fixtures/README.md.
        let expected: [String: (Int, Int)] = [
            "01-red.png": (100, 100), "02-green.png": (100, 100), "03-blue.png": (100, 100),
            "04-yellow.png": (100, 100), "05-magenta.png": (200, 100), "06-cyan.png": (100, 200),
            "07-white.png": (150, 100), "08-orange.png": (100, 150),
        ]
        let names = try Self.files(in: "Tests/Fixtures/solid")
        #expect(Set(names) == Set(expected.keys))
        for name in names {
            let (w, h) = expected[name]!
            #expect(size(try Self.bytes("Tests/Fixtures/solid/" + name)) == .recognized(.png, width: w, height: h))
        }
    }

    /// Tests/Fixtures/formats/NAME-WxH.EXT (made by make-formats.sh): every format, size in the name.
    static func formatFixtures() throws -> [(name: String, bytes: [UInt8], ext: String, width: Int, height: Int)] {
        try files(in: "Tests/Fixtures/formats").map { name in
            let stem = name.split(separator: ".")[0], ext = String(name.split(separator: ".").last!)
            let dims = stem.split(separator: "-").last!.split(separator: "x").map { Int($0)! }
            return (name, try bytes("Tests/Fixtures/formats/" + name), ext, dims[0], dims[1])
        }
    }

    @Test func formatFixturesMatchTheirNames() throws {
        let fixtures = try Self.formatFixtures()
        #expect(fixtures.count == 12)
        let formats: [String: ImageFormat] = ["jpg": .jpeg, "gif": .gif, "bmp": .bmp, "webp": .webp, "tga": .tga]
        var seen = Set<ImageFormat>()
        for f in fixtures {
            let result = size(f.bytes, f.ext)
            #expect(result == .recognized(formats[f.ext]!, width: f.width, height: f.height), "\(f.name)")
            seen.insert(formats[f.ext]!)
        }
        #expect(seen == [.jpeg, .gif, .bmp, .webp, .tga])
    }

    // MARK: Truncation and corruption

    /// Every prefix of every real header: either the answer (once long enough) or a request for more bytes that
    /// makes progress; following the requests reaches the full answer.
    @Test func everyTruncationAsksForMoreOrAnswers() throws {
        var samples = try Self.formatFixtures().map { ($0.name, $0.bytes, $0.ext as String?) }
        samples += [("png", try Self.bytes("Resources/01.png"), nil), ("jpeg", Headers.jpeg(width: 5, height: 6), nil),
                    ("gif", Headers.gif(width: 5, height: 6), nil), ("core", Headers.bmpCore(width: 5, height: 6), nil),
                    ("vp8x", Headers.vp8x(width: 5, height: 6), nil)]
        for (name, bytes, ext) in samples {
            let full = size(bytes, ext)
            #expect(full.size != nil, "\(name)")
            for n in 0..<min(bytes.count, 400) {
                let result = size(Array(bytes.prefix(n)), ext)
                switch result {
                case .recognized: #expect(result == full, "\(name) cut at \(n)")
                case .truncated(_, let needed): #expect(needed > n, "\(name) cut at \(n): needed \(needed)")
                case .unrecognized(let why): Issue.record("\(name) cut at \(n): \(why)")
                }
            }
            // Follow the requests from nothing.
            var have = 0, steps = 0
            while case .truncated(_, let needed) = size(Array(bytes.prefix(have)), ext), steps < 100 {
                have = needed
                steps += 1
            }
            #expect(size(Array(bytes.prefix(have)), ext) == full, "\(name) after \(steps) requests")
        }
    }

    /// Random bytes, random bytes behind each signature, and bit flips of real headers: never a trap, and every
    /// answer keeps the contract (sizes at least 1; a request for more asks for more than was given).
    @Test func fuzzNeverTraps() throws {
        let signatures: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8], [0xFF, 0xD8, 0xFF],
            Headers.ascii("GIF89a"), Headers.ascii("GIF87a"), Headers.ascii("BM"), Headers.ascii("RIFF\0\0\0\0WEBP"),
            Headers.ascii("RIFF\0\0\0\0WEBPVP8 "), Headers.ascii("RIFF\0\0\0\0WEBPVP8L"),
            Headers.ascii("RIFF\0\0\0\0WEBPVP8X"), [],
        ]
        let seeds = try Self.formatFixtures().map(\.bytes) + [Headers.jpeg(width: 9, height: 9),
                                                              Headers.gif(width: 0, height: 0)]
        func check(_ bytes: [UInt8], _ ext: String?) {
            switch size(bytes, ext) {
            case .recognized(_, let w, let h): #expect(w >= 1 && h >= 1)
            case .truncated(_, let needed): #expect(needed > bytes.count)
            case .unrecognized: break
            }
        }
        withEverySeed(0..<3000) { seed, rng in
            let ext: String? = rng.bool() ? "tga" : nil
            switch seed % 3 {
            case 0:
                let n = rng.int(in: 0...64)
                check((0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }, ext)
            case 1:
                let sig = signatures[rng.int(in: 0...(signatures.count - 1))]
                let n = rng.int(in: 0...96)
                // Bias towards 0xFF and 0x00, which JPEG and the size fields care about.
                let tail = (0..<n).map { _ in rng.int(in: 0...3) == 0 ? (rng.bool() ? 0xFF : 0x00)
                                                                       : UInt8.random(in: 0...255, using: &rng) }
                check(sig + tail, ext)
            default:
                var bytes = seeds[rng.int(in: 0...(seeds.count - 1))]
                for _ in 0..<rng.int(in: 1...4) {
                    let i = rng.int(in: 0...min(bytes.count - 1, 63))
                    bytes[i] ^= UInt8(1) << UInt8(rng.int(in: 0...7))
                }
                check(Array(bytes.prefix(rng.int(in: 0...bytes.count))), ext)
            }
        }
    }
}
