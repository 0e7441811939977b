import Foundation

// Drawing an image into the current context (UIImage.h, "Drawing images": `draw(at:)`, `draw(in:)`, and the
// blend-mode forms draw "in the current graphics context"). The current context here is an image context
// (`UIGraphicsBeginImageContextWithOptions`, `UIGraphicsImageRenderer`), which keeps only its size
// (UIGraphicsImageContext.swift): the image is not drawn into it.
extension UIImage {
    /// Draws the image at its size with its top-left corner at `point` in the current context.
    ///
    /// Playground: does nothing: the image contexts here keep only their size, so the image taken from the context
    /// does not show it.
    public func draw(at point: CGPoint) {
        Self.drawsNothing("UIImage.draw(at:)")
    }

    /// As `draw(at:)`, composited with `blendMode` at `alpha`.
    ///
    /// Playground: does nothing: as `draw(at:)`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        Self.drawsNothing("UIImage.draw(at:blendMode:alpha:)")
    }

    /// Draws the image scaled to fill `rect` in the current context.
    ///
    /// Playground: does nothing: the image contexts here keep only their size, so the image taken from the context
    /// does not show it.
    public func draw(in rect: CGRect) {
        Self.drawsNothing("UIImage.draw(in:)")
    }

    /// As `draw(in:)`, composited with `blendMode` at `alpha`.
    ///
    /// Playground: does nothing: as `draw(in:)`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        Self.drawsNothing("UIImage.draw(in:blendMode:alpha:)")
    }

    /// Tiles the image across `rect` in the current context.
    ///
    /// Playground: does nothing: as `draw(in:)`.
    public func drawAsPattern(in rect: CGRect) {
        Self.drawsNothing("UIImage.drawAsPattern(in:)")
    }

    private static func drawsNothing(_ symbol: String) {
        PlaygroundNotices.record(symbol, .doesNothing,
                                 "the image contexts here keep only their size: the image is not drawn into them")
    }
}
