import Foundation
import Testing
import UIKit

/// The image-context functions a cell snapshot uses (KDRearrangeableCollectionViewFlowLayout's pattern, written here
/// for the test): begin, render the layer, take the image, end.
@MainActor @Suite struct UIGraphicsImageContextTests {
    @Test func aSnapshotHasTheCellsSizeAndTheContextIsPoppedAfter() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
        #expect(cell.isOpaque)   // UIView's default (Apple's documentation)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(cell.bounds.size, cell.isOpaque, 3)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.width == 240 && context.height == 150)   // 80 × 50 points at scale 3
        cell.layer.render(in: context)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 80, height: 50))
        #expect(image.scale == 3)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        // An image view sized by it, as the layout's drag representation is.
        #expect(UIImageView(image: image).frame.size == CGSize(width: 80, height: 50))
    }

    @Test func scaleZeroIsTheScreensAndContextsNest() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 4), false, 0)
        let screen = UIScreen.main.scale
        let outer = try #require(UIGraphicsGetCurrentContext())
        #expect(outer.width == Int((10 * screen).rounded()))
        UIGraphicsBeginImageContext(CGSize(width: 7, height: 3))   // scale 1
        #expect(UIGraphicsGetCurrentContext()?.width == 7)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == screen)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()   // nothing pushed: nothing happens
    }
}

/// Dispatch's time constants as Apple's dispatch/time.h defines them (UInt64 on Apple's platforms).
@Suite struct DispatchTimeConstantsTests {
    @Test func theyAreDispatchsNanosecondsAndMicroseconds() {
        let second: UInt64 = NSEC_PER_SEC
        #expect(second == NSEC_PER_MSEC * 1_000 && NSEC_PER_MSEC == NSEC_PER_USEC * 1_000 && USEC_PER_SEC == 1_000_000)
        // KDRearrangeable's delay: 0.8 s.
        #expect(Double(Int64(0.8 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC) == 0.8)
    }
}

/// A context pushed by a view's drawing code is current until popped, above an image context (UIGraphics.h); a layer's
/// `contentsScale` defaults to 1 (CALayer.h). Held-out real code (holdout13) stopped on both.
@Suite struct PushedContextTests {
    @MainActor @Test func aPushedContextIsCurrentUntilPopped() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), false, 2)
        let image = UIGraphicsGetCurrentContext()
        #expect(image?.width == 20 && image?.height == 40)
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 4))
        let other = UIGraphicsGetCurrentContext()!
        UIGraphicsEndImageContext()
        UIGraphicsPushContext(other)
        #expect(UIGraphicsGetCurrentContext() === other)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === image)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()  // nothing pushed: nothing happens
        #expect(CALayer().contentsScale == 1)
    }
}

/// A colour set as the current context's fill or stroke (a view's drawing code; held-out real code stopped on it):
/// compiles and records that nothing is drawn.
@Suite struct UIColorSetFillTests {
    @MainActor @Test func settingAColourForDrawingCompiles() {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        UIColor.red.setFill()
        UIColor.blue.setStroke()
        UIColor.green.set()
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsEndImageContext()
    }
}
