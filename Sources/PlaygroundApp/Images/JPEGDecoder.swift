import CTurboJPEG
import PlaygroundCore

/// JPEG through libjpeg-turbo's TurboJPEG API: the header first, then a decode at the smallest DCT scaling factor
/// whose result still covers the target, straight to RGBA. libjpeg's scaled IDCT (T.81 leaves the IDCT size free;
/// libjpeg 7+ `scale_num/scale_denom`) computes an 8×8 block's 1/2, 1/4 or 1/8 size output from its coefficients
/// directly, so a 12 MP photo shown in a 256×192 cell is decoded at 500×375 for a fraction of the full cost.
enum JPEGDecoder {
    /// The scaling factors not above 1 that this libjpeg-turbo offers (2.1: n/8 for n = 1…8), largest first.
    static let factors: [tjscalingfactor] = {
        var count: Int32 = 0
        guard let list = tjGetScalingFactors(&count) else { return [tjscalingfactor(num: 1, denom: 1)] }
        return (0..<Int(count)).map { list[$0] }.filter { $0.num <= $0.denom }
            .sorted { Double($0.num) / Double($0.denom) > Double($1.num) / Double($1.denom) }
    }()

    /// The smallest factor whose scaled `width`×`height` (TJSCALED: rounded up) is at least `target` on both sides.
    static func factor(width: Int, height: Int, covering target: (width: Int, height: Int)) -> tjscalingfactor {
        var best = tjscalingfactor(num: 1, denom: 1)
        for f in factors where Int(CTJ_scaled(Int32(width), f)) >= target.width
            && Int(CTJ_scaled(Int32(height), f)) >= target.height {
            best = f
        }
        return best
    }

    /// Decodes `bytes` (a whole JPEG file), downscaled to `target` (stored orientation).
    /// - Returns: the pixels at exactly `target` (or the image's size when smaller), the scale used and the size
    ///   TurboJPEG decoded to at that scale.
    /// - Parameter strict: a warning (a truncated or corrupt stream) fails too, instead of giving the partial image.
    static func decode(_ bytes: [UInt8], to target: (width: Int, height: Int), strict: Bool = false,
                       stages: DecodeLog.Stages? = nil) throws(DecodeFailure) -> (image: RGBAImage, factor: tjscalingfactor, scaled: (width: Int, height: Int)) {
        guard let handle = tjInitDecompress() else { throw DecodeFailure(reason: "TurboJPEG: cannot start a decoder") }
        defer { tjDestroy(handle) }
        var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerOK = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &w, &h, &subsampling, &colorspace)
        }
        guard headerOK == 0 else { throw DecodeFailure(reason: "JPEG: " + errorText(handle)) }
        let f = factor(width: Int(w), height: Int(h), covering: target)
        let sw = Int(CTJ_scaled(w, f)), sh = Int(CTJ_scaled(h, f))
        var scaled = [UInt8](repeating: 0, count: sw * sh * 4)
        // TJFLAG_LIMITSCANS: refuse a progressive JPEG of more than 500 scans (a known way to make a small file
        // take minutes to decode; libjpeg-turbo's turbojpeg.h).
        // CMYK and YCCK JPEGs (print files, Photoshop's CMYK mode) cannot be decoded to RGB by libjpeg: they are
        // decoded to CMYK and converted below (they stayed placeholders, issue 38).
        let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = cmyk ? TJPF_CMYK : TJPF_RGBA
        let result = bytes.withUnsafeBufferPointer { src in
            scaled.withUnsafeMutableBufferPointer { dst in
                tjDecompress2(handle, src.baseAddress, UInt(src.count), dst.baseAddress, Int32(sw), Int32(sw * 4),
                              Int32(sh), Int32(format.rawValue), TJFLAG_LIMITSCANS)
            }
        }
        if cmyk { Self.convertInvertedCMYK(&scaled) }
        // A warning (a truncated file, a corrupt segment) still gives an image, as every viewer shows one.
        if result != 0 && (strict || tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue)) {
            throw DecodeFailure(reason: "JPEG: " + errorText(handle))
        }
        stages?.mark("decode")
        let image = RGBAImage(pixels: scaled, width: sw, height: sh, isOpaque: true)
        let sized = image.downscaled(toWidth: target.width, height: target.height)
        stages?.mark("box filter")
        return (sized, f, (sw, sh))
    }

    /// CMYK bytes to RGBA in place. Photoshop writes CMYK JPEGs inverted (its APP14 "Adobe" marker; libjpeg passes
    /// the values through, 255 = no ink), and nearly every CMYK JPEG comes from it, so, as Skia's JPEG decoder does
    /// for every CMYK JPEG: R = C·K/255, G = M·K/255, B = Y·K/255, opaque. (No ICC profile: colours are close, not
    /// proofed.)
    static func convertInvertedCMYK(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let k = UInt32(p[i + 3])
                p[i] = UInt8((UInt32(p[i]) * k + 127) / 255)
                p[i + 1] = UInt8((UInt32(p[i + 1]) * k + 127) / 255)
                p[i + 2] = UInt8((UInt32(p[i + 2]) * k + 127) / 255)
                p[i + 3] = 255
                i += 4
            }
        }
    }

    /// The JPEG's stored size from TurboJPEG's header reader (for tests, the benchmark and EXIF thumbnails).
    static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var w: Int32 = 0, h: Int32 = 0, s: Int32 = 0, c: Int32 = 0
        let ok = bytes.withUnsafeBufferPointer { tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &w, &h, &s, &c) }
        return ok == 0 ? (Int(w), Int(h)) : nil
    }

    private static func errorText(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}
