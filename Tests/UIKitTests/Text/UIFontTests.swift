import Foundation
import Testing
import UIKit

// Worked examples from the font files themselves (Debian's fonts-inter 4.0, read by hand from their tables: head's
// unitsPerEm, hhea's ascender/descender/lineGap, hmtx's advances). Inter-Regular and Inter-Bold: 2816 units per em,
// ascender 2728, descender −680, line gap 0; advances H 2084, i 668 (Bold: H 2101, i 766); InterDisplay-Regular:
// 2048 units per em, H 1364, i 392. On iOS the same calls measure SF Pro: the values differ (known issues).

/// Within a millionth of a point.
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

@Suite struct UIFontTests {
    /// Invariants of measuring that hold with any font: longer text is wider, a larger font is larger, wrapping
    /// to a narrow width makes more lines.
    @Test func measuringInvariants() {
        let body = UIFont.systemFont(ofSize: 17)
        let short = "tag".size(withAttributes: [.font: body]), long = "a longer tag".size(withAttributes: [.font: body])
        #expect(long.width > short.width && long.height == short.height && short.height >= 17)
        let big = "tag".size(withAttributes: [.font: UIFont.systemFont(ofSize: 34)])
        #expect(big.width > short.width && big.height > short.height)
        let text = "a sentence long enough to wrap over several lines in a narrow column"
        let one = text.boundingRect(with: CGSize(width: 10_000, height: 10_000), options: .usesLineFragmentOrigin,
                                    attributes: [.font: body], context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: 10_000), options: .usesLineFragmentOrigin,
                                        attributes: [.font: body], context: nil)
        #expect(wrapped.width <= 100 && wrapped.height > one.height)
    }

    /// Bold text is wider than regular text, as on iOS (Inter-Bold's advances).
    @Test func boldTextIsWider() {
        let text = "Weighted Words"
        let regular = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        let bold = text.size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(bold.width > regular.width)
    }

    @Test func bodyMetricsComeFromTheFontFile() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        withKnownIssue("Inter stands in for SF Pro (docs/cells.md, Text): iOS says 16.17, −4.09, 20.29") {
            #expect(close(body.ascender, 2728.0 / 2816 * 17))       // 16.4687
            #expect(close(body.descender, -680.0 / 2816 * 17))      // −4.1051
            #expect(close(body.lineHeight, 3408.0 / 2816 * 17))     // 20.5739
            #expect(close(body.capHeight, 2048.0 / 2816 * 17))      // 12.3636
            #expect(body.ascender == 16.17)
        }
    }

    @Test func textStylesHaveAppleSizes() {
        // Human Interface Guidelines, Typography, Dynamic Type sizes, Large (the default).
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
                                                    (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15),
                                                    (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
    }

    @Test func widthsAreTheAdvancesScaled() {
        withKnownIssue("Inter's advances, not SF Pro's") {
            let regular = "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            #expect(close(regular.width, 2752.0 / 2816 * 17))   // 16.6136
            #expect(close(regular.height, 3408.0 / 2816 * 17))
            let bold = "Hi".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
            #expect(close(bold.width, 2867.0 / 2816 * 17))      // 17.3079
            // 20 points and up: the Display cut, as SF Pro Display.
            let display = "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
            #expect(close(display.width, 1756.0 / 2048 * 20))   // 17.1484
            #expect(regular.width == 16.5)
        }
    }

    @Test func widthScalesWithTheSizeAndAddsUpOverWords() {
        for size: CGFloat in [11, 13, 17, 19] {
            let font = UIFont.systemFont(ofSize: size)
            let one = "ii".size(withAttributes: [.font: font]).width
            let three = "ii ii ii".size(withAttributes: [.font: font]).width
            let space = " ".size(withAttributes: [.font: font]).width
            #expect(close(three, 3 * one + 2 * space))
            #expect(close(one, 2 * 668.0 / 2816 * size))
        }
    }

    @Test func defaultFontIsTwelvePoints() {
        // NSStringDrawing.h: with no font, Helvetica 12 on iOS.
        #expect("Hi".size(withAttributes: nil) == "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
    }

    @Test func namedFontsTakeTheWeightTheirNameSays() {
        let heavy = UIFont(name: "Avenir-Heavy", size: 15)!
        #expect(heavy.fontName == "Inter-ExtraBold" && heavy.pointSize == 15)
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)!.fontName == "Inter-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.systemFont(ofSize: 28).fontName == "InterDisplay-Regular")
    }
}

@Suite struct TextWrappingTests {
    let font = UIFont.systemFont(ofSize: 17)
    var word: CGFloat { "ii".size(withAttributes: [.font: font]).width }   // 2 × 668 units = 8.0653 points
    var space: CGFloat { " ".size(withAttributes: [.font: font]).width }   // 792 units = 4.7813 points

    @Test func wrapsAtSpacesWithinTheWidth() {
        // "ii ii ii" in the width of two words and a space: two lines, the widest "ii ii".
        let limit = 2 * word + space + 0.01
        let r = "ii ii ii".boundingRect(with: CGSize(width: limit, height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(close(r.width, 2 * word + space))
        #expect(close(r.height, 2 * font.lineHeight))
    }

    @Test func withoutLineFragmentOriginItIsOneLine() {
        let r = "ii ii ii".boundingRect(with: CGSize(width: 10, height: 100), options: [], attributes: [.font: font],
                                        context: nil)
        #expect(close(r.width, 3 * word + 2 * space) && close(r.height, font.lineHeight))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        // Four i's (668 units each) in the width of three: three on the first line, one on the second.
        let i = word / 2
        let r = "iiii".boundingRect(with: CGSize(width: 3 * i + 0.01, height: 1000),
                                    options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(close(r.width, 3 * i) && close(r.height, 2 * font.lineHeight))
    }

    @Test func linesPastTheHeightAreDropped() {
        let r = "ii ii ii".boundingRect(with: CGSize(width: word + 0.01, height: 2.5 * font.lineHeight),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(close(r.height, 2 * font.lineHeight))
    }

    @Test func newlinesBreakLines() {
        let s = "ii\nii ii".size(withAttributes: [.font: font])
        #expect(close(s.width, 2 * word + space) && close(s.height, 2 * font.lineHeight))
    }

    @Test func attributedRunsMeasureInTheirFonts() {
        let text = NSMutableAttributedString(string: "Hi", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "Hi", attributes: [.font: font]))
        let bold = "Hi".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)]).width
        let regular = "Hi".size(withAttributes: [.font: font]).width
        #expect(abs(text.size().width - (bold + regular)) < 1e-6)
    }

    @Test func randomTextWrapsWithinTheWidth() {
        // Seeded sessions (a linear congruential generator): every line fits (a long word breaks between characters);
        // the height is whole lines.
        var seed: UInt64 = 0x5eed
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        let words = ["tag", "swift", "collection", "a", "layout", "UIKit", "wrapping", "WWW", "…"]
        for _ in 0..<50 {
            let text = (0..<(1 + Int(next() % 12))).map { _ in words[Int(next() % UInt64(words.count))] }
                .joined(separator: " ")
            let width = CGFloat(20 + next() % 200)
            let r = text.boundingRect(with: CGSize(width: width, height: 10_000), options: .usesLineFragmentOrigin,
                                      attributes: [.font: font], context: nil)
            #expect(r.width <= width + 0.001, "\(text)")
            let lines = (r.height / font.lineHeight).rounded()
            #expect(lines >= 1 && abs(r.height - lines * font.lineHeight) < 1e-6)
        }
    }
}
