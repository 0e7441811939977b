import Foundation
internal import PlaygroundCore

/// Which font file stands in for Apple's system font (SF Pro, not available off Apple platforms): Inter, from
/// Debian's fonts-inter (docs/cells.md, "Text"). Inter has SF Pro's weights, and, like SF Pro's Text and Display
/// cuts, a text cut and a Display cut for large sizes.
///
///     PlaygroundFontFiles.systemFontFile(weight: .bold, italic: false, display: false)
///     // "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
///
/// `LAYOUT_PLAYGROUND_UIKIT_FONTS` names another folder with the same file names (tests use a missing one). Without
/// the files, DejaVu Sans (fonts-dejavu-core, which the window's own text uses) measures and draws every font.
package enum PlaygroundFontFiles {
    /// Debian's fonts-inter.
    package static let defaultFolder = "/usr/share/fonts/opentype/inter"
    /// The fallback when Inter is missing: fonts-dejavu-core.
    package static let fallbackFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    package static var folder: String {
        let env = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_UIKIT_FONTS"]
        return env.flatMap { $0.isEmpty ? nil : $0 } ?? defaultFolder
    }

    /// Inter's style name for a UIFont weight: the nearest of its nine weights (UIFont.Weight's raw values run
    /// from -0.8, ultraLight, to 0.62, black; UIFontDescriptor.h).
    static func styleName(weight: CGFloat) -> String {
        let styles: [(CGFloat, String)] = [(-0.8, "ExtraLight"), (-0.6, "Thin"), (-0.4, "Light"), (0, "Regular"),
                                           (0.23, "Medium"), (0.3, "SemiBold"), (0.4, "Bold"), (0.56, "ExtraBold"),
                                           (0.62, "Black")]
        return styles.min { abs($0.0 - weight) < abs($1.0 - weight) }!.1
    }

    /// The file name (no folder) of the system font at `weight`: `Inter-Bold.otf`, `InterDisplay-Bold.otf`,
    /// `Inter-BoldItalic.otf`; Regular italic is `Inter-Italic.otf`.
    package static func systemFontName(weight: CGFloat, italic: Bool, display: Bool) -> String {
        var style = styleName(weight: weight)
        if italic { style = style == "Regular" ? "Italic" : style + "Italic" }
        return (display ? "InterDisplay-" : "Inter-") + style
    }

    /// The path of the system font's file, or DejaVu Sans when that file is missing; nil when neither is there.
    package static func systemFontFile(weight: CGFloat, italic: Bool, display: Bool) -> String? {
        let file = folder + "/" + systemFontName(weight: weight, italic: italic, display: display) + ".otf"
        if FileManager.default.fileExists(atPath: file) { return file }
        let regular = folder + "/Inter-Regular.otf"
        if FileManager.default.fileExists(atPath: regular) { return regular }
        return FileManager.default.fileExists(atPath: fallbackFile) ? fallbackFile : nil
    }

    /// The colour emoji font emoji characters fall back to (`EmojiFallback`, docs/cells.md, "Emoji"): Debian's
    /// fonts-noto-color-emoji, or the file `LAYOUT_PLAYGROUND_EMOJI_FONT` names; nil when it is missing (then each
    /// emoji measures 1 em and draws as a placeholder box).
    package static var emojiFontFile: String? {
        let env = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_EMOJI_FONT"]
        let file = env.flatMap { $0.isEmpty ? nil : $0 } ?? EmojiFallback.defaultFontFile
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }
}
