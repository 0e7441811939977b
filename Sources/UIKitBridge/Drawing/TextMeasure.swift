import Foundation
import PlaygroundCore
import UIKit

/// UIKit's text measuring, for the edge's tests and tools that do not import UIKit (a module named like Apple's):
/// the width `String.size(withAttributes:)` gives and the font file it measured, for the system font at a size and
/// weight.
///
///     TextMeasure.systemFont(size: 17, weight: 0).width(of: "Hi")   // 16.61 points (Inter-Regular)
package struct TextMeasure {
    let font: UIFont

    /// The system font at `size` points and `weight` (UIFont.Weight's raw value, -0.8…0.62).
    package static func systemFont(size: Double, weight: Double) -> TextMeasure {
        TextMeasure(font: UIFont.systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(rawValue: CGFloat(weight))))
    }

    /// The font file the text is measured (and drawn) with; nil when no font is installed.
    package var fontFile: String? { font.playgroundFontFile }

    /// The font's line height, points (UIFont.lineHeight).
    package var lineHeight: Double { Double(font.lineHeight) }

    /// The colour emoji font emoji characters are measured and drawn with (`EmojiFallback`); nil when missing.
    package static var emojiFontFile: String? { PlaygroundFontFiles.emojiFontFile }

    /// The advance of `text`'s emoji in the emoji font, em (what UIKit measured them as): 1 em each without it.
    package static func emojiWidth(of text: Substring) -> Double {
        text.reduce(0) { $0 + PlaygroundTypeface.emojiWidth(of: $1) }
    }

    /// The width of `text` on one line, points.
    package func width(of text: String) -> Double {
        Double(text.size(withAttributes: [.font: font]).width)
    }
}

/// Where `UIImage(named:)` looks for a layout file's images: `images/`, `Images/` and the folder of the file at
/// `path` (docs/cells.md), added after the folders of layout files loaded before.
public func uikitAddImageFolders(besideLayoutFile path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    let base = folder.isEmpty ? "." : folder
    for f in [base + "/images", base + "/Images", base] where !UIImage.playgroundImageFolders.contains(f) {
        UIImage.playgroundImageFolders.append(f)
    }
}
