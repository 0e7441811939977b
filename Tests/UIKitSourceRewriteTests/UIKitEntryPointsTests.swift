import Foundation
import Testing
@testable import UIKitSourceRewrite

/// A target's entry points in the plan (docs/hosting.md): previews rewritten on their own lines, view controllers
/// made as UIKit makes them, the entry parameter's order (previews, controllers, bare layout).
@Suite struct UIKitEntryPointsTests {
    @Test func aPreviewBecomesAFunctionOnTheSameLinesAndADroppedOneIsBlanked() {
        let text = "import UIKit\n#Preview(\"Grid\") {\n    GridViewController()\n}\n#Preview { UIView() }\n"
        let r = UIKitPreviews.rewrite(text: text, file: 2)
        #expect(r.previews.map(\.name) == ["Grid", "Preview"])
        #expect(r.previews.map(\.lines) == [2...4, 5...5])
        #expect(r.text.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(r.text.contains("@MainActor func _layoutPlaygroundPreview_2_0() -> Any {\n    GridViewController()\n}"))
        let dropped = UIKitPreviews.rewrite(text: text, file: 2, dropping: [0])
        #expect(dropped.previews.map(\.name) == ["Preview"])
        #expect(!dropped.text.contains("GridViewController"))
        #expect(dropped.text.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func controllersAreMadeAsUIKitMakesThem() throws {
        let files: [(path: String, text: String)] = [
            ("/t/A.swift", """
                import UIKit
                class Base: UIViewController {}
                final class Photos: Base {}
                final class Grid: UICollectionViewController {}
                final class Needs: UIViewController { init(model: Int) { super.init(nibName: nil, bundle: nil) } }
                final class Own: UICollectionViewController { init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) } }
                """),
            ("/t/B.swift", "import UIKit\n#Preview(\"First\") { Photos() }\n"),
        ]
        let plan = try UIKitLayoutPlan.make(files: files, name: "t")
        // A controller whose only initializer takes arguments is made with written-in values (docs/hosting.md),
        // listed after those made as UIKit makes them.
        #expect(plan.layout == "entry points First, Photos, Grid, Own, Needs (the entry parameter)")
        let a = plan.sources[0].text
        #expect(a.contains("{ Photos() }") && a.contains("{ Grid(collectionViewLayout: UICollectionViewFlowLayout()) }")
                && a.contains("{ Own() }") && a.contains("Needs(model: "))
        #expect(plan.entry.contains("uikitHostPlugin(name: \"t\""))
        #expect(plan.entry.contains(".choice(\"entry\", default: \"First\", words: [\"First\", \"Photos\", \"Grid\", \"Own\", \"Needs\"]"))
    }

    @Test func aBareLayoutIsTheLastEntryAndAFolderWithoutOneStillLoads() throws {
        let plan = try UIKitLayoutPlan.make(files: [("/t/L.swift", """
            import UIKit
            final class Cards: UICollectionViewFlowLayout {}
            final class Host: UIViewController {}
            """)], name: "t")
        #expect(plan.layout == "entry points Host, Cards (the entry parameter)")
        #expect(plan.entry.contains(".layout(\"Cards\", { _, _ in _layoutPlaygroundUIKitFactory() })"))
    }

    @Test func settablePropertiesOfSimpleTypesBecomeLiveParameters() throws {
        let plan = try UIKitLayoutPlan.make(files: [("/t/Grid.swift", """
            import UIKit
            class Base: UICollectionViewLayout { var spacing: CGFloat = 8 }
            final class Grid: Base {
                var columns = 3
                @IBInspectable var isPaged: Bool = true
                var offset = -1.5
                let fixed = 2
                private var hidden = 4
                var computed: Int { 5 }
                var observed = 7 { didSet { invalidateLayout() } }
                var size = CGSize(width: 1, height: 1)
            }
            """)], name: "grid")
        #expect(plan.entry.contains(".number(\"columns\", default: 3.0, range: 0.0...12.0, integer: true"))
        #expect(plan.entry.contains(".choice(\"isPaged\", default: \"true\", words: [\"true\", \"false\"]"))
        #expect(plan.entry.contains(".number(\"offset\", default: -1.5, range: -10.0...10.0, integer: false"))
        #expect(plan.entry.contains(".number(\"observed\", default: 7.0"))
        #expect(plan.entry.contains(".number(\"spacing\", default: 8.0"))
        for absent in ["fixed", "hidden", "computed"] { #expect(!plan.entry.contains(absent)) }
        let source = plan.sources[0].text
        #expect(source.contains("if let v = Double(values[\"columns\"] ?? \"\"), v != 3.0 { layout.columns = Int(v) }"))
        #expect(source.contains("if let v = Double(values[\"spacing\"] ?? \"\"), v != 8.0 { layout.spacing = CGFloat(v) }"))
    }

    @Test func sizesInsetsAndSimpleEnumsBecomeLiveParametersToo() throws {
        let plan = try UIKitLayoutPlan.make(files: [("/t/Cards.swift", """
            import UIKit
            final class Cards: UICollectionViewLayout {
                enum Direction { case vertical, horizontal }
                enum Mode { case fixed(CGFloat), fit }
                var itemSize = CGSize(width: 80, height: 60.5)
                var inset: UIEdgeInsets = .zero
                var margins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: -3, trailing: 4)
                var direction: Direction = .horizontal
                var other = Direction.vertical
                var scrollDirection: UICollectionView.ScrollDirection = .vertical
                var mode: Mode = .fit
                var unknown: SomeEnum = .a
                var computedSize = CGSize(width: 1 + 1, height: 2)
            }
            """)], name: "cards")
        let entry = plan.entry
        // One number per component, named without dots; a size's sliders start at 0 and reach at least 100.
        #expect(entry.contains(".number(\"itemSizeWidth\", default: 80.0, range: 0.0...320.0, integer: false"))
        #expect(entry.contains(".number(\"itemSizeHeight\", default: 60.5, range: 0.0...242.0, integer: false"))
        for edge in ["insetTop", "insetLeft", "insetBottom", "insetRight"] {
            #expect(entry.contains(".number(\"\(edge)\", default: 0.0, range: 0.0...10.0"), "\(edge)")
        }
        #expect(entry.contains(".number(\"marginsBottom\", default: -3.0, range: -12.0...12.0"))
        #expect(entry.contains(".number(\"marginsLeading\", default: 2.0"))
        // Enums: a choice among the declared cases, the declared case first chosen.
        #expect(entry.contains(".choice(\"direction\", default: \"horizontal\", words: [\"vertical\", \"horizontal\"]"))
        #expect(entry.contains(".choice(\"other\", default: \"vertical\", words: [\"vertical\", \"horizontal\"]"))
        #expect(entry.contains(".choice(\"scrollDirection\", default: \"vertical\", words: [\"vertical\", \"horizontal\"]"))
        // Not offered: an enum with associated values, an enum not declared here, a size not made of literals.
        for absent in ["\"mode\"", "\"unknown\"", "computedSize"] { #expect(!entry.contains(absent), "\(absent)") }
        let source = plan.sources[0].text
        #expect(source.contains("if let v0 = Double(values[\"itemSizeWidth\"] ?? \"\"), let v1 = Double(values[\"itemSizeHeight\"] ?? \"\"), "
                                + "v0 != 80.0 || v1 != 60.5 { layout.itemSize = CGSize(width: CGFloat(v0), height: CGFloat(v1)) }"))
        #expect(source.contains("layout.margins = NSDirectionalEdgeInsets(top: CGFloat(v0), leading: CGFloat(v1), bottom: CGFloat(v2), trailing: CGFloat(v3))"))
        #expect(source.contains("if let v = values[\"direction\"], v != \"horizontal\" { switch v { case \"vertical\": layout.direction = .`vertical`; "
                                + "case \"horizontal\": layout.direction = .`horizontal`; default: break } }"))
    }

    /// An item size declared `.zero` is what the view controller sets: the panel starts at UIKit's flow layout
    /// default, 50 × 50, and the factory sets it (a paging layout dividing offsets by `itemSize.width` traps at
    /// zero); a layout testing the size against zero (zero meaning "compute it") keeps zero.
    @Test func anItemSizeDeclaredZeroStartsAtTheFlowLayoutsDefault() throws {
        let plan = try UIKitLayoutPlan.make(files: [("/t/Pager.swift", """
            import UIKit
            final class Pager: UICollectionViewLayout {
                var itemSize: CGSize = .zero
                var headerSize: CGSize = .zero
                var spacing: CGFloat = 0
                override func prepare() { _ = Int(collectionView!.contentOffset.x / itemSize.width) }
            }
            """)], name: "pager")
        #expect(plan.entry.contains(".number(\"itemSizeWidth\", default: 50.0, range: 0.0...200.0"), "\(plan.entry)")
        #expect(plan.sources[0].text.contains("v0 != 0.0 || v1 != 0.0 { layout.itemSize = CGSize(width: CGFloat(v0), height: CGFloat(v1)) }"))
        // A header's size declared zero means no header: it stays zero.
        #expect(plan.entry.contains(".number(\"headerSizeWidth\", default: 0.0"), "\(plan.entry)")
        let computing = try UIKitLayoutPlan.make(files: [("/t/Fit.swift", """
            import UIKit
            final class Fit: UICollectionViewLayout {
                var cellSize = CGSize.zero
                override func prepare() { if cellSize == .zero { cellSize = collectionView!.bounds.size } }
            }
            """)], name: "fit")
        #expect(computing.entry.contains(".number(\"cellSizeWidth\", default: 0.0"), "\(computing.entry)")
    }
}
