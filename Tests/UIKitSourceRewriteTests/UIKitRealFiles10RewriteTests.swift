import Testing
@testable import UIKitSourceRewrite

/// Causes the tenth set of real files found (realfiles10): a framework's files that import only Foundation, and an
/// example app whose folder has its library's name (CocoaPods' template).
@Suite struct UIKitRealFiles10RewriteTests {
    /// A framework target's Swift file sees UIKit through the framework's umbrella header, so a layout library's
    /// files often import only Foundation (ADMozaikCollectionViewLayout's `open class ADMozaikLayout:
    /// UICollectionViewFlowLayout`, CPCollectionViewKit's `open class CollectionViewCardLayout: CollectionViewLayout`
    /// that returns `UICollectionViewLayoutAttributes`): they are UIKit files. A model that only mentions a UIKit
    /// class, in a comment or as a class property's type, stays a plain file.
    @Test func aFoundationOnlyFrameworkFileThatSubclassesUIKitIsAUIKitFile() {
        #expect(UIKitLayoutPlan.isUIKitFile("import Foundation\n\nopen class Mosaic: UICollectionViewFlowLayout {\n}\n"))
        #expect(UIKitLayoutPlan.isUIKitFile("import Foundation\n@MainActor public final class Cell: UIKit.UICollectionViewCell {}\n"))
        #expect(UIKitLayoutPlan.isUIKitFile("""
            import Foundation
            open class CardLayout: BaseLayout {
                override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
            }
            """))
        // Not UIKit files: a comment, a class property, a class of the framework whose code names no collection view.
        #expect(!UIKitLayoutPlan.isUIKitFile("import Foundation\n// class A: UICollectionViewFlowLayout\nstruct M {}\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import Foundation\nclass Theme {\n    class var tint: UIColor { .red }\n}\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import Foundation\nclass Store: Base {\n    // feeds a UICollectionView\n}\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import Foundation\n// a UIViewController's model\nstruct M {}\n"))
        // Another UI framework's file is not one, whatever it subclasses; a native file imports PlaygroundCore.
        #expect(!UIKitLayoutPlan.isUIKitFile("import SwiftUI\nclass A: UICollectionViewFlowLayout {}\n"))
        #expect(!UIKitLayoutPlan.isUIKitFile("import PlaygroundCore\nclass A: UICollectionViewFlowLayout {}\n"))
        #expect(UIKitLayoutPlan.isPlainSwiftFile("import Foundation\nclass Theme {\n    class var tint: UIColor { .red }\n}\n"))
    }

    /// `pod lib create` puts the example app in `Example/NAME/` beside the library's `NAME/Classes/` (Pitsko's
    /// HorizontalCardStack, kingjiajie's JJCollectionViewRoundFlowLayout_Swift): the app's files are in a folder named
    /// like the module they import. When that module is compiled as a library of its own, its import stays; without
    /// one, the folder's name still makes it the project's own module, as before.
    @Test func aLibraryCompiledApartKeepsItsImportInAnAppFolderOfItsName() throws {
        let app = [(path: "/r/Example/Cards/ViewController.swift",
                    text: "import UIKit\nimport Cards\n\nclass ViewController: UIViewController {}\n"),
                   (path: "/r/Example/Cards/Layout.swift",
                    text: "import UIKit\n\nclass Layout: UICollectionViewFlowLayout {}\n")]
        let kept = try UIKitLayoutPlan.make(files: app, name: "cards", libraryModules: ["Cards"])
        #expect(kept.sources[0].text.contains("import Cards\n"), "\(kept.sources[0].text)")
        #expect(!kept.notes.contains { $0.what.hasPrefix("import Cards removed") })

        let removed = try UIKitLayoutPlan.make(files: app, name: "cards")
        #expect(!removed.sources[0].text.contains("import Cards\n"))
        #expect(removed.notes.contains { $0.what.hasPrefix("import Cards removed") })
    }

    /// A delegate requirement returning a class of the files that can be made with `init()` is answered with a new
    /// one (JJCollectionViewRoundFlowLayout_Swift's required `configModelForSectionAtIndex`, which its layout reads
    /// through `collectionView.delegate as! JJCollectionViewDelegateRoundFlowLayout_Swift`); a class that needs
    /// arguments leaves the protocol unanswered, as before.
    @Test func aRequirementReturningAClassMadeWithInitIsAnswered() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Round.swift", text: """
            import UIKit
            open class RoundConfig: NSObject {
                var cornerRadius: CGFloat = 4
            }
            @objc public protocol RoundDelegate: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, configModelForSectionAt section: Int) -> RoundConfig
            }
            open class Round: UICollectionViewFlowLayout {
                open override func prepare() {
                    super.prepare()
                    let delegate = collectionView?.delegate as! RoundDelegate
                    _ = delegate
                }
            }
            """)], name: "round")
        #expect(p.layout == "class Round (RoundDelegate answered by the playground)", "\(p.layout)")
        #expect(p.entry.contains("configModelForSectionAt _p2: Int) -> RoundConfig { RoundConfig() }"), "\(p.entry)")

        let needsArguments = try UIKitLayoutPlan.make(files: [(path: "/a/Round.swift", text: """
            import UIKit
            final class Named { init(name: String) {} }
            protocol NamedDelegate: AnyObject { func style(at section: Int) -> Named }
            class Round: UICollectionViewFlowLayout { weak var delegate: NamedDelegate? }
            """)], name: "round")
        #expect(needsArguments.layout == "class Round", "\(needsArguments.layout)")
    }

    /// An optional requirement whose return type the rewrite widens (`-> Bool`, compiled `-> Bool?`), read as a value
    /// (FSPagerView's `guard let function = self.delegate?.pagerView(_:shouldHighlightItemAt:)`, then
    /// `return function(self, index)`), gives a function with the requirement's own result, as on iOS; a Void one
    /// (not widened) keeps `ifImplemented`.
    @Test func anOptionalRequirementWithAWidenedResultReadAsAValueUnwrapsIt() throws {
        let file = """
            import UIKit
            @objc protocol PagerDelegate: NSObjectProtocol {
                @objc optional func pagerView(_ pagerView: Pager, shouldHighlightItemAt index: Int) -> Bool
                @objc optional func pagerView(_ pagerView: Pager, didSelectItemAt index: Int)
            }
            final class Pager: UICollectionViewFlowLayout {
                weak var delegate: PagerDelegate?
                func highlight(_ index: Int) -> Bool {
                    guard let function = self.delegate?.pagerView(_:shouldHighlightItemAt:) else { return true }
                    return function(self, index)
                }
                func select(_ index: Int) {
                    guard let function = self.delegate?.pagerView(_:didSelectItemAt:) else { return }
                    function(self, index)
                }
            }
            """
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Pager.swift", text: file)], name: "pager")
        let text = p.sources[0].text
        #expect(text.contains(#"PlaygroundSelectors.ifImplementedUnwrappingResult(self.delegate, "pagerView(_:shouldHighlightItemAt:)", self.delegate?.pagerView(_:shouldHighlightItemAt:))"#), "\(text)")
        #expect(text.contains(#"PlaygroundSelectors.ifImplemented(self.delegate, "pagerView(_:didSelectItemAt:)", self.delegate?.pagerView(_:didSelectItemAt:))"#), "\(text)")
    }

    /// A layout made from a configuration object of its library (CPCollectionViewKit's
    /// `init(withConfiguration: WheelLayoutConfiguration)`) is made as the app makes it: the configuration with the
    /// first of its initializers whose arguments can be given, its own numbers, sizes and enums live parameters; a
    /// configuration class that declares no initializer uses its superclass's (`CircleLayoutConfiguration:
    /// LayoutConfiguration {}`).
    @Test func aConfigurationObjectArgumentIsMadeFromItsOwnArguments() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/a/Wheel.swift", text: """
            import UIKit
            public enum WheelKind { case leftBottom, rightTop }
            open class BaseConfiguration {
                public var cellSize: CGSize
                public var spacing: CGFloat
                public init(withCellSize cellSize: CGSize, spacing: CGFloat = 0) { self.cellSize = cellSize; self.spacing = spacing }
            }
            open class WheelConfiguration: BaseConfiguration {
                public var radius: CGFloat
                public var kind: WheelKind
                public init(withCellSize cellSize: CGSize, radius: CGFloat, kind: WheelKind) {
                    self.radius = radius; self.kind = kind
                    super.init(withCellSize: cellSize)
                }
            }
            open class CircleConfiguration: BaseConfiguration {}
            open class Wheel: UICollectionViewLayout {
                public init(withConfiguration configuration: WheelConfiguration) { super.init() }
                public required init?(coder: NSCoder) { fatalError() }
            }
            """)], name: "wheel")
        let factory = p.sources.map(\.text).joined().split(separator: "\n")
            .first { $0.contains("_layoutPlaygroundUIKitFactory") }.map(String.init) ?? ""
        #expect(factory.contains("Wheel(withConfiguration: WheelConfiguration(withCellSize: CGSize("), "\(factory)")
        for name in ["cellSizeWidth", "cellSizeHeight", "radius", "kind"] {
            #expect(p.entry.contains("\"\(name)\""), "\(name): \(p.entry)")
        }

        // A configuration struct with its own initializer (CPCollectionViewKit's `WheelLayoutConfiguration`).
        let wheel = try UIKitLayoutPlan.make(files: [(path: "/a/Wheel.swift", text: """
            import UIKit
            public enum WheelType: Int { case leftBottom = 0, rightTop }
            public struct WheelConfiguration {
                public var radius: Double
                public init(withCellSize cellSize: CGSize, radius: Double, wheelType: WheelType, fadeAway: Bool = true) { self.radius = radius }
            }
            open class Wheel: UICollectionViewLayout {
                public init(withConfiguration configuration: WheelConfiguration) { super.init() }
                public required init?(coder: NSCoder) { fatalError() }
            }
            """)], name: "wheel")
        #expect(wheel.layout == "class Wheel", "\(wheel.layout)")
        #expect(wheel.entry.contains("\"wheelType\""), "\(wheel.entry)")

        let circle = try UIKitLayoutPlan.make(files: [(path: "/a/Circle.swift", text: """
            import UIKit
            open class BaseConfiguration {
                public var cellSize: CGSize
                public init(withCellSize cellSize: CGSize, spacing: CGFloat = 0) { self.cellSize = cellSize }
            }
            open class CircleConfiguration: BaseConfiguration {}
            open class Circle: UICollectionViewLayout {
                public init(withConfiguration configuration: CircleConfiguration) { super.init() }
                public required init?(coder: NSCoder) { fatalError() }
            }
            """)], name: "circle")
        let circleFactory = circle.sources.map(\.text).joined().split(separator: "\n")
            .first { $0.contains("_layoutPlaygroundUIKitFactory") }.map(String.init) ?? ""
        #expect(circleFactory.contains("Circle(withConfiguration: CircleConfiguration(withCellSize: CGSize("), "\(circleFactory)")
    }

    /// An example app's controller may subclass its library's base controller (ScaledCarouselLayout's
    /// `class ViewController: CarouselLayoutVC`), which the app's files do not declare: a superclass named
    /// `…ViewController` or `…VC` that the files do not declare is a view controller made as UIKit makes one.
    @Test func aControllerSubclassingALibrarysBaseControllerIsAnEntryPoint() {
        let scans = [UIKitFileScan(path: "/a/ViewController.swift", text: """
            import UIKit
            import ScaledCarouselLayout
            final class ViewController: CarouselLayoutVC {}
            final class Detail: Library.BaseViewController {}
            final class Helper: NSObject {}
            final class Pager: UIPageViewControllerLike {}
            """)]
        let names = UIKitLayoutPlan.viewControllers(scans).map(\.name)
        #expect(names == ["ViewController", "Detail"], "\(names)")
        #expect(UIKitLayoutPlan.viewControllers(scans).first?.make == "ViewController()")
    }
}
