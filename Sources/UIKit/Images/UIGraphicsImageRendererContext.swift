import Foundation

/// The context an image renderer's block draws with (UIGraphicsImageRenderer.h): its Core Graphics context and
/// the convenience fills and strokes.
///
/// Playground: approximated: the drawing calls do nothing (the context keeps only its size; docs/cells.md).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    open private(set) var format: UIGraphicsImageRendererFormat
    private let size: CGSize

    package init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.cgContext = cgContext
        self.format = format
        self.size = size
        super.init()
    }

    /// The image drawn so far: the renderer's size, no pixels here.
    open var currentImage: UIImage { UIImage(source: .empty, size: size, scale: format.scale) }
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
