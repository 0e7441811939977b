import Foundation
import Testing

/// `--layout-file .` and `--layout-file Layouts` (a folder named relative to the working folder, one component
/// without a dot) load: swift-corelibs-foundation traps on such a path's `deletingLastPathComponent`, and the loader
/// crashed there (PathText). A folder of one UIKit layout file of ours.
@Suite struct RelativeLayoutPathTests {
    static let layout = """
        import UIKit

        final class TinyFlow: UICollectionViewFlowLayout {
            override init() {
                super.init()
                itemSize = CGSize(width: 40, height: 30)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """

    @Test func aFolderNamedRelativelyLoads() throws {
        let root = try Repo.temporaryDirectory()
        let folder = root.appendingPathComponent("Layouts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.layout.write(to: folder.appendingPathComponent("TinyFlow.swift"), atomically: true, encoding: .utf8)
        for (argument, directory) in [(".", folder), ("Layouts", root), ("Layouts/", root)] {
            let run = try Run.playground(["dump", "--layout-file", argument, "--items", "3", "--layout-check-timeout", "120"],
                                         directory: directory)
            #expect(run.status == 0, "--layout-file \(argument): \(run.stderr)")
            #expect(run.stdout.contains("\"size\":[40,30]"), "--layout-file \(argument): \(run.stdout.prefix(300))")
        }
    }
}
