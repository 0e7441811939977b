import Foundation
import Testing
import UIKit

/// What real layouts set on layers that the playground does not draw (StoriesCollectionViewLayout's
/// `actions = ["opacity": NSNull()]`, a shelf's `layer.contents = UIImage().cgImage`).
@Suite struct CALayerActionsTests {
    @Test func actionsAndContentsAreKeptAndALayerHasNoAnimations() {
        let layer = CAGradientLayer()
        #expect(layer.actions == nil && layer.contents == nil)
        layer.actions = ["opacity": NSNull()]
        #expect(layer.actions?["opacity"] is NSNull)
        #expect(layer.animationKeys() == nil)  // iOS answers nil for a layer with no animations
        layer.contents = UIImage().cgImage
        #expect(layer.contents == nil)  // UIImage() has no bitmap, as on iOS
    }

    @Test func anImagesBitmapHasItsPixelSize() throws {
        let image = try #require(UIImage(systemName: "star"))
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == Int(image.size.width * image.scale) && bitmap.height == Int(image.size.height * image.scale))
        #expect(UIImage().size == .zero)
    }
}
