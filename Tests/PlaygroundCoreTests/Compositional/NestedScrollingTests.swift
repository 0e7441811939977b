import PlaygroundCore
import Testing
import TestSupport

/// Orthogonal sections scrolled through the Playground like the window does: flings rest exactly on the section's
/// snap points (one group per gesture for the group-paging behaviors) and the main offset does not move.
@Suite struct NestedScrollingTests {
    static let viewport = Size(width: 500, height: 400)

    static func session(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws -> Session {
        let spec = CompositionalLayoutTests.orthogonal(behavior)
        let d = LayoutDescriptor(name: "rows", summary: "", parameters: [], make: { _ in CompositionalLayout(spec: spec, name: "rows") })
        return try Session(PlaygroundConfig(viewport: viewport, layoutName: "rows", itemCount: 60,
                                            layouts: LayoutRegistry.all + [d]))
    }

    /// A quick swipe across the row (y = 50, inside its 0…100 band), right to left: the content moves forward.
    static func fling(_ s: inout Session, at t: Double, forward: Bool = true, distance: Double = 150) {
        let a = Point(x: 250 + distance / 2, y: 50), b = Point(x: 250 - distance / 2, y: 52)
        s.drag(from: forward ? a : b, to: forward ? b : a, start: t, duration: 0.1)
        settle(&s)
    }

    /// Frames until the layout and every section rest (at most 10 s of frames).
    static func settle(_ s: inout Session) {
        s.settle()
        let end = s.time + 10
        while s.playground.nested.isMoving && s.time < end { s.run(until: s.time + 1 / s.fps) }
        s.run(until: s.time + 2 / s.fps)
        #expect(!s.playground.nested.isMoving)
    }

    static func offset(_ s: inout Session) -> Double { s.playground.orthogonalOffsets().first?.offset ?? .nan }

    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, .groupPagingCentered, .paging])
    func oneSnapPointPerGesture(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        var s = try Self.session(behavior)
        var layout = CompositionalLayout(spec: CompositionalLayoutTests.orthogonal(behavior))
        layout.prepare(LayoutContext(viewport: Self.viewport, itemCount: 60))
        let points = try #require(layout.orthogonalSnapPoints(ofSection: 0, limit: 100))
        // Every section starts on its first snap point (groupPagingCentered: the first group centered).
        var index = 0
        #expect(Self.offset(&s) == points[0])
        for gesture in 0..<3 {
            Self.fling(&s, at: 0.2 + Double(gesture), distance: 300)
            index = min(index + 1, points.count - 1)
            #expect(Self.offset(&s) == points[index], "gesture \(gesture)")
            #expect(s.offset == .zero)
        }
        Self.fling(&s, at: 4, forward: false, distance: 300)
        #expect(Self.offset(&s) == points[index - 1])
        #expect(s.playground.scroller.phase == .idle)
    }

    @Test func leadingBoundaryRestsOnAGroupsLeadingEdge() throws {
        var s = try Self.session(.continuousGroupLeadingBoundary)
        Self.fling(&s, at: 0.2, distance: 300)
        let o = Self.offset(&s)
        #expect(o > 210)
        #expect(o == 1590 || (o / 210).rounded() * 210 == o)
        #expect(s.offset == .zero)
    }

    @Test func continuousDeceleratesFreelyWithinItsRange() throws {
        var s = try Self.session(.continuous)
        Self.fling(&s, at: 0.2, distance: 200)
        let o = Self.offset(&s)
        #expect(o > 200 && o <= 1590)
        #expect(s.offset == .zero)
    }

    @Test func aDragMostlyAlongTheScrollAxisScrollsTheLayout() throws {
        var s = try Self.session(.groupPaging)
        s.drag(from: Point(x: 250, y: 90), to: Point(x: 240, y: 10), start: 0.2, duration: 0.3)
        Self.settle(&s)
        #expect(s.offset.y > 0)
        #expect(Self.offset(&s) == 0)
    }

    @Test func shiftWheelOverTheSectionScrollsIt() throws {
        var s = try Self.session(.groupPaging)
        s.at(0.1, .pointerMove(Point(x: 250, y: 50)))
        s.at(0.2, .wheel(dx: 0, dy: 1, at: Point(x: 250, y: 50)), modifiers: .shift)
        Self.settle(&s)
        // Wheel away from the user, shifted: back; from 0 it stays at the first group.
        #expect(Self.offset(&s) == 0)
        s.at(s.time + 0.05, .wheel(dx: 0, dy: -1, at: Point(x: 250, y: 50)), modifiers: .shift)
        Self.settle(&s)
        #expect(Self.offset(&s) == 210)
        #expect(s.offset == .zero)
        // Over the list below, the same wheel is the layout's (horizontal in a vertical layout: nothing moves).
        s.at(s.time + 0.05, .pointerMove(Point(x: 250, y: 300)))
        s.at(s.time + 0.05, .wheel(dx: 0, dy: -1, at: Point(x: 250, y: 300)), modifiers: .shift)
        s.run(until: s.time + 0.6)
        #expect(Self.offset(&s) == 210)
    }

    @Test func traceListsSectionOffsets() throws {
        var s = try Self.session(.groupPaging)
        Self.fling(&s, at: 0.2, distance: 300)
        var trace = Trace()
        trace.record(&s.playground)
        let text = trace.json(final: &s.playground).serialized()
        #expect(text.contains("\"sectionOffsets\":{\"0\":210}"))
    }
}

/// The soak's random sessions (drags, flings, wheel, clicks, reorders, inserts, deletes, switches, resizes) on
/// compositional layouts with orthogonal sections, pinned headers and effects, invariants checked every frame.
@Suite struct CompositionalMonkeyTests {
    @Test(arguments: Array(UInt64(0)..<UInt64(4)))
    func randomSessionsKeepEveryInvariant(seed: UInt64) throws {
        var monkey = Monkey(seed: seed, viewport: Size(width: 1000, height: 700))
        var script = monkey.script(duration: 12)
        var rng = SeededRandom(seed: seed)
        var spec = CompositionalLayoutTests.randomSpec(&rng)
        spec.sections[0].section.orthogonalScrollingBehavior = [.groupPaging, .paging, .continuous, .groupPagingCentered][Int(seed % 4)]
        let fixed = spec
        let d = LayoutDescriptor(name: "spec", summary: "", parameters: [], make: { _ in CompositionalLayout(spec: fixed, name: "spec") })
        script.layout = "spec"
        var config = script.config(naturalSizes: [Size(width: 4, height: 3), Size(width: 2, height: 5)], imageCount: 2,
                                   defaultItems: 24)
        config.layouts = LayoutRegistry.all + [d]
        var replayer = Replayer(script: script, playground: try Playground(config: config))
        replayer.recordsFrames = false
        replayer.stopsOnQuit = false
        _ = try replayer.run(checking: true)
        #expect(replayer.violations == [], "seed \(seed) (\(script.items ?? -1) items)")
    }
}
