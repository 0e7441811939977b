import Testing
@testable import UIKitSourceRewrite

/// Rewrites for causes the fifth set of real files found (docs/uikit.md, "The rewrite step"; realfiles5).
@Suite struct UIKitRealFiles5RewriteTests {
    func plan(_ files: [(String, String)], ownModules: Set<String> = []) throws(UIKitPlanError) -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: files.map { (path: $0.0, text: $0.1) }, name: "group", ownModules: ownModules)
    }

    /// A cell written for a storyboard declares only `init?(coder:)` (zepojo's CarouselCollectionViewCell): it
    /// compiles on iOS and here gets `init(playgroundFrame:)`, made from an empty coder, after its last line; a cell
    /// with `init(frame:)` inherits it and gets nothing.
    @Test func aStoryboardCellGetsTheInitializerCollectionViewsCall() throws {
        let cell = """
            import UIKit
            class CarouselCell: UICollectionViewCell {
                required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                }
            }
            class CodeCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Layout: UICollectionViewFlowLayout {}
            """
        let p = try plan([("Cells.swift", cell)])
        let text = p.sources[0].text
        #expect(text.components(separatedBy: "required convenience init(playgroundFrame frame: CGRect)").count == 2)
        #expect(text.contains("self.init(coder: NSCoder())!; self.frame = frame"))
        // Inserted before CarouselCell's closing brace, under a #sourceLocation naming the class's line; the lines
        // after keep their numbers.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let added = try #require(lines.firstIndex { $0.contains("init(playgroundFrame") })
        #expect(lines[added - 1].hasPrefix("#sourceLocation(file:") && lines[added - 1].hasSuffix("line: 2)"))
        #expect(p.notes.contains { $0.what.hasPrefix("init(playgroundFrame:) added to CarouselCell") })
        #expect(!p.notes.contains { $0.what.contains("added to CodeCell") })
    }

    /// An example app's file importing only its library (`import TisprCardStack`, whose module re-exports UIKit)
    /// is a UIKit file and gets `import UIKit`; one importing only Foundation, or SwiftUI, is not.
    @Test func aFileImportingOnlyItsLibraryIsAUIKitFile() throws {
        let demo = "import TisprCardStack\n\nclass DemoViewController: CardStackViewController {\n    override func viewDidLoad() { collectionView.backgroundColor = .white }\n    var c: UICollectionView? { nil }\n}\n"
        #expect(UIKitLayoutPlan.isUIKitFile(demo))
        #expect(!UIKitLayoutPlan.isUIKitFile("import Foundation\n// a UIViewController's model\nstruct M {}\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import SwiftUI\nimport Charts\nstruct V { let c: UIViewController? = nil }\n"))
        let p = try plan([("Demo.swift", demo),
                          ("Base.swift", "import UIKit\nopen class CardStackViewController: UICollectionViewController {}\n")],
                         ownModules: ["TisprCardStack"])
        #expect(p.sources[0].text.hasPrefix("import UIKit\n"))
        #expect(p.notes.contains { $0.what.hasPrefix("import TisprCardStack removed") })
    }

    /// A framework's file that imports only Foundation and names UIKit's types (a colours file beside its layout):
    /// on iOS the framework's umbrella header imports UIKit for it; here the rewrite does.
    @Test func aFoundationOnlyFileNamingUIKitTypesSeesUIKit() throws {
        let colors = "import Foundation\n\nclass Colors {\n    class var grid: UIColor { UIColor.lightGray }\n}\n"
        let p = try plan([("Colors.swift", colors),
                          ("Layout.swift", "import UIKit\nfinal class L: UICollectionViewFlowLayout { let c = Colors.grid }\n")])
        #expect(p.sources[0].text.hasPrefix("import UIKit\n"))
        let model = try plan([("Model.swift", "import Foundation\nstruct Model { let n = 1 }\n"),
                              ("Layout.swift", "import UIKit\nfinal class L: UICollectionViewFlowLayout {}\n")])
        #expect(!model.sources[0].text.hasPrefix("import UIKit\n"))
    }

    /// A framework's file that imports nothing and names only Core Graphics' geometry (APCollectionViewPagingLayout's
    /// `protocol AutoDeselerationManager: class { func …(pageIndexFor proposedContentOffset: CGPoint) … }`) sees
    /// UIKit (and so CGPoint) through its umbrella header on iOS; here the rewrite imports UIKit. A file naming
    /// neither gets nothing.
    @Test func aFileImportingNothingThatNamesCGGeometrySeesUIKit() throws {
        let manager = "internal protocol Manager: class {\n    func page(for offset: CGPoint) -> Int?\n}\n"
        let p = try plan([("Manager.swift", manager),
                          ("Layout.swift", "import UIKit\nfinal class L: UICollectionViewFlowLayout { weak var m: Manager? }\n")])
        #expect(p.sources[0].text.hasPrefix("import UIKit\n"), "\(p.sources[0].text)")
        let plain = try plan([("Count.swift", "struct Count { let n = 1 }\n"),
                              ("Layout.swift", "import UIKit\nfinal class L: UICollectionViewFlowLayout { let c = Count() }\n")])
        #expect(!plain.sources[0].text.hasPrefix("import UIKit\n"))
    }

    /// A model file importing Foundation and ObjectiveC for an associated object (a stored property added in an
    /// extension: `objc_getAssociatedObject(self, &key)`) is a plain file, a member beside the UIKit files; its
    /// `import ObjectiveC` is removed and it imports UIKit, which declares the associated objects here.
    @Test func aPlainFileUsingAssociatedObjectsIsAMemberThatSeesUIKit() throws {
        let ext = """
            import Foundation
            import ObjectiveC
            private var key = "k"
            extension Model {
                var lengths: [CGFloat] {
                    get { (objc_getAssociatedObject(self, &key) as? [CGFloat]) ?? [] }
                    set { objc_setAssociatedObject(self, &key, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
                }
            }
            """
        #expect(UIKitLayoutPlan.isPlainSwiftFile(ext))
        let p = try plan([("Model+Lengths.swift", ext),
                          ("Layout.swift", "import UIKit\nfinal class Model {}\nfinal class L: UICollectionViewFlowLayout {}\n")])
        #expect(p.sources[0].text.hasPrefix("import UIKit\n"), "\(p.sources[0].text)")
        #expect(!p.sources[0].text.contains("import ObjectiveC"))
    }

    /// The loader's retry after "no such module": a module named in `ownModules` is the project's own, its import
    /// removed (ra1028's example app imports DiffableDataSources, whose files are beside it).
    @Test func aModuleTheLoaderFoundToBeOwnIsRemoved() throws {
        let files = [("Mountains.swift", "import UIKit\nimport DiffableDataSources\nfinal class M: UIViewController {}\n")]
        #expect(try plan(files).sources[0].text.contains("import DiffableDataSources"))
        let again = try plan(files, ownModules: ["DiffableDataSources"])
        #expect(!again.sources[0].text.contains("import DiffableDataSources"))
    }

    /// A module the loader compiled as a library of its own keeps its import, even where the folder's name would make
    /// it the project's own (an example app in `example/BouncyLayout/` importing BouncyLayout).
    @Test func aLibraryModuleIsNeverTheFoldersOwn() throws {
        let files = [("example/BouncyLayout/ViewController.swift",
                      "import UIKit\nimport BouncyLayout\nfinal class V: UIViewController {}\n")]
        #expect(!(try plan(files).sources[0].text.contains("import BouncyLayout")))
        let kept = try UIKitLayoutPlan.make(files: files.map { (path: $0.0, text: $0.1) }, name: "group",
                                            libraryModules: ["BouncyLayout"])
        #expect(kept.sources[0].text.contains("import BouncyLayout"))
    }

    /// An app's storyboard cell subclassing its library's cell (ingocraft/LMCenteredCollectionView's `DialViewCell:
    /// LMCenteredCollectionViewCell`, only `init?(coder:)`): the library's files, read as context, say it is a
    /// reusable view, so it gets the initializer a collection view calls.
    @Test func aCellSubclassingItsLibrarysCellGetsTheFrameInitializer() throws {
        let app = [(path: "App/DialCell.swift", text: """
            import UIKit
            import Dial
            class DialCell: DialBaseCell {
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            }
            final class DialViewController: UIViewController {}
            """)]
        let library = [(path: "Dial/DialBaseCell.swift", text: """
            import UIKit
            open class DialBaseCell: UICollectionViewCell {}
            """)]
        #expect(!(try UIKitLayoutPlan.make(files: app, name: "group").sources[0].text.contains("init(playgroundFrame")))
        let p = try UIKitLayoutPlan.make(files: app, name: "group", libraryModules: ["Dial"], libraryFiles: library)
        #expect(p.sources[0].text.contains("required convenience init(playgroundFrame frame: CGRect)"))
    }

    /// An app delegate that makes its window's root controller in code (roberthein/BouncyLayout's example) is the
    /// first entry point: launched, its window's root controller hosted; one that makes none adds no entry.
    @Test func anAppDelegateMakingItsRootControllerIsTheFirstEntryPoint() throws {
        let screen = ("Screen.swift", "import UIKit\nfinal class ScreenViewController: UIViewController {}\n")
        let delegate = ("AppDelegate.swift", """
            import UIKit
            @UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UINavigationController(rootViewController: ScreenViewController())
                    return true
                }
            }
            """)
        let p = try plan([screen, delegate])
        #expect(p.layout.hasPrefix("entry points AppDelegate, ScreenViewController"), "\(p.layout)")
        #expect(p.entry.contains("_ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)"))
        let quiet = ("AppDelegate.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n")
        #expect(try plan([screen, quiet]).layout.hasPrefix("entry points ScreenViewController"))
    }

    /// A scene delegate that makes its window's root controller (Xcode's template since iOS 13) is the first entry
    /// point: the app delegate told it launched, then the scene delegate connected to the playground's window scene
    /// with empty options; one whose window comes from the storyboard (no `rootViewController`) adds no entry.
    @Test func aSceneDelegateMakingItsRootControllerIsTheFirstEntryPoint() throws {
        let screen = ("Screen.swift", "import UIKit\nfinal class ScreenViewController: UIViewController {}\n")
        let app = ("AppDelegate.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        let scene = ("SceneDelegate.swift", """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UINavigationController(rootViewController: ScreenViewController())
                    window?.makeKeyAndVisible()
                }
            }
            """)
        let p = try plan([screen, app, scene])
        #expect(p.layout.hasPrefix("entry points SceneDelegate, ScreenViewController"), "\(p.layout)")
        #expect(p.entry.contains("let app = AppDelegate()"))
        #expect(p.entry.contains("delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())"))
        let storyboardScene = ("SceneDelegate.swift", """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let _ = (scene as? UIWindowScene) else { return }
                }
            }
            """)
        #expect(try plan([screen, app, storyboardScene]).layout.hasPrefix("entry points ScreenViewController"))
    }

    /// The entry point registers its module, so a nib's name finds the class it is named after (UINib).
    @Test func theEntryPointRegistersItsModuleForNibs() throws {
        let p = try plan([("L.swift", "import UIKit\nfinal class L: UICollectionViewFlowLayout {}\n")])
        #expect(p.entry.contains("UINib.playgroundRegisterModule(fileID: #fileID)"))
    }
}
