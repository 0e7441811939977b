import Foundation
import Testing
import UIKit

/// What real example apps named that UIKit lacked (docs/uikit.md): each as Apple's headers describe it, and code
/// written as theirs is compiles (this file is that code).
@MainActor @Suite struct ExampleAppsAPITests {
    /// UICollectionView.h marks `performBatchUpdates`' updates `NS_NOESCAPE`: a closure that calls a non-escaping
    /// parameter can be passed (VerticalCardSwiper); the updates run before the call returns.
    @Test func batchUpdatesTakeAClosureThatDoesNotEscape() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                    collectionViewLayout: UICollectionViewFlowLayout())
        var ran = 0
        func perform(_ update: () -> Void) {
            view.performBatchUpdates({ update() }, completion: nil)
        }
        perform { ran += 1 }
        #expect(ran == 1)
        let table = UITableView(frame: .zero, style: .plain)
        func performRows(_ update: () -> Void) { table.performBatchUpdates({ update() }) }
        performRows { ran += 1 }
        #expect(ran == 2)
    }

    /// Swift 4's names (AlignedCollectionViewFlowLayout's app delegate), iOS 12's grouped background's name, a
    /// scroll view's touch delays (UIScrollView.h: both true), CALayer's timing (CAMediaTiming.h: speed 1, offsets 0;
    /// every layer's time is the window's here, so a conversion is the identity).
    @Test func olderNamesAndTimingAreThere() {
        let key: UIApplicationLaunchOptionsKey = .url
        #expect(key == UIApplication.LaunchOptionsKey.url)
        let state: UIControlState = .highlighted
        #expect(state == UIControl.State.highlighted)
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.delaysContentTouches && scroll.canCancelContentTouches)
        let layer = CALayer()
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0)
        #expect(layer.convertTime(12.5, from: nil) == 12.5)
    }

    /// A gradient drawn in `draw(_:)` (UPCarouselFlowLayout's demo): the calls compile; a gradient of no colours is
    /// nil, as Core Graphics answers; the device space has three components, gray one; an unknown name no space.
    @Test func aGradientCompiles() {
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(space.numberOfComponents == 3 && CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpace(name: CGColorSpace.sRGB) != nil && CGColorSpace(name: "nonsense" as CFString) == nil)
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let locations: [CGFloat] = [0, 1]
        let gradient = CGGradient(colorsSpace: space, colors: colors as CFArray, locations: locations)
        #expect(gradient != nil)
        #expect(CGGradient(colorsSpace: space, colors: [] as CFArray, locations: nil) == nil)
    }
}
