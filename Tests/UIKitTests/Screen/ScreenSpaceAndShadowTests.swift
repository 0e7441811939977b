import Foundation
import Testing
import UIKit

/// API seen in real layout files (realfiles16): a screen's coordinate spaces, a scroll view's indicator-inset
/// adjustment, a label's text shadow and a trait collection's colour gamut, with their headers' defaults.
@MainActor @Suite struct ScreenSpaceAndShadowTests {
    @Test func aScreensCoordinateSpaceHasTheScreensBounds() {
        let screen = UIScreen.main
        let space: any UICoordinateSpace = screen.coordinateSpace
        #expect(space.bounds == screen.bounds)
        let fixed = screen.fixedCoordinateSpace.bounds
        #expect(fixed.width == min(screen.bounds.width, screen.bounds.height))
        #expect(fixed.height == max(screen.bounds.width, screen.bounds.height))
        // Between spaces of one orientation a point keeps its coordinates.
        let p = CGPoint(x: 12, y: 34)
        #expect(space.convert(p, to: screen.coordinateSpace) == p)
        let r = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(space.convert(r, from: screen.coordinateSpace) == r)
    }

    @Test func theHeadersDefaults() {
        #expect(UIScrollView().automaticallyAdjustsScrollIndicatorInsets)   // "default is YES"
        let label = UILabel()
        #expect(label.shadowColor == nil)                                     // "default is nil (no shadow)"
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))          // "default is CGSizeMake(0, -1)"
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 1)
        #expect(label.shadowColor == .black && label.shadowOffset == CGSize(width: 1, height: 1))
        #expect(UITraitCollection(displayGamut: .SRGB).displayGamut == .SRGB)
        #expect(UIDisplayGamut.unspecified.rawValue == -1 && UIDisplayGamut.P3.rawValue == 1)
    }
}
