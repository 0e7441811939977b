import Foundation

/// The Swift symbols Xcode 15 generates for a SwiftUI target's asset catalogs ("Xcode generates Swift symbols for
/// colors and images in asset catalogs", Xcode 15 release notes, Asset Catalogs): the `ColorResource` and
/// `ImageResource` members UIKit files get (`UIKitAssetSymbols`), so SwiftUI code writes `Image(.user1)` and
/// `Color(.brand)`, and for colours also SwiftUI's `Color.brand` and `ShapeStyle` `.brand` (`.foregroundStyle(.brand)`),
/// as Xcode generates them for a target that imports SwiftUI.
///
///     SwiftUIAssetSymbols.source(colors: ["Brand"], images: ["user1"], texts: [])
///     // extension ImageResource { static let user1 = ImageResource(name: "user1", bundle: .main) } …
///     // extension Color { static var brand: Color { Color(.brand) } } …
///
/// Decided where Apple is silent, as for UIKit: a name SwiftUI's `Color` already has (`red`, `primary`) or the
/// target's files declare gets no `Color` member.
public enum SwiftUIAssetSymbols {
    public static func source(colors: [String], images: [String], texts: [String]) -> String {
        var text = UIKitAssetSymbols.source(colors: colors, images: images, texts: texts)
        guard !text.isEmpty else { return "" }
        let declared = UIKitAssetSymbols.declaredNames(texts)
        var members: [String] = []
        var seen: Set<String> = []
        for asset in colors.sorted() where !asset.contains("/") {
            guard let name = UIKitAssetSymbols.symbolName(asset, suffix: "Color"), !declared.contains(name),
                  !colorMembers.contains(name), seen.insert(name).inserted else { continue }
            members.append(UIKitAssetSymbols.escaped(name))
        }
        if !members.isEmpty {
            text += "\nextension Color {\n" + members.map { "    static var \($0): Color { Color(.\($0)) }\n" }.joined() + "}\n"
            text += "\nextension ShapeStyle where Self == Color {\n"
                + members.map { "    static var \($0): Color { Color(.\($0)) }\n" }.joined() + "}\n"
        }
        return text
    }

    /// SwiftUI `Color`'s own static members (SwiftUI's Color: the standard colours, `primary`, `secondary`,
    /// `accentColor`): an asset named so gets only its resource.
    static let colorMembers: Set<String> = ["black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink",
        "purple", "primary", "secondary", "clear", "accentColor", "mint", "teal", "cyan", "indigo", "brown", "accent",
        "init", "self"]
}
