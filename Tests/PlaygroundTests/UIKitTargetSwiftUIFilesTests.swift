import Foundation
@testable import PlaygroundApp
import Testing

/// A target's SwiftUI files that its UIKit files name are part of its module, as on iOS, where a target's files are
/// one module whatever they import (UIKitTarget.swiftUIFiles(namedBy:among:); docs/hosting.md, "The folder is the
/// target"); a SwiftUI file nothing of the target names stays a layout of its own.
@Suite(.serialized) struct UIKitTargetSwiftUIFilesTests {
    static let controller = """
        import UIKit
        import SwiftUI

        final class BadgesViewController: UIViewController, UICollectionViewDataSource {
            let badge = UIHostingController(rootView: BadgeView())
            override func loadView() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: BadgeMetrics.side, height: BadgeMetrics.side)
                layout.minimumInteritemSpacing = 0
                layout.minimumLineSpacing = 0
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                collectionView.dataSource = self
                view = collectionView
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        """
    /// Named by the controller; names BadgeMetrics, declared in another SwiftUI file (taken in turn).
    static let badge = """
        import SwiftUI

        struct BadgeView: View {
            var body: some View { Color.red.frame(width: BadgeMetrics.side, height: BadgeMetrics.side) }
        }
        """
    static let metrics = "import SwiftUI\n\nenum BadgeMetrics {\n    static let side: CGFloat = 80\n}\n"
    /// Named by nothing of the target.
    static let other = "import SwiftUI\n\nstruct SpareView: View {\n    var body: some View { Text(\"spare\") }\n}\n"

    func folder() throws -> URL {
        let dir = try Repo.temporaryDirectory().appendingPathComponent("Badges")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Views"), withIntermediateDirectories: true)
        for (name, text) in [("BadgesViewController.swift", Self.controller), ("Views/BadgeView.swift", Self.badge),
                             ("Views/BadgeMetrics.swift", Self.metrics), ("Views/SpareView.swift", Self.other)] {
            try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        }
        return dir
    }

    @Test func theSwiftUIFilesTheTargetNamesAreMembers() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let names = UIKitTarget.members(of: dir.path).map { ($0 as NSString).lastPathComponent }
        #expect(names == ["BadgesViewController.swift", "BadgeMetrics.swift", "BadgeView.swift"])  // by path: Views/ after
    }

    /// The controller compiles with the SwiftUI files' declarations: 80-point squares, four in a row at 320 wide
    /// (x = 0, 80, 160, 240), content 320 wide and 80 tall.
    @Test func theTargetCompilesWithThem() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let run = try Run.playground(["dump", "--layout-file", dir.path, "--size", "320x568", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let frames = (all["items"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
        #expect(frames == [[0, 0, 80, 80], [80, 0, 80, 80], [160, 0, 80, 80], [240, 0, 80, 80]])
    }
}
