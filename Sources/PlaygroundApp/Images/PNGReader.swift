import CPNG
import Glibc
import PlaygroundCore

/// A PNG read row by row with libpng, downscaled as rows arrive (`BoxDownscaler`), so memory follows the output
/// size: a 15000×15000 PNG shown in a 400×300 cell needs one 60 KB input row and the 400×300 result, not 900 MB.
/// Interlaced (Adam7) PNGs cannot be streamed row by row (each row is complete only after the last pass); they
/// are decoded whole up to `ImageDecoder.wholeDecodeLimit` pixels, refused above.
///
/// Owns the libpng stream; reads through a duplicate of the caller's file descriptor (the caller opened it).
final class PNGReader {
    private var stream = CPNG_Stream()
    let width: Int
    let height: Int
    let isInterlaced: Bool
    let hasAlpha: Bool

    /// Reads the header of the PNG open at `fd` (its read position at the file's start).
    init(fd: Int32) throws(DecodeFailure) {
        try Self.checkChunkLengths(fd: fd)
        guard CPNG_openRead(&stream, fd) == 0 else {
            let message = Self.message(&stream)
            CPNG_close(&stream)
            throw DecodeFailure(reason: message)
        }
        var w: png_uint_32 = 0, h: png_uint_32 = 0, interlaced: Int32 = 0, alpha: Int32 = 0
        guard CPNG_readHeader(&stream, &w, &h, &interlaced, &alpha) == 0 else {
            let message = Self.message(&stream)
            CPNG_close(&stream)
            throw DecodeFailure(reason: message)
        }
        width = Int(w)
        height = Int(h)
        isInterlaced = interlaced != 0
        hasAlpha = alpha != 0
    }

    deinit { CPNG_close(&stream) }

    /// The most bytes a chunk before the image data may claim: libpng's own default (PNG_USER_CHUNK_MALLOC_MAX,
    /// 8,000,000 bytes), which Debian's libpng 1.6.39 does not apply to text chunks before it allocates and zeroes the
    /// claimed length.
    static let maximumChunk: UInt32 = 8_000_000

    /// Refuses a PNG whose chunks before IDAT claim more than `maximumChunk` bytes, reading only the chunk headers
    /// (`pread`: the descriptor's position stays at the start). A 284-byte thumbnail claiming a 1.9 GB iTXt chunk
    /// took 88 s and 2 GB (found by the thumbnail-png fuzz target, issue 26). Truncation and other damage are
    /// left to libpng's messages.
    static func checkChunkLengths(fd: Int32) throws(DecodeFailure) {
        var offset: off_t = 8  // after the signature
        var header = [UInt8](repeating: 0, count: 8)
        for _ in 0..<10_000 {
            guard pread(fd, &header, 8, offset) == 8 else { return }
            let length = header[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let type = String(decoding: header[4..<8].map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
            if type == "IDAT" || type == "IEND" { return }
            guard length <= maximumChunk else {
                throw DecodeFailure(reason: "its \(type) chunk claims \(length) bytes (at most \(maximumChunk))")
            }
            offset += 12 + off_t(length)
        }
    }

    /// The text of a tEXt/zTXt/iTXt chunk before the image data (the thumbnail spec's `Thumb::URI`, `Thumb::MTime`).
    func text(_ key: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard CPNG_text(&stream, key, &buffer, Int32(buffer.count)) == 1 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Decodes the pixels, downscaled to `target` (no larger than the image on either side).
    /// - Parameter isCancelled: asked every 64 rows; when it says yes the decode stops with `DecodeFailure.cancelled`.
    func decode(to target: (width: Int, height: Int), isCancelled: () -> Bool = { false }) throws(DecodeFailure)
        -> RGBAImage {
        var box = BoxDownscaler(sourceWidth: width, sourceHeight: height, width: target.width, height: target.height)
        if isInterlaced {
            guard width * height <= ImageDecoder.wholeDecodeLimit else {
                throw DecodeFailure(reason: "an interlaced PNG of \(width)×\(height) cannot be decoded row by row, "
                    + "and is larger than \(ImageDecoder.wholeDecodeLimit >> 20) M pixels")
            }
            // Adam7: 7 passes, each writing its pixels into the full rows (libpng's png_combine_row).
            var whole = [UInt8](repeating: 0, count: width * height * 4)
            try whole.withUnsafeMutableBufferPointer { (p) throws(DecodeFailure) in
                for _ in 0..<7 {
                    if isCancelled() { throw DecodeFailure.cancelled }
                    for y in 0..<height where CPNG_readRow(&stream, p.baseAddress! + y * width * 4) != 0 {
                        throw DecodeFailure(reason: Self.message(&stream))
                    }
                }
                for y in 0..<height { box.add(row: p.baseAddress! + y * width * 4) }
            }
        } else {
            var row = [UInt8](repeating: 0, count: width * 4)
            try row.withUnsafeMutableBufferPointer { (p) throws(DecodeFailure) in
                for y in 0..<height {
                    if y % 64 == 0, isCancelled() { throw DecodeFailure.cancelled }
                    guard CPNG_readRow(&stream, p.baseAddress!) == 0 else {
                        throw DecodeFailure(reason: Self.message(&stream))
                    }
                    box.add(row: p.baseAddress!)
                }
            }
        }
        return RGBAImage(pixels: box.pixels, width: box.width, height: box.height, isOpaque: !hasAlpha)
    }

    private static func message(_ stream: inout CPNG_Stream) -> String {
        let text = withUnsafeBytes(of: &stream.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "not a readable PNG" : "PNG: " + text
    }
}
