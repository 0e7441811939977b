import Foundation
@testable import PlaygroundApp
import Testing
import UIKitSourceRewrite

/// "Files that use each other's types" (docs/hosting.md, "A file and the siblings it names"): a UIKit file is
/// compiled with the sibling files whose top-level declarations it names, transitively; ambiguous and self-declared
/// names tie nothing, so a gallery of independent layouts stays apart.
@Suite struct UIKitSiblingFilesTests {
    typealias Scan = UIKitSiblingFiles.Scan

    @Test func aScanFindsTopLevelDeclarationsAndUsesOutsideComments() {
        let scan = Scan("""
            import UIKit
            // MyCommentType is only named in a comment
            final class TextCell: UICollectionViewCell { let label = UILabel() }
            @MainActor struct Model {}
            private enum Hidden {}
            fileprivate let secret = 1
            let mountainsRawData = \"""
            x
            \"""
            func makeLayout() -> UICollectionViewLayout { Grid.make() /* BlockCommentType */ }
            extension UIColor {
                static var cornflowerBlue: UIColor { .blue }
                private static var hiddenColor: UIColor { .red }
                func nested() { let local = 1 }
            }
            """)
        #expect(scan.declared == ["TextCell", "Model", "mountainsRawData", "makeLayout"])
        // Static members of a foreign type's extension by name; an instance method by the forms its calls take
        // (a bare name is too often UIKit's own): `nested()`.
        #expect(scan.extensionMembers == ["UIColor": ["cornflowerBlue", "UIColor.cornflowerBlue", "nested()"]])
        #expect(scan.members.isSuperset(of: ["TextCell", "cornflowerBlue", "nested", "makeLayout"]))
        #expect(scan.used.contains("Grid") && scan.used.contains("UILabel"))
        #expect(!scan.used.contains("MyCommentType") && !scan.used.contains("BlockCommentType"))
    }

    /// Top-level is by nesting, not by column: a declaration written with a stray leading space, and members of a
    /// foreign type's extension indented by two spaces, are read as the compiler reads them (a real tag layout's
    /// ` public protocol …Delegate` and its example's ` class …View` left the layout ungathered). A `{` inside a
    /// string literal does not nest.
    @Test func topLevelIsByNestingNotByColumn() {
        let layout = Scan("import UIKit\n public protocol TagLayoutDelegate: NSObject {\n    func text(at i: Int) -> String\n}\nopen class TagLayout: UICollectionViewLayout {\n    let brace = \"{\"\n    var delegate: TagLayoutDelegate?\n}\n")
        #expect(layout.declared == ["TagLayoutDelegate", "TagLayout"])
        let view = Scan("import UIKit\n class TagView: UIView {\n}\nextension UIColor {\n  static var tagBlue: UIColor { .blue }\n}\n")
        #expect(view.declared == ["TagView"])
        #expect(view.extensionMembers == ["UIColor": ["tagBlue", "UIColor.tagBlue"]])
        // The view's extension of its own type (declared with the stray space) no longer passes for a foreign
        // type's: the controller that names TagLayout gathers the layout, not the view.
        let viewWithConformance = Scan("import UIKit\n class TagView: UIView {\n}\nextension TagView: TagLayoutDelegate {\n    func text(at i: Int) -> String { \"\" }\n}\n")
        let start = Scan("import UIKit\nclass ExpandViewController: UIViewController {\n    let layout = TagLayout()\n}\nextension ExpandViewController: TagLayoutDelegate {\n    func text(at i: Int) -> String { \"\" }\n}\n")
        #expect(UIKitSiblingFiles.gather(start, among: ["/f/TagLayout.swift": layout, "/f/TagView.swift": viewWithConformance])
                == ["/f/TagLayout.swift"])
    }

    /// A package's namespace member on a UIKit view (SnapKit's `snp`) names the package, not a missing type.
    @Test func aPackagesMemberNamesThePackage() {
        let snp = CompilerDiagnostic(file: "/f/V.swift", line: 44, column: 24, severity: .error,
                                     message: "value of type 'UICollectionView' has no member 'snp'")
        #expect(LayoutCompiler.missingTypeHint(snp) == " (`.snp` is SnapKit's, a package the playground does not provide)")
        let other = CompilerDiagnostic(file: "/f/V.swift", line: 1, column: 1, severity: .error,
                                       message: "value of type 'UIView' has no member 'frobnicate'")
        #expect(LayoutCompiler.missingTypeHint(other) == "")
    }

    @Test func aFileGathersWhatItNamesTransitivelyAndNothingElse() {
        let start = Scan(declared: ["GridViewController"], used: ["TextCell", "UIColor", "cornflowerBlue", "makeLayout"])
        let scans: [String: Scan] = [
            "/f/TextCell.swift": Scan(declared: ["TextCell"], used: ["Metrics"]),
            "/f/Metrics.swift": Scan(declared: ["Metrics"], used: []),
            "/f/Colors.swift": Scan("import UIKit\nextension UIColor {\n    static var cornflowerBlue: UIColor { .blue }\n}\n"),
            // Two siblings declare makeLayout: ambiguous, neither is gathered.
            "/f/A.swift": Scan(declared: ["makeLayout"], used: []),
            "/f/B.swift": Scan(declared: ["makeLayout"], used: []),
            "/f/Unused.swift": Scan(declared: ["Unused"], used: []),
        ]
        #expect(UIKitSiblingFiles.gather(start, among: scans) == ["/f/Colors.swift", "/f/Metrics.swift", "/f/TextCell.swift"])
    }

    /// A conformance another file adds to a type of another module (maryamchrs's Common/UIViewController+Extension.swift:
    /// `extension UIViewController: NibLoadable {}`; DifferenceKit's `extension String: Differentiable {}`) applies
    /// to the whole Xcode target: a screen whose controller calls the protocol's `nibName` needs it and, through it,
    /// the protocol's file. One for a type the screen never uses, or a protocol neither used nor the folder's, is not
    /// taken.
    @Test func aConformanceAddedInAThirdFileIsGathered() {
        let screen = Scan("import UIKit\nfinal class MoreViewController: UIViewController {\n    init() { super.init(nibName: MoreViewController.nibName, bundle: nil) }\n    let title = \"a\".count\n}\n")
        let conformance = Scan("import UIKit\nextension UIViewController: NibLoadable {}\n")
        #expect(conformance.conformances == ["UIViewController": ["NibLoadable"]])
        let proto = Scan("import UIKit\nprotocol NibLoadable: AnyObject {\n    static var nib: UINib { get }\n}\nextension NibLoadable where Self: UIViewController {\n    static var nibName: String { String(describing: self) }\n}\n")
        let cells = Scan("import UIKit\nextension UICollectionViewCell: NibLoadable {}\n")
        let unrelated = Scan("import UIKit\nextension UIViewController: UIAdaptivePresentationControllerDelegate {}\n")
        let gathered = UIKitSiblingFiles.gather(screen, among: [
            "/app/Common/UIViewController+Extension.swift": conformance, "/app/Common/NibLoadable.swift": proto,
            "/app/Common/UICollectionViewCell+Extension.swift": cells, "/app/Common/Adaptive.swift": unrelated])
        #expect(gathered == ["/app/Common/NibLoadable.swift", "/app/Common/UIViewController+Extension.swift"])
        // A library protocol the screen uses, added to String.
        let emoji = Scan("import UIKit\nimport DifferenceKit\nenum SectionID: Differentiable { case a }\nlet s: [String] = []\n")
        let strings = Scan("import DifferenceKit\nextension String: Differentiable {}\n")
        #expect(strings.conformances == ["String": ["Differentiable"]])
        #expect(UIKitSiblingFiles.gather(emoji, among: ["/app/Common/StringExtensions.swift": strings])
                == ["/app/Common/StringExtensions.swift"])
    }

    /// An extension of UIKit's type with a labelled instance method (nemecek-filip's `register(cell:)` in
    /// UICollectionView+Extension.swift) ties the files that call it with that label; UIKit's own `register(_:…)`
    /// calls tie nothing.
    @Test func aLabelledExtensionMethodTiesItsCallers() {
        let helper = Scan("import UIKit\nextension UICollectionView {\n    func register<T: UICollectionViewCell>(cell: T.Type) {}\n    func reset() {}\n}\n")
        #expect(helper.extensionMembers == ["UICollectionView": ["register(cell:", "reset()"]])
        let caller = Scan("import UIKit\nfinal class PhotosViewController: UIViewController {\n    func setUp() { collectionView.register(cell: PhotoCell.self) }\n}\n")
        #expect(caller.used.contains("register(cell:"))
        #expect(UIKitSiblingFiles.gather(caller, among: ["/f/UICollectionView+Extension.swift": helper])
                == ["/f/UICollectionView+Extension.swift"])
        // A mutating method of a generic Apple type, and an initializer (called as `Type(label:` or `.init(label:`).
        let snapshot = Scan("import UIKit\nextension NSDiffableDataSourceSnapshot where SectionIdentifierType == Int {\n    mutating func addRandomItems(count: Int = 10) {}\n}\nextension NSDirectionalEdgeInsets {\n    init(horizontal: CGFloat, vertical: CGFloat) { self.init() }\n}\n")
        #expect(snapshot.extensionMembers == ["NSDiffableDataSourceSnapshot": ["addRandomItems(count:", "addRandomItems()"],
                                              "NSDirectionalEdgeInsets": ["init(horizontal:", "NSDirectionalEdgeInsets(horizontal:"]])
        let user = Scan("import UIKit\nfunc make() { item.contentInsets = .init(horizontal: 16, vertical: 2) }\n")
        #expect(UIKitSiblingFiles.gather(user, among: ["/f/Insets.swift": snapshot]) == ["/f/Insets.swift"])
        let plain = Scan("import UIKit\nfinal class GridViewController: UIViewController {\n    func setUp() { collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: \"p\") }\n}\n")
        #expect(UIKitSiblingFiles.gather(plain, among: ["/f/UICollectionView+Extension.swift": helper]).isEmpty)
    }

    /// A sibling importing a framework the playground does not have is never gathered, nor a file that names
    /// what only it declares (nemecek-filip's menu controller names every screen; one screen imports
    /// SafariServices): the screen that needs neither still gathers its cell.
    @Test func aFileThatCannotCompileHereBlocksOnlyWhatNamesIt() {
        let start = Scan(declared: ["BadgesViewController"], used: ["BadgeCell", "AppMenu"])
        let scans: [String: Scan] = [
            "/f/BadgeCell.swift": Scan("import UIKit\nfinal class BadgeCell: UICollectionViewCell {}\n"),
            "/f/News.swift": Scan("import UIKit\nimport SafariServices\nfinal class NewsViewController: UIViewController {}\n"),
            "/f/Menu.swift": Scan("import UIKit\nenum AppMenu { static let screens = [NewsViewController.self] }\n"),
        ]
        #expect(scans["/f/News.swift"]?.imports == ["UIKit", "SafariServices"])
        #expect(UIKitSiblingFiles.gather(start, among: scans) == ["/f/BadgeCell.swift"])
    }

    @Test func aSiblingThatWouldRedeclareANameIsLeftOut() {
        // Cell.swift declares Cell (wanted) but also makeLayout, which the start file declares: compiling the two
        // together would fail, so it is left out (the compiler then names the missing type, as before).
        let start = Scan(declared: ["makeLayout"], used: ["Cell"])
        let scans = ["/f/Cell.swift": Scan(declared: ["Cell", "makeLayout"], used: [])]
        #expect(UIKitSiblingFiles.gather(start, among: scans).isEmpty)
        // A name the start file declares itself is never looked up beside it.
        // Extension members never conflict: both files extend a type with `description` (Emoji.Category is the
        // folder's type, so its members are not names to look up; ReorderingMethod's is the start file's own).
        var reorderable = Scan(declared: ["ReorderableListViewController"], used: ["Emoji", "description"])
        reorderable.extensionMembers = ["ReorderableListViewController.ReorderingMethod": ["description"]]
        var emoji = Scan(declared: ["Emoji"], used: [])
        emoji.extensionMembers = ["Emoji.Category": ["description", "emojis"]]
        #expect(UIKitSiblingFiles.gather(reorderable, among: ["/f/Emoji.swift": emoji]) == ["/f/Emoji.swift"])
        let own = Scan(declared: ["Cell"], used: ["Cell"])
        #expect(UIKitSiblingFiles.gather(own, among: ["/f/Cell.swift": Scan(declared: ["Cell"], used: [])]).isEmpty)
        // Nor a member of its own class: SFFocusViewLayout's `var numberOfItems` is not the
        // member of a sibling's `extension UICollectionViewLayout` (which would redeclare it).
        var focus = Scan(declared: ["SFFocusViewLayout"], used: ["numberOfItems"])
        focus.members = ["numberOfItems"]
        var slanted = Scan(declared: ["CollectionViewSlantedLayout"], used: [])
        slanted.extensionMembers = ["UICollectionViewLayout": ["numberOfItems"]]
        #expect(UIKitSiblingFiles.gather(focus, among: ["/f/Slanted.swift": slanted]).isEmpty)
    }

    @Test func aLayoutFileLoadsWithTheSiblingsItNames() throws {
        // Tiles.swift names TileMetrics (Metrics.swift), which names tileSpacing (Spacing.swift); Unrelated.swift,
        // with its own makeLayout(), is not compiled with it (it would not compile beside it).
        let folder = Repo.root.appendingPathComponent("Tests/Fixtures/siblings")
        let members = UIKitLayoutGroup.members(of: folder.appendingPathComponent("Tiles.swift").path)
        #expect(members.map { ($0 as NSString).lastPathComponent } == ["Tiles.swift", "Metrics.swift", "Spacing.swift"])
        #expect(UIKitLayoutGroup.members(of: folder.appendingPathComponent("Unrelated.swift").path).count == 1)
        let run = try Run.playground(["dump", "--layout-file", folder.appendingPathComponent("Tiles.swift").path,
                                      "--size", "400x400", "--items", "7", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let frames = (json["items"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
        // 70-point items (TileMetrics.side) 5 apart (tileSpacing): five fit in 400 (5 × 70 + 4 × 5 ≤ 400), the
        // flow layout spreads them (gap (400 − 350) / 4 = 12.5); the second row starts 70 + 5 down.
        #expect(frames.first == [0, 0, 70, 70])
        #expect(frames.count == 7)
        #expect(frames[1] == [82.5, 0, 70, 70])
        #expect(frames[5] == [0, 75, 70, 70])
    }

    @Test func savingASiblingRebuildsTheFileThatNamesIt() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixtures = Repo.root.appendingPathComponent("Tests/Fixtures/siblings")
        for name in ["Tiles.swift", "Metrics.swift", "Spacing.swift", "Unrelated.swift"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        let tiles = dir.appendingPathComponent("Tiles.swift").path
        let loader = LayoutFileLoader()
        defer { loader.cleanUp() }
        let made = LayoutFileWatcher(files: [tiles], folders: [], loader: loader, now: { Date().timeIntervalSince1970 })
        let watcher = try #require(made)
        defer { watcher.stop() }
        // Spacing.swift is two names away (Tiles → TileMetrics → tileSpacing): its save rebuilds Tiles.swift.
        try AtomicFile.write("import UIKit\n\nlet tileSpacing: CGFloat = 6\n", to: dir.appendingPathComponent("Spacing.swift").path)
        #expect(WatcherFolderTests.wait(watcher, for: tiles) { if case .building(tiles) = $0 { true } else { false } },
                "saving a sibling did not rebuild the file that names it")
    }

    /// A library keeps its helpers in subfolders beside its layout (atantomo's NormalizedHeightCollectionViewLayout.swift
    /// names `HeightCalculable` of `Utility/HeightCalculable.swift`): siblings are looked for two levels down; a test
    /// folder is not a sibling's place, and a file three levels down is out of reach.
    @Test func aSiblingInASubfolderOfTheFilesFolderIsGathered() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ text: String, _ path: String) throws {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(text, to: url.path)
        }
        try write("import UIKit\n\nfinal class Shelf: UICollectionViewFlowLayout {\n    let metrics = ShelfMetrics()\n    let tint = ShelfTint.red\n    let deep = DeepThing()\n}\n", "Shelf.swift")
        try write("import UIKit\n\nstruct ShelfMetrics { var spacing: CGFloat = 4 }\n", "Utility/ShelfMetrics.swift")
        try write("import Foundation\n\nenum ShelfTint { case red }\n", "Utility/Colors/ShelfTint.swift")
        try write("import UIKit\n\nstruct DeepThing {}\n", "A/B/C/DeepThing.swift")
        try write("import UIKit\n\nstruct ShelfTestsHelper {}\nlet usesShelfMetrics = ShelfMetrics()\n", "ShelfTests/Helper.swift")
        let siblings = UIKitSiblingFiles.siblings(of: [dir.appendingPathComponent("Shelf.swift").path])
            .map { String($0.dropFirst(dir.path.count + 1)) }
        #expect(siblings == ["Utility/Colors/ShelfTint.swift", "Utility/ShelfMetrics.swift"], "\(siblings)")
    }

    @Test func aPlainSwiftFileIsOneImportingOnlyFoundationsLayerOrNothing() {
        // Apple's WiFiController.swift and ConferenceVideoController.swift import Foundation only.
        #expect(UIKitLayoutPlan.isPlainSwiftFile("import Foundation\n\nclass WiFiController {\n    struct Network: Hashable {}\n}\n"))
        #expect(UIKitLayoutPlan.isPlainSwiftFile("struct Photo { let name: String }\n"))
        #expect(UIKitLayoutPlan.isPlainSwiftFile("import Foundation\r\nimport Dispatch\r\nenum Store {}\r\n"))
        // UIKit files, native playground files and SwiftUI files are not plain.
        #expect(!UIKitLayoutPlan.isPlainSwiftFile("import Foundation\nimport UIKit\nenum Store {}\n"))
        #expect(!UIKitLayoutPlan.isPlainSwiftFile("import PlaygroundCore\nlet shelf = 1\n"))
        #expect(!UIKitLayoutPlan.isPlainSwiftFile("import SwiftUI\nstruct V: View { var body: some View { EmptyView() } }\n"))
    }

    @Test func aModelImportingOnlyFoundationIsGatheredAndLoads() throws {
        // Shelf.swift names Library (Library.swift: `import Foundation` only) in a generic argument, a type
        // annotation and through its nested type Book, as Apple's WiFiSettingsViewController names WiFiController.
        let folder = Repo.root.appendingPathComponent("Tests/Fixtures/siblings/models")
        let shelf = folder.appendingPathComponent("Shelf.swift").path
        #expect(UIKitLayoutGroup.members(of: shelf).map { ($0 as NSString).lastPathComponent } == ["Shelf.swift", "Library.swift"])
        let run = try Run.playground(["dump", "--layout-file", shelf, "--size", "400x400", "--items", "3",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let frames = (json["items"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
        // Six books, 10 points each: 60 × 40 items (the model's count reached the layout).
        #expect(frames.first?.suffix(2) == [60, 40])
    }

    // MARK: Gathering as the target's compiler sees it (realfiles5)

    /// A type's extensions in other files are part of it (JoniVR/VerticalCardSwiper: `convertIndexToIndexPath` is
    /// declared in `extension VerticalCardSwiper` of Extensions.swift and called bare inside the class).
    @Test func theExtensionsOfAGatheredTypeComeWithIt() {
        let controller = Scan("import UIKit\nfinal class ExampleViewController: UIViewController {\n    let swiper = VerticalCardSwiper()\n}\n")
        let scans: [String: Scan] = [
            "/f/VerticalCardSwiper.swift": Scan("import UIKit\npublic class VerticalCardSwiper: UIView {\n    func f() { _ = convertIndexToIndexPath(for: 1) }\n}\n"),
            "/f/Extensions.swift": Scan("import UIKit\nextension VerticalCardSwiper {\n    internal func convertIndexToIndexPath(for index: Int) -> IndexPath { IndexPath(row: index, section: 0) }\n}\n"),
            "/f/Unrelated.swift": Scan("import UIKit\nextension OtherView {\n    func g() {}\n}\n"),
        ]
        #expect(scans["/f/Extensions.swift"]?.extended == ["VerticalCardSwiper"])
        #expect(UIKitSiblingFiles.gather(controller, among: scans) == ["/f/Extensions.swift", "/f/VerticalCardSwiper.swift"])
    }

    /// A method's call forms: its first label, `_`, the next label while the ones before have defaults, `()` when
    /// all have (nemecek-filip's `snapshot.addRandomItems(count: 12)` and `snapshot.addRandomItems()`).
    @Test func aMethodIsTiedByEveryFormItsCallsTake() {
        #expect(Scan.callForms("mutating func addRandomItems(count: Int = 10, to section: Int? = nil) {")
                == ["addRandomItems(count:", "addRandomItems(to:", "addRandomItems()"])
        #expect(Scan.callForms("func apply(_ style: Style, animated: Bool = false) {") == ["apply(_:"])
        #expect(Scan.callForms("func reset() {") == ["reset()"])
        #expect(Scan.callForms("func make(handler: @escaping (Int) -> Void = { _ in }) -> Int {") == ["make(handler:", "make()"])
        #expect(Scan.callForms("private func hidden() {").isEmpty && Scan.callForms("var x: Int { 1 }").isEmpty)
        #expect(Scan.labelledCalls("a.reset(); b.apply(style, animated: true); c.addRandomItems(count: 3)")
                .isSuperset(of: ["reset()", "apply(_:", "addRandomItems(count:"]))
        // An extension of the folder's typealias of another module's type is looked up like that type's.
        let helper = Scan("import UIKit\nextension ColorsSnapshot {\n    mutating func addRandomItems(count: Int = 10, to section: Int? = nil) {}\n}\n")
        let alias = Scan("import UIKit\ntypealias ColorsSnapshot = NSDiffableDataSourceSnapshot<Int, Color>\n")
        let grid = Scan("import UIKit\nfinal class LazyGridViewController: UIViewController {\n    func f(snapshot: inout NSDiffableDataSourceSnapshot<Int, Color>) { snapshot.addRandomItems(count: 12) }\n}\n")
        // The extension names the typealias, so its file comes too.
        #expect(UIKitSiblingFiles.gather(grid, among: ["/f/ColorsSnapshot+Extension.swift": helper, "/f/Alias.swift": alias])
                == ["/f/Alias.swift", "/f/ColorsSnapshot+Extension.swift"])
    }

    /// A name only a file that cannot compile here declares (nemecek-filip's menu controller imported Combine, which
    /// the playground now provides: here SafariServices, which it does not; and `typealias ColorsSnapshot`): that declaration alone is compiled, on its own lines, with the file's other
    /// imports; a class of such a file still blocks what names it.
    @Test func aDeclarationIsTakenAloneFromAFileThatCannotCompileHere() {
        let menuText = "import UIKit\nimport SafariServices\n\ntypealias ColorsSnapshot = NSDiffableDataSourceSnapshot<Int, Color>\n\nclass ViewController: UIViewController {\n    var safari: SFSafariViewController?\n}\n"
        let badges = Scan("import UIKit\nfinal class BadgesViewController: UIViewController {\n    var snapshot = ColorsSnapshot()\n}\n")
        let scans: [String: Scan] = [
            "/f/ViewController.swift": Scan(menuText),
            "/f/Color.swift": Scan("import UIKit\nstruct Color: Hashable { let id = UUID() }\n"),
            "/f/Menu.swift": Scan("import UIKit\nlet screens = [ViewController.self]\n"),
        ]
        let gathered = UIKitSiblingFiles.gathering(badges, among: scans)
        #expect(gathered.files == ["/f/Color.swift", "/f/ViewController.swift"])
        #expect(gathered.partial == ["/f/ViewController.swift": ["ColorsSnapshot"]])
        let partial = UIKitSiblingFiles.partialText(menuText, keeping: ["ColorsSnapshot"])
        #expect(partial == "import UIKit\n\n\ntypealias ColorsSnapshot = NSDiffableDataSourceSnapshot<Int, Color>\n\n\n\n\n")
        #expect(partial.split(separator: "\n", omittingEmptySubsequences: false).count
                == menuText.split(separator: "\n", omittingEmptySubsequences: false).count)
        // The class: never taken alone; a file naming it is not gathered.
        let menuUser = Scan("import UIKit\nfinal class Root: UIViewController {\n    let menu = ViewController()\n}\n")
        #expect(UIKitSiblingFiles.gathering(menuUser, among: scans).files.isEmpty)
    }

    /// Two files giving two types a static member of one name (nemecek-filip: `UIColor.random` and
    /// `ColorsSnapshot.random()`): the bare name is ambiguous, the qualified use ties the right file.
    @Test func aQualifiedStaticMemberTiesItsFileWhenTheNameIsAmbiguous() {
        let colors = Scan("import UIKit\nextension UIColor {\n    static var random: UIColor { .red }\n}\n")
        let snapshots = Scan("import UIKit\nextension ColorsSnapshot {\n    static func random() -> ColorsSnapshot { .init() }\n}\n")
        let alias = Scan("import UIKit\ntypealias ColorsSnapshot = NSDiffableDataSourceSnapshot<Int, Int>\n")
        let color = Scan("import UIKit\nstruct Color: Hashable {\n    let color = UIColor.random\n}\n")
        #expect(UIKitSiblingFiles.gather(color, among: ["/f/UIColor+Extension.swift": colors,
                                                        "/f/ColorsSnapshot+Extension.swift": snapshots, "/f/Alias.swift": alias])
                == ["/f/UIColor+Extension.swift"])
    }

    /// Two siblings declaring one type cannot both be in an iOS target: the file named after the type is taken
    /// (nemecek-filip's ProfilePhotosHeaderView.swift, beside an old ProfileHeaderView.swift declaring it too);
    /// a type nested in an extension of UIKit's type is tied by its qualified name (`UIColor.Color`).
    @Test func aTypeDeclaredTwiceIsTakenFromTheFileNamedAfterIt() {
        let header = "import UIKit\nclass ProfilePhotosHeaderView: UICollectionReusableView {}\n"
        let scans: [String: Scan] = ["/f/ProfileHeaderView.swift": Scan(header), "/f/ProfilePhotosHeaderView.swift": Scan(header)]
        let controller = Scan("import UIKit\nfinal class InstantgramViewController: UIViewController {\n    let h = ProfilePhotosHeaderView()\n}\n")
        #expect(UIKitSiblingFiles.gather(controller, among: scans) == ["/f/ProfilePhotosHeaderView.swift"])
        let colors = Scan("import UIKit\nextension UIColor {\n    struct Color {\n        static let red = UIColor.red\n    }\n}\n")
        #expect(colors.extensionMembers["UIColor"]?.contains("UIColor.Color") == true)
        let user = Scan("import UIKit\nfinal class ViewController: UIViewController {\n    let c = UIColor.Color.red\n}\n")
        #expect(user.used.contains("UIColor.Color"))
        #expect(UIKitSiblingFiles.gather(user, among: ["/f/UIColorExtension.swift": colors])
                == ["/f/UIColorExtension.swift"])
    }
}

extension UIKitSiblingFilesTests {
    /// A static member written with its access level (`public static func`) ties its readers as a bare `static` one
    /// does; an instance property of such an extension (`var itemPath` in `extension IndexPath`) does not: its bare
    /// name is too common (a corpus layout gathered an unrelated sibling through one and broke).
    @Test func aPublicStaticMemberTiesItsReadersAndAnInstancePropertyDoesNot() {
        let helper = Scan("import Foundation\nextension IndexPath {\n    var itemPath: ItemPath { ItemPath(self) }\n"
                          + "    public static func zeroPath() -> IndexPath { IndexPath(item: 0, section: 0) }\n"
                          + "    private var hiddenPath: Int { 0 }\n}\n")
        #expect(helper.extensionMembers == ["IndexPath": ["zeroPath", "IndexPath.zeroPath"]])
        let reader = Scan("import UIKit\nfinal class ChatLayout: UICollectionViewLayout {\n"
                          + "    func path() -> IndexPath { .zeroPath() }\n}\n")
        let other = Scan("import UIKit\nfinal class Grid: UICollectionViewLayout {}\n")
        #expect(UIKitSiblingFiles.gather(reader, among: ["/f/IndexPath+Extension.swift": helper, "/f/Grid.swift": other])
                == ["/f/IndexPath+Extension.swift"])
    }

    /// The compiler's "has no member" gives the type (without module, optionality or generics) and the member; the
    /// members of a file's extensions of that type are read by bare name, private ones left out.
    @Test func aMissingMemberAndTheExtensionsDeclaringIt() {
        let missing = { (m: String) in UIKitExtensionSiblings.missingMember(m).map { "\($0.type).\($0.member)" } }
        #expect(missing("value of type 'UIEdgeInsets' has no member 'horizontal'") == "UIEdgeInsets.horizontal")
        #expect(missing("value of type 'UIKit.UIColor?' has no member 'tint'") == "UIColor.tint")
        #expect(missing("type 'Array<Int>' has no member 'random'") == "Array.random")
        #expect(missing("cannot find 'x' in scope") == nil)
        let text = """
            import UIKit
            extension UIEdgeInsets {
                var horizontal: CGFloat { left + right }
                @inlinable public static func uniform(_ v: CGFloat) -> UIEdgeInsets { .init(top: v, left: v, bottom: v, right: v) }
                mutating func grow() { top += 1 }
                private var hidden: Int { 0 }
                func nested() { let local = 1 }
            }
            extension CGSize {
                var area: CGFloat { width * height }
            }
            """
        #expect(UIKitExtensionSiblings.members(ofExtensionsOf: "UIEdgeInsets", in: text) == ["horizontal", "uniform", "grow", "nested"])
        #expect(UIKitExtensionSiblings.members(ofExtensionsOf: "CGSize", in: text) == ["area"])
    }
}
