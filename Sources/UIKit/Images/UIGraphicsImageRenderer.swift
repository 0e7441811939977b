import Foundation

/// A renderer of images (iOS 10; UIGraphicsImageRenderer.h): `image(actions:)` runs the drawing block with a
/// context of the renderer's size and scale and makes an image of that size.
///
/// Playground: approximated: as the image-context functions (UIGraphicsImageContext.swift), the context keeps only
/// its size, so the image has the renderer's size and scale and no pixels; `pngData` and `jpegData` are empty
/// (docs/cells.md).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    open private(set) var format: UIGraphicsImageRendererFormat
    private let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init()
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .preferred()) }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` with a context of the renderer's size; an image of that size and scale.
    ///
    /// Playground: approximated: an image of the renderer's size with no pixels (what the block draws is not kept).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        PlaygroundNotices.record("UIGraphicsImageRenderer.image(actions:)", .approximated,
                                 "an image of the renderer's size with no pixels: what the block draws is not kept")
        let scale = format.scale == 0 ? UIScreen.main.scale : format.scale
        let context = UIGraphicsImageRendererContext(
            cgContext: CGContext(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())),
            format: format, size: size)
        PlaygroundImageContexts.stack.append((context.cgContext, size, scale))
        actions(context)
        _ = PlaygroundImageContexts.stack.popLast()
        return UIImage(source: .empty, size: size, scale: scale)
    }

    /// Playground: approximated: empty data (no pixels are drawn here).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        _ = image(actions: actions)
        return Data()
    }

    /// Playground: approximated: empty data (no pixels are drawn here).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        _ = image(actions: actions)
        return Data()
    }
}
