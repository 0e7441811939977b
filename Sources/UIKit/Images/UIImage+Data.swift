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

extension UIImage {
    /// The image as PNG data (Apple, `pngData()`: nil "if the image has no data or if the underlying CGImageRef
    /// contains data in an unsupported bitmap format").
    ///
    /// Playground: approximated: the playground's UIImage holds no pixels, so an image read from a PNG file gives
    /// that file's bytes (the same pixels, not encoded again) and any other image gives nil (a notice).
    public func pngData() -> Data? {
        playgroundFileData(format: "PNG", signature: [0x89, 0x50, 0x4E, 0x47], symbol: "UIImage.pngData()")
    }

    /// The image as JPEG data at `compressionQuality` (0 most compressed … 1 best; Apple, `jpegData(compressionQuality:)`).
    ///
    /// Playground: approximated: an image read from a JPEG file gives that file's bytes (its own quality, the
    /// argument unused) and any other image gives nil (a notice); no pixels are held here to encode.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        playgroundFileData(format: "JPEG", signature: [0xFF, 0xD8, 0xFF], symbol: "UIImage.jpegData(compressionQuality:)")
    }

    private func playgroundFileData(format: String, signature: [UInt8], symbol: String) -> Data? {
        if case .file(let path) = playgroundSource, let data = FileManager.default.contents(atPath: path),
           data.starts(with: signature) {
            return data
        }
        PlaygroundNotices.record(symbol, .approximated,
                                 "only an image read from a \(format) file has \(format) data here (nil otherwise)")
        return nil
    }
}
