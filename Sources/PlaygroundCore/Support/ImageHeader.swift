/// An image file format whose pixel size `ImageHeader` can read.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    case png, jpeg, gif, bmp, webp, tga
}

/// What `ImageHeader.size(of:fileExtension:)` found in a file's first bytes.
public enum ImageHeaderResult: Hashable, Sendable {
    /// The format and the pixel size (both sides at least 1). Sizes are reported as the header states them, however
    /// large: whether to accept an image is the caller's policy.
    case recognized(ImageFormat, width: Int, height: Int)
    /// The bytes end before the size. `needed` is the total byte count that lets the parser go further (always
    /// more than it was given); `format` is known once the signature was seen.
    case truncated(ImageFormat?, needed: Int)
    /// Not a format the parser knows, or a header with invalid fields; `reason` is one line for a warning.
    case unrecognized(reason: String)

    /// The pixel size, when recognized.
    public var size: Size? {
        if case .recognized(_, let w, let h) = self { Size(width: Double(w), height: Double(h)) } else { nil }
    }

    /// The format, when known.
    public var format: ImageFormat? {
        switch self {
        case .recognized(let f, _, _): f
        case .truncated(let f, _): f
        case .unrecognized: nil
        }
    }
}

/// Reads an image's pixel size from the first bytes of its file, without decoding anything: PNG (IHDR), JPEG (the
/// first SOFn frame header), GIF (the logical screen), BMP (BITMAPINFOHEADER and its successors, BITMAPCOREHEADER),
/// WebP (VP8, VP8L, VP8X) and TGA (no signature: only when the file extension says so).
///
///     ImageHeader.size(of: pngBytes)   // .recognized(.png, width: 240, height: 360)
///
/// Every read is bounds-checked: any input, however short or corrupt, gives a result and never traps.
/// The first `typicalPrefix` bytes are enough for every format but JPEG, whose metadata segments (EXIF, ICC
/// profiles, thumbnails) may push the frame header further; `.truncated(needed:)` then says how far to read.
/// Complexity: O(bytes looked at).
public enum ImageHeader {
    /// How many leading bytes to offer first: enough for every format but a JPEG with large metadata.
    public static let typicalPrefix = 64 * 1024

    /// The format and pixel size in `bytes`, the start of a file.
    /// - Parameters:
    ///   - bytes: the file's first bytes (the whole file is fine, but never needed).
    ///   - fileExtension: the file's extension, any case, without the dot; TGA has no signature, so it is tried
    ///     only when this is "tga" (or "icb", "vda", "vst") and no other signature matches.
    public static func size(of bytes: [UInt8], fileExtension: String? = nil) -> ImageHeaderResult {
        let r = ByteReader(bytes)
        if r.startsWith(pngSignature) { return png(r) }
        if r.startsWith([0xFF, 0xD8]) { return jpeg(r) }
        if r.startsWith(Array("GIF87a".utf8)) || r.startsWith(Array("GIF89a".utf8)) { return gif(r) }
        if r.startsWith(Array("BM".utf8)) { return bmp(r) }
        if r.startsWith(Array("RIFF".utf8)) && r.has(12) && r.slice(8, 4) == Array("WEBP".utf8) { return webp(r) }
        if let ext = fileExtension?.lowercased(), ["tga", "icb", "vda", "vst"].contains(ext) { return tga(r) }
        // A short input that is still a prefix of some signature: ask for more.
        if bytes.count < 12 && signaturePrefixes.contains(where: { sig in zip(bytes, sig).allSatisfy { $0 == $1 } }) {
            return .truncated(nil, needed: 12)
        }
        return .unrecognized(reason: "not a PNG, JPEG, GIF, BMP or WebP file (no known signature)")
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let signaturePrefixes: [[UInt8]] = [
        pngSignature, [0xFF, 0xD8], Array("GIF87a".utf8), Array("GIF89a".utf8), Array("BM".utf8),
        Array("RIFF".utf8),
    ]

    // MARK: - PNG

    /// PNG (ISO/IEC 15948 §5.2–5.3, §11.2.2): the 8-byte signature, then IHDR first: length 13, "IHDR", width and
    /// height as big-endian 32-bit values in 1…2³¹−1.
    private static func png(_ r: ByteReader) -> ImageHeaderResult {
        guard r.has(24) else { return .truncated(.png, needed: 24) }
        guard r.u32be(8) == 13, r.slice(12, 4) == Array("IHDR".utf8) else {
            return .unrecognized(reason: "PNG without an IHDR chunk first")
        }
        let w = r.u32be(16)!, h = r.u32be(20)!
        guard w > 0, h > 0, w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF else {
            return .unrecognized(reason: "PNG IHDR with invalid size \(w)×\(h)")
        }
        return .recognized(.png, width: Int(w), height: Int(h))
    }

    // MARK: - JPEG

    /// JPEG (ITU-T T.81 §B.1.1.2–B.1.1.3, B.2.2): markers are 0xFF then a code; any number of 0xFF fill bytes may
    /// precede a code. Standalone markers (TEM 0x01, RSTn 0xD0–0xD7, SOI 0xD8, EOI 0xD9) have no length; every
    /// other segment has a 2-byte big-endian length that counts itself. The size is in the first frame header,
    /// SOF0–SOF15 (0xC0–0xCF) except DHT 0xC4, JPG 0xC8 and DAC 0xCC: precision (1 byte), height, width (2 each).
    /// As libjpeg's `next_marker` does, stray bytes before a marker are skipped, and 0xFF 0x00 is not a marker.
    private static func jpeg(_ r: ByteReader) -> ImageHeaderResult {
        var p = 2
        while true {
            guard let code = r.jpegMarker(from: &p) else { return .truncated(.jpeg, needed: p + 1) }
            switch code {
            case 0x01, 0xD0...0xD8:
                continue  // standalone
            case 0xD9:
                return .unrecognized(reason: "JPEG ends (EOI) before any frame header")
            case 0xDA:
                return .unrecognized(reason: "JPEG scan (SOS) before any frame header")
            default:
                break
            }
            guard let length = r.u16be(p) else { return .truncated(.jpeg, needed: p + 2) }
            guard length >= 2 else { return .unrecognized(reason: "JPEG segment 0x\(hex(code)) with length \(length)") }
            if ByteReader.isJPEGFrameHeader(code) {
                guard length >= 8 else { return .unrecognized(reason: "JPEG frame header too short (\(length) bytes)") }
                guard let h = r.u16be(p + 3), let w = r.u16be(p + 5) else { return .truncated(.jpeg, needed: p + 7) }
                guard w > 0 else { return .unrecognized(reason: "JPEG frame header with width 0") }
                // Height 0 means "defined later by a DNL marker" (T.81 §B.2.5), after the first scan.
                guard h > 0 else { return .unrecognized(reason: "JPEG height defined by DNL (not in the header)") }
                return .recognized(.jpeg, width: Int(w), height: Int(h))
            }
            p += Int(length)
            // The next marker needs at least its two bytes and a length.
            if !r.has(p + 1) { return .truncated(.jpeg, needed: p + 4) }
        }
    }

    // MARK: - GIF

    /// GIF (GIF89a specification §17–18): "GIF87a"/"GIF89a", then the logical screen width and height, 16-bit
    /// little-endian. A logical screen of 0 on a side (seen in the wild) falls back to the first image descriptor.
    private static func gif(_ r: ByteReader) -> ImageHeaderResult {
        guard r.has(13) else { return .truncated(.gif, needed: 13) }
        let w = r.u16le(6)!, h = r.u16le(8)!
        if w > 0 && h > 0 { return .recognized(.gif, width: Int(w), height: Int(h)) }
        // Skip the global color table (flag bit 7; 3 · 2^(n+1) bytes), then extensions, to the image descriptor.
        let flags = r.u8(10)!
        var p = 13 + (flags & 0x80 != 0 ? 3 << (Int(flags & 0x07) + 1) : 0)
        while true {
            guard let introducer = r.u8(p) else { return .truncated(.gif, needed: p + 1) }
            switch introducer {
            case 0x2C:  // image descriptor: left, top, width, height
                guard let iw = r.u16le(p + 5), let ih = r.u16le(p + 7) else { return .truncated(.gif, needed: p + 9) }
                guard iw > 0, ih > 0 else { return .unrecognized(reason: "GIF with an empty image") }
                return .recognized(.gif, width: Int(iw), height: Int(ih))
            case 0x21:  // extension: label, then data sub-blocks up to a 0 block
                p += 2
                while true {
                    guard let n = r.u8(p) else { return .truncated(.gif, needed: p + 1) }
                    p += 1 + Int(n)
                    if n == 0 { break }
                }
            case 0x3B:
                return .unrecognized(reason: "GIF with an empty logical screen and no image")
            default:
                return .unrecognized(reason: "GIF with an unknown block 0x\(hex(introducer))")
            }
        }
    }

    // MARK: - BMP

    /// BMP: "BM", a 14-byte file header, then the DIB header whose first 4 bytes (little-endian) are its size.
    /// BITMAPCOREHEADER (12 bytes; OS/2 1.x): unsigned 16-bit width and height. BITMAPINFOHEADER (40) and the
    /// later V2 (52), V3 (56), V4 (108), V5 (124) and OS/2 2.x (16…64) headers: signed 32-bit width and height;
    /// a negative height means rows run top-down, and the size is its absolute value.
    private static func bmp(_ r: ByteReader) -> ImageHeaderResult {
        guard let headerSize = r.u32le(14) else { return .truncated(.bmp, needed: 18) }
        switch headerSize {
        case 12:
            guard let w = r.u16le(18), let h = r.u16le(20) else { return .truncated(.bmp, needed: 22) }
            guard w > 0, h > 0 else { return .unrecognized(reason: "BMP with size \(w)×\(h)") }
            return .recognized(.bmp, width: Int(w), height: Int(h))
        case 16, 40, 52, 56, 64, 108, 124:
            guard let w = r.i32le(18), let h = r.i32le(22) else { return .truncated(.bmp, needed: 26) }
            guard w > 0, h != 0 else { return .unrecognized(reason: "BMP with size \(w)×\(h)") }
            return .recognized(.bmp, width: Int(w), height: Int(h.magnitude))
        default:
            return .unrecognized(reason: "BMP with an unknown DIB header size \(headerSize)")
        }
    }

    // MARK: - WebP

    /// WebP (RFC 9649): "RIFF", size, "WEBP", then the first chunk's FourCC and size at 12 and 16, its data at 20.
    /// - "VP8 " (lossy, RFC 6386 §9.1): a 3-byte frame tag (bit 0 clear on a key frame), the start code
    ///   9D 01 2A, then 16-bit little-endian width and height whose top 2 bits are a scale (ignored).
    /// - "VP8L" (lossless): the signature byte 0x2F, then 14 bits of width − 1 and 14 bits of height − 1
    ///   (little-endian bit order), and a 3-bit version that must be 0.
    /// - "VP8X" (extended): flags (1 byte) and 3 reserved bytes, then 24-bit little-endian canvas width − 1
    ///   and height − 1.
    private static func webp(_ r: ByteReader) -> ImageHeaderResult {
        guard r.has(20) else { return .truncated(.webp, needed: 20) }
        let chunk = r.slice(12, 4)
        switch chunk {
        case Array("VP8 ".utf8):
            guard r.has(30) else { return .truncated(.webp, needed: 30) }
            guard r.u8(20)! & 0x01 == 0, r.slice(23, 3) == [0x9D, 0x01, 0x2A] else {
                return .unrecognized(reason: "WebP VP8 data without a key frame start code")
            }
            let w = Int(r.u16le(26)! & 0x3FFF), h = Int(r.u16le(28)! & 0x3FFF)
            guard w > 0, h > 0 else { return .unrecognized(reason: "WebP VP8 with size \(w)×\(h)") }
            return .recognized(.webp, width: w, height: h)
        case Array("VP8L".utf8):
            guard r.has(25) else { return .truncated(.webp, needed: 25) }
            guard r.u8(20) == 0x2F else { return .unrecognized(reason: "WebP VP8L data without its signature byte") }
            let bits = r.u32le(21)!
            guard bits >> 29 == 0 else { return .unrecognized(reason: "WebP VP8L with an unknown version") }
            return .recognized(.webp, width: Int(bits & 0x3FFF) + 1, height: Int((bits >> 14) & 0x3FFF) + 1)
        case Array("VP8X".utf8):
            guard r.has(30) else { return .truncated(.webp, needed: 30) }
            return .recognized(.webp, width: r.u24le(24)! + 1, height: r.u24le(27)! + 1)
        default:
            return .unrecognized(reason: "WebP with an unknown first chunk")
        }
    }

    // MARK: - TGA

    /// TGA (Truevision TGA 2.0 specification): no signature, so the 18-byte header is checked field by field.
    /// ID length (0), color map type (1: 0 or 1), image type (2: 1–3 uncompressed, 9–11 RLE: color-mapped,
    /// true-color, grayscale), color map spec (3–7: first index, length, entry bits), origin (8–11), width and
    /// height (12, 14: 16-bit little-endian), pixel depth (16), descriptor (17: bits 0–3 alpha bits, bits 6–7 zero).
    private static func tga(_ r: ByteReader) -> ImageHeaderResult {
        guard r.has(18) else { return .truncated(.tga, needed: 18) }
        let mapType = r.u8(1)!, imageType = r.u8(2)!
        let mapLength = r.u16le(5)!, mapEntryBits = r.u8(7)!
        let w = r.u16le(12)!, h = r.u16le(14)!, depth = r.u8(16)!, descriptor = r.u8(17)!
        func bad(_ why: String) -> ImageHeaderResult { .unrecognized(reason: "not a TGA header: \(why)") }
        guard mapType <= 1 else { return bad("color map type \(mapType)") }
        if mapType == 1 {
            guard mapLength > 0, [15, 16, 24, 32].contains(mapEntryBits) else {
                return bad("color map of \(mapLength) entries of \(mapEntryBits) bits")
            }
        }
        switch imageType {
        case 1, 9:
            guard mapType == 1, [8, 16].contains(depth) else { return bad("color-mapped image of depth \(depth)") }
        case 2, 10:
            guard [15, 16, 24, 32].contains(depth) else { return bad("true-color image of depth \(depth)") }
        case 3, 11:
            guard [8, 16].contains(depth) else { return bad("grayscale image of depth \(depth)") }
        default:
            return bad("image type \(imageType)")
        }
        guard descriptor & 0xC0 == 0, descriptor & 0x0F <= 8 else { return bad("image descriptor 0x\(hex(descriptor))") }
        guard w > 0, h > 0 else { return bad("size \(w)×\(h)") }
        return .recognized(.tga, width: Int(w), height: Int(h))
    }

    private static func hex(_ b: UInt8) -> String {
        let s = String(b, radix: 16, uppercase: true)
        return s.count < 2 ? "0" + s : s
    }
}

/// Bounds-checked reads from a byte array: every accessor returns nil past the end.
struct ByteReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether there are at least `count` bytes.
    func has(_ count: Int) -> Bool { bytes.count >= count }

    func u8(_ at: Int) -> UInt8? { at >= 0 && at < bytes.count ? bytes[at] : nil }

    /// `count` bytes from `at`, or an empty array when they are not all there.
    func slice(_ at: Int, _ count: Int) -> [UInt8] {
        guard at >= 0, count >= 0, at <= bytes.count - count else { return [] }
        return Array(bytes[at..<(at + count)])
    }

    func startsWith(_ prefix: [UInt8]) -> Bool { slice(0, prefix.count) == prefix && !prefix.isEmpty }

    /// The code of the next JPEG marker at or after `p` (T.81 §B.1.1.2), `p` left just after it: stray bytes and
    /// 0xFF fill bytes are skipped, and 0xFF 0x00 is stuffing, not a marker (as libjpeg's `next_marker`). Nil when
    /// the bytes end first, `p` then at the end.
    func jpegMarker(from p: inout Int) -> UInt8? {
        while true {
            while let b = u8(p), b != 0xFF { p += 1 }
            while let b = u8(p), b == 0xFF { p += 1 }
            guard let code = u8(p) else { return nil }
            p += 1
            if code != 0x00 { return code }
        }
    }

    /// Whether a JPEG marker code starts a frame header: SOF0–SOF15 (0xC0–0xCF) except DHT 0xC4, JPG 0xC8 and
    /// DAC 0xCC (T.81 Table B.1).
    static func isJPEGFrameHeader(_ code: UInt8) -> Bool {
        (0xC0...0xCF).contains(code) && ![0xC4, 0xC8, 0xCC].contains(code)
    }

    func u16be(_ at: Int) -> UInt16? {
        guard let a = u8(at), let b = u8(at + 1) else { return nil }
        return UInt16(a) << 8 | UInt16(b)
    }

    func u16le(_ at: Int) -> UInt16? {
        guard let a = u8(at), let b = u8(at + 1) else { return nil }
        return UInt16(b) << 8 | UInt16(a)
    }

    func u24le(_ at: Int) -> Int? {
        guard let a = u8(at), let b = u8(at + 1), let c = u8(at + 2) else { return nil }
        return Int(c) << 16 | Int(b) << 8 | Int(a)
    }

    func u32be(_ at: Int) -> UInt32? {
        guard let hi = u16be(at), let lo = u16be(at + 2) else { return nil }
        return UInt32(hi) << 16 | UInt32(lo)
    }

    func u32le(_ at: Int) -> UInt32? {
        guard let lo = u16le(at), let hi = u16le(at + 2) else { return nil }
        return UInt32(hi) << 16 | UInt32(lo)
    }

    func i32le(_ at: Int) -> Int32? { u32le(at).map { Int32(bitPattern: $0) } }
}
