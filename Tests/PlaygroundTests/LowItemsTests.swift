import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing
import UIKitSourceRewrite

/// Issue 38's low items, each a worked example that failed before.
@Suite struct LowItemsTests {
    @Test func aCRLFFileIsAUIKitFile() {
        #expect(UIKitLayoutPlan.isUIKitFile("// A layout\r\nimport UIKit\r\nclass A: UICollectionViewFlowLayout {}\r\n"))
        #expect(UIKitLayoutPlan.isUIKitFile("import UIKit\r\n"))
        #expect(UIKitLayoutPlan.isUIKitFile("import Foundation\rimport QuartzCore\r"))
    }

    @Test func anAskedForItemCountIsNotOverriddenByASavedOrder() {
        // A saved order of a 123-item session (24 images, the rest item-N), read by a session of --items 30.
        let saved = OrderFile.Document(order: (0..<123).reversed().map { $0 < 24 ? "img\($0).png" : "item-\($0)" })
        let identifiers = OrderFile.identifiers(itemCount: 30, imageNames: (0..<24).map { "img\($0).png" })
        let asked = OrderFile.order(of: saved, identifiers: identifiers, keepsInserted: false)
        #expect(asked.count == 30)
        #expect(Set(asked) == Set(0..<30))
        #expect(asked == Array((0..<30).reversed()))  // the saved order of what is there (item-24…29 included)
        // Without an asked-for count, items a session inserted come back as before.
        #expect(OrderFile.order(of: saved, identifiers: identifiers).count == 123)
    }

    @Test func theStateFolderComesFromTheEnvironment() {
        #expect(StateFolder.path(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"]) == "/x/state")
        #expect(StateFolder.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state")
        #expect(StateFolder.path(environment: ["XDG_STATE_HOME": "", "HOME": "/home/b"]) == "/home/b/.local/state")
        #expect(StateFolder.path(environment: [:]).hasSuffix("/.local/state"))
    }

    @Test(arguments: ["class", "Self", "init", "Any", "Int", "CGFloat", "UICollectionViewFlowLayout", "String", "Type"])
    func newLayoutRefusesNamesThatDoNotCompile(name: String) throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Run.playground(["new-layout", name, "--uikit", "--dir", dir.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot name the layout's type"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.isEmpty == true)
    }

    /// Round 3's last open defect: a layout file whose name holds a newline (or another control character) could not
    /// load: the raw newline ended the `#sourceLocation` string of the generated source ("unterminated string
    /// literal"). Now it loads, UIKit and native files alike, and its name is escaped in messages.
    @Test(arguments: [("Examples/uikit/CircleLayout.swift", "Cir\ncle\r\u{1B}.swift"),
                      ("Examples/layouts/Circle.swift", "Na\ntive\t\"q\\.swift")])
    func aLayoutFileWhoseNameHoldsANewlineLoads(example: String, name: String) throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Repo.root.appendingPathComponent(example), to: file)
        let run = try Run.playground(["dump", "--layout-file", file.path, "--items", "3",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let dump = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((dump?["items"] as? [Any])?.count == 3, "\(run.stdout.prefix(300))")
    }

    @Test func newLayoutStillTakesOrdinaryNames() {
        for name in ["Spiral", "MyFlow", "Classy", "Integer", "UIish", "CGx"] {
            #expect(SwiftNames.typeNameProblem(name) == nil, "\(name)")
        }
    }
}

import CTurboJPEG

/// Issue 38, low: CMYK JPEGs stayed placeholders (libjpeg cannot decode them to RGB).
@Suite struct CMYKJPEGTests {
    /// A solid CMYK JPEG made with TurboJPEG itself (it writes YCCK with Adobe's marker for CMYK pixels), inverted
    /// as Photoshop's: C, M, Y, K = 208, 32, 16, 255 means R, G, B = 208, 32, 16.
    static func solidCMYK(width: Int, height: Int) throws -> [UInt8] {
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        let pixels = [UInt8]((0..<(width * height)).flatMap { _ in [208, 32, 16, 255] as [UInt8] })
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let ok = pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_CMYK.rawValue),
                        &out, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        }
        try #require(ok == 0 && out != nil)
        defer { tjFree(out) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    @Test func aCMYKJPEGDecodesToItsColour() throws {
        let jpeg = try Self.solidCMYK(width: 15, height: 11)
        let decoded = try JPEGDecoder.decode(jpeg, to: (15, 11), strict: true)
        let p = decoded.image.pixels
        #expect(decoded.image.width == 15 && decoded.image.height == 11)
        #expect(abs(Int(p[0]) - 208) <= 6 && abs(Int(p[1]) - 32) <= 6 && abs(Int(p[2]) - 16) <= 6 && p[3] == 255,
                "\(p[0]), \(p[1]), \(p[2]), \(p[3])")
    }
}
