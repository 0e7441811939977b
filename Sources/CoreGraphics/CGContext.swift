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

// Drawing into a context (CGContext.h): the calls compile and do nothing (the context keeps only its size; see
// above). A view's own `draw(_:)` and a layer's `draw(in:)` are not called here either.
extension CGContext {
    public func saveGState() {}
    public func restoreGState() {}
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func concatenate(_ transform: CGAffineTransform) {}
    public func setFillColor(_ color: CGColor) {}
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {}
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func beginPath() {}
    public func closePath() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addLines(between points: [CGPoint]) {}
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func addPath(_ path: CGPath) {}
    public func fillPath(using rule: CGPathFillRule = .winding) {}
    public func strokePath() {}
    public func drawPath(using mode: CGPathDrawingMode) {}
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func fillEllipse(in rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func clip(to rect: CGRect) {}
    public func clip(using rule: CGPathFillRule = .winding) {}
    public func draw(_ image: CGImage, in rect: CGRect) {}
}
