import Foundation
import UIKit

extension Image {
    /// An image of a UIKit image (SwiftUI's `Image(uiImage:)`: a photo the app loaded or made).
    ///
    /// Playground: approximated: drawn as a named image is here, in an item as the item's photo (a `UIImage`'s
    /// pixels are not kept).
    public init(uiImage: UIImage) {
        self.init("uiImage")
        PlaygroundNotices.record("Image.init(uiImage:)", .approximated,
                                 "drawn as a named image is here: in an item, the item's photo")
    }
}
