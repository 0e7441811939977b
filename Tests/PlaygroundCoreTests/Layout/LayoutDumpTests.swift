import Testing
import TestSupport
@testable import PlaygroundCore

/// A layout that returns its elements in a scrambled order, with a decoration and a supplementary view outside
/// contentSize (above the origin), to check the dump's order and `.all`.
private struct ScrambledLayout: CollectionLayout {
    var name: String { "scrambled" }
    var context = LayoutContext(viewport: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) { self.context = context }
    var contentSize: Size { Size(width: 100, height: Double(context.itemCount) * 50) }
    var contentOffsetRange: (min: Point, max: Point) { Self.standardOffsetRange(contentSize: contentSize, viewport: context.viewport) }

    func attributes(forItem p: IndexPath) -> LayoutAttributes? {
        guard p.section == 0, (0..<context.itemCount).contains(p.item) else { return nil }
        return LayoutAttributes(cell: p, frame: Rect(x: 0, y: Double(p.item) * 50, width: 100, height: 50))
    }

    func attributes(forSupplementary kind: String, at p: IndexPath) -> LayoutAttributes? {
        guard p == IndexPath(item: 0), kind == "refresh" || kind == "header" else { return nil }
        let y = kind == "refresh" ? -60.0 : 0
        return LayoutAttributes(indexPath: p, category: .supplementary(kind: kind), center: Point(x: 50, y: y + 20),
                                size: Size(width: 100, height: 40), zIndex: 5)
    }

    func attributes(forDecoration kind: String, at p: IndexPath) -> LayoutAttributes? {
        guard p == IndexPath(item: 0), kind == "background" else { return nil }
        return LayoutAttributes(indexPath: p, category: .decoration(kind: kind), center: Point(x: 50, y: 0),
                                size: Size(width: 300, height: 300), zIndex: -1)
    }

    func supplementaryElements() -> [(kind: String, indexPath: IndexPath)] {
        [("refresh", IndexPath(item: 0)), ("header", IndexPath(item: 0))]
    }

    func decorationElements() -> [(kind: String, indexPath: IndexPath)] { [("background", IndexPath(item: 0))] }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        let all = supplementaryElements().compactMap { attributes(forSupplementary: $0.kind, at: $0.indexPath) }
            + (0..<context.itemCount).reversed().compactMap { attributes(forItem: IndexPath(item: $0)) }
            + decorationElements().compactMap { attributes(forDecoration: $0.kind, at: $0.indexPath) }
        return all.filter { $0.frame.intersects(rect) }
    }
}

@Suite struct LayoutAttributesJSONTests {
    @Test func cell() {
        let a = LayoutAttributes(cell: IndexPath(item: 2), frame: Rect(x: 450, y: 10, width: 180, height: 180))
        #expect(a.json.serialized() == #"{"section":0,"item":2,"category":"cell","kind":null,"center":[540,100],"#
            + #""size":[180,180],"frame":[450,10,180,180],"transform":[1,0,0,1,0,0],"transform3D":null,"#
            + #""alpha":1,"zIndex":0,"hidden":false}"#)
    }

    @Test func everyFieldOfASupplementaryView() throws {
        let t3 = Transform3D.perspective(eyeDistance: 500).multiplied(by: .rotationY(0.5))
        let a = LayoutAttributes(
            indexPath: IndexPath(section: 3, item: 0), category: .supplementary(kind: "header"),
            center: Point(x: 10.5, y: -20), size: Size(width: 30, height: 8),
            transform: AffineTransform(scaleX: 1, y: 0.5), transform3D: t3, alpha: 0.25, zIndex: -7, isHidden: true)
        let j = try JSON.parse(a.json.serialized())
        #expect(j.object?.map(\.0) == ["section", "item", "category", "kind", "center", "size", "frame", "transform",
                                      "transform3D", "alpha", "zIndex", "hidden"])
        #expect(j["section"]?.number == 3)
        #expect(j["category"]?.string == "supplementary")
        #expect(j["kind"]?.string == "header")
        #expect(j["center"] == JSON([10.5, -20]))
        #expect(j["frame"] == JSON([-4.5, -24, 30, 8]))
        // A Y-only scale appears as d.
        #expect(j["transform"] == JSON([1, 0, 0, 0.5, 0, 0]))
        #expect(j["transform3D"]?.array?.count == 16)
        #expect(j["transform3D"] == JSON(t3.m))
        #expect(j["alpha"]?.number == 0.25)
        #expect(j["zIndex"]?.number == -7)
        #expect(j["hidden"]?.bool == true)
    }

    @Test func rotationFollowsCGAffineTransform() {
        let a = LayoutAttributes(indexPath: IndexPath(item: 0), center: .zero, size: Size(width: 1, height: 1),
                                 transform: AffineTransform(rotation: .pi / 2))
        let t = a.json["transform"]!.array!.map { $0.number! }
        // [cos, sin, −sin, cos, 0, 0]: a positive angle turns clockwise on screen (y down).
        #expect(abs(t[0]) < 1e-12 && t[1] == 1 && t[2] == -1 && abs(t[3]) < 1e-12)
    }

    @Test func decorationAndNonFiniteNumbers() {
        let a = LayoutAttributes(indexPath: IndexPath(item: 1), category: .decoration(kind: "bg"),
                                 center: Point(x: .nan, y: 0), size: Size(width: 1, height: 1))
        #expect(a.json["category"]?.string == "decoration")
        #expect(a.json["kind"]?.string == "bg")
        #expect(a.json.serialized().contains(#""center":[null,0]"#))
    }
}

@Suite struct LayoutDumpTests {
    let viewport = Size(width: 640, height: 480)

    func frames(_ j: JSON) -> [[Double]] { j["items"]!.array!.map { $0["frame"]!.array!.map { $0.number! } } }

    @Test func gridWorkedExampleViewport() throws {
        let dump = try LayoutDump(layout: "grid", viewport: viewport, itemCount: 7)
        let j = dump.json(for: .viewport)
        #expect(j["layout"]?.string == "grid")
        #expect(j["size"] == JSON([640, 480]))
        #expect(j["contentOffset"] == JSON([0, 0]))
        #expect(j["contentSize"] == JSON([640, 580]))
        // Columns at x = 10, 230, 450; lines at y = 10, 200, 390; 180×180.
        var expected: [[Double]] = []
        for i in 0..<7 { expected.append([[10, 230, 450][i % 3], [10, 200, 390][i / 3], 180, 180]) }
        #expect(frames(j) == expected)
        #expect(j["items"]!.array!.map { $0["item"]!.number! } == (0..<7).map(Double.init))
    }

    @Test func offsetIsNotClampedAndRectSelects() throws {
        let dump = try LayoutDump(layout: "grid", viewport: viewport, contentOffset: Point(x: 0, y: -300),
                                  itemCount: 7)
        #expect(dump.context.contentOffset == Point(x: 0, y: -300))
        // The viewport spans y −300…180: only the first line (y 10…190) meets it.
        #expect(dump.elements(.viewport).map(\.indexPath.item) == [0, 1, 2])
        // x 200…240 meets only the middle column (230…410); y 185…395 meets all three lines (closed bounds: the
        // third line starts at 390), whose middle column holds items 1 and 4 (the third line has item 6 only).
        let r = dump.elements(.rect(Rect(x: 200, y: 185, width: 40, height: 210)))
        #expect(r.map(\.indexPath.item) == [1, 4])
        #expect(dump.json(for: .all)["items"]?.array?.count == 7)
    }

    @Test func orderIsCategoryThenSectionThenItem() throws {
        let dump = try LayoutDump(layout: "grid", params: ["sections": "2", "headerSize": "30", "footerSize": "20"],
                                  viewport: viewport, itemCount: 5)
        let all = dump.elements(.all)
        let keys = all.map { "\($0.category.name) \($0.category.kind ?? "-") \($0.indexPath.section).\($0.indexPath.item)" }
        #expect(keys == ["cell - 0.0", "cell - 0.1", "cell - 0.2", "cell - 1.0", "cell - 1.1",
                         "supplementary footer 0.0", "supplementary header 0.0",
                         "supplementary footer 1.0", "supplementary header 1.0"])
        // The rect query over everything gives the same list in the same order.
        #expect(dump.elements(.rect(Rect(x: -1000, y: -1000, width: 5000, height: 5000))) == all)
    }

    @Test func allIncludesElementsOutsideContentAndSortsAnyQueryOrder() {
        let dump = LayoutDump(layout: ScrambledLayout(), context: LayoutContext(
            viewport: Size(width: 100, height: 100), contentOffset: Point(x: 0, y: -80), itemCount: 3))
        let all = dump.elements(.all)
        #expect(all.map(\.category) == [.decoration(kind: "background"), .cell, .cell, .cell,
                                        .supplementary(kind: "header"), .supplementary(kind: "refresh")])
        #expect(all.map(\.indexPath.item) == [0, 0, 1, 2, 0, 0])
        // The refresh view sits above the content (y −60…−20): in the viewport at offset −80, and in --all.
        #expect(all.last!.frame.minY == -60)
        let visible = dump.elements(.viewport)
        #expect(visible.map(\.category) == [.decoration(kind: "background"), .cell,
                                            .supplementary(kind: "header"), .supplementary(kind: "refresh")])
        #expect(dump.json(for: .viewport)["contentOffset"] == JSON([0, -80]))
    }

    @Test func badLayoutOrParameterIsAOneLineError() {
        let error = #expect(throws: ParameterError.self) {
            try LayoutDump(layout: "nope", viewport: viewport, itemCount: 1)
        }
        #expect(error?.message.hasPrefix("unknown layout 'nope'") == true)
        #expect(throws: ParameterError.self) {
            try LayoutDump(layout: "grid", params: ["itemWidth": "-1"], viewport: viewport, itemCount: 1)
        }
    }
}
