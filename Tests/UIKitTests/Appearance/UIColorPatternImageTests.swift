import Testing
import UIKit

/// `UIColor(patternImage:)` (approximated: an opaque light grey; docs in UIColor+PatternImage).
@Suite struct UIColorPatternImageTests {
    @Test func aPatternColourIsOpaqueLightGrey() {
        let color = UIColor(patternImage: UIImage())
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &alpha))
        #expect(abs(r - 2.0 / 3) < 1e-9 && r == g && g == b)
        #expect(alpha == 1)
        let view = UIView()
        view.backgroundColor = color
        #expect(view.backgroundColor?.cgColor.alpha == 1)
    }
}
