import CPNG
import PlaygroundCore

/// Writes 8-bit RGBA PNGs with tEXt chunks through libpng: thumbnails, screenshots, `render --out`,
/// `replay --frames`.
///
/// The file is made in memory first and written by `AtomicFile`, which checks that every byte and the fsync
/// reached the disk before the rename: `IMG_SavePNG` said success on a full disk and left a cut-short file in place
/// of the good one (issue 26, 5).
enum PNGWriter {
    /// `image` as a PNG file's bytes, with `texts` (key, value) before the image data.
    static func encode(_ image: RGBAImage, texts: [(String, String)] = []) throws(DecodeFailure) -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer { (p) throws(DecodeFailure) in
            try encode(width: image.width, height: image.height, texts: texts) { p.baseAddress! + $0 * image.width * 4 }
        }
    }

    /// A PNG file's bytes for `height` rows of `width` RGBA pixels; `row(y)` gives row y's first byte.
    static func encode(width: Int, height: Int, texts: [(String, String)] = [],
                       row: (Int) -> UnsafePointer<UInt8>) throws(DecodeFailure) -> [UInt8] {
        var stream = CPNG_Stream()
        defer { CPNG_close(&stream) }
        let keys = texts.map { strdup($0.0) }, values = texts.map { strdup($0.1) }
        defer { (keys + values).forEach { free($0) } }
        let opened = keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { k in
            values.map { UnsafePointer($0) }.withUnsafeBufferPointer { v in
                CPNG_openWriteMemory(&stream, png_uint_32(width), png_uint_32(height),
                                     k.baseAddress, v.baseAddress, Int32(texts.count))
            }
        }
        guard opened == 0 else { throw DecodeFailure(reason: "cannot make the PNG: \(message(&stream))") }
        for y in 0..<height where CPNG_writeRow(&stream, row(y)) != 0 {
            throw DecodeFailure(reason: "cannot make the PNG: \(message(&stream))")
        }
        guard CPNG_finishWrite(&stream) == 0, let memory = stream.memory else {
            throw DecodeFailure(reason: "cannot make the PNG: \(message(&stream))")
        }
        return memory.withMemoryRebound(to: UInt8.self, capacity: stream.memorySize) {
            Array(UnsafeBufferPointer(start: $0, count: stream.memorySize))
        }
    }

    private static func message(_ stream: inout CPNG_Stream) -> String {
        withUnsafeBytes(of: &stream.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
