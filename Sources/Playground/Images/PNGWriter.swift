import CPNG
import PlaygroundCore

/// Writes an 8-bit RGBA PNG with tEXt chunks through libpng (the thumbnail cache's files).
enum PNGWriter {
    /// Writes `image` to the file open for writing at `fd`, with `texts` (key, value) before the image data.
    static func write(_ image: RGBAImage, texts: [(String, String)], fd: Int32) throws(DecodeFailure) {
        var stream = CPNG_Stream()
        defer { CPNG_close(&stream) }
        let keys = texts.map { strdup($0.0) }, values = texts.map { strdup($0.1) }
        defer { (keys + values).forEach { free($0) } }
        let opened = keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { k in
            values.map { UnsafePointer($0) }.withUnsafeBufferPointer { v in
                CPNG_openWrite(&stream, fd, png_uint_32(image.width), png_uint_32(image.height),
                               k.baseAddress, v.baseAddress, Int32(texts.count))
            }
        }
        guard opened == 0 else { throw DecodeFailure(reason: "cannot write PNG: \(message(&stream))") }
        try image.pixels.withUnsafeBufferPointer { (p) throws(DecodeFailure) in
            for y in 0..<image.height where CPNG_writeRow(&stream, p.baseAddress! + y * image.width * 4) != 0 {
                throw DecodeFailure(reason: "cannot write PNG: \(message(&stream))")
            }
        }
        guard CPNG_finishWrite(&stream) == 0 else { throw DecodeFailure(reason: "cannot write PNG: \(message(&stream))") }
    }

    private static func message(_ stream: inout CPNG_Stream) -> String {
        withUnsafeBytes(of: &stream.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
