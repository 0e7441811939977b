import Foundation
import Testing
import UIKit

/// NSParagraphStyle and NSMutableParagraphStyle (NSParagraphStyle.h): the header's defaults, a mutable copy of the
/// default as cells make one, and copies that do not share their values.
@Suite struct NSParagraphStyleTests {
    @Test func theDefaultHasTheHeadersValues() {
        let style = NSParagraphStyle.default
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0 && style.headIndent == 0)
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style.hyphenationFactor == 0)
        #expect(style.baseWritingDirection == .natural)
    }

    /// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`, set, and put in an attributed string.
    @Test func aMutableCopyOfTheDefaultIsSetAndCarried() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        style.alignment = .center
        style.lineSpacing = 4
        style.hyphenationFactor = 1
        let text = NSAttributedString(string: "Photo", attributes: [.paragraphStyle: style])
        let carried = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(carried.alignment == .center && carried.lineSpacing == 4 && carried.hyphenationFactor == 1)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    /// A copy is immutable and keeps the values it was made with; setParagraphStyle takes another's values.
    @Test func copiesKeepTheirOwnValues() throws {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 12
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        style.firstLineHeadIndent = 20
        #expect(frozen.firstLineHeadIndent == 12)
        #expect(frozen != style)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        #expect(other.firstLineHeadIndent == 20)
        #expect(other == style)
    }
}
