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
}
