import Foundation
import Testing
import UIKit

/// UIColor adopts NSCopying (UIColor.h): layout attributes subclasses copy their colour in `copy(with:)`.
struct UIColorCopyingTests {
    @Test func aColourCopiesToAnEqualColour() throws {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let copy = try #require(color.copy(with: nil) as? UIColor)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(copy.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.2 && g == 0.4 && b == 0.6 && a == 0.8)
        #expect((color.copy() as? UIColor) != nil)
        let copying: NSCopying = color
        #expect(copying.copy(with: nil) is UIColor)
    }
}
