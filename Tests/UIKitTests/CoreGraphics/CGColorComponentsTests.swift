import Foundation
import Testing
import UIKit

/// `CGColor.components` is optional in Swift, as Apple declares it (`var components: [CGFloat]? { get }`), so the
/// usual `guard let c = color.cgColor.components` compiles (Parchment's UIColor interpolation), and
/// `numberOfComponents` counts alpha (CGColor.h).
@Suite @MainActor struct CGColorComponentsTests {
    @Test func componentsAreOptionalAndCountAlpha() throws {
        let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).cgColor
        guard let c = color.components else {
            Issue.record("an RGB colour has components")
            return
        }
        #expect(c == [0.25, 0.5, 0.75, 0.5])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.5)
    }
}
