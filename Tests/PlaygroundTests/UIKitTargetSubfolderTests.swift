import Foundation
import Testing

/// A target's subfolders are part of it, as an Xcode target's groups are (docs/hosting.md, "The folder is the
/// target"): an app folder with its delegate at the top and its screen, cell and model in `Controllers/`, `Views/`
/// and `Models/` loads as one module; a `…Tests` folder and `Pods/` are not its sources (each holds a file that would
/// not compile with it). Our own files, written here.
@Suite struct UIKitTargetSubfolderTests {
    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func app() throws -> URL {
        let root = try Repo.temporaryDirectory().appendingPathComponent("ShelfApp")
        try write("""
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """, "AppDelegate.swift", in: root)
        try write("""
            import UIKit

            final class ShelfViewController: UICollectionViewController {
                let books = Book.shelf
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: BookCell.width, height: 90)
                    super.init(collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(BookCell.self, forCellWithReuseIdentifier: "book")
                }
                override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { books.count }
                override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
                }
            }

            """, "Scenes/Shelf/ShelfViewController.swift", in: root)
        try write("""
            import UIKit

            final class BookCell: UICollectionViewCell {
                static let width: CGFloat = 60
            }

            """, "Views/BookCell.swift", in: root)
        try write("""
            import Foundation

            struct Book {
                var title: String
                static let shelf = (1...7).map { Book(title: "Volume \\($0)") }
            }

            """, "Models/Book.swift", in: root)
        try write("import XCTest\n@testable import ShelfApp\nfinal class ShelfTests: XCTestCase { func testNothing() { Undeclared() } }\n",
                  "ShelfAppTests/ShelfTests.swift", in: root)
        try write("import UIKit\nlet clash = Undeclared()\n", "Pods/Vendor/Vendor.swift", in: root)
        return root
    }

    @Test func anAppsSubfoldersAreItsSources() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let run = try Run.playground(["dump", "--layout-file", root.path, "--size", "300x600",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        #expect(json["layout"] as? String == "shelfapp")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        // The model's 7 books, each BookCell.width (60) × 90.
        #expect(cells.count == 7)
        #expect(cells.allSatisfy { $0["size"] as? [Double] == [60, 90] }, "\(cells.prefix(2))")
    }

    @Test func theSkippedFoldersAreNotSources() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let run = try Run.playground(["layouts", "--layout-file", root.path, "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("Undeclared"), "\(run.stderr)")
        #expect(run.stdout.contains("ShelfViewController"), "\(run.stdout)")
    }

    /// A real app's groups go deeper than four levels (bart-g/CompositionalLayout-DiffableDataSource keeps its cells'
    /// models in `Screens/Spotify/Views/Cells/EpisodeCell/`): a model five levels down is still the target's.
    @Test func aModelFiveLevelsDownIsASource() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let deep = root.appendingPathComponent("Screens/Shelf/Views/Cells/BookCell")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent("Models/Book.swift"),
                                         to: deep.appendingPathComponent("Book.swift"))
        let run = try Run.playground(["dump", "--layout-file", root.path, "--size", "300x600",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        #expect(cells.count == 7, "\(run.stderr)")
    }

    /// A screen's folder given alone (`ShelfApp/Scenes/Shelf/`, its cell in `ShelfApp/Views/`, its model in
    /// `ShelfApp/Models/`) finds what it names in the rest of its app, as the whole target compiles in Xcode; another
    /// screen that does not compile here and is not named stays out (docs/hosting.md, "A screen of an app").
    @Test func aScreensFolderFindsTheRestOfItsApp() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try Self.write("import UIKit\nfinal class BrokenViewController: UIViewController { let clash = Undeclared() }\n",
                       "Scenes/Broken/BrokenViewController.swift", in: root)
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent("Scenes/Shelf").path,
                                      "--size", "300x600", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        // The model's 7 books, each BookCell.width (60) × 90.
        #expect(cells.count == 7, "\(run.stderr)")
        #expect(cells.allSatisfy { $0["size"] as? [Double] == [60, 90] }, "\(cells.prefix(2))")
    }
}
