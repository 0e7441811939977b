import Testing
import TestSupport
@testable import PlaygroundCore

/// EXIF headers built by hand: a TIFF structure with an Orientation entry, in a JPEG APP1 or a PNG eXIf chunk.
enum ExifBytes {
    static func u16(_ v: Int, _ little: Bool) -> [UInt8] {
        little ? [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] : [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    static func u32(_ v: Int, _ little: Bool) -> [UInt8] {
        little ? u16(v & 0xFFFF, true) + u16(v >> 16, true) : u16(v >> 16, false) + u16(v & 0xFFFF, false)
    }

    /// TIFF (TIFF 6.0 §2): byte order, 42, IFD at 8 holding a dummy ImageWidth entry then Orientation (SHORT).
    static func tiff(orientation: Int, little: Bool = true, type: Int = 3) -> [UInt8] {
        var t: [UInt8] = Array((little ? "II" : "MM").utf8) + u16(42, little) + u32(8, little)
        t += u16(2, little)
        t += u16(0x0100, little) + u16(4, little) + u32(1, little) + u32(4000, little)
        t += u16(0x0112, little) + u16(type, little) + u32(1, little) + u16(orientation, little) + [0, 0]
        t += u32(0, little)
        return t
    }

    /// SOI, APP0 (JFIF), APP1 Exif, then a frame header (SOF0 or SOF2), 4000×3000.
    static func jpeg(orientation: Int, little: Bool = true, progressive: Bool = false) -> [UInt8] {
        let exif = Array("Exif".utf8) + [0, 0] + tiff(orientation: orientation, little: little)
        let jfif: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let app1: [UInt8] = [0xFF, 0xE1] + u16(exif.count + 2, false) + exif
        let sof: [UInt8] = [0xFF, progressive ? 0xC2 : 0xC0, 0, 11, 8] + u16(3000, false) + u16(4000, false)
            + [1, 1, 0x11, 0]
        return [0xFF, 0xD8] + jfif + app1 + sof
    }
}

@Suite struct ImageOrientationTests {
    /// A stored 3×2 image, pixels numbered 1…6 row by row:  1 2 3 / 4 5 6. The expected upright images, from the
    /// EXIF 2.32 table (where row 0 and column 0 go), written out by hand.
    static let expected: [ImageOrientation: (width: Int, height: Int, values: [UInt8])] = [
        .up: (3, 2, [1, 2, 3, 4, 5, 6]),
        .mirrored: (3, 2, [3, 2, 1, 6, 5, 4]),
        .rotate180: (3, 2, [6, 5, 4, 3, 2, 1]),
        .mirroredVertically: (3, 2, [4, 5, 6, 1, 2, 3]),
        .transposed: (2, 3, [1, 4, 2, 5, 3, 6]),
        .rotate90: (2, 3, [4, 1, 5, 2, 6, 3]),
        .transversed: (2, 3, [6, 3, 5, 2, 4, 1]),
        .rotate270: (2, 3, [3, 6, 2, 5, 1, 4]),
    ]

    @Test(arguments: ImageOrientation.allCases) func uprightPixels(_ o: ImageOrientation) {
        let stored: [UInt8] = (1...6).flatMap { [UInt8($0), 0, 0, 255] }
        let turned = o.upright(stored, width: 3, height: 2)
        let want = Self.expected[o]!
        #expect((turned.width, turned.height) == (want.width, want.height))
        #expect(stride(from: 0, to: turned.pixels.count, by: 4).map { turned.pixels[$0] } == want.values)
        #expect(o.displaySize(width: 3, height: 2) == (want.width, want.height))
        #expect(o.swapsSides == (o.rawValue >= 5))
    }

    @Test(arguments: 1...8) func jpegExifBothByteOrders(_ value: Int) {
        for little in [true, false] {
            let meta = ImageHeader.metadata(of: ExifBytes.jpeg(orientation: value, little: little))
            #expect(meta.orientation.rawValue == value)
            #expect(!meta.isProgressive)
        }
        // The size parser still finds the frame header behind the EXIF segment.
        #expect(ImageHeader.size(of: ExifBytes.jpeg(orientation: value)) == .recognized(.jpeg, width: 4000, height: 3000))
    }

    @Test func invalidOrMissingOrientationIsUp() {
        for bad in [0, 9, 0xFFFF] {
            #expect(ImageHeader.metadata(of: ExifBytes.jpeg(orientation: bad)).orientation == .up)
        }
        // A LONG instead of a SHORT is not the tag's type.
        let wrongType = ExifBytes.tiff(orientation: 6, type: 4)
        #expect(ImageHeader.tiffOrientation(ByteReader(wrongType)) == nil)
        #expect(ImageHeader.metadata(of: [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 10, 0, 10, 1, 1, 0x11, 0]) == ImageMetadata())
        #expect(ImageHeader.metadata(of: []) == ImageMetadata())
        #expect(ImageHeader.metadata(of: Array("GIF89a".utf8)) == ImageMetadata())
    }

    @Test func progressiveJPEG() {
        #expect(ImageHeader.metadata(of: ExifBytes.jpeg(orientation: 6, progressive: true))
            == ImageMetadata(orientation: .rotate90, isProgressive: true))
    }

    /// PNG: IHDR's interlace byte, and an eXIf chunk before IDAT.
    @Test func pngInterlaceAndExif() {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            ExifBytes.u32(data.count, false) + Array(type.utf8) + data + [0, 0, 0, 0]
        }
        let sig: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func png(interlace: UInt8, exif: Int?) -> [UInt8] {
            let ihdr = ExifBytes.u32(640, false) + ExifBytes.u32(480, false) + [8, 2, 0, 0, interlace]
            return sig + chunk("IHDR", ihdr) + chunk("gAMA", [0, 0, 0, 1])
                + (exif.map { chunk("eXIf", ExifBytes.tiff(orientation: $0, little: false)) } ?? [])
                + chunk("IDAT", [1, 2, 3])
        }
        #expect(ImageHeader.metadata(of: png(interlace: 1, exif: nil)) == ImageMetadata(isInterlaced: true))
        #expect(ImageHeader.metadata(of: png(interlace: 0, exif: 8)) == ImageMetadata(orientation: .rotate270))
    }

    /// Random bytes behind the signatures and bit flips of real EXIF headers: never a trap.
    @Test func fuzzNeverTraps() {
        let seeds = (1...8).map { ExifBytes.jpeg(orientation: $0, little: $0 % 2 == 0) }
        withEverySeed(0..<3000) { seed, rng in
            var bytes: [UInt8]
            if seed % 2 == 0 {
                bytes = seeds[rng.int(in: 0...7)]
                for _ in 0..<rng.int(in: 1...6) {
                    let i = rng.int(in: 0...(bytes.count - 1))
                    bytes[i] ^= UInt8(1) << UInt8(rng.int(in: 0...7))
                }
                bytes = Array(bytes.prefix(rng.int(in: 0...bytes.count)))
            } else {
                let sig: [UInt8] = rng.bool() ? [0xFF, 0xD8, 0xFF, 0xE1] : [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                bytes = sig + (0..<rng.int(in: 0...120)).map { _ in
                    rng.int(in: 0...3) == 0 ? (rng.bool() ? 0xFF : 0x00) : UInt8.random(in: 0...255, using: &rng)
                }
            }
            let meta = ImageHeader.metadata(of: bytes)
            #expect((1...8).contains(meta.orientation.rawValue))
        }
    }
}

@Suite struct BoxDownscalerTests {
    /// The reference: each output pixel the alpha-weighted mean of the input pixels whose box it is.
    func reference(_ input: [UInt8], _ sw: Int, _ sh: Int, _ w: Int, _ h: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for oy in 0..<h {
            for ox in 0..<w {
                var sums = [0, 0, 0, 0], count = 0
                for y in 0..<sh where y * h / sh == oy {
                    for x in 0..<sw where x * w / sw == ox {
                        let i = (y * sw + x) * 4, a = Int(input[i + 3])
                        for c in 0..<3 { sums[c] += Int(input[i + c]) * a }
                        sums[3] += a
                        count += 1
                    }
                }
                let o = (oy * w + ox) * 4
                for c in 0..<3 { out[o + c] = sums[3] > 0 ? UInt8((sums[c] + sums[3] / 2) / sums[3]) : 0 }
                out[o + 3] = UInt8((sums[3] + count / 2) / count)
            }
        }
        return out
    }

    @Test func matchesTheReference() {
        withEverySeed(0..<40) { _, rng in
            let sw = rng.int(in: 1...37), sh = rng.int(in: 1...29)
            let w = rng.int(in: 1...sw), h = rng.int(in: 1...sh)
            let input = (0..<(sw * sh * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var box = BoxDownscaler(sourceWidth: sw, sourceHeight: sh, width: w, height: h, maxRowsPerOutputRow: .max)
            input.withUnsafeBufferPointer { p in for y in 0..<sh { box.add(row: p.baseAddress! + y * sw * 4) } }
            #expect(box.isComplete)
            #expect(box.pixels == reference(input, sw, sh, w, h), "\(sw)×\(sh) → \(w)×\(h)")
        }
    }

    /// A 1×100 column of rows numbered 0…99 shrunk to 1×2 with 4 taps: rows 0, 13, 25, 38 and 50, 63, 75, 88.
    @Test func tallBoxesAverageEvenlySpacedRows() {
        var box = BoxDownscaler(sourceWidth: 1, sourceHeight: 100, width: 1, height: 2, maxRowsPerOutputRow: 4)
        for y in 0..<100 {
            let row: [UInt8] = [UInt8(y), 0, 0, 255]
            row.withUnsafeBufferPointer { box.add(row: $0.baseAddress!) }
        }
        #expect(box.isComplete)
        let first: UInt8 = 19, second: UInt8 = 69  // (0 + 13 + 25 + 38) / 4, (50 + 63 + 75 + 88) / 4, rounded
        #expect(box.pixels[0] == first)
        #expect(box.pixels[4] == second)
        // At most as many taps as rows: a 3× reduction with 8 taps sums every row.
        var exact = BoxDownscaler(sourceWidth: 1, sourceHeight: 6, width: 1, height: 2)
        for y in 0..<6 { ([UInt8(y * 10), 0, 0, 255] as [UInt8]).withUnsafeBufferPointer { exact.add(row: $0.baseAddress!) } }
        #expect(exact.pixels[0] == 10 && exact.pixels[4] == 40)
    }

    @Test func sameSizeIsIdentityForOpaquePixels() {
        var input: [UInt8] = []
        for n in 0..<15 { input += [UInt8(n), UInt8(2 * n), UInt8(255 - n), 255] }
        var box = BoxDownscaler(sourceWidth: 5, sourceHeight: 3, width: 5, height: 3)
        input.withUnsafeBufferPointer { p in for y in 0..<3 { box.add(row: p.baseAddress! + y * 20) } }
        #expect(box.pixels == input)
        // Never enlarges.
        let grown = BoxDownscaler(sourceWidth: 5, sourceHeight: 3, width: 50, height: 30)
        #expect((grown.width, grown.height) == (5, 3))
    }
}

/// EXIF thumbnails (IFD1's JPEGInterchangeFormat and its length): found as file offsets, in both byte orders;
/// refused when they would end outside their APP1 segment or a tag is missing.
@Suite struct ExifThumbnailLocationTests {
    /// TIFF with IFD0 (Orientation) then IFD1 (offset, length), then `thumbnail` at the offset IFD1 names.
    static func tiff(orientation: Int, thumbnail: [UInt8], little: Bool, claimedLength: Int? = nil,
                     lengthTag: Bool = true) -> [UInt8] {
        typealias E = ExifBytes
        var t: [UInt8] = Array((little ? "II" : "MM").utf8) + E.u16(42, little) + E.u32(8, little)
        t += E.u16(1, little) + E.u16(0x0112, little) + E.u16(3, little) + E.u32(1, little)
            + E.u16(orientation, little) + [0, 0]
        t += E.u32(26, little)  // IFD1 at 8 + 2 + 12 + 4
        let entries = lengthTag ? 2 : 1
        let data = 26 + 2 + 12 * entries + 4
        t += E.u16(entries, little) + E.u16(0x0201, little) + E.u16(4, little) + E.u32(1, little) + E.u32(data, little)
        if lengthTag {
            t += E.u16(0x0202, little) + E.u16(4, little) + E.u32(1, little)
                + E.u32(claimedLength ?? thumbnail.count, little)
        }
        t += E.u32(0, little)
        return t + thumbnail
    }

    static func jpeg(_ tiff: [UInt8]) -> [UInt8] {
        let exif = Array("Exif".utf8) + [0, 0] + tiff
        let app1: [UInt8] = [0xFF, 0xE1] + ExifBytes.u16(exif.count + 2, false) + exif
        let sof: [UInt8] = [0xFF, 0xC0, 0, 11, 8] + ExifBytes.u16(3000, false) + ExifBytes.u16(4000, false)
            + [1, 1, 0x11, 0]
        return [0xFF, 0xD8] + app1 + sof
    }

    @Test(arguments: [true, false]) func foundInEitherByteOrder(_ little: Bool) {
        let thumb: [UInt8] = [0xFF, 0xD8, 1, 2, 3, 4, 0xFF, 0xD9]
        let bytes = Self.jpeg(Self.tiff(orientation: 6, thumbnail: thumb, little: little))
        let meta = ImageHeader.metadata(of: bytes)
        #expect(meta.orientation == .rotate90)
        let range = try! #require(meta.exifThumbnail)
        #expect(Array(bytes[range]) == thumb)
    }

    @Test func refusedOutsideItsSegmentOrWithoutALength() {
        let thumb: [UInt8] = [0xFF, 0xD8, 0xFF, 0xD9]
        #expect(ImageHeader.metadata(of: Self.jpeg(Self.tiff(orientation: 1, thumbnail: thumb, little: true,
                                                             claimedLength: 5000))).exifThumbnail == nil)
        #expect(ImageHeader.metadata(of: Self.jpeg(Self.tiff(orientation: 1, thumbnail: thumb, little: true,
                                                             lengthTag: false))).exifThumbnail == nil)
        #expect(ImageHeader.metadata(of: Self.jpeg(Self.tiff(orientation: 1, thumbnail: thumb, little: true,
                                                             claimedLength: 0))).exifThumbnail == nil)
        // No IFD1 at all (the orientation-only EXIF of the other tests).
        #expect(ImageHeader.metadata(of: ExifBytes.jpeg(orientation: 6)).exifThumbnail == nil)
    }
}
