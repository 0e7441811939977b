import Foundation
import Testing
import UIKit

/// UIFontMetrics at the playground's content size category, `.large` (UIFontMetrics.swift): Apple's scale there is
/// 1, so fonts and values come back unchanged, and `maximumPointSize` caps a font's size (0: no cap).
@Suite struct UIFontMetricsTests {
    @Test func atTheDefaultCategoryAFontComesBackUnchanged() {
        let font = UIFont.systemFont(ofSize: 12, weight: .bold)
        let scaled = UIFontMetrics.default.scaledFont(for: font)
        #expect(scaled.pointSize == 12)
        #expect(scaled.fontName == font.fontName)
        #expect(UIFontMetrics(forTextStyle: .title2).scaledValue(for: 20) == 20)
    }

    @Test func maximumPointSizeCapsTheFontAndZeroMeansNoCap() {
        let font = UIFont.preferredFont(forTextStyle: .title1)   // 28 points at .large
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 0).pointSize == font.pointSize)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 40).pointSize == font.pointSize)
    }
}
