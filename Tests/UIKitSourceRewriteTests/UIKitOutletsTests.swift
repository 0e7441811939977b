import Testing
@testable import UIKitSourceRewrite

/// The `@IBOutlet`/`@IBAction` tables the rewrite generates (docs/uikit.md, "Storyboards and nibs"): one extension per
/// class in the class's file, and the registrations in the entry point.
@Suite struct UIKitOutletsTests {
    let source = """
        import UIKit
        class PhotoCell: UICollectionViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet private weak var imageView: UIImageView?
            @IBOutlet var stars: [UIImageView]!
            @IBOutlet var badge: UIView
            @IBAction func tapped(_ sender: UIButton) {}
            @IBAction func reset() {}
            @IBAction func share(sender: Any) {}
            @IBAction func both(_ a: Any, _ b: Any) {}
            var notAnOutlet: UILabel?
        }
        extension Gallery {
            class Header: UICollectionReusableView { @IBOutlet weak var title: UILabel! }
        }
        private class Hidden: UIView { @IBOutlet weak var x: UILabel! }
        class Boxed<T>: UIView { @IBOutlet weak var y: UILabel! }
        """

    @Test func theOutletsAndActionsOfEachVisibleClassAreFound() throws {
        let found = UIKitOutlets.classes(in: UIKitFileScan(path: "/a/PhotoCell.swift", text: source).tree)
        #expect(found.map(\.qualified) == ["PhotoCell", "Gallery.Header"])
        let cell = try #require(found.first)
        #expect(cell.outlets == [
            .init(name: "titleLabel", type: "UILabel", optional: true, collection: false),
            .init(name: "imageView", type: "UIImageView", optional: true, collection: false),
            .init(name: "stars", type: "UIImageView", optional: true, collection: true),
            .init(name: "badge", type: "UIView", optional: false, collection: false),
        ])
        // Objective-C selectors as Interface Builder writes them: `_` gives `name:`, a label `nameWithLabel:`.
        #expect(cell.actions.map(\.selector) == ["tapped:", "reset", "shareWithSender:"])
        #expect(cell.actions[0].call == "if let s = sender as? UIButton { o.tapped(s) }")
        #expect(cell.actions[2].call == "if let s = sender { o.share(sender: s as Any) }")
    }

    @Test func theGeneratedExtensionSetsEachOutletByTypeAndTheEntryRegistersIt() throws {
        let g = try #require(UIKitOutlets.generated(UIKitFileScan(path: "/a/PhotoCell.swift", text: source)))
        #expect(g.extensions.contains("extension Gallery.Header {"))
        #expect(g.extensions.contains("""
            PlaygroundOutlet("titleLabel", UILabel.self, collection: false, isSet: { ($0 as! PhotoCell).titleLabel != nil }, \
            set: { if let v = $1 as? UILabel { ($0 as! PhotoCell).titleLabel = v } })
            """))
        #expect(g.extensions.contains("set: { if let v = $1 as? [UIImageView] { ($0 as! PhotoCell).stars = v } }"))
        #expect(g.extensions.contains("PlaygroundOutlet(\"badge\", UIView.self, collection: false, isSet: { _ in true }"))
        #expect(g.registrations == [
            "UINib.playgroundRegisterOutlets(for: PhotoCell.self, PhotoCell.playgroundOutlets_PhotoCell(), actions: PhotoCell.playgroundActions_PhotoCell())",
            "UINib.playgroundRegisterOutlets(for: Gallery.Header.self, Gallery.Header.playgroundOutlets_Gallery_Header(), actions: Gallery.Header.playgroundActions_Gallery_Header())",
        ])
        #expect(UIKitOutlets.generated(UIKitFileScan(path: "/a/B.swift", text: "import UIKit\nclass B: UIView {}\n")) == nil)
    }

    @Test func aPlanRegistersTheOutletsAndInterfaceFilesFirstInItsEntryPoint() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Grid.swift", text: """
            import UIKit
            class GridController: UIViewController {
                @IBOutlet weak var collectionView: UICollectionView!
            }
            """)], name: "Grid")
        #expect(p.sources[0].text.contains("extension GridController {"))
        let entry = UIKitOutlets.entry(p.entry, calling: [UIKitOutlets.interfaceFilesCall(["/a/Main.storyboard"])])
        let lines = entry.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let i = try #require(lines.firstIndex(of: "UINib.playgroundRegisterModule(fileID: #fileID)"))
        #expect(lines[i + 1] == #"playgroundLoadInterfaceFiles(["/a/Main.storyboard"])"#)
        #expect(lines[i + 2].hasPrefix("UINib.playgroundRegisterOutlets(for: GridController.self"))
        #expect(UIKitOutlets.interfaceFilesCall([]) == "")
    }

    /// A library compiled as a module of its own: its files get their tables, and one more file registers the module
    /// and them; the app's entry point imports the library and calls it before its own module registers.
    @Test func aLibrarysTablesAndRegistration() {
        let lib = UIKitOutlets.library(module: "Shelf-Kit", files: [("/l/PhotoCell.swift", source), ("/l/Plain.swift", "import UIKit\nclass P {}\n")])
        #expect(Array(lib.appended.keys) == ["/l/PhotoCell.swift"])
        #expect(lib.appended["/l/PhotoCell.swift"]?.contains("extension PhotoCell") == true)
        #expect(lib.registration.contains("public func _playgroundRegisterLibrary_Shelf_Kit() {"))
        #expect(lib.registration.contains("UINib.playgroundRegisterModule(fileID: #fileID)"))
        #expect(lib.registration.contains("UINib.playgroundRegisterOutlets(for: PhotoCell.self"))
        let entry = "import UIKit\n\nfunc e() {\n    UINib.playgroundRegisterModule(fileID: #fileID)\n}\n"
        let withLibraries = UIKitOutlets.entry(entry, registeringLibraries: ["ShelfKit"])
        #expect(withLibraries.hasPrefix("import ShelfKit\nimport UIKit"))
        #expect(withLibraries.contains("_playgroundRegisterLibrary_ShelfKit()\n    UINib.playgroundRegisterModule(fileID: #fileID)"))
        #expect(UIKitOutlets.entry(entry, registeringLibraries: []) == entry)
    }
}
