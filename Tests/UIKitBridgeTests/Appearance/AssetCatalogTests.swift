import Foundation
import Testing
import UIKit

/// The asset catalog reader behind `UIColor(named:)` and `UIImage(named:)` (docs/hosting.md, "Asset catalogs"), on a
/// catalog written here as Xcode writes one (Contents.json per set; Apple's "Asset Catalog Format Reference"). The
/// catalogs are passed in, not set process-wide, so suites loading targets in parallel cannot change them under us.
@Suite struct AssetCatalogTests {
    /// A temporary `Assets.xcassets` with the given sets: path inside the catalog → Contents.json text.
    static func catalog(_ sets: [String: String], files: [String: [UInt8]] = [:]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("assets-\(UUID().uuidString)/Assets.xcassets").path
        for (path, json) in sets {
            let folder = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try json.write(toFile: (folder as NSString).appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        for (path, bytes) in files {
            try Data(bytes).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(path)))
        }
        return root
    }

    static func color(_ components: String, space: String = "srgb", appearances: String = "") -> String {
        """
        { "colors" : [ { "color" : { "color-space" : "\(space)", "components" : { \(components) } }, "idiom" : "universal"\(appearances) } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """
    }

    /// A PNG's signature and IHDR chunk (ISO/IEC 15948 §5.2–5.3), enough for the header reader's pixel size.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    @Test func componentsAsFloatsIntegersAndHex() throws {
        let root = try Self.catalog([
            "Floats.colorset": Self.color(#""red" : "0.500", "green" : "0.250", "blue" : "1.000", "alpha" : "0.800""#),
            "Bytes.colorset": Self.color(#""red" : "255", "green" : "128", "blue" : "0", "alpha" : "1.000""#),
            "Hex.colorset": Self.color(#""red" : "0xFF", "green" : "0x80", "blue" : "0x00", "alpha" : "1.000""#),
            "Gray.colorset": Self.color(#""white" : "0.300", "alpha" : "1.000""#, space: "gray-gamma-22"),
            "Wide.colorset": Self.color(#""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#,
                                        space: "display-p3"),
        ])
        let floats = try #require(PlaygroundAssetCatalogs.color(named: "Floats", in: [root]))
        #expect(floats.red == 0.5 && floats.green == 0.25 && floats.blue == 1 && floats.alpha == 0.8 && !floats.p3)
        let bytes = try #require(PlaygroundAssetCatalogs.color(named: "Bytes", in: [root]))
        #expect(bytes.red == 1 && abs(bytes.green - 128.0 / 255) < 1e-12 && bytes.blue == 0)
        let hex = try #require(PlaygroundAssetCatalogs.color(named: "Hex", in: [root]))
        #expect(hex.red == bytes.red && hex.green == bytes.green && hex.blue == bytes.blue)
        let gray = try #require(PlaygroundAssetCatalogs.color(named: "Gray", in: [root]))
        #expect(gray.red == 0.3 && gray.green == 0.3 && gray.blue == 0.3)
        #expect(try #require(PlaygroundAssetCatalogs.color(named: "Wide", in: [root])).p3)
        #expect(PlaygroundAssetCatalogs.color(named: "Missing", in: [root]) == nil)
    }

    /// The playground's appearance is light: a set with Any and Dark entries gives its Any one; with Light and Dark,
    /// the Light one.
    @Test func lightOrAnyAppearanceIsUsed() throws {
        let root = try Self.catalog([
            "Accent.colorset": """
                { "colors" : [
                  { "color" : { "color-space" : "srgb", "components" : { "red" : "0.000", "green" : "0.000", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" },
                  { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                    "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
                """,
            "Text.colorset": """
                { "colors" : [
                  { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                    "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" },
                  { "appearances" : [ { "appearance" : "luminosity", "value" : "light" } ],
                    "color" : { "color-space" : "srgb", "components" : { "red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
                """,
        ])
        let accent = try #require(PlaygroundAssetCatalogs.color(named: "Accent", in: [root]))
        #expect(accent.blue == 1 && accent.red == 0)
        let text = try #require(PlaygroundAssetCatalogs.color(named: "Text", in: [root]))
        #expect(text.red == 0 && text.green == 0 && text.blue == 0)
    }

    /// A folder that provides a namespace prefixes its sets' names (`Icons/star`); one that does not, does not.
    @Test func namespacesAndImageScales() throws {
        let imageSet = """
            { "images" : [ { "filename" : "star.png", "idiom" : "universal", "scale" : "1x" },
                           { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
                           { "idiom" : "universal", "scale" : "3x" } ] }
            """
        let root = try Self.catalog([
            "Icons": #"{ "properties" : { "provides-namespace" : true } }"#,
            "Icons/star.imageset": imageSet,
            "Plain": #"{ "info" : { "version" : 1 } }"#,
            "Plain/moon.imageset": imageSet.replacingOccurrences(of: "star", with: "moon"),
        ], files: [
            "Icons/star.imageset/star.png": Self.pngHeader(width: 20, height: 20),
            "Icons/star.imageset/star@2x.png": Self.pngHeader(width: 40, height: 40),
            "Plain/moon.imageset/moon.png": Self.pngHeader(width: 10, height: 10),
        ])
        // The 3x entry names no file, so the 2x one is taken.
        let star = try #require(PlaygroundAssetCatalogs.image(named: "Icons/star", in: [root]))
        #expect(star.scale == 2 && star.path.hasSuffix("star@2x.png"))
        #expect(PlaygroundAssetCatalogs.image(named: "star", in: [root]) == nil)
        // 2x is listed but its file is missing: the 1x one.
        let moon = try #require(PlaygroundAssetCatalogs.image(named: "moon", in: [root]))
        #expect(moon.scale == 1 && moon.path.hasSuffix("moon.png"))
    }

    /// A set whose Contents.json names a file that is not on disk (a repository snapshot without its large files)
    /// is declared, so `UIImage(named:)` gives a placeholder rather than nil; a set naming no file, or none, is not.
    @Test func aSetWhoseFileIsMissingIsStillDeclared() throws {
        let root = try Self.catalog([
            "image1.imageset": #"{ "images" : [ { "filename" : "photo.jpg", "idiom" : "universal" } ] }"#,
            "empty.imageset": #"{ "images" : [ { "idiom" : "universal", "scale" : "1x" } ] }"#,
        ])
        #expect(PlaygroundAssetCatalogs.image(named: "image1", in: [root]) == nil)
        #expect(PlaygroundAssetCatalogs.declaresImage(named: "image1", in: [root]))
        #expect(!PlaygroundAssetCatalogs.declaresImage(named: "empty", in: [root]))
        #expect(!PlaygroundAssetCatalogs.declaresImage(named: "none", in: [root]))
    }

    @Test func brokenContentsGiveNil() throws {
        let root = try Self.catalog([
            "Bad.colorset": "{ not json",
            "NoComponents.colorset": #"{ "colors" : [ { "idiom" : "universal" } ] }"#,
            "Words.colorset": Self.color(#""red" : "red", "green" : "0", "blue" : "0""#),
            "Bad.imageset": #"{ "images" : 7 }"#,
        ])
        #expect(PlaygroundAssetCatalogs.color(named: "Bad", in: [root]) == nil)
        #expect(PlaygroundAssetCatalogs.color(named: "NoComponents", in: [root]) == nil)
        #expect(PlaygroundAssetCatalogs.color(named: "Words", in: [root]) == nil)
        #expect(PlaygroundAssetCatalogs.image(named: "Bad", in: [root]) == nil)
        #expect(PlaygroundAssetCatalogs.color(named: "Anything", in: ["/nonexistent/Assets.xcassets"]) == nil)
    }

    @Test func pdfPageSize() throws {
        let root = try Self.catalog(["Logo.imageset": #"{ "images" : [ { "filename" : "logo.pdf", "idiom" : "universal" } ] }"#],
                                    files: ["Logo.imageset/logo.pdf": Array("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24 36] >>\n".utf8)])
        let logo = try #require(PlaygroundAssetCatalogs.image(named: "Logo", in: [root]))
        #expect(PlaygroundAssetCatalogs.pdfSize(logo.path) == CGSize(width: 24, height: 36))
    }
}
