/// How a stored image is turned to be shown upright: the EXIF/TIFF `Orientation` tag (0x0112, TIFF 6.0 §8 and
/// EXIF 2.32 §4.6.4 A), values 1–8. The names say where the stored image's first row and first column go.
///
///     ImageOrientation.rotate90.displaySize(width: 4000, height: 3000)   // (3000, 4000): a portrait phone photo
///
/// Every photo viewer and browser (CSS `image-orientation: from-image` is the default) applies it.
public enum ImageOrientation: Int, Hashable, Sendable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: mirrored left to right.
    case mirrored = 2
    /// 3: upside down (rotate 180°).
    case rotate180 = 3
    /// 4: mirrored top to bottom.
    case mirroredVertically = 4
    /// 5: transposed (mirrored across the top-left to bottom-right diagonal).
    case transposed = 5
    /// 6: rotate 90° clockwise to show (a phone held upright, its camera's top to the right).
    case rotate90 = 6
    /// 7: transversed (mirrored across the top-right to bottom-left diagonal).
    case transversed = 7
    /// 8: rotate 90° counter-clockwise to show.
    case rotate270 = 8

    /// Whether width and height swap when shown (values 5–8).
    public var swapsSides: Bool { rawValue >= 5 }

    /// The size shown for a stored `width`×`height` image.
    public func displaySize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsSides ? (height, width) : (width, height)
    }

    /// The stored pixel shown at (`x`, `y`) of the upright image, for a stored `width`×`height` image.
    ///
    ///     ImageOrientation.rotate90.storedPixel(x: 0, y: 0, width: 3, height: 2)   // (0, 1): stored bottom-left
    public func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .mirrored: (width - 1 - x, y)
        case .rotate180: (width - 1 - x, height - 1 - y)
        case .mirroredVertically: (x, height - 1 - y)
        case .transposed: (y, x)
        case .rotate90: (y, height - 1 - x)
        case .transversed: (width - 1 - y, height - 1 - x)
        case .rotate270: (width - 1 - y, x)
        }
    }

    /// The upright image of stored RGBA pixels (`width`×`height`, rows packed, 4 bytes a pixel).
    /// - Returns: the pixels and size as shown (`displaySize`). Complexity: O(pixels).
    public func upright(_ pixels: [UInt8], width: Int, height: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        let shown = displaySize(width: width, height: height)
        guard self != .up, width > 0, height > 0, pixels.count >= width * height * 4 else {
            return (pixels, shown.width, shown.height)
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for y in 0..<shown.height {
                    for x in 0..<shown.width {
                        let s = storedPixel(x: x, y: y, width: width, height: height)
                        let value = src.load(fromByteOffset: (s.y * width + s.x) * 4, as: UInt32.self)
                        dst.storeBytes(of: value, toByteOffset: (y * shown.width + x) * 4, as: UInt32.self)
                    }
                }
            }
        }
        return (out, shown.width, shown.height)
    }
}

/// What a file's header says beyond its size: how to turn it upright and how it is laid out.
public struct ImageMetadata: Hashable, Sendable {
    /// EXIF orientation (JPEG APP1 "Exif", PNG eXIf); `.up` when absent or invalid.
    public var orientation: ImageOrientation = .up
    /// A progressive JPEG (SOF2, SOF6, SOF10, SOF14): libjpeg keeps every DCT coefficient of the whole image
    /// while decoding it (2 bytes × 64 per 8×8 block and component), so its memory follows the input size.
    public var isProgressive = false
    /// An Adam7-interlaced PNG (IHDR interlace method 1): its rows cannot be streamed in order.
    public var isInterlaced = false
    /// Where the EXIF thumbnail of a JPEG lies in the file, as byte offsets from the file's start: IFD1's
    /// JPEGInterchangeFormat (0x0201) and JPEGInterchangeFormatLength (0x0202), EXIF 2.32 §4.6.5. Only when it
    /// lies wholly inside its APP1 segment (so at most 65,527 bytes) and starts within it; nil otherwise. Its
    /// pixels are in the stored orientation, as the main image's are.
    public var exifThumbnail: Range<Int>?

    public init(orientation: ImageOrientation = .up, isProgressive: Bool = false, isInterlaced: Bool = false,
                exifThumbnail: Range<Int>? = nil) {
        self.orientation = orientation
        self.isProgressive = isProgressive
        self.isInterlaced = isInterlaced
        self.exifThumbnail = exifThumbnail
    }
}

extension ImageHeader {
    /// The metadata in a file's first bytes (the same prefix `size(of:)` was given): EXIF orientation, progressive
    /// JPEG, interlaced PNG. Bounds-checked like `size(of:)`: any input gives a value and never traps; what is not
    /// there (or is cut off) keeps its default.
    ///
    ///     ImageHeader.metadata(of: phoneJPEG).orientation   // .rotate90
    public static func metadata(of bytes: [UInt8]) -> ImageMetadata {
        let r = ByteReader(bytes)
        if r.startsWith(pngSignature) { return pngMetadata(r) }
        if r.startsWith([0xFF, 0xD8]) { return jpegMetadata(r) }
        return ImageMetadata()
    }

    /// JPEG: the first APP1 segment that starts "Exif\0\0" holds a TIFF structure (EXIF 2.32 §4.7.2); stops at the
    /// first frame header (SOFn), whose code says whether the image is progressive (T.81 Table B.1).
    private static func jpegMetadata(_ r: ByteReader) -> ImageMetadata {
        var meta = ImageMetadata()
        var foundExif = false
        var p = 2
        while true {
            guard let code = r.jpegMarker(from: &p) else { return meta }
            switch code {
            case 0x01, 0xD0...0xD8: continue
            case 0xD9, 0xDA: return meta
            default: break
            }
            guard let length = r.u16be(p), length >= 2 else { return meta }
            if ByteReader.isJPEGFrameHeader(code) {
                meta.isProgressive = [0xC2, 0xC6, 0xCA, 0xCE].contains(code)
                return meta
            }
            if code == 0xE1, !foundExif, r.slice(p + 2, 6) == Array("Exif".utf8) + [0, 0] {
                foundExif = true
                // The segment's data after "Exif\0\0", cut to what is there.
                let start = p + 8, end = min(r.bytes.count, p + Int(length))
                if start < end {
                    let tiff = ByteReader(Array(r.bytes[start..<end]))
                    if let o = tiffOrientation(tiff) { meta.orientation = o }
                    // Offsets count from the TIFF header; the thumbnail must end within the segment.
                    if let t = tiffThumbnail(tiff), start + t.upperBound <= p + Int(length) {
                        meta.exifThumbnail = (start + t.lowerBound)..<(start + t.upperBound)
                    }
                }
            }
            p += Int(length)
        }
    }

    /// PNG: the interlace method is IHDR's last byte (offset 28, ISO/IEC 15948 §11.2.2); an eXIf chunk
    /// (PNG 3rd edition §11.3.6.1) before the first IDAT holds a TIFF structure as EXIF's APP1 does.
    private static func pngMetadata(_ r: ByteReader) -> ImageMetadata {
        var meta = ImageMetadata()
        meta.isInterlaced = r.u8(28) == 1
        var p = 8
        // Chunks: length (4, big-endian), type (4), data, CRC (4).
        while let length = r.u32be(p), length <= 0x7FFF_FFFF {
            let type = r.slice(p + 4, 4)
            if type == Array("IDAT".utf8) || type == Array("IEND".utf8) || type.isEmpty { break }
            if type == Array("eXIf".utf8) {
                let start = p + 8, end = min(r.bytes.count, start + Int(length))
                if start < end, let o = tiffOrientation(ByteReader(Array(r.bytes[start..<end]))) {
                    meta.orientation = o
                }
                break
            }
            p += 12 + Int(length)
        }
        return meta
    }

    /// The thumbnail's bytes in a TIFF structure, as offsets from its start: IFD1 (the IFD whose offset ends IFD0,
    /// TIFF 6.0 §2) with JPEGInterchangeFormat (0x0201, LONG) and JPEGInterchangeFormatLength (0x0202, LONG or
    /// SHORT), EXIF 2.32 §4.6.5. Nil when either is missing, the length is 0, or the range overflows.
    static func tiffThumbnail(_ t: ByteReader) -> Range<Int>? {
        let little: Bool
        switch t.slice(0, 2) {
        case Array("II".utf8): little = true
        case Array("MM".utf8): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? { (little ? t.u16le(at) : t.u16be(at)).map(Int.init) }
        func u32(_ at: Int) -> Int? { (little ? t.u32le(at) : t.u32be(at)).map(Int.init) }
        guard u16(2) == 42, let ifd0 = u32(4), let count0 = u16(ifd0), let ifd1 = u32(ifd0 + 2 + 12 * count0),
              ifd1 != 0, ifd1 != ifd0, let count1 = u16(ifd1) else { return nil }
        var offset: Int?, length: Int?
        for n in 0..<count1 {
            let entry = ifd1 + 2 + 12 * n
            guard let tag = u16(entry), let type = u16(entry + 2) else { return nil }
            // LONG (4) or SHORT (3), count 1: the value is in the entry.
            let value = type == 4 ? u32(entry + 8) : type == 3 ? u16(entry + 8) : nil
            if tag == 0x0201 { offset = value }
            if tag == 0x0202 { length = value }
        }
        guard let offset, let length, length > 0, offset <= Int(Int32.max), length <= Int(Int32.max) else { return nil }
        return offset..<(offset + length)
    }

    /// The Orientation tag (0x0112, SHORT, count 1) of a TIFF structure's first IFD (TIFF 6.0 §2: "II" little-endian
    /// or "MM" big-endian, 42, the IFD's offset; an IFD is a 2-byte entry count, then 12-byte entries of tag, type,
    /// count and a 4-byte value or offset). Nil when absent, cut off or not 1–8.
    static func tiffOrientation(_ t: ByteReader) -> ImageOrientation? {
        let little: Bool
        switch t.slice(0, 2) {
        case Array("II".utf8): little = true
        case Array("MM".utf8): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? { (little ? t.u16le(at) : t.u16be(at)).map(Int.init) }
        func u32(_ at: Int) -> Int? { (little ? t.u32le(at) : t.u32be(at)).map(Int.init) }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for n in 0..<count {
            let entry = ifd + 2 + 12 * n
            guard let tag = u16(entry) else { return nil }
            guard tag == 0x0112 else { continue }
            guard u16(entry + 2) == 3, let value = u16(entry + 8) else { return nil }  // type 3: SHORT
            return ImageOrientation(rawValue: value)
        }
        return nil
    }
}
