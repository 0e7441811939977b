import Foundation
import Testing
import UIKit

/// Xcode's object literals in code (`#colorLiteral`, `#imageLiteral`): UIKit's overlay makes them UIColor and UIImage
/// (GravitySlider's and VegaScroll's example apps, InfiniteLayout's cells write them).
@Suite struct ObjectLiteralTests {
    @MainActor @Test func aColorLiteralIsAUIColorWithItsComponents() {
        let color = #colorLiteral(red: 0.5254901961, green: 0.6901960784, blue: 0.9137254902, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        // The literal's Float components, widened to CGFloat.
        #expect(abs(r - CGFloat(Float(0.5254901961))) < 1e-9 && abs(g - CGFloat(Float(0.6901960784))) < 1e-9)
        #expect(abs(b - CGFloat(Float(0.9137254902))) < 1e-9 && a == 1)
        let typed: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(typed.cgColor.alpha == 0.5)
    }

    /// A literal cannot be nil: an image that is in no images folder (asset catalogs are not read) is the symbol
    /// placeholder, 20 × 20 points.
    @MainActor @Test func anImageLiteralOfAMissingAssetIsAPlaceholder() {
        let image = #imageLiteral(resourceName: "beats_image_not_here")
        #expect(image.size == CGSize(width: 20, height: 20))
    }
}
