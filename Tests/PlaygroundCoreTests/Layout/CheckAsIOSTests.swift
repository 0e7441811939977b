import Testing
@testable import PlaygroundCore

/// The check of a UIKit layout (docs/uikit.md, "The check"): refused only for what breaks on iOS too at the
/// session's own size; every other broken rule, and anything at the ladder's other sizes, a warning, each rule once.
@Suite struct CheckAsIOSTests {
    /// A row of 100-point squares whose rect query lists only the first three items (a card stack showing only its
    /// top cards), so the rule "attributes(in:) equals brute force" breaks at every size with more than three.
    struct TopThree: CollectionLayout {
        var name: String { "top-three" }
        var count = 0
        var contentSize: Size { Size(width: Double(count) * 100, height: 100) }
        var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point(x: max(0, Double(count) * 100 - 800), y: 0)) }
        mutating func prepare(_ context: LayoutContext) { count = context.itemCount }
        func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return LayoutAttributes(cell: indexPath, frame: Rect(x: Double(indexPath.item) * 100, y: 0, width: 100, height: 100))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            (0..<min(3, count)).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
        }
    }

    func check(_ make: () -> any CollectionLayout, items: Int, viewport: Size = Size(width: 1280, height: 800))
        -> (refused: [String], warnings: [LayoutWarning], passed: Bool) {
        var warnings: [LayoutWarning] = []
        var passed = false
        let refused = LayoutValidator.checkAsIOS(make, session: (items, viewport),
                                                 report: .init(warning: { warnings.append($0) }, sessionPassed: { passed = true }))
        return (refused, warnings, passed)
    }

    @Test func aRectQueryThatListsOnlySomeElementsIsAWarningOnce() {
        let (refused, warnings, passed) = check({ TopThree() }, items: 10)
        #expect(refused.isEmpty, "\(refused)")
        #expect(passed)
        #expect(warnings.map(\.rule) == ["rect-query"], "\(warnings)")
        #expect(warnings.first?.message.hasSuffix("UIKit shows exactly what layoutAttributesForElements(in:) returns, as here") == true)
        // The every-rule check of a native file refuses the same layout.
        #expect(!LayoutValidator.checkLadder({ TopThree() }).isEmpty)
    }

    @Test func geometryThatIsNotFiniteOnlyAtAnotherSizeIsAWarningNamingTheSize() {
        let (refused, warnings, _) = check({ HostileValuesTests.OneItemNaN() }, items: 120)
        #expect(refused.isEmpty, "\(refused)")
        let nonFinite = warnings.first { $0.rule == "non-finite" }
        #expect(nonFinite?.message.contains("at 1 items, viewport 1280x800") == true, "\(warnings)")
        #expect(nonFinite?.element == nil)
    }

    @Test func geometryThatIsNotFiniteAtTheSessionsSizeRefuses() {
        let (refused, warnings, passed) = check({ HostileValuesTests.OneItemNaN() }, items: 1)
        #expect(!passed)
        #expect(warnings.isEmpty)
        #expect(refused.first?.contains("not finite") == true, "\(refused)")
        #expect(refused.first?.hasSuffix("(1 items, viewport 1280x800)") == true, "\(refused)")
    }

    @Test func warningsRoundTripThroughTheCheckChildsReportLine() {
        let cell = LayoutWarning.Element(section: 0, item: 9, category: "cell")
        let w = LayoutWarning(rule: "last-item", message: "the last item has no attributes; UIKit shows no cell for it",
                              element: cell)
        #expect(w.reportLine == "warning: last-item\tcell||0|9\tthe last item has no attributes; UIKit shows no cell for it")
        #expect(LayoutWarning(reportLine: Substring(w.reportLine)) == w)
        #expect(LayoutWarning(reportLine: "warning: rect-query\t\tmissing") == LayoutWarning(rule: "rect-query", message: "missing"))
        #expect(LayoutWarning(reportLine: "verdict: pass x") == nil)
        #expect(w.json.serialized() == #"{"rule":"last-item","message":"the last item has no attributes; UIKit shows no cell for it","element":{"section":0,"item":9,"category":"cell","kind":null}}"#)
        #expect(LayoutWarning(rule: "rect-query", message: "m").json.serialized() == #"{"rule":"rect-query","message":"m","element":null}"#)
    }
}
