/// A bitmap image as Core Graphics holds it (`UIImage.cgImage`, `CALayer.contents`).
///
/// Playground: holds only its size in pixels: its pixels are never read here (images are drawn from their files by
/// the edge; docs/cells.md, "Drawn cells").
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
