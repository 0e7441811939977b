import Testing
import UIKitSourceRewrite

/// Xcode 15's generated asset symbols, as the playground writes them for a target's catalogs (UIKitAssetSymbols;
/// docs/hosting.md, "Asset catalogs").
@Suite struct UIKitAssetSymbolsTests {
    @Test func namesAreLowerCamelCaseWithoutTheKindsSuffix() {
        #expect(UIKitAssetSymbols.symbolName("DarkBlue", suffix: "Color") == "darkBlue")
        #expect(UIKitAssetSymbols.symbolName("AccentColor", suffix: "Color") == "accent")
        #expect(UIKitAssetSymbols.symbolName("Color", suffix: "Color") == "color")
        #expect(UIKitAssetSymbols.symbolName("dark-blue", suffix: "Color") == "darkBlue")
        #expect(UIKitAssetSymbols.symbolName("brand primary", suffix: "Color") == "brandPrimary")
        #expect(UIKitAssetSymbols.symbolName("URLBar", suffix: "Image") == "urlBar")
        #expect(UIKitAssetSymbols.symbolName("LogoImage", suffix: "Image") == "logo")
        #expect(UIKitAssetSymbols.symbolName("1st", suffix: "Image") == "_1st")
        #expect(UIKitAssetSymbols.symbolName("--", suffix: "Image") == nil)
    }

    @Test func resourcesAndMembersForEachSet() {
        let source = UIKitAssetSymbols.source(colors: ["DarkBlue", "red", "Icons/star"], images: ["Avatar"], texts: [])
        #expect(source.contains(#"static let darkBlue = ColorResource(name: "DarkBlue", bundle: .main)"#))
        #expect(source.contains("static var darkBlue: UIColor { UIColor(resource: .darkBlue) }"))
        #expect(source.contains(#"static let avatar = ImageResource(name: "Avatar", bundle: .main)"#))
        #expect(source.contains("static var avatar: UIImage { UIImage(resource: .avatar) }"))
        // UIKit's own `UIColor.red` stays UIKit's: the resource only.
        #expect(source.contains(#"static let red = ColorResource(name: "red", bundle: .main)"#))
        #expect(!source.contains("static var red: UIColor"))
        // A namespaced asset gets no symbol (decided).
        #expect(!source.contains("star"))
    }

    @Test func whatTheAppDeclaresItselfIsNotDeclaredAgain() {
        let app = "import UIKit\nextension UIColor {\n    static let darkBlue = UIColor(named: \"DarkBlue\")!\n}\n"
        let source = UIKitAssetSymbols.source(colors: ["DarkBlue", "Sand"], images: [], texts: [app])
        #expect(!source.contains("darkBlue"))
        #expect(source.contains("static var sand: UIColor"))
        #expect(UIKitAssetSymbols.source(colors: [], images: [], texts: [app]).isEmpty)
    }
}
