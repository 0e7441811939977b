import Foundation
import Testing
import UIKit

/// A text style's font made bold or italic through its descriptor (UIFontDescriptor.h), as apps write it.
@MainActor @Suite struct UIFontDescriptorTests {
    @Test func aTextStylesFontMadeBold() throws {
        let title = UIFont.preferredFont(forTextStyle: .title2)
        let descriptor = try #require(title.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == title.pointSize)   // size 0: the descriptor's
        #expect(bold.fontDescriptor.symbolicTraits == [.traitBold])
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
    }

    @Test func italicAndBackToPlain() throws {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.fontDescriptor.symbolicTraits.isEmpty)
        let italic = UIFont(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(.traitItalic)), size: 0)
        #expect(italic.fontDescriptor.symbolicTraits == [.traitItalic])
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(bold.fontDescriptor.symbolicTraits == [.traitBold])
        // The traits given replace the old ones: bold without `.traitBold` is the regular weight.
        let plain = UIFont(descriptor: try #require(bold.fontDescriptor.withSymbolicTraits([])), size: 0)
        #expect(plain.fontDescriptor.symbolicTraits.isEmpty)
        #expect(plain.fontDescriptor.withSize(12).pointSize == 12)
    }
}
