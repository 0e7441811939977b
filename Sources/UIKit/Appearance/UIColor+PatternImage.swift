import Foundation

extension UIColor {
    /// A colour that paints `image` tiled (Apple, `UIColor.init(patternImage:)`: "You can use pattern colors to set
    /// the fill or stroke color just as you would a solid color. During drawing, the image in the pattern color is
    /// tiled as necessary to cover the given area").
    ///
    /// Playground: approximated: the tiles are not drawn (the playground's UIKit does not read an image's pixels);
    /// the colour is opaque light grey (white 2/3, as `UIColor.lightGray`), so a view whose background is a pattern
    /// is still seen as covered. Decided: a solid neutral rather than clear, as the pattern usually covers the area.
    public convenience init(patternImage image: UIImage) {
        PlaygroundNotices.record("UIColor.init(patternImage:)", .approximated,
                                 "pattern colours are drawn as light grey: the image's tiles are not drawn")
        self.init(white: 2.0 / 3, alpha: 1)
    }
}
