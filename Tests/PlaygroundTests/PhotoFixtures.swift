import CPNG
import CTurboJPEG
import Foundation
@testable import PlaygroundApp
import PlaygroundCore

/// Test photos made in the test (no files committed, nothing from pip): JPEGs through TurboJPEG with an EXIF
/// orientation segment spliced in, PNGs through libpng.
enum PhotoFixtures {
    /// A photo-like upright image: smooth gradients plus a fine texture, RGBA.
    static func scene(width: Int, height: Int) -> RGBAImage {
        var p = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
                let ripple = sin(Double(x) * 0.05) * cos(Double(y) * 0.07) * 30
                p[i] = UInt8(max(0, min(255, 40 + 180 * fx + ripple)))
                p[i + 1] = UInt8(max(0, min(255, 60 + 150 * fy - ripple)))
                p[i + 2] = UInt8(max(0, min(255, 200 - 120 * fx * fy + ripple / 2)))
            }
        }
        return RGBAImage(pixels: p, width: width, height: height, isOpaque: true)
    }

    /// Quadrant colours of the upright test image: red top-left, green top-right, blue bottom-left, white
    /// bottom-right.
    static let quadrants: [(UInt8, UInt8, UInt8)] = [(220, 30, 30), (30, 200, 30), (30, 30, 220), (240, 240, 240)]

    static func quadrantImage(width: Int, height: Int) -> RGBAImage {
        var p = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let q = quadrants[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
                let i = (y * width + x) * 4
                (p[i], p[i + 1], p[i + 2]) = q
            }
        }
        return RGBAImage(pixels: p, width: width, height: height, isOpaque: true)
    }

    /// The stored image that `orientation` shows as `upright`: each upright pixel written where the orientation
    /// takes it from.
    static func stored(_ upright: RGBAImage, for orientation: ImageOrientation) -> RGBAImage {
        let (w, h) = orientation.swapsSides ? (upright.height, upright.width) : (upright.width, upright.height)
        var p = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<upright.height {
            for x in 0..<upright.width {
                let s = orientation.storedPixel(x: x, y: y, width: w, height: h)
                for c in 0..<4 { p[(s.y * w + s.x) * 4 + c] = upright.pixels[(y * upright.width + x) * 4 + c] }
            }
        }
        return RGBAImage(pixels: p, width: w, height: h, isOpaque: true)
    }

    /// A baseline JPEG (quality 92, 4:2:0) of `image`, with an APP1 EXIF Orientation segment when given.
    static func jpeg(_ image: RGBAImage, orientation: Int? = nil, quality: Int32 = 92) -> [UInt8] {
        let handle = tjInitCompress()!
        defer { tjDestroy(handle) }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let ok = image.pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(image.width), Int32(image.width * 4), Int32(image.height),
                        Int32(TJPF_RGBA.rawValue), &out, &size, Int32(TJSAMP_420.rawValue), quality, 0)
        }
        precondition(ok == 0, String(cString: tjGetErrorStr2(handle)))
        var bytes = Array(UnsafeBufferPointer(start: out, count: Int(size)))
        tjFree(out)
        if let orientation {
            // Big-endian TIFF: "MM", 42, IFD at 8: one entry, Orientation (0x0112) SHORT 1.
            let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1,
                                 0, UInt8(orientation), 0, 0, 0, 0, 0, 0]
            let payload = Array("Exif".utf8) + [0, 0] + tiff
            let app1: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
            bytes.insert(contentsOf: app1, at: 2)
        }
        return bytes
    }

    /// A PNG of `image` (libpng, through the thumbnail writer).
    static func png(_ image: RGBAImage, to path: String) throws {
        try AtomicFile.write(try PNGWriter.encode(image), to: path)
    }

    /// The start of an Adam7-interlaced PNG claiming `side`×`side`: signature, IHDR, a token IDAT and IEND (what a
    /// decoder reads before the first row).
    static func interlacedHeader(side: Int) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc32(_ bytes: [UInt8]) -> UInt32 {  // ISO 3309 / PNG Annex D
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            be32(UInt32(data.count)) + Array(type.utf8) + data + be32(crc32(Array(type.utf8) + data))
        }
        let ihdr = be32(UInt32(side)) + be32(UInt32(side)) + [8, 2, 0, 0, 1]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
            + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00]) + chunk("IEND", [])
    }

    /// A `side`×`side` PNG of two colour bands written row by row: a decompression bomb (about 250 KB for 15000²
    /// that unpack to side² palette indices, side²·4 bytes of RGBA). Palette-coloured so each row is one repeated
    /// byte, which zlib's run-length strategy compresses at memory speed (an RGB row, with its 3-byte period,
    /// takes 20 s to write at 15000²). `interlaced` writes it Adam7-interlaced.
    static func bomb(side: Int, to path: String, interlaced: Bool = false) throws {
        guard let file = fopen(path, "wb") else { throw CLIErrorForTests("cannot write \(path)") }
        defer { fclose(file) }
        let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil)
        var info = png_create_info_struct(png)
        var pngOptional: png_structp? = png
        defer { png_destroy_write_struct(&pngOptional, &info) }
        png_init_io(png, file)
        // No filter search, run-length only (zlib's Z_RLE = 3), level 1.
        png_set_filter(png, 0, PNG_FILTER_NONE)
        png_set_compression_strategy(png, 3)
        png_set_compression_level(png, 1)
        png_set_IHDR(png, info, png_uint_32(side), png_uint_32(side), 8, PNG_COLOR_TYPE_PALETTE,
                     interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                     PNG_FILTER_TYPE_DEFAULT)
        var palette = [png_color(red: 200, green: 40, blue: 40), png_color(red: 40, green: 40, blue: 200)]
        png_set_PLTE(png, info, &palette, 2)
        png_write_info(png, info)
        let top = [UInt8](repeating: 0, count: side), bottom = [UInt8](repeating: 1, count: side)
        let passes = interlaced ? png_set_interlace_handling(png) : 1
        for _ in 0..<passes {
            for y in 0..<side {
                (y < side / 2 ? top : bottom).withUnsafeBufferPointer { png_write_row(png, $0.baseAddress) }
            }
        }
        png_write_end(png, nil)
    }
}
