import Testing
@testable import PlaygroundCore

/// Issue 26 in the core: user text quoted safely (12), NaN frames found by the check and kept out of the scroll
/// state (9), the session's own item count and viewport on the check's ladder.
@Suite struct HostileValuesTests {
    // MARK: - UserText (12)

    @Test func userTextEscapesWhatWouldDriveTheTerminalOrBreakTheLine() {
        #expect(UserText.escaped("\u{1B}[31mred\u{1B}[0m") == "\\x1B[31mred\\x1B[0m")
        #expect(UserText.escaped("\u{1B}[2J") == "\\x1B[2J")
        #expect(UserText.escaped("a\nb\tc\rd\\e") == "a\\nb\\tc\\rd\\\\e")
        #expect(UserText.escaped("\u{9B}31m") == "\\xC2\\x9B31m")  // C1 CSI
        #expect(UserText.escaped("café ü ✓") == "café ü ✓")
        // One escaping: the bytes form (file names) and the text form agree.
        #expect(UserText.escaped(bytes: Array("x\u{7F}\n".utf8)) == UserText.escaped("x\u{7F}\n"))
        #expect(UserText.escaped(bytes: [0x63, 0xE9]) == "c\\xE9")
    }

    @Test func aLongValueIsCutToItsHeadAndTail() {
        let huge = String(repeating: "v", count: 10_000_000) + "END"
        let shown = UserText.quoted(huge)
        #expect(shown.count < 200, "\(shown.count)")
        #expect(shown.hasPrefix("vvvv") && shown.contains("END") && shown.hasSuffix("(10000003 bytes)"))
        #expect(UserText.quoted("short") == "short")
        #expect(!UserText.quoted(String(repeating: "é", count: 500)).contains("\\x"))  // cut between characters
    }

    @Test func oneLineEscapesControlsOnlyAndKeepsEscapedNames() {
        #expect(UserText.oneLine("cannot read a\nb.swift: \u{1B}[2J") == "cannot read a\\nb.swift: \\x1B[2J")
        #expect(UserText.oneLine("caf\\xE9.png") == "caf\\xE9.png")
    }

    @Test func parameterMessagesQuoteTheValueEscapedAndCut() throws {
        let error = #expect(throws: ParameterError.self) {
            try LayoutRegistry.make("\u{1B}[31mspiral")
        }
        #expect(error?.message.contains("'\\x1B[31mspiral'") == true, "\(String(describing: error))")
        let long = #expect(throws: ParameterError.self) {
            try LayoutRegistry.make("waterfall", params: ["columns": String(repeating: "9x", count: 5_000_000)])
        }
        #expect((long?.message.utf8.count ?? .max) < 400)
    }

    // MARK: - NaN (9)

    /// `x = i / (n − 1) · w`: NaN with one item, a frame no rect query meets.
    struct OneItemNaN: CollectionLayout {
        var name: String { "one-item-nan" }
        var count = 0
        var contentSize: Size { Size(width: 400, height: 100) }
        var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point.zero) }
        mutating func prepare(_ context: LayoutContext) { count = context.itemCount }
        func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            let x = Double(indexPath.item) / Double(count - 1) * 360
            return LayoutAttributes(cell: indexPath, frame: Rect(x: x, y: 0, width: 40, height: 40))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
        }
    }

    @Test func aNaNFrameThatMeetsNoRectIsStillFound() {
        let problems = LayoutValidator.checkLadder({ OneItemNaN() })
        #expect(problems.first?.contains("not finite") == true, "\(problems)")
        #expect(problems.first?.contains("(1 items") == true, "\(problems)")
        #expect(OneItemNaN().everyElement(itemCount: 0).isEmpty)
    }

    @Test func theScrollStateNeverTakesANonFiniteValue() {
        var s = ScrollController(offset: Point(x: 0, y: 10), range: (Point.zero, Point(x: 0, y: 1000)),
                                 viewport: Size(width: 100, height: 100))
        s.jump(to: Point(x: .nan, y: .nan), clamped: false)
        #expect(s.offset == Point(x: 0, y: 10))
        s.jump(to: Point(x: 0, y: .infinity))
        #expect(s.offset.isFinite)
        s.range = (Point.zero, Point(x: 0, y: .nan))
        #expect(s.range.max == Point(x: 0, y: 1000))
        s.animate(to: .nan, time: 0)
        #expect(s.phase == .idle && s.offset.isFinite)
        s.snap(Release(position: 10, velocity: 0, time: 0), to: .nan, time: 0)
        _ = s.advance(to: 1)
        #expect(s.offset.isFinite && s.phase == .idle)
        let fresh = ScrollController(offset: Point(x: .nan, y: 3), range: (Point(x: .nan, y: 0), Point.zero))
        #expect(fresh.offset == Point(x: 0, y: 3) && fresh.range.min == Point.zero)
    }

    // MARK: - The session on the ladder

    @Test func theSessionsItemCountAndViewportJoinTheLadder() {
        struct TrapsAt120: CollectionLayout {
            var name: String { "traps-at-120" }
            var count = 0, failed = false
            var contentSize: Size { Size(width: 100, height: 100) }
            var contentOffsetRange: (min: Point, max: Point) { (Point.zero, Point.zero) }
            mutating func prepare(_ context: LayoutContext) { count = context.itemCount }
            func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
                guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
                // Stands in for a trap: a NaN alpha at exactly 120 items.
                var a = LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: 0, width: 10, height: 10))
                if count == 120 { a.alpha = .nan }
                return a
            }
            func attributes(in rect: Rect) -> [LayoutAttributes] {
                (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
            }
        }
        #expect(LayoutValidator.checkLadder({ TrapsAt120() }).isEmpty)
        let problems = LayoutValidator.checkLadder({ TrapsAt120() },
                                                   session: (120, Size(width: 1000, height: 700)))
        #expect(problems.first?.contains("(120 items") == true, "\(problems)")
        let steps = LayoutValidator.ladderSteps(session: (120, Size(width: 1000, height: 700)))
        #expect(steps.counts.last == 120 && steps.viewports.last == Size(width: 1000, height: 700))
        #expect(LayoutValidator.ladderSteps(session: (100, Size(width: 1280, height: 800))).counts
                == LayoutValidator.ladderCounts)
    }
}
