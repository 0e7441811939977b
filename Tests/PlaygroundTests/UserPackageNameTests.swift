import Foundation
@testable import PlaygroundApp
import Testing

/// `package` declarations (SE-0386) compile only with a package name, which SwiftPM gives every target of a package;
/// a loaded file's modules get one too (LayoutCompiler.userPackageName), so a SwiftPM library's `package` members
/// load (noppefoxwolf/Pager's targets did not: "the package access level used on … requires a package name").
@Suite struct UserPackageNameTests {
    @Test func aLayoutWithPackageMembersLoads() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("PackageLayout.swift")
        try """
            import UIKit

            package struct Metrics {
                package var side: CGFloat = 40
                package init() {}
            }

            final class PackageLayout: UICollectionViewFlowLayout {
                package let metrics = Metrics()
                override init() { super.init(); itemSize = CGSize(width: metrics.side, height: metrics.side) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let run = try Run.playground(["dump", "--layout-file", file.path, "--items", "2", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let frames = ((json["items"] as? [[String: Any]]) ?? []).map { $0["frame"] as? [Double] ?? [] }
        #expect(frames.first == [0, 0, 40, 40], "\(frames)")
    }

    /// The name is not this repository's own package's, whose `package` hooks (UIKit's `playground…` members) stay
    /// out of a user's reach.
    @Test func theNameIsNotThePlaygroundsOwn() {
        #expect(!LayoutCompiler.userPackageName.isEmpty)
        #expect(LayoutCompiler.userPackageName != "main" && LayoutCompiler.userPackageName.lowercased() != "layoutplayground")
    }
}
