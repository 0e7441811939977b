import Foundation
import Testing

/// `pod lib create`'s layout, the most common one of a layout library with its example app: the library in
/// `NAME/Classes/`, the example app in `Example/NAME/` (a folder of the module's own name) importing `NAME`
/// (Pitsko's HorizontalCardStack, kingjiajie's JJCollectionViewRoundFlowLayout_Swift; realfiles10). The app loads
/// with its library compiled as a module of its own (docs/hosting.md, "An app and its library"), whatever its
/// folder is named; its controller may subclass the library's base controller named `…VC`. Our own files.
@Suite(.serialized) struct UIKitPodTemplateTests {
    static let timeout = ["--layout-check-timeout", "120"]

    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A repository in the template's shape; the controller's superclass is `base`.
    static func repository(base: String) throws -> URL {
        let root = try Repo.temporaryDirectory().appendingPathComponent("Shelf")
        try write("""
            import UIKit

            /// Items in one row, 80 points wide.
            open class ShelfLayout: UICollectionViewFlowLayout {
                public override init() {
                    super.init()
                    scrollDirection = .horizontal
                    itemSize = CGSize(width: 80, height: 120)
                }
                public required init?(coder: NSCoder) { fatalError("not used") }
            }

            /// The library's base controller.
            open class ShelfVC: UIViewController {}

            """, "Shelf/Classes/ShelfLayout.swift", in: root)
        try write("""
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """, "Example/Shelf/AppDelegate.swift", in: root)
        try write("""
            import UIKit
            import Shelf

            final class ViewController: \(base), UICollectionViewDataSource {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: ShelfLayout())
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
                    collectionView.dataSource = self
                    view.addSubview(collectionView)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
                }
            }

            """, "Example/Shelf/ViewController.swift", in: root)
        return root
    }

    @Test(arguments: ["UIViewController", "ShelfVC"])
    func theExampleAppInAFolderOfItsLibrarysNameLoads(base: String) throws {
        let root = try Self.repository(base: base)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent("Example/Shelf").path, "--all"]
                                     + Self.timeout)
        #expect(run.status == 0, "\(base): \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        // The data source's seven items, in the library's horizontal row of 80-point items.
        #expect(cells.count == 7, "\(base)")
        #expect((cells.first?["size"] as? [Double]) == [80, 120], "\(base)")
    }
}
