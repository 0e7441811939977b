import Testing
import UIKit

@Suite struct UIFontTests {
    /// Apple's default sizes of the text styles at the default content size (points).
    @Test func textStylesHaveApplesDefaultSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.systemFont(ofSize: 13, weight: .bold).pointSize == 13)
    }

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

    /// On iOS bold text is wider than regular text; here no font is loaded and every weight measures the same
    /// (docs/architecture.md, "Text": FreeType measuring is issue uikit-cells').
    @Test func boldTextIsWider() {
        let text = "Weighted Words"
        let regular = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        let bold = text.size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        withKnownIssue("every weight measures as the regular weight here") {
            #expect(bold.width > regular.width)
        }
    }
}
