import Foundation
import Testing

/// `playground rewrite SRC DST` (docs/tests-on-linux.md, "The rewrite for tests"): a package's modules rewritten
/// into copies under `#sourceLocation`, other files copied, the manifest's relative paths made absolute.
@Suite struct RewriteCommandTests {
    @Test func aPackageIsCopiedWithItsModulesRewritten() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let src = dir.appendingPathComponent("Lib").path
        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: src + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Package.swift", #"let p = [.package(path: "../Playground"), .package(url: "https://x", from: "1.0.0")]"# + "\n")
        try write("README.md", "# Lib\n")
        try write("Sources/Lib/Layout.swift", "import UIKit\nopen class Layout: UICollectionViewFlowLayout {\n}\n")
        try write("Sources/Lib/Layout+Prepare.swift",
                  "import UIKit\nextension Layout {\n    @objc open override func prepare() { super.prepare() }\n}\n")
        try write("Tests/LibTests/LibTests.swift", "import XCTest\nfinal class LibTests: XCTestCase {}\n")
        try write(".build/debug/Junk.swift", "this is never read\n")

        let dst = dir.appendingPathComponent("out").path
        let r = try Run.playground(["rewrite", src, dst, "--verbose"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "rewrote 2 of 3 Swift files (2 changes) in 2 modules into \(dst)\n")
        #expect(r.stderr.contains("rewrote \(src)/Sources/Lib/Layout+Prepare.swift:3:5: @objc removed"))
        let layout = try String(contentsOfFile: dst + "/Sources/Lib/Layout.swift", encoding: .utf8)
        #expect(layout == """
            #sourceLocation(file: "\(src)/Sources/Lib/Layout.swift", line: 1)
            import UIKit
            open class Layout: UICollectionViewFlowLayout {

            #sourceLocation(file: "\(src)/Sources/Lib/Layout+Prepare.swift", line: 3)
                      open override func prepare() { super.prepare() }
            #sourceLocation(file: "\(src)/Sources/Lib/Layout.swift", line: 3)
            }

            """)
        let tests = try String(contentsOfFile: dst + "/Tests/LibTests/LibTests.swift", encoding: .utf8)
        #expect(tests.hasPrefix("#sourceLocation(file: \"\(src)/Tests/LibTests/LibTests.swift\", line: 1)\nimport XCTest\n"))
        #expect(try String(contentsOfFile: dst + "/README.md", encoding: .utf8) == "# Lib\n")
        let manifest = try String(contentsOfFile: dst + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(path: "\#(dir.path)/Playground")"#))
        #expect(manifest.contains(#".package(url: "https://x", from: "1.0.0")"#))
        #expect(!FileManager.default.fileExists(atPath: dst + "/.build"))

        // DST inside SRC is never read back; SRC that is not a folder is one line.
        let inside = try Run.playground(["rewrite", src, src + "/.rewritten"])
        #expect(inside.status == 0)
        let again = try Run.playground(["rewrite", src, src + "/.rewritten"])
        #expect(again.stdout.hasPrefix("rewrote 2 of 3 Swift files"))
        let bad = try Run.playground(["rewrite", src + "/nothing", dst])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("rewrite: \(src)/nothing is not a folder"))
    }
}
