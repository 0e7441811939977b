/// A Core Graphics drawing destination: here, the bitmap context of an image context
/// (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`, `UIGraphicsGetCurrentContext()`).
///
/// Playground: holds only its size in pixels: nothing drawn into it is kept (`CALayer.render(in:)` draws nothing;
/// drawing with Core Graphics is not provided here, docs/cells.md, "Drawn cells").
public final class CGContext: @unchecked Sendable {
    /// The bitmap's width and height in pixels (points × scale), as a bitmap context's on iOS.
    public let width: Int
    public let height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
