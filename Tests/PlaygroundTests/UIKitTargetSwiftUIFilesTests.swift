import Foundation
import Testing

/// An app whose UIKit files host SwiftUI views (a scene delegate importing SwiftUI, Xcode 11's template;
/// DistilleryTech's CarouselCollectionView example) compiles its SwiftUI files in the target's module, as Xcode
/// compiles one target (docs/hosting.md, "The folder is the target"); before, they loaded on their own and the
/// UIKit files naming their types did not compile. Our own files, written here.
@Suite struct UIKitTargetSwiftUIFilesTests {
    static func app(sceneImportsSwiftUI: Bool) throws -> URL {
        let root = try Repo.temporaryDirectory().appendingPathComponent("BadgeApp")
        try UIKitTargetSubfolderTests.write("""
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}

            """, "AppDelegate.swift", in: root)
        try UIKitTargetSubfolderTests.write("""
            import UIKit
            \(sceneImportsSwiftUI ? "import SwiftUI" : "")

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UINavigationController(rootViewController: BadgesViewController(count: BadgeView.count))
                    window?.makeKeyAndVisible()
                }
            }

            """, "SceneDelegate.swift", in: root)
        try UIKitTargetSubfolderTests.write("""
            import UIKit

            final class BadgesViewController: UICollectionViewController {
                let count: Int
                init(count: Int) {
                    self.count = count
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 50, height: 50)
                    super.init(collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "badge")
                }
                override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
                override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
                }
            }

            """, "Screens/BadgesViewController.swift", in: root)
        try UIKitTargetSubfolderTests.write("""
            import SwiftUI

            struct BadgeView: View {
                static let count = 5
                var body: some View { Text("Badge") }
            }

            """, "Views/BadgeView.swift", in: root)
        return root
    }

    @Test func theSwiftUIFilesAUIKitFileHostsAreTheTargets() throws {
        let root = try Self.app(sceneImportsSwiftUI: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let run = try Run.playground(["dump", "--layout-file", root.path, "--size", "300x600",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        #expect(json["layout"] as? String == "badgeapp")
        // The scene delegate's screen, with BadgeView.count (5) cells: BadgeView.swift compiled with it.
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        #expect(cells.count == 5, "\(run.stderr)")
    }

    /// No UIKit file imports SwiftUI: the SwiftUI file is not the target's, as before (here the scene delegate then
    /// names a type it cannot see, and the message says so).
    @Test func withoutASwiftUIImportTheSwiftUIFilesStayApart() throws {
        let root = try Self.app(sceneImportsSwiftUI: false)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let run = try Run.playground(["dump", "--layout-file", root.path, "--size", "300x600",
                                      "--layout-check-timeout", "120"])
        #expect(run.stderr.contains("cannot find 'BadgeView' in scope"), "\(run.stderr)")
    }
}
