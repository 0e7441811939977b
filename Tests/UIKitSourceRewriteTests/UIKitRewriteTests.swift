import Testing
@testable import UIKitSourceRewrite

/// The rewrite step on text: which layout a group holds, and the mechanical rewrite keeping lines and columns.
/// (Compiling the results against the UIKit module is PlaygroundTests' UIKitLayoutFileTests.)
@Suite struct UIKitRewriteTests {
    func plan(_ files: [(String, String)], name: String = "group") throws(UIKitPlanError) -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: files.map { (path: $0.0, text: $0.1) }, name: name)
    }

    /// The rewritten text of the first file, without its `#sourceLocation` line and generated tail.
    func body(_ plan: UIKitLayoutPlan, _ i: Int = 0) -> [Substring] {
        let lines = plan.sources[i].text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = lines.firstIndex(of: "#sourceLocation()") ?? lines.endIndex
        return Array(lines[1..<end])
    }

    @Test func uikitFilesAreThoseThatImportUIKitQuartzCoreOrCoreGraphics() {
        #expect(UIKitLayoutPlan.isUIKitFile("import UIKit\nclass A {}"))
        #expect(UIKitLayoutPlan.isUIKitFile("import Foundation\nimport QuartzCore\n"))
        #expect(UIKitLayoutPlan.isUIKitFile("@preconcurrency import CoreGraphics\n"))
        #expect(UIKitLayoutPlan.isUIKitFile("// A carousel\nimport class UIKit.UICollectionViewFlowLayout\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import UIKitten\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import PlaygroundCore\n// UIKit's flow layout, translated\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import PlaygroundCore\nlet s = \"import UIKit\"\n"))
    }

    // MARK: - Which layout

    @Test func theOneConcreteLayoutClassIsTheLayout() throws {
        let p = try plan([("/a/Carousel.swift", """
            import UIKit
            class BaseLayout: UICollectionViewFlowLayout {}
            final class CarouselLayout: BaseLayout {
                override init() { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            struct Helper {}
            """)])
        #expect(p.layout == "class CarouselLayout")
        #expect(p.entry.contains("uikitLayoutPlugin(name: nil, make: { _layoutPlaygroundUIKitFactory() })"))
        #expect(p.entry.contains("import UIKitBridge") && !p.entry.contains("PlaygroundCore"))
        #expect(p.sources[0].text.hasPrefix("#sourceLocation(file: \"/a/Carousel.swift\", line: 1)\nimport UIKit\n"))
        #expect(p.sources[0].text.contains("func _layoutPlaygroundUIKitFactory() -> UICollectionViewLayout { CarouselLayout() }"))
    }

    @Test func aClassThatCannotBeMadeWithInitIsNamedInTheMessage() {
        #expect(throws: UIKitPlanError.self) {
            try plan([("/a/Masonry.swift", """
                import UIKit
                struct Tile {}
                class MasonryLayout: UICollectionViewLayout {
                    init(tiles: [Tile]) { super.init() }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """)])
        }
        // Two layout classes are both offered (UIKitHostPlanTests).
        do {
            _ = try plan([("/a/None.swift", "import UIKit\nclass A {}\n")])
            Issue.record("no class must be refused")
        } catch {
            #expect(error.message.hasPrefix("None.swift: no class subclassing UICollectionViewLayout"))
        }
        // A view controller whose initializers all take arguments the playground cannot write (a protocol of the
        // app's) is named, with what would make it an entry point.
        do {
            _ = try plan([("/a/Detail.swift", """
                import UIKit
                protocol EmojiStore {}
                class DetailViewController: UIViewController {
                    init(with store: EmojiStore) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """)])
            Issue.record("a controller that cannot be made must be refused")
        } catch {
            #expect(error.message.hasPrefix("Detail.swift: DetailViewController cannot be made: its initializers all "
                + "take arguments; a `#Preview { DetailViewController(…) }`"))
        }
    }

    /// Apple's EmojiDetailViewController: `init(with emoji: Emoji)`, a struct of the target with a nested enum and a
    /// private stored property with a value: made with the memberwise initializer and values written in
    /// (docs/hosting.md, "A controller whose initializer takes arguments").
    @Test func aControllerWhoseInitTakesArgumentsIsMadeWithWrittenValues() throws {
        let p = try plan([("/a/Detail.swift", """
            import UIKit
            struct Emoji: Hashable {
                enum Category: CaseIterable { case recents, smileys }
                let text: String
                let title: String
                let category: Category
                private let identifier = UUID()
                var count = 0
            }
            struct Theme { let spacing: CGFloat; let columnCount: Int; let tint: UIColor? }
            class DetailViewController: UIViewController {
                let emoji: Emoji
                init(with emoji: Emoji, theme: Theme, animated: Bool = true) {
                    self.emoji = emoji
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)])
        #expect(p.sources[0].text.contains("DetailViewController(with: Emoji(text: \"text\", title: \"title\", "
            + "category: .recents), theme: Theme(spacing: 10.0, columnCount: 3, tint: nil))"))
    }

    @Test func makeLayoutInACompanionFileSaysWhich() throws {
        let p = try plan([
            ("/a/Masonry.swift", "import UIKit\nclass MasonryLayout: UICollectionViewLayout {\n    init(columns: Int) { super.init() }\n}\n"),
            ("/a/Masonry+Playground.swift", "import UIKit\nfunc makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {\n    MasonryLayout(columns: 2)\n}\n"),
        ], name: "masonry")
        #expect(p.layout == "makeLayout(_:) in Masonry+Playground.swift")
        #expect(p.entry.contains("uikitLayoutPlugin(name: \"masonry\", parameters: [], makeWithValues: { _layoutPlaygroundUIKitFactory($0, $1) })"))
        #expect(p.sources[1].text.contains("{ makeLayout(collectionView) }"))
        #expect(!p.sources[0].text.contains("_layoutPlaygroundUIKitFactory"))
        // Compositional layouts have no init(): makeLayout builds them.
        #expect(throws: UIKitPlanError.self) {
            try plan([("/a/C.swift", "import UIKit\nclass C: UICollectionViewCompositionalLayout {}\n")])
        }
    }

    // MARK: - The rewrite keeps lines and columns

    @Test func objcAttributesAndDynamicAreBlankedInPlace() throws {
        let source = """
            import UIKit
            @objcMembers @IBDesignable class L: UICollectionViewFlowLayout {
                @objc(itemSpacing) @IBInspectable dynamic var spacing: CGFloat = 4
                @objc enum Kind: Int { case a }
                @objc func f() {}
            }
            """
        let p = try plan([("/a/L.swift", source)])
        let lines = body(p)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        #expect(lines[1] == "                           class L: UICollectionViewFlowLayout {")
        #expect(lines[2] == "                                              var spacing: CGFloat = 4")
        #expect(lines[3] == "          enum Kind: Int { case a }")
        for (a, b) in zip(lines, original) { #expect(a.count == b.count) }
        #expect(p.notes.map(\.description).contains("L.swift:2:1: @objcMembers removed"))
        #expect(p.notes.map(\.description).contains("L.swift:3:39: dynamic removed"))
    }

    @Test func ifOSiOSIsResolvedAsOnIOS() throws {
        let p = try plan([("/a/L.swift", """
            import UIKit
            #if os(iOS) || targetEnvironment(macCatalyst)
            class L: UICollectionViewFlowLayout {}
            #elseif os(Linux)
            #endif
            """)])
        let lines = body(p)
        #expect(lines[1] == "#if true    || targetEnvironment(macCatalyst)")
        #expect(lines[3] == "#elseif false    ")
    }

    /// A parenthesized condition is resolved too: `#if !(os(iOS) || os(tvOS))` guards EasyPeasy's AppKit files, and
    /// left to Linux's compiler it is true (not iOS), so `import AppKit` failed the build.
    @Test func aParenthesizedOSConditionIsResolvedAsOnIOS() throws {
        let p = try plan([("/a/L.swift", """
            import UIKit
            #if !(os(iOS) || os(tvOS))
            import AppKit
            #endif
            class L: UICollectionViewFlowLayout {}
            """)])
        let lines = body(p)
        #expect(lines[1] == "#if !(true    || os(tvOS))")
    }

    @Test func optionalRequirementsGetANilDefaultAndTheirCallsAndWitnessesFollow() throws {
        let layout = """
            import UIKit
            @objc protocol MasonryDelegate: NSObjectProtocol {
                @objc optional func collectionView(_ cv: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
                @objc optional func masonryDidPrepare()
                func columns() -> Int
            }
            class MasonryLayout: UICollectionViewLayout {
                weak var delegate: MasonryDelegate?
                func height(_ i: IndexPath) -> CGFloat {
                    delegate?.masonryDidPrepare?()
                    return delegate?.collectionView?(collectionView!, heightForItemAt: i) ?? 100
                }
            }
            """
        let companion = """
            import UIKit
            final class Source: NSObject {}
            extension Source: MasonryDelegate {
                func collectionView(_ cv: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat { 80 }
                func columns() -> Int { 2 }
            }
            func makeLayout() -> UICollectionViewLayout { MasonryLayout() }
            """
        let p = try plan([("/a/Masonry.swift", layout), ("/a/Masonry+Playground.swift", companion)])
        let lines = body(p)
        #expect(lines[2] == "                   func collectionView(_ cv: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat?")
        #expect(lines[3] == "                   func masonryDidPrepare()")
        #expect(lines[9] == "        delegate?.masonryDidPrepare ()")
        #expect(lines[10] == "        return delegate?.collectionView (collectionView!, heightForItemAt: i) ?? 100")
        #expect(p.sources[0].text.contains("""
            extension MasonryDelegate {
                func collectionView(_ cv: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat? { nil }
                func masonryDidPrepare() {  }
            }
            """))
        let other = body(p, 1)
        #expect(other[3] == "    func collectionView(_ cv: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat? { 80 }")
        #expect(other[4] == "    func columns() -> Int { 2 }")
    }

    @Test func uikitsOwnOptionalRequirementsAreCalledAndWitnessedTheSameWay() throws {
        let p = try plan([("/a/L.swift", """
            import UIKit
            class L: UICollectionViewFlowLayout {
                func size(_ i: IndexPath) -> CGSize {
                    let d = collectionView!.delegate as? UICollectionViewDelegateFlowLayout
                    return d?.collectionView?(collectionView!, layout: self, sizeForItemAt: i) ?? itemSize
                }
            }
            class VC: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt i: IndexPath) -> CGSize { .zero }
                func collectionView(_ c: UICollectionView, didSelectItemAt i: IndexPath) {}
            }
            """)])
        let lines = body(p)
        #expect(lines[4] == "        return d?.collectionView (collectionView!, layout: self, sizeForItemAt: i).playgroundIfImplemented ?? itemSize")
        // UIKit's requirements have UIKit's fallbacks as defaults, with the requirement's own type: nothing widens.
        #expect(lines[8].hasSuffix("sizeForItemAt i: IndexPath) -> CGSize { .zero }"))
        #expect(lines[9].hasSuffix("didSelectItemAt i: IndexPath) {}"))
    }

    @Test func overridesInAnExtensionMoveIntoTheClassUnderSourceLocation() throws {
        let p = try plan([("/a/L.swift", """
            import UIKit
            class L: UICollectionViewFlowLayout {
                var k = 1
            }

            extension L {
                @objc override func prepare() {
                    super.prepare()
                }
                func helper() {}
            }
            """)])
        let text = p.sources[0].text
        #expect(text.contains("""
                var k = 1

            #sourceLocation(file: "/a/L.swift", line: 7)
                      override func prepare() {
                    super.prepare()
                }
            #sourceLocation(file: "/a/L.swift", line: 4)
            }
            """))
        // The member's lines stay, blank, as long as they were.
        let blank = { (n: Int) in String(repeating: " ", count: n) }
        #expect(text.contains("extension L {\n\(blank(35))\n\(blank(23))\n\(blank(5))\n    func helper() {}\n}"))
        #expect(p.notes.map(\.what).contains("override prepare moved from an extension into class L"))
    }

    @Test func anAttributesSubclassInitIsRequiredHere() throws {
        let p = try plan([("/a/L.swift", """
            import UIKit
            class Attributes: UICollectionViewLayoutAttributes {
                var depth: CGFloat = 0
                override init() { super.init() }
            }
            class Other: NSObject {
                override init() { super.init() }
            }
            class L: UICollectionViewFlowLayout {}
            """)])
        let lines = body(p)
        #expect(lines[3] == "    required init() { super.init() }")
        #expect(lines[6] == "    override init() { super.init() }")
    }

    /// A context subclass with only its own designated initializer gets the required `init()` as a trapping stub
    /// (what Objective-C's `init` does on it on iOS); one that declares `init()` is left alone.
    @Test func aContextSubclassWithoutInitGetsTheTrappingStub() throws {
        let p = try plan([("/a/L.swift", """
            import UIKit
            class Context: UICollectionViewLayoutInvalidationContext {
                let kind: Int
                init(kind: Int) { self.kind = kind }
            }
            class Plain: UICollectionViewLayoutInvalidationContext {
                var n = 0
            }
            class L: UICollectionViewFlowLayout {}
            """)])
        let text = body(p).joined(separator: "\n")
        #expect(text.contains("required init() { fatalError(\"Use of unimplemented initializer 'init()' for class 'Context'\") }"))
        #expect(!text.contains("for class 'Plain'"))
    }

    @Test func anObjcProtocolStaysClassBound() throws {
        let p = try plan([("/a/L.swift", """
            import UIKit
            @objc protocol A { func f() }
            @objc protocol B: Equatable { func g() }
            @objc protocol C: NSObjectProtocol {}
            protocol D {}
            class L: UICollectionViewFlowLayout { weak var a: A? }
            """)])
        let lines = body(p)
        #expect(lines[1] == "      protocol A: AnyObject { func f() }")
        #expect(lines[2] == "      protocol B: Equatable, AnyObject { func g() }")
        #expect(lines[3] == "      protocol C: NSObjectProtocol {}")
        #expect(lines[4] == "protocol D {}")
    }
}
