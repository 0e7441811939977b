import Testing
@testable import UIKitSourceRewrite

/// Rewrites that real public files needed (issue 32, "real files of our own finding"): `#selector`, Swift 4's
/// `weak` protocol requirements, Linux's CGFloat members shadowing `abs`/`min`/`max`, a public extension's override
/// moved into its class, and invalidation contexts' `init()`.
@Suite struct UIKitRewriteRealFilesTests {
    func plan(_ source: String) throws(UIKitPlanError) -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: [(path: "/a/L.swift", text: source)], name: "group")
    }

    func lines(_ plan: UIKitLayoutPlan) -> [Substring] {
        let lines = plan.sources[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = lines.firstIndex(of: "#sourceLocation()") ?? lines.endIndex
        return Array(lines[1..<end])
    }

    @Test func selectorsBecomeSelectorValuesOfTheSameWidth() throws {
        let p = try plan("""
            import UIKit
            class L: UICollectionViewFlowLayout {
                func start() { _ = CADisplayLink(target: self, selector: #selector(L.tick(_:))) }
                func tick(_ link: CADisplayLink) {}
                let g = #selector(getter: UIView.frame)
            }
            """)
        let l = lines(p)
        #expect(l[2] == "    func start() { _ = CADisplayLink(target: self, selector:  Selector(L.tick(_:))) }")
        #expect(l[4] == "    let g = #selector(getter: UIView.frame)")
        #expect(p.notes.map(\.description).contains("L.swift:3:62: #selector(L.tick(_:)) → Selector(L.tick(_:)) (the method itself)"))
    }

    @Test func weakIsBlankedInAProtocolsPropertyRequirement() throws {
        let p = try plan("""
            import UIKit
            protocol P: AnyObject {
                weak var delegate: UICollectionViewDelegate? { get set }
            }
            class L: UICollectionViewFlowLayout {}
            """)
        #expect(lines(p)[2] == "         var delegate: UICollectionViewDelegate? { get set }")
    }

    @Test func absMinAndMaxInACGFloatExtensionNameTheStandardLibrary() throws {
        let p = try plan("""
            import UIKit
            extension CGFloat {
                func near(_ r: CGFloat) -> Bool { abs(self - r) <= max(0.5, min(self, r)) && CGFloat.maximum(1, 2) > 0 }
            }
            extension Double { func m() -> Double { abs(self) } }
            class L: UICollectionViewFlowLayout {}
            """)
        let l = lines(p)
        #expect(l[2] == "    func near(_ r: CGFloat) -> Bool { Swift.abs(self - r) <= Swift.max(0.5, Swift.min(self, r)) && CGFloat.maximum(1, 2) > 0 }")
        #expect(l[4] == "extension Double { func m() -> Double { abs(self) } }")
    }

    @Test func anOverrideMovedOutOfAPublicExtensionStaysPublic() throws {
        let p = try plan("""
            import UIKit
            open class L: UICollectionViewFlowLayout {}
            public extension L {
                override func prepare() { super.prepare() }
            }
            """)
        #expect(p.sources[0].text.contains("public override func prepare() { super.prepare() }"))
    }

    @Test func anInvalidationContextsOverrideInitBecomesRequired() throws {
        let p = try plan("""
            import UIKit
            class C: UICollectionViewLayoutInvalidationContext {
                var flag: Bool
                override init() { flag = true }
            }
            class L: UICollectionViewFlowLayout {}
            """)
        #expect(lines(p)[3] == "    required init() { flag = true }")
    }

    /// Blueprints (zenangst/Blueprints) names its superclass through `typealias CollectionViewFlowLayout =
    /// UICollectionViewFlowLayout`, shared with macOS: the alias leads to the layout root.
    @Test func aSuperclassNamedThroughATypealiasIsALayout() throws {
        let p = try plan("""
            import UIKit
            public typealias CollectionViewFlowLayout = UICollectionViewFlowLayout
            open class BlueprintLayout: CollectionViewFlowLayout {}
            open class VerticalBlueprintLayout: BlueprintLayout {}
            """)
        #expect(p.layout == "class VerticalBlueprintLayout")
    }

    /// kishikawakatsumi's App Store clone: one struct per section, each made with `Type()`, its instance method
    /// returning the section; a struct whose initializer needs an argument is not offered.
    @Test func instanceSectionBuildersOfPlainlyMadeTypesAreOffered() throws {
        let p = try plan("""
            import UIKit
            protocol Section { func layoutSection() -> NSCollectionLayoutSection }
            struct FeaturedAppSection: Section {
                let numberOfItems = 5
                func layoutSection() -> NSCollectionLayoutSection { fatalError() }
            }
            struct TitleSection: Section {
                let title: String
                init(title: String) { self.title = title }
                func layoutSection() -> NSCollectionLayoutSection { fatalError() }
            }
            struct SectionTitleSection: Section {
                init(showsNavigation: Bool = true) {}
                func layoutSection() -> NSCollectionLayoutSection { fatalError() }
            }
            """)
        #expect(p.entry.contains(#"words: ["FeaturedAppSection", "SectionTitleSection"]"#), "\(p.entry)")
        #expect(p.sources[0].text.contains("FeaturedAppSection().layoutSection()") || p.entry.contains("FeaturedAppSection().layoutSection()"))
    }

    /// TRMosaicLayout asks its delegate for an enum of the file per item: the answering object gives its cases in
    /// turn (an enum with associated values has no answer).
    @Test func aDelegateRequirementReturningAnEnumOfTheFilesIsAnsweredByItsCases() throws {
        let p = try plan("""
            import UIKit
            enum CellType { case big, small }
            protocol MosaicDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, cellTypeAt indexPath: IndexPath) -> CellType
                func heightForSmallCell() -> CGFloat
            }
            class Mosaic: UICollectionViewLayout {
                weak var delegate: MosaicDelegate!
            }
            """)
        #expect(p.layout == "class Mosaic (MosaicDelegate answered by the playground)")
        #expect(p.entry.contains("-> CellType { [CellType.big, CellType.small][_p1.item % 2] }"), "\(p.entry)")
    }
}
