import Foundation
import Testing
import UIKit

/// `nativeBounds` is the physical screen in pixels, portrait-up whatever the orientation (Apple, UIScreen.nativeBounds).
/// An iPhone 14 Pro held landscape (852 × 393 points at 3×) is 1179 × 2556 pixels, portrait.
@Suite @MainActor struct UIScreenNativeBoundsTests {
    final class Landscape: UIScreen {
        override var bounds: CGRect { CGRect(x: 0, y: 0, width: 852, height: 393) }
        override var scale: CGFloat { 3 }
    }

    @Test func nativeBoundsArePortraitPixels() {
        #expect(Landscape().nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
    }
}
