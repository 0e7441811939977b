import Foundation
import Testing

/// An app and the library it imports, from one repository (docs/hosting.md, "An app and its library"): the library's
/// folder — beside the app's, or inside it — is compiled first as a module of its own, as Xcode builds a framework,
/// and the app against it. Our own files, written here, in the shape of JZCalendarWeekView's example app: both
/// declare an internal `UIView.addSubviews(_:)` (ambiguous if they were one module); the app overrides an `open`
/// method the library declares in an extension (overridable on iOS, where it is @objc); one app file imports only
/// the library and names `Date` and `UIColor` (a framework's umbrella header exports UIKit).
@Suite struct UIKitLibraryModuleTests {
    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static let library: [(String, String)] = [
        ("ShelfLayout.swift", """
            import UIKit

            open class ShelfLayout: UICollectionViewFlowLayout {
                public override init() {
                    super.init()
                    itemSize = CGSize(width: 40, height: shelfHeight())
                }
                public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            extension ShelfLayout {
                open func shelfHeight() -> CGFloat { 20 }
            }

            extension UIView {
                func addSubviews(_ views: [UIView]) { views.forEach { addSubview($0) } }
            }

            """),
        ("ShelfBook.swift", """
            import Foundation

            open class ShelfBook {
                public let added: Date
                public init(added: Date) { self.added = added }
            }

            """),
    ]

    static let app: [(String, String)] = [
        ("AppDelegate.swift", """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """),
        ("ShelfViewController.swift", """
            import UIKit
            import ShelfKit

            final class TallShelfLayout: ShelfLayout {
                override func shelfHeight() -> CGFloat { 70 }
            }

            extension UIView {
                func addSubviews(_ views: [UIView]) { views.forEach { addSubview($0) } }
            }

            final class ShelfViewController: UICollectionViewController {
                let books = Novel.all
                init() { super.init(collectionViewLayout: TallShelfLayout()) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubviews([UIView()])
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                }
                override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { books.count }
                override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                    cell.backgroundColor = books[indexPath.item].colour
                    return cell
                }
            }

            """),
        ("Models/Novel.swift", """
            import ShelfKit

            final class Novel: ShelfBook {
                let colour = UIColor.systemTeal
                static let all = (0..<6).map { Novel(added: Date(timeIntervalSince1970: Double($0))) }
            }

            """),
    ]

    func check(root: URL, app: String) throws {
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent(app).path, "--size", "300x600",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        // The model's 6 novels, 40 wide (the library's init) and 70 high (the app's override of its open method).
        #expect(cells.count == 6)
        #expect(cells.allSatisfy { $0["size"] as? [Double] == [40, 70] }, "\(cells.prefix(2))")
    }

    @Test func aLibraryBesideTheAppIsItsOwnModule() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in Self.library { try Self.write(text, "ShelfKit/" + name, in: root) }
        for (name, text) in Self.app { try Self.write(text, "Example/ShelfApp/" + name, in: root) }
        try check(root: root, app: "Example/ShelfApp")
    }

    @Test func aLibraryInsideTheAppsFolderIsItsOwnModule() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in Self.library { try Self.write(text, "ShelfApp/ShelfKit/" + name, in: root) }
        for (name, text) in Self.app { try Self.write(text, "ShelfApp/" + name, in: root) }
        try check(root: root, app: "ShelfApp")
    }

    /// An example app's folder named like the library it imports (roberthein/BouncyLayout's `example/BouncyLayout/`
    /// imports BouncyLayout, whose sources are `BouncyLayout/Classes/`; CocoaPods' template names it so): the import
    /// is the library's, not the app's own module, and is kept (it was taken for the app's own and removed, so the
    /// app missed every library type).
    @Test func anAppFolderNamedLikeItsLibraryStillImportsIt() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in Self.library { try Self.write(text, "ShelfKit/Classes/" + name, in: root) }
        for (name, text) in Self.app { try Self.write(text, "Example/ShelfKit/" + name, in: root) }
        try check(root: root, app: "Example/ShelfKit")
    }
}
