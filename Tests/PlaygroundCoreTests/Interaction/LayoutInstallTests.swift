@testable import PlaygroundCore
import Testing
import TestSupport

/// User layouts joining the session and replacing themselves on save (Playground.install).
@Suite struct LayoutInstallTests {
    /// A vertical list of rows `rowHeight` apart, full width: a user layout as simple as they come.
    struct Rows: CollectionLayout {
        var rowHeight: Double
        var label: String
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { label }
        mutating func prepare(_ context: LayoutContext) { viewport = context.viewport; count = context.itemCount }
        var contentSize: Size { Size(width: viewport.width, height: Double(count) * rowHeight) }
        var contentOffsetRange: (min: Point, max: Point) {
            Self.standardOffsetRange(contentSize: contentSize, viewport: viewport)
        }
        func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: Double(indexPath.item) * rowHeight,
                                                                  width: viewport.width, height: rowHeight))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
        }
    }

    static func rows(name: String = "rows", source: String = "/u/Rows.swift", defaultHeight: String = "100",
                     range: ClosedRange<Double> = 10...500) -> LayoutDescriptor {
        LayoutDescriptor(name: name, summary: "test", parameters: [
            ParameterSpec("rowHeight", default: defaultHeight, .number(range, integer: false), "row height"),
        ], make: { Rows(rowHeight: $0.number("rowHeight"), label: name) }, source: source)
    }

    func session(layout: String = "grid", layouts: [LayoutDescriptor] = LayoutRegistry.all) throws -> Session {
        try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: layout, itemCount: 50,
                                     layouts: layouts))
    }

    @Test func aNewLayoutJoinsAfterTheBuiltInsAndHotkeySixReachesIt() throws {
        var s = try session()
        try s.playground.install(Self.rows(), at: 0)
        #expect(s.playground.layouts.map(\.name) == LayoutRegistry.names + ["rows"])
        #expect(s.playground.layoutName == "grid", "installing a new layout does not switch to it")
        s.at(0.1, .keyDown("6"))
        s.run(until: 1)
        #expect(s.playground.layoutName == "rows")
        #expect(s.playground.title == "Layout Playground - rows")
        s.at(1.1, .keyDown(.tab))
        s.run(until: 2)
        #expect(s.playground.layoutName == "grid", "Tab wraps from the last user layout to the first built-in")
    }

    @Test func reloadingTheShownLayoutAnimatesAndKeepsTheScrollPosition() throws {
        var s = try session(layout: "rows", layouts: LayoutRegistry.all + [Self.rows()])
        s.playground.setContentOffset(Point(x: 0, y: 1000))   // rows 10…12 on screen
        s.run(until: 0.5)
        try s.playground.install(Self.rows(defaultHeight: "105"), at: 0.5)
        let transition = try #require(s.playground.transition)
        #expect(transition.from == "rows" && transition.to == "rows")
        // The anchor (row 11, at the center of 1000…1300) is at 1155…1260 at 105 points a row: still on screen, so
        // the offset is kept.
        #expect(s.playground.contentOffset == Point(x: 0, y: 1000))
        s.run(until: 1.5)
        #expect(s.playground.transition == nil)
        let layout = s.playground.layout()
        #expect(layout.attributes(forItem: IndexPath(item: 1))?.frame.minY == 105)
    }

    @Test func aReloadThatMovesTheAnchorOffScreenCentersIt() throws {
        var s = try session(layout: "rows", layouts: LayoutRegistry.all + [Self.rows()])
        s.playground.setContentOffset(Point(x: 0, y: 1000))
        s.run(until: 0.5)
        // At 20 points a row the anchor (row 11) is at 220…240, far above the kept offset 1000 (clamped to 700).
        try s.playground.install(Self.rows(defaultHeight: "20"), at: 0.5)
        s.run(until: 1.5)
        let offset = s.playground.contentOffset.y
        let anchor = try #require(s.playground.layout().attributes(forItem: IndexPath(item: 11)))
        #expect(anchor.frame.minY >= offset && anchor.frame.maxY <= offset + 300, "row 11 at \(anchor.frame), offset \(offset)")
    }

    @Test func parametersTheNewVersionAcceptsAreKept() throws {
        var config = PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "rows",
                                      params: ["rowHeight": "200"], itemCount: 50,
                                      layouts: LayoutRegistry.all + [Self.rows()])
        config.itemCount = 50
        var p = try Playground(config: config)
        try p.install(Self.rows(range: 10...400), at: 0)
        #expect(p.layout().attributes(forItem: IndexPath(item: 1))?.frame.minY == 200, "200 is still in range: kept")
        try p.install(Self.rows(range: 10...150), at: 1)
        #expect(p.layout().attributes(forItem: IndexPath(item: 1))?.frame.minY == 100, "out of the new range: default")
    }

    @Test func aRenamedLayoutReplacesItselfAndTakenNamesAreRefused() throws {
        var s = try session(layout: "rows", layouts: LayoutRegistry.all + [Self.rows()])
        try s.playground.install(Self.rows(name: "stripes"), at: 0)
        #expect(s.playground.layouts.map(\.name) == LayoutRegistry.names + ["stripes"])
        #expect(s.playground.layoutName == "stripes")
        #expect(throws: ParameterError.self) { try s.playground.install(Self.rows(name: "cards"), at: 0.1) }
        #expect(throws: ParameterError.self) {
            try s.playground.install(Self.rows(name: "stripes", source: "/other/Stripes.swift"), at: 0.1)
        }
        #expect(throws: ParameterError.self) { try s.playground.install(Self.rows(name: "has space"), at: 0.1) }
        #expect(s.playground.layouts.count == LayoutRegistry.all.count + 1, "refused installs change nothing")
    }

    @Test func theValidatorsLadderAcceptsAGoodLayoutAndNamesTheCallItWasIn() {
        var calls: [String] = []
        #expect(LayoutValidator.checkLadder({ Rows(rowHeight: 50, label: "rows") }, probe: { calls.append($0) }) == [])
        #expect(calls.contains("prepare") && calls.contains("attributes(in:)") && calls.contains("attributes(forItem:)"))
        // Rows taller than the content claims: the rule that broke is named, with the step of the ladder.
        struct Short: CollectionLayout {
            var inner = Rows(rowHeight: 50, label: "short")
            var name: String { "short" }
            mutating func prepare(_ context: LayoutContext) { inner.prepare(context) }
            var contentSize: Size { Size(width: inner.contentSize.width, height: inner.contentSize.height / 2) }
            var contentOffsetRange: (min: Point, max: Point) { inner.contentOffsetRange }
            func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? { inner.attributes(forItem: indexPath) }
            func attributes(in rect: Rect) -> [LayoutAttributes] { inner.attributes(in: rect) }
        }
        let problems = LayoutValidator.checkLadder({ Short() })
        #expect(problems.first?.contains("outside contentSize") == true, "\(problems)")
        #expect(problems.first?.hasSuffix("(1 items, viewport 1280x800)") == true, "\(problems)")
    }
}
