import Foundation
internal import PlaygroundCore

extension UIImage {
    /// An image from the bytes of an image file (Apple, `UIImage.init?(data:)`: "The data object can contain any
    /// image format the system supports"; nil when "the method could not initialize the image from the specified
    /// data"): PNG, JPEG, GIF, BMP and WebP here, at scale 1 (Apple: "This method sets the scale property to 1.0").
    ///
    /// Playground: approximated: the size is read from the data's header (so a layout that sizes a cell by its
    /// image's aspect ratio gets the right one) and the pixels are not drawn (drawn as nothing, as `UIImage()`).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// `init?(data:)` with `scale` pixels per point (Apple, `UIImage.init?(data:scale:)`).
    ///
    /// Playground: approximated: as `init?(data:)`, its pixels are not drawn.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageHeader.size(of: [UInt8](data.prefix(ImageHeader.typicalPrefix))).size, scale > 0 else {
            return nil
        }
        PlaygroundNotices.record("UIImage.init?(data:)", .approximated,
                                 "an image made from data has its size; its pixels are not drawn")
        self.init(source: .empty, size: CGSize(width: pixels.width / Double(scale), height: pixels.height / Double(scale)),
                  scale: scale)
    }
}
