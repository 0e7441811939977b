import Foundation

/// The Swift symbols Xcode 15 generates for a target's asset catalogs ("Xcode generates Swift symbols for colors and
/// images in asset catalogs", Xcode 15 release notes, Asset Catalogs; the build setting
/// ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOLS): a `ColorResource` / `ImageResource` static member per colour
/// and image set, and a `UIColor` / `UIImage` static member that makes it, so app code writes
/// `UIColor(resource: .darkBlue)`, `view.backgroundColor = .darkBlue` or `UIImage(resource: .avatar)`.
///
/// The playground writes the same declarations into the target's entry point when it loads the target
/// (docs/hosting.md, "Asset catalogs"). Names, as Xcode forms them: the asset's name in lower camel case (words split
/// at characters that cannot be in an identifier; a leading capital run lowered: `DarkBlue` → `darkBlue`,
/// `URLBar` → `urlBar`), less a trailing `Color` of a colour set or `Image` of an image set (`AccentColor` →
/// `accent`); a leading digit gets `_`. Decided where Apple is silent: an asset inside a namespace folder
/// (`Icons/star`) gets no symbol; a name the app's files declare themselves (their own `static let darkBlue`, as
/// apps wrote before Xcode 15) or that UIKit already has (`UIColor.red`, `UIColor.label`) gets no `UIColor` /
/// `UIImage` member, and no resource either when the app declares it, so nothing is declared twice.
public enum UIKitAssetSymbols {
    /// The declarations for `colors` and `images` (asset names, namespaced ones with their folder: `Icons/star`),
    /// leaving out what `texts` (the target's files) declare. Empty when there is nothing to declare.
    public static func source(colors: [String], images: [String], texts: [String]) -> String {
        let declared = declaredNames(texts)
        var lines: [String] = []
        func emit(_ assets: [String], resource: String, owner: String, suffix: String, taken: Set<String>) {
            var seen: Set<String> = []
            var resources: [String] = []
            var members: [String] = []
            for asset in assets.sorted() where !asset.contains("/") {
                guard let name = symbolName(asset, suffix: suffix), !declared.contains(name),
                      seen.insert(name).inserted else { continue }
                let literal = asset.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                resources.append("    static let \(escaped(name)) = \(resource)(name: \"\(literal)\", bundle: .main)")
                if !taken.contains(name) {
                    members.append("    static var \(escaped(name)): \(owner) { \(owner)(resource: .\(escaped(name))) }")
                }
            }
            guard !resources.isEmpty else { return }
            lines += ["", "extension \(resource) {"] + resources + ["}"]
            if !members.isEmpty { lines += ["", "extension \(owner) {"] + members + ["}"] }
        }
        emit(colors, resource: "ColorResource", owner: "UIColor", suffix: "Color", taken: uiColorMembers)
        emit(images, resource: "ImageResource", owner: "UIImage", suffix: "Image", taken: uiImageMembers)
        guard !lines.isEmpty else { return "" }
        return (["", "// Xcode 15's generated asset symbols for the target's asset catalogs (UIKitAssetSymbols)."] + lines)
            .joined(separator: "\n") + "\n"
    }

    /// The symbol Xcode names asset `asset` by (`"Dark Blue"` → `darkBlue`), less a trailing `suffix` when more is
    /// left; nil when nothing of an identifier is left.
    public static func symbolName(_ asset: String, suffix: String) -> String? {
        let words = asset.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        guard let first = words.first else { return nil }
        var name = lowerLeadingCapitals(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.count > suffix.count, name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        if let c = name.first, c.isNumber { name = "_" + name }
        return name.isEmpty ? nil : name
    }

    /// `DarkBlue` → `darkBlue`, `URLBar` → `urlBar`, `URL` → `url`, `darkBlue` unchanged.
    static func lowerLeadingCapitals(_ word: String) -> String {
        let chars = Array(word)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        if run == 0 { return word }
        // A run of capitals before a lower-case letter keeps its last capital for the next word (`URLBar`).
        let lower = run == chars.count || run == 1 ? run : run - 1
        return String(chars[..<lower]).lowercased() + String(chars[lower...])
    }

    /// Names the files declare with `let`, `var`, `func` or `case` (their own symbols for the same assets).
    static func declaredNames(_ texts: [String]) -> Set<String> {
        var names: Set<String> = []
        for text in texts {
            for match in text.matches(of: /\b(?:let|var|func|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)/) {
                names.insert(String(match.output.1))
            }
        }
        return names
    }

    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    static let keywords: Set<String> = ["class", "default", "func", "import", "in", "init", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "return", "self", "Self", "static", "struct", "subscript",
        "super", "switch", "true", "false", "try", "var", "where", "while", "as", "break", "case", "catch", "continue",
        "defer", "do", "else", "enum", "extension", "fallthrough", "for", "guard", "if", "inout", "repeat", "throw",
        "throws", "associatedtype", "deinit", "fileprivate", "rethrows", "Any", "Type"]

    /// `UIColor`'s own class members (UIColor.h, UIInterface.h): an asset named so gets only its resource.
    static let uiColorMembers: Set<String> = ["black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue",
        "cyan", "yellow", "magenta", "orange", "purple", "brown", "clear", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue", "systemOrange",
        "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint",
        "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "tintColor", "lightText", "darkText", "groupTableViewBackground", "init", "self"]

    /// `UIImage`'s own class members (UIImage.h): an asset named so gets only its resource.
    static let uiImageMembers: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark", "init", "self"]
}
