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
        #expect(plan.layout == "entry points First, Photos, Grid, Own (the entry parameter)")
        let a = plan.sources[0].text
        #expect(a.contains("{ Photos() }") && a.contains("{ Grid(collectionViewLayout: UICollectionViewFlowLayout()) }")
                && a.contains("{ Own() }") && !a.contains("Needs("))
        #expect(plan.entry.contains("uikitHostPlugin(name: \"t\""))
        #expect(plan.entry.contains(".choice(\"entry\", default: \"First\", words: [\"First\", \"Photos\", \"Grid\", \"Own\"]"))
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
        for absent in ["fixed", "hidden", "computed", "\"size\""] { #expect(!plan.entry.contains(absent)) }
        let source = plan.sources[0].text
        #expect(source.contains("if let v = Double(values[\"columns\"] ?? \"\"), v != 3.0 { layout.columns = Int(v) }"))
        #expect(source.contains("if let v = Double(values[\"spacing\"] ?? \"\"), v != 8.0 { layout.spacing = CGFloat(v) }"))
    }
}
