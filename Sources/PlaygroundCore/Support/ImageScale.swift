/// How large a decoded image is kept: small enough to spare memory and upload time, large enough that no cell
/// shows it magnified.
public enum ImageScale {
    /// The size (pixels) to downscale a `width`×`height` image to so that it still covers a `cover` area with
    /// aspect-fill (the area fits inside the scaled image), never enlarged, and no side above `maxSide` (the
    /// renderer's largest texture). At least 1×1; the aspect ratio is kept to within rounding.
    ///
    ///     ImageScale.downscaled(width: 1600, height: 1200, toCover: (1280, 800))   // (1280, 960)
    ///     ImageScale.downscaled(width: 400, height: 300, toCover: (1280, 800))     // (400, 300): never enlarged
    ///
    /// The window passes its drawable size: a cell zoomed to fill the viewport (aspect-fill) then still gets one
    /// texel per pixel, and any smaller cell gets more.
    public static func downscaled(width: Int, height: Int, toCover cover: (width: Int, height: Int),
                                  maxSide: Int = .max) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (Swift.max(1, width), Swift.max(1, height)) }
        let w = Double(width), h = Double(height)
        var s = Swift.min(1, Swift.max(Double(Swift.max(1, cover.width)) / w, Double(Swift.max(1, cover.height)) / h))
        if maxSide < .max {
            s = Swift.min(s, Double(Swift.max(1, maxSide)) / w, Double(Swift.max(1, maxSide)) / h)
        }
        guard s < 1 else { return (width, height) }
        return (Swift.max(1, Int((w * s).rounded())), Swift.max(1, Int((h * s).rounded())))
    }

    /// The bytes a `width`×`height` RGBA texture takes (4 per pixel): the cache's cost.
    public static func textureBytes(width: Int, height: Int) -> Int { Swift.max(0, width) * Swift.max(0, height) * 4 }
}
