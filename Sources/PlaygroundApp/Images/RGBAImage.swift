import CSDL
import PlaygroundCore

/// Decoded pixels: 8-bit RGBA, rows packed (width·4 bytes each), top row first.
struct RGBAImage: Sendable {
    var pixels: [UInt8]
    var width: Int
    var height: Int
    /// Whether every pixel is opaque (known from the format: no alpha channel, no transparent colour).
    var isOpaque: Bool

    /// The image downscaled (box filter) to `width`×`height`, or itself when it is that size or smaller.
    func downscaled(toWidth w: Int, height h: Int) -> RGBAImage {
        guard w < width || h < height else { return self }
        var box = BoxDownscaler(sourceWidth: width, sourceHeight: height, width: min(w, width), height: min(h, height))
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height { box.add(row: p.baseAddress! + y * width * 4) }
        }
        return RGBAImage(pixels: box.pixels, width: box.width, height: box.height, isOpaque: isOpaque)
    }

    /// The image turned upright (`ImageOrientation.upright`).
    func upright(_ orientation: ImageOrientation) -> RGBAImage {
        let turned = orientation.upright(pixels, width: width, height: height)
        return RGBAImage(pixels: turned.pixels, width: turned.width, height: turned.height, isOpaque: isOpaque)
    }

    /// An RGBA32 SDL surface holding a copy of the pixels.
    func surface() throws -> Surface {
        let surface = try Surface(width: width, height: height)
        let pitch = Int(surface.handle.pointee.pitch)
        let base = surface.handle.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                (base + y * pitch).update(from: p.baseAddress! + y * width * 4, count: width * 4)
            }
        }
        return surface
    }
}
