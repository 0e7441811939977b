import Foundation
import Testing
@testable import UIKitSourceRewrite

/// The rewrite of a whole module (`playground rewrite`): overrides moved across files, UIKit's optional calls kept
/// optional, every file under its own `#sourceLocation`.
@Suite struct UIKitModuleRewriteTests {
    func rewrite(_ files: [(String, String)]) -> (sources: [UIKitModuleRewrite.Source], notes: [RewriteNote]) {
        UIKitModuleRewrite.rewrite(files: files.map { (path: $0.0, text: $0.1) })
    }

    /// On iOS `CADisplayLink` is QuartzCore's and `Selector` comes with Foundation (the Objective-C module); here
    /// UIKit declares both, so a file importing only QuartzCore or Foundation that names them gets `import UIKit`
    /// (CollectionViewPagingLayout's ViewAnimator.swift imports only QuartzCore). Other such files are unchanged.
    @Test func aQuartzCoreFileNamingTheDisplayLinkImportsUIKit() {
        let r = rewrite([
            ("/m/Animator.swift", "import QuartzCore\nfinal class A { var link: CADisplayLink? }\n"),
            ("/m/Timing.swift", "import Foundation\nfinal class T { let s = #selector(T.tick); func tick() {} }\n"),
            ("/m/Plain.swift", "import Foundation\nstruct P { var x = 1 }\n"),
        ])
        #expect(r.sources[0].text.hasPrefix("import UIKit\n#sourceLocation(file: \"/m/Animator.swift\", line: 1)\n"))
        #expect(r.sources[1].text.hasPrefix("import UIKit\n"))
        #expect(!r.sources[2].text.contains("import UIKit"))
    }

    /// A test target's class implements its library's optional requirement: the library's protocol is read from
    /// the other module (context), so the implementation returns `CGFloat?` like the requirement and is its witness
    /// (CollectionViewSlantedLayout's own suite; before, the protocol's nil default answered and the test failed).
    @Test func aTestTargetsImplementationOfItsLibrarysOptionalRequirementIsWidened() {
        let library = ("/p/Sources/Lib/Delegate.swift", """
            import UIKit
            @objc public protocol SlantedDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ cv: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGFloat
            }
            """)
        let test = ("/p/Tests/LibTests/Controller.swift", """
            import UIKit
            @testable import Lib
            extension Controller: SlantedDelegate {
                func collectionView(_ cv: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGFloat { 150 }
            }
            """)
        let alone = UIKitModuleRewrite.rewrite(files: [test]).sources[0].text
        let withContext = UIKitModuleRewrite.rewrite(files: [test], context: [library]).sources[0].text
        #expect(!alone.contains("-> CGFloat?"))
        #expect(withContext.contains("sizeForItemAt indexPath: IndexPath) -> CGFloat? { 150 }"))
        #expect(!withContext.contains("protocol SlantedDelegate"))   // the context is read, not written
    }

    /// `playground rewrite` gives a module, as context, only the modules it imports (and theirs): a protocol of an
    /// unrelated target with an optional `collectionView(_:layout:sizeForItemAt:)` must not stop this module's call
    /// of UIKit's flow-delegate method from getting `.playgroundIfImplemented` (StickyLayout beside
    /// CollectionViewSlantedLayout in one package did not compile).
    @Test func aModuleSeesOnlyTheProtocolsOfTheModulesItImports() {
        let texts = ["import UIKit\n@_exported import Base\n",                           // 0 Lib
                     "import XCTest\n@testable import Lib\nimport class Foundation.NSObject\n",  // 1 LibTests
                     "import UIKit\n",                                                    // 2 Base
                     "  @preconcurrency import UIKit\nimport struct Other.Thing\n"]     // 3 Unrelated
        let imports = texts.map { UIKitModuleRewrite.importedModules([$0]) }
        #expect(imports[1] == ["XCTest", "Lib", "Foundation"])
        #expect(imports[3] == ["UIKit", "Other"])
        let names = ["Lib", "LibTests", "Base", "Unrelated"]
        #expect(UIKitModuleRewrite.visibleModules(of: 1, names: names, imports: imports) == [0, 2])
        #expect(UIKitModuleRewrite.visibleModules(of: 3, names: names, imports: imports) == [])
        #expect(UIKitModuleRewrite.visibleModules(of: 0, names: names, imports: imports) == [2])

        let slanted = ("/p/Sources/Slanted/Delegate.swift", """
            import UIKit
            @objc public protocol SlantedDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ cv: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGFloat
            }
            """)
        let sticky = ("/p/Sources/Sticky/Layout.swift", """
            import UIKit
            final class L: UICollectionViewFlowLayout {
                func size(_ d: UICollectionViewDelegateFlowLayout, _ cv: UICollectionView) -> CGSize {
                    guard let s = d.collectionView?(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: 0)) else { return itemSize }
                    return s
                }
            }
            """)
        let alone = UIKitModuleRewrite.rewrite(files: [sticky]).sources[0].text
        #expect(alone.contains(".playgroundIfImplemented"), "\(alone)")
        // Given the other target as context, its requirement of the same name is taken for the one called: the
        // reason the command limits the context to imported modules.
        let mixed = UIKitModuleRewrite.rewrite(files: [sticky], context: [slanted]).sources[0].text
        #expect(!mixed.contains(".playgroundIfImplemented"))
    }

    /// An app's entry point (`@main`, `@UIApplicationMain`) is removed: the playground or the test bundle is the
    /// program, and a library target may not have one.
    @Test func anAppsEntryPointAttributeIsRemoved() {
        let r = rewrite([("/m/AppDelegate.swift", "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                         ("/m/Old.swift", "import UIKit\n@UIApplicationMain class OldDelegate: UIResponder, UIApplicationDelegate {}\n")])
        #expect(!r.sources[0].text.contains("@main") && r.sources[0].text.contains("class AppDelegate"))
        #expect(!r.sources[1].text.contains("@UIApplicationMain"))
        #expect(r.notes.contains { $0.what == "@main removed" })
    }

    @Test func anOverrideInAnotherFilesExtensionMovesIntoTheClass() {
        let r = rewrite([
            ("/m/Layout.swift", """
                import UIKit
                open class Layout: UICollectionViewFlowLayout {
                    var k = 1
                }
                """),
            ("/m/Layout+Prepare.swift", """
                import UIKit
                extension Layout {
                    open override func prepare() {
                        super.prepare()
                    }
                    func helper() {}
                }
                """),
        ])
        #expect(r.sources[0].text == """
            #sourceLocation(file: "/m/Layout.swift", line: 1)
            import UIKit
            open class Layout: UICollectionViewFlowLayout {
                var k = 1

            #sourceLocation(file: "/m/Layout+Prepare.swift", line: 3)
                open override func prepare() {
                    super.prepare()
                }
            #sourceLocation(file: "/m/Layout.swift", line: 4)
            }
            """)
        // Its lines stay in the other file, blank, so every other line keeps its number.
        let lines = r.sources[1].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 8)
        #expect(lines[3].allSatisfy { $0 == " " } && lines[5].allSatisfy { $0 == " " })
        #expect(lines[6] == "    func helper() {}")
        #expect(r.sources.map(\.changed) == [true, true])
        #expect(r.notes.map(\.description) == [
            "Layout+Prepare.swift:3:5: override prepare moved from an extension into class Layout (Layout.swift)",
        ])
    }

    @Test func filesWithNothingToRewriteKeepTheirTextUnderASourceLocation() {
        let r = rewrite([("/m/A.swift", "import Foundation\nstruct A {}\n")])
        #expect(r.sources[0].text == "#sourceLocation(file: \"/m/A.swift\", line: 1)\nimport Foundation\nstruct A {}\n")
        #expect(!r.sources[0].changed)
        #expect(r.notes.isEmpty)
    }

    /// A data source wrapper forwarding the iOS 14 index-title requirements (VHCarrouselCollectionView's):
    /// `dataSource.indexTitles?(for:)` and `collectionView?(_:indexPathForIndexTitle:at:)` are plain calls here.
    @Test func theIndexTitleRequirementsAreCalledPlainly() {
        let r = rewrite([("/m/S.swift", """
            import UIKit
            final class S: NSObject, UICollectionViewDataSource {
                let dataSource: UICollectionViewDataSource
                init(_ d: UICollectionViewDataSource) { dataSource = d }
                func indexTitles(for cv: UICollectionView) -> [String]? { dataSource.indexTitles?(for: cv) }
                func collectionView(_ cv: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
                    dataSource.collectionView?(cv, indexPathForIndexTitle: title, at: index) ?? IndexPath()
                }
            }
            """)])
        let text = r.sources[0].text
        #expect(text.contains("dataSource.indexTitles (for: cv)"), "\(text)")
        #expect(text.contains("dataSource.collectionView (cv, indexPathForIndexTitle: title, at: index)"), "\(text)")
    }

    @Test func uikitsOptionalFlowCallsStayOptionalWhereBound() {
        let r = rewrite([("/m/L.swift", """
            import UIKit
            class L: UICollectionViewLayout {
                func size(_ i: IndexPath) -> CGSize {
                    guard let d = collectionView?.delegate as? UICollectionViewDelegateFlowLayout,
                          let s = d.collectionView?(collectionView!, layout: self, sizeForItemAt: i) else { return .zero }
                    let w = d.collectionView?(collectionView!, layout: self, sizeForItemAt: i).width ?? 0
                    let h = d.collectionView?(collectionView!, layout: self, sizeForItemAt: i)?.height ?? 0
                    return d.collectionView!(collectionView!, layout: self, insetForSectionAt: 0).left > w + h ? s : .zero
                }
            }
            """)])
        let lines = r.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5] == "              let s = d.collectionView (collectionView!, layout: self, sizeForItemAt: i).playgroundIfImplemented else { return .zero }")
        #expect(lines[6] == "        let w = d.collectionView (collectionView!, layout: self, sizeForItemAt: i).playgroundIfImplemented?.width ?? 0")
        #expect(lines[7] == "        let h = d.collectionView (collectionView!, layout: self, sizeForItemAt: i).playgroundIfImplemented?.height ?? 0")
        #expect(lines[8] == "        return d.collectionView(collectionView!, layout: self, insetForSectionAt: 0).playgroundIfImplemented!.left > w + h ? s : .zero")
    }

    /// A user protocol's requirement with the labels of UIKit's (CollectionViewSlantedLayout's `sizeForItemAt`
    /// returns a CGFloat): the call is the user's, nil by its own default; no suffix.
    @Test func aUserRequirementWithUIKitsLabelsGetsNoSuffix() {
        let r = rewrite([("/m/S.swift", """
            import UIKit
            @objc protocol SlantedDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt i: IndexPath) -> CGFloat
            }
            class S: UICollectionViewLayout {
                func f(_ d: SlantedDelegate, _ i: IndexPath) -> CGFloat? { d.collectionView?(collectionView!, layout: self, sizeForItemAt: i) }
            }
            """)])
        let lines = r.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[6] == "    func f(_ d: SlantedDelegate, _ i: IndexPath) -> CGFloat? { d.collectionView (collectionView!, layout: self, sizeForItemAt: i) }")
    }

    /// A user protocol's optional requirement is unchanged: its own default is nil already.
    @Test func aUserProtocolsOptionalCallGetsNoSuffix() {
        let r = rewrite([("/m/M.swift", """
            import UIKit
            @objc protocol MasonryDelegate { @objc optional func height(at i: Int) -> CGFloat }
            class M: UICollectionViewLayout {
                weak var delegate: MasonryDelegate?
                func h() -> CGFloat { guard let h = delegate?.height?(at: 0) else { return 1 }; return h }
            }
            """)])
        let lines = r.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[5] == "    func h() -> CGFloat { guard let h = delegate?.height (at: 0) else { return 1 }; return h }")
    }

    /// An example app's controller imports its library (`import BouncyLayout`), which Xcode links in; in the
    /// playground's target the library's sources are compiled with the controller, so the import is removed when the
    /// target declares a type of the module's name or a file of it is in a folder of that name (`Sources/Name/`).
    /// A package that is not here keeps its import (its error names it), and so does a test target whose library is
    /// another module (context).
    @Test func anImportOfTheProjectsOwnModuleWhoseSourcesAreInTheTargetIsRemoved() {
        let r = rewrite([
            ("/t/ViewController.swift", "import UIKit\nimport BouncyLayout\n@testable import Swiper\nimport Kingfisher\nlet a = 1\n"),
            ("/t/BouncyLayout.swift", "import UIKit\npublic class BouncyLayout: UICollectionViewFlowLayout {}\n"),
            ("/p/Sources/Swiper/Card.swift", "import UIKit\nstruct Card {}\n"),
        ])
        let lines = r.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        #expect(lines.prefix(4).map(String.init) == ["import UIKit", String(repeating: " ", count: 19),
                                          String(repeating: " ", count: 23), "import Kingfisher"], "\(r.sources[0].text)")
        #expect(r.notes.contains { $0.what.hasPrefix("import BouncyLayout removed") })
        #expect(r.notes.contains { $0.what.hasPrefix("import Swiper removed") })
        #expect(!r.notes.contains { $0.what.contains("Kingfisher") })

        // UIKit is never the project's own, even in a folder named UIKit that declares nothing of that name.
        let own = rewrite([("/x/UIKit/A.swift", "import UIKit\nclass A: UIView {}\n")])
        #expect(own.sources[0].text.contains("import UIKit\nclass A"))

        let library = ("/p/Sources/Lib/Layout.swift", "import UIKit\npublic class Lib: UICollectionViewLayout {}\n")
        let test = ("/p/Tests/LibTests/T.swift", "import XCTest\n@testable import Lib\n")
        let t = UIKitModuleRewrite.rewrite(files: [test], context: [library]).sources[0].text
        #expect(t.contains("@testable import Lib"), "\(t)")
    }

    /// `import UIKit.UIGestureRecognizerSubclass` (a submodule of Apple's Objective-C headers, none here) imports
    /// UIKit, the columns kept; `import class UIKit.UIView` is Swift's own form and compiles unchanged.
    @Test func aSubmoduleImportOfUIKitImportsUIKit() {
        let r = rewrite([("/m/G.swift", "import UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIView\n")])
        let lines = r.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        #expect(lines.prefix(2).map(String.init) == ["import UIKit" + String(repeating: " ", count: 28), "import class UIKit.UIView"],
                "\(r.sources[0].text)")
        #expect(r.notes.contains { $0.what.hasPrefix("import UIKit.UIGestureRecognizerSubclass became import UIKit") })
    }

    /// Apple's `os` and `OSLog` modules are `PlaygroundOS` here (no module may be named either: swift-argument-parser
    /// and swift-syntax test `canImport(os)` / `canImport(OSLog)` and would import ours on a fresh build, Package.swift):
    /// `import os`, `import os.log`, `import OSLog` and `import func os.os_log` name it, and `canImport(os)` is true,
    /// as on iOS.
    @Test func theOSModuleIsPlaygroundOS() {
        let text = "import os\nimport os.log\nimport func os.os_log\nimport OSLog\n#if canImport(os)\nlet a = 1\n#else\nlet a = 2\n#endif\n"
        let r = rewrite([("/m/L.swift", text)])
        let lines = r.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        #expect(lines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }
                == ["import PlaygroundOS", "import PlaygroundOS", "import func PlaygroundOS.os_log", "import PlaygroundOS"],
                "\(r.sources[0].text)")
        #expect(r.notes.contains { $0.what.hasPrefix("import os.log: Apple's os and OSLog are PlaygroundOS here") })
        #expect(r.sources[0].text.contains("#if true"), "\(r.sources[0].text)")
    }

    /// An `open` method a library declares in an extension of its class (JZCalendarWeekView's
    /// `extension JZBaseWeekView: UICollectionViewDataSource { open func collectionView(…) }`) is overridable on iOS,
    /// where it is @objc; here only a class body's member is: it moves into its class, as an override in an extension
    /// does. A `public` one, a `static` one and one of a struct stay.
    @Test func anOpenMemberOfAnExtensionMovesIntoItsClass() {
        let text = """
            import UIKit
            open class Week: UIView {
                var days = 7
            }
            extension Week {
                open func cell(at i: Int) -> UIView { UIView() }
                public func count() -> Int { days }
                public static func make() -> Week { Week() }
            }
            open extension Week {
                func header() -> String { "" }
            }

            """
        let r = rewrite([("/lib/Week.swift", text)])
        let out = r.sources[0].text
        let classEnd = out.range(of: "var days = 7")!.upperBound
        let firstExtension = out.range(of: "extension Week {")!.lowerBound
        let inClass = String(out[classEnd..<firstExtension])
        #expect(inClass.contains("open func cell(at i: Int)"), "\(out)")
        #expect(inClass.contains("func header()"), "\(out)")
        #expect(!inClass.contains("func count()") && !inClass.contains("func make()"), "\(out)")
    }

    /// `open let` (Swift 4 code: a warning there, an error in Swift 5 mode) is `public let`; `open var` stays.
    @Test func anOpenLetIsPublic() {
        let r = rewrite([("/m/C.swift", "import UIKit\nopen class C {\n    open let gap: CGFloat = 5\n    open var size = 1\n}\n")])
        let text = r.sources[0].text
        #expect(text.contains("    public let gap: CGFloat = 5\n") && text.contains("    open var size = 1\n"), "\(text)")
        #expect(r.notes.contains { $0.what.hasPrefix("open let → public let") })
    }

    /// An override in an extension inside `#if os(tvOS)` is not compiled on iOS: it is neither moved into its class
    /// nor removed (HorizontalStickyHeaderLayout's example moved tvOS-only focus code into its controller, which
    /// then failed on a tvOS-only constant). One in `#if os(iOS)`, or in the `#else` of `#if os(tvOS)`, still moves.
    @Test func anOverrideInAnExtensionCompiledOutOnIOSStaysWhereItIs() {
        let text = """
            import UIKit
            class C: UIViewController {
            }
            #if os(tvOS)
            extension C {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            #elseif os(iOS) && DEBUG
            extension C {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            }
            #endif
            #if !os(iOS)
            extension UICollectionViewFlowLayout { open override func prepare() {} }
            #else
            extension C { override func viewDidAppear(_ animated: Bool) {} }
            #endif
            """
        let r = rewrite([("/m/C.swift", text)])
        let moved = r.notes.map(\.what).filter { $0.hasPrefix("override") }
        #expect(moved.contains { $0.hasPrefix("override viewWillAppear") }, "\(moved)")
        #expect(moved.contains { $0.hasPrefix("override viewDidAppear") }, "\(moved)")
        #expect(!moved.contains { $0.contains("viewDidLoad") || $0.contains("prepare") }, "\(moved)")
    }

    /// An override that moves into its class in another file keeps reaching the `fileprivate` members of the
    /// extension it was written in: they become internal (StickyHeaderFlowLayout's `debugDescription` and `isValid`,
    /// an error once its attributes class was compiled from its own file). `private(set)` keeps its setter's access.
    @Test func theExtensionsFileprivateMembersAnOverrideUsesBecomeInternalWhenItMoves() {
        let r = rewrite([
            ("/m/Attributes.swift", "import UIKit\nclass A: UICollectionViewLayoutAttributes {}\n"),
            ("/m/Layout.swift", """
                import UIKit
                extension A {
                  override var debugDescription: String { "valid: \\(isValid)" }
                  fileprivate var isValid: Bool { true }
                  private(set) var x: Int { get { 1 } set {} }
                }
                """),
        ])
        let layout = r.sources[1].text
        #expect(layout.contains("              var isValid: Bool"), "\(layout)")
        #expect(layout.contains("private(set) var x"))
        #expect(r.notes.contains { $0.what.hasPrefix("fileprivate removed") })
    }

    /// The same for the file's top-level `private` helpers the moved override calls (SnapKit's Debugging.swift:
    /// `extension LayoutConstraint { override var description }` calls `private func descriptionForObject`): they
    /// become internal; a private helper it does not use, and one of another file, stay as they are.
    @Test func theFilesPrivateHelpersAMovedOverrideCallsBecomeInternal() {
        let r = rewrite([
            ("/m/Constraint.swift", "import UIKit\nclass C: NSLayoutConstraint {}\nprivate func unused() {}\n"),
            ("/m/Debugging.swift", """
                import UIKit
                extension C {
                  override var description: String { describe(self) + String(limit) }
                }
                private func describe(_ object: AnyObject) -> String { "C" }
                fileprivate let limit = 3
                private func unused() {}
                """),
        ])
        let debugging = r.sources[1].text
        #expect(debugging.contains("        func describe(_ object: AnyObject)"), "\(debugging)")
        #expect(debugging.contains("            let limit = 3"), "\(debugging)")
        #expect(debugging.contains("private func unused()"), "\(debugging)")
        #expect(r.sources[0].text.contains("private func unused()"))
        #expect(r.notes.contains { $0.what.hasPrefix("private removed from describe") })
    }

    /// `type(of: x).description()`, Objective-C's class description (SnapKit's Debugging.swift): the class's
    /// module-qualified name, as NSStringFromClass gives a Swift class's.
    @Test func aMetatypesDescriptionIsTheClassName() {
        let r = rewrite([("/m/D.swift", "import UIKit\nfunc d(_ object: AnyObject) -> String { type(of: object).description() }\n")])
        #expect(r.sources[0].text.contains("{ String(reflecting: type(of: object)) }"), "\(r.sources[0].text)")
    }
}

/// Apple's `CGRect.intersects(_:)` (docs/uikit.md#cgrectintersects): a module that calls `.intersects(` gets one
/// internal declaration that shadows Linux Foundation's, in a file that sees CoreGraphics.
@Suite struct AppleIntersectsRewriteTests {
    func rewrite(_ files: [(String, String)]) -> [UIKitModuleRewrite.Source] {
        UIKitModuleRewrite.rewrite(files: files.map { (path: $0.0, text: $0.1) }).sources
    }
    func count(_ sources: [UIKitModuleRewrite.Source]) -> Int {
        sources.map { $0.text.components(separatedBy: "func intersects(_ r2: CGRect)").count - 1 }.reduce(0, +)
    }

    @Test func aModuleCallingIntersectsGetsOneDeclarationInAFileThatSeesCoreGraphics() {
        let sources = rewrite([
            ("/m/Model.swift", "import Foundation\nstruct M { func hit(_ a: CGRect, _ b: CGRect) -> Bool { a.intersects(b) } }\n"),
            ("/m/Layout.swift", "import UIKit\nfinal class L: UICollectionViewLayout {}\n"),
            ("/m/Other.swift", "import UIKit\nlet r = CGRect.zero.intersects(.zero)\n"),
        ])
        #expect(count(sources) == 1)
        #expect(sources[1].text.contains("playgroundIntersects(r2)"))   // the first file importing UIKit
        #expect(!sources[0].text.contains("playgroundIntersects"))
    }

    @Test func noDeclarationWithoutACallOrWhenTheModuleHasItsOwn() {
        #expect(count(rewrite([("/m/A.swift", "import UIKit\nlet r = CGRect.zero.union(.zero)\n")])) == 0)
        #expect(count(rewrite([("/m/A.swift", """
            import UIKit
            extension CGRect { func intersects(_ other: CGRect, by: CGFloat) -> Bool { true } }
            struct S { func intersects(_ s: S) -> Bool { false } }
            let r = S().intersects(S())
            """)])) == 0)
        // No file sees CoreGraphics (Foundation only): left as it is.
        #expect(count(rewrite([("/m/A.swift", "import Foundation\nlet r = CGRect.zero.intersects(.zero)\n")])) == 0)
    }
}

/// `#Preview` in a module rewritten for its suite: blanked (Xcode's canvas only; no macro plugin here), lines kept.
@Suite struct ModulePreviewRewriteTests {
    @Test func aModulesPreviewIsBlankedOnItsLines() {
        let text = "import UIKit\nfinal class V: UIView {}\n#Preview(\"Card\") {\n    V()\n}\nlet after = 1\n"
        let out = UIKitModuleRewrite.rewrite(files: [(path: "/m/V.swift", text: text)]).sources[0]
        #expect(!out.text.contains("#Preview"))
        #expect(out.changed)
        let body = out.text.components(separatedBy: "line: 1)\n")[1]
        #expect(body.components(separatedBy: "\n").firstIndex(of: "let after = 1") == 5)   // still line 6
        #expect(body.contains("final class V: UIView {}"))
    }
}
