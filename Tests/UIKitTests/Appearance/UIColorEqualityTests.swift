import Foundation
import Testing
import UIKit

/// Colours compare by value, as on iOS (CGColorEqualToColor: "Two colors are equal if they share the same color
/// space and numerically equal color components"): code checks `cell.backgroundColor == .red` and keeps colours in
/// sets and dictionaries.
@Suite struct UIColorEqualityTests {
    @Test func rgbColoursWithEqualComponentsAreEqual() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).isEqual(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(!UIColor.red.isEqual("red"))
    }

    @Test func grayscaleColoursAreNotEqualToRGBOnes() {
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.clear == UIColor(white: 0, alpha: 0))
    }

    @Test func equalColoursHashAlike() {
        let set: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]
        #expect(set.count == 2)
        #expect(UIColor.blue.hash == UIColor(red: 0, green: 0, blue: 1, alpha: 1).hash)
    }
}
