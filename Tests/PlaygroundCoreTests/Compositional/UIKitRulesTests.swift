import PlaygroundCore
import Testing
import TestSupport

/// Compositional layouts laid out as UIKit lays them out (issue 27): one worked example per rule, each citing the
/// UIKit documentation (or, where it is silent, the evidence docs/compositional.md gives) it follows.
@Suite struct UIKitRulesTests {
    typealias T = CompositionalLayoutTests

    static func section(_ group: NSCollectionLayoutGroup, items: Int? = nil) -> CompositionalSpec {
        CompositionalSpec(sections: [.init(items: items, NSCollectionLayoutSection(group: group))])
    }

    static func frames(_ l: CompositionalLayout, section s: Int = 0, _ items: Range<Int>) -> [Rect?] {
        items.map { l.attributes(forItem: IndexPath(section: s, item: $0))?.frame }
    }

    // MARK: 1. Badges anchor inside the anchor's edges

    /// NSCollectionLayoutAnchor: "By default, the supplementary item is anchored within the specified edges of the
    /// item it's attached to. You can change this location by providing a custom offset"; UIKit's header draws
    /// edges [.top, .trailing] with fractionalOffset (0.5, −0.5) as a badge straddling the corner.
    @Test func anchorSitsInsideItsEdgesThenMovesByItsOffset() {
        let item = Rect(x: 0, y: 0, width: 100, height: 100), badge = Size(width: 20, height: 20)
        #expect(NSCollectionLayoutAnchor(edges: [.top, .trailing]).frame(of: badge, in: item)
                == Rect(x: 80, y: 0, width: 20, height: 20))
        // Half its size out along x: half of it outside the trailing edge.
        #expect(NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: 0))
                    .frame(of: badge, in: item) == Rect(x: 90, y: 0, width: 20, height: 20))
        #expect(NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))
                    .frame(of: badge, in: item) == Rect(x: 90, y: -10, width: 20, height: 20))
        #expect(NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: Point(x: -5, y: 5))
                    .frame(of: badge, in: item) == Rect(x: -5, y: 85, width: 20, height: 20))
        // One edge: inside it, centered along the other axis; no edge: centered.
        #expect(NSCollectionLayoutAnchor(edges: [.bottom]).frame(of: badge, in: item) == Rect(x: 40, y: 80, width: 20, height: 20))
        #expect(NSCollectionLayoutAnchor(edges: []).frame(of: badge, in: item) == Rect(x: 40, y: 40, width: 20, height: 20))
    }

    /// The issue's case through the layout: a 100×100 item, a 20×20 badge on [top, trailing] at (80, 0).
    @Test func badgeOnAHundredPointItem() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: T.size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: T.size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: T.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let l = T.prepared(Self.section(group), viewport: Size(width: 400, height: 300), items: 2)
        #expect(l.attributes(forSupplementary: "badge", at: IndexPath(item: 0))?.frame == Rect(x: 80, y: 0, width: 20, height: 20))
        #expect(l.attributes(forSupplementary: "badge", at: IndexPath(item: 1))?.frame == Rect(x: 180, y: 0, width: 20, height: 20))
    }

    // MARK: 2. Nested scroll views: a vertical pan leaves sections alone; a centered band starts on a snap point

    /// UIKit's header: groupPagingCentered is "group paging with additional leading and trailing content insets to
    /// center each group's contents"; a scroll view first rests at the start of its range (−contentInset), the
    /// first group centered. Groups 200 wide, 10 apart, in 500: group i centered at 210·i − 150.
    @Test func centeredBandStartsWithItsFirstGroupCentered() {
        let l = T.prepared(T.orthogonal(.groupPagingCentered), viewport: Size(width: 500, height: 400), items: 20)
        #expect(l.orthogonalInitialOffset(ofSection: 0) == -150)
        #expect(l.orthogonalSnapPoints(ofSection: 0, limit: 1) == [-150])
        #expect(l.attributes(forItem: IndexPath(section: 0, item: 0))?.frame == Rect(x: 150, y: 0, width: 200, height: 100))
        // The other behaviors start at 0.
        for b in [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .paging, .groupPaging,
                  .continuousGroupLeadingBoundary] {
            #expect(T.prepared(T.orthogonal(b), viewport: Size(width: 500, height: 400), items: 20)
                        .orthogonalInitialOffset(ofSection: 0) == 0)
        }
    }

    /// The issue's drag: mostly vertical, over a groupPagingCentered band. In UIKit the outer scroll view's pan
    /// wins and the nested one never moves (docs/compositional.md, Input): the section's offset stays on its first
    /// snap point every frame of the drag and after, while the layout scrolls.
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered, .groupPaging, .paging])
    func aVerticalPanNeverMovesASection(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        var s = try NestedScrollingTests.session(behavior)
        let start = NestedScrollingTests.offset(&s)
        #expect(start == (behavior == .groupPagingCentered ? -150 : 0))
        // A press and release on the band (in the gap between two groups: no cell, no tap-zoom) moves nothing.
        let gap = behavior == .groupPagingCentered ? 355.0 : 205.0
        s.at(0.1, .pointerDown(Point(x: gap, y: 50), .left))
        s.at(0.15, .pointerUp(Point(x: gap, y: 50), .left))
        NestedScrollingTests.settle(&s)
        #expect(NestedScrollingTests.offset(&s) == start)
        // The drag: 90 points up, 9 sideways.
        let t0 = s.time + 0.1
        s.at(t0, .pointerDown(Point(x: 250, y: 90), .left))
        var seen: [Double] = []
        for i in 1...18 {
            s.at(t0 + Double(i) / 60, .pointerMove(Point(x: 250 - Double(i) * 0.5, y: 90 - Double(i) * 5)))
            seen.append(NestedScrollingTests.offset(&s))
        }
        s.at(t0 + 0.3, .pointerUp(Point(x: 241, y: 0), .left))
        NestedScrollingTests.settle(&s)
        #expect(s.offset.y > 0)
        #expect(seen.allSatisfy { $0 == start }, "\(seen)")
        #expect(NestedScrollingTests.offset(&s) == start)
    }

    // MARK: 3. contentSize leaves orthogonal rows out along the cross axis

    /// In UIKit an orthogonal section is a nested scroll view as wide as the collection view: the row's length is
    /// that scroll view's content, not the collection view's. A 2090-point row in a 500-wide viewport, over a list
    /// of 10 × 50 points: contentSize 500 × 600 (100 for the row + 500), wherever the row has scrolled.
    @Test(arguments: [0.0, 800, -200])
    func contentSizeIsTheViewportWideAcrossOrthogonalRows(rowOffset: Double) {
        let l = T.prepared(T.orthogonal(.continuous), viewport: Size(width: 500, height: 400), items: 20,
                           sectionOffsets: [0: rowOffset])
        #expect(l.contentSize == Size(width: 500, height: 600))
        #expect(l.contentOffsetRange.max == Point(x: 0, y: 200))
        // The rows' cells still lie where the row puts them; the checker holds them to the scroll axis only.
        #expect(l.attributes(forItem: IndexPath(section: 0, item: 9))?.frame.minX == 1890 - rowOffset)
        #expect(LayoutChecker.violations(of: l, context: LayoutContext(viewport: Size(width: 500, height: 400), itemCount: 20,
                                                                        sectionOffsets: [0: rowOffset])) == [])
    }

    // MARK: 4. subitem:count: (iOS 13) resizes; repeatingSubitem:count: (iOS 16) does not

    /// A 400 × 50 group, items 0.25 of its width, count 2, 10 apart. `subitem:count:` (iOS 13): "equally sized
    /// items … up to the number specified by count", resized to (400 − 10) / 2 = 195. `repeatingSubitem:count:`
    /// (iOS 16): "repeats the specified subitem a certain number of times", each at its own 100 points.
    @Test func subitemCountResizesAndRepeatingSubitemCountDoesNot() {
        let item = NSCollectionLayoutItem(layoutSize: T.size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let size = T.size(.absolute(400), .absolute(50))
        var resized = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)
        resized.interItemSpacing = .fixed(10)
        var repeated = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)
        repeated.interItemSpacing = .fixed(10)
        #expect(resized.countMode == .subitem && repeated.countMode == .repeatingSubitem)
        let v = Size(width: 400, height: 300)
        #expect(Self.frames(T.prepared(Self.section(resized), viewport: v, items: 4), 0..<3) == [
            Rect(x: 0, y: 0, width: 195, height: 50), Rect(x: 205, y: 0, width: 195, height: 50),
            Rect(x: 0, y: 50, width: 195, height: 50)])
        #expect(Self.frames(T.prepared(Self.section(repeated), viewport: v, items: 4), 0..<3) == [
            Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 0, width: 100, height: 50),
            Rect(x: 0, y: 50, width: 100, height: 50)])
    }

    /// docs/compositional.md's Nested Groups: the trailing column as `subitem:count: 2` (Apple's sample) gives two
    /// 240 × 120 slots; as `repeatingSubitem:count: 2` the items keep their 0.3 of the column's 240, 72 points.
    @Test func nestedGroupsWithEitherCount() {
        let v = Size(width: 800, height: 600)
        #expect(Self.frames(T.prepared(T.nested, viewport: v, items: 3), 1..<3) == [
            Rect(x: 570, y: 10, width: 220, height: 100), Rect(x: 570, y: 130, width: 220, height: 100)])
        var spec = T.nested
        guard case .group(var column) = spec.sections[0].section.group.subitems[1] else { Issue.record("no column"); return }
        column.countMode = .repeatingSubitem
        spec.sections[0].section.group.subitems[1] = .group(column)
        #expect(Self.frames(T.prepared(spec, viewport: v, items: 3), 1..<3) == [
            Rect(x: 570, y: 10, width: 220, height: 52), Rect(x: 570, y: 82, width: 220, height: 52)])
    }

    /// repeatingSubitem:count: — "It's your responsibility to ensure that the group's layoutSize can fit count
    /// repetitions of this item": five 100-point copies 10 apart in a 400-point group are all placed (the fifth at
    /// 440, past the group), and the next group still starts one group length on.
    @Test func repeatingSubitemCountDoesNotFitTheCopies() {
        let item = NSCollectionLayoutItem(layoutSize: T.size(.absolute(100), .fractionalHeight(1)))
        var group = NSCollectionLayoutGroup.horizontal(layoutSize: T.size(.absolute(400), .absolute(50)),
                                                       repeatingSubitem: item, count: 5)
        group.interItemSpacing = .fixed(10)
        let l = T.prepared(Self.section(group), viewport: Size(width: 600, height: 300), items: 6)
        #expect(Self.frames(l, 0..<6).map { $0?.minX } == [0, 110, 220, 330, 440, 0])
        #expect(l.attributes(forItem: IndexPath(item: 5))?.frame.minY == 50)
        // A nested group repeats the same way (UIKit's repeatingSubitem takes any NSCollectionLayoutItem).
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: T.size(.absolute(100), .absolute(50)), subitem: item, count: 2)
        let outer = NSCollectionLayoutGroup.horizontal(layoutSize: T.size(.absolute(400), .absolute(50)),
                                                       repeatingSubitem: .group(pair), count: 2)
        let m = T.prepared(Self.section(outer), viewport: Size(width: 600, height: 300), items: 4)
        #expect(Self.frames(m, 0..<4) == [Rect(x: 0, y: 0, width: 100, height: 25), Rect(x: 0, y: 25, width: 100, height: 25),
                                           Rect(x: 100, y: 0, width: 100, height: 25), Rect(x: 100, y: 25, width: 100, height: 25)])
    }

    // MARK: 5. zIndex: background decorations and pinned headers

    /// NSCollectionLayoutDecorationItem.zIndex: "The default value of this property is 0, which means the
    /// decoration item appears below all other items in the section"; UIKit's header adds "all other section items
    /// will be automatically be promoted to zIndex=1". Cells at 1, a header's 0 promoted to 1, a badge's 10 kept.
    @Test func backgroundAtZeroAndTheSectionsItemsPromotedToOne() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: T.size(.absolute(10), .absolute(10)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: T.size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: T.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: T.size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: "header", alignment: .top)
        let decorated = NSCollectionLayoutSection(group: group, boundarySupplementaryItems: [header],
                                                  decorationItems: [.background(elementKind: "background")])
        let plain = NSCollectionLayoutSection(group: group, boundarySupplementaryItems: [header])
        let l = T.prepared(CompositionalSpec(sections: [.init(items: 2, decorated), .init(plain)]),
                           viewport: Size(width: 300, height: 400), items: 4)
        #expect(NSCollectionLayoutDecorationItem.background(elementKind: "background").zIndex == 0)
        #expect(l.attributes(forDecoration: "background", at: IndexPath(section: 0, item: 0))?.zIndex == 0)
        #expect(l.attributes(forItem: IndexPath(section: 0, item: 1))?.zIndex == 1)
        #expect(l.attributes(forSupplementary: "header", at: IndexPath(section: 0, item: 0))?.zIndex == 1)
        #expect(l.attributes(forSupplementary: "badge", at: IndexPath(section: 0, item: 1))?.zIndex == 10)
        // A section without a decoration keeps UICollectionViewLayoutAttributes' default, 0.
        #expect(l.attributes(forItem: IndexPath(section: 1, item: 0))?.zIndex == 0)
        #expect(l.attributes(forSupplementary: "header", at: IndexPath(section: 1, item: 0))?.zIndex == 0)
    }

    /// pinToVisibleBounds: "keep the supplementary visible while any portion of the host geometry … is visible";
    /// nothing in UIKit raises its zIndex (Apple's PinnedSectionHeaderFooterViewController sets `zIndex = 2` on its
    /// pinned header so the cells pass under it): pinned at the top of the visible bounds with its own zIndex.
    @Test(arguments: [0, 2])
    func pinnedHeaderKeepsItsOwnZIndex(z: Int) {
        var spec = T.pinned
        for k in spec.sections.indices { spec.sections[k].section.boundarySupplementaryItems[0].zIndex = z }
        let l = T.prepared(spec, viewport: Size(width: 300, height: 400), items: 10, offset: Point(x: 0, y: 100))
        let h = l.attributes(forSupplementary: "header", at: IndexPath(section: 0, item: 0))
        #expect(h?.frame.minY == 100)
        #expect(h?.zIndex == z)
    }

    // MARK: 6. In replay, a wheel event happens where its x and y say

    /// A wheel event goes to the view under the pointer (UIKit and SDL both: the wheel scrolls what is under the
    /// mouse, SDL_MouseWheelEvent's mouseX/mouseY; the window's translator gives the mouse position). Rows of 200
    /// with 10 between in a 500 × 400 window, the groupPaging band at y 0…100, a list below. A shift+wheel notch at
    /// (250, 50) with no mouse event before it pages the band to 210; after a mouseMove over the band, a notch
    /// whose own x, y are over the list (250, 300) leaves the band alone; one without x, y turns where the pointer
    /// last was (over the band: 420).
    @Test func replayedWheelScrollsWhatIsUnderItsOwnPoint() throws {
        let script = try ReplayScript.parse("""
            {"layout": "rows", "size": [500, 400], "items": 60, "until": 3,
             "events": [{"t": 0.1, "type": "wheel", "dy": -1, "x": 250, "y": 50, "modifiers": ["shift"]},
                        {"t": 0.8, "type": "mouseMove", "x": 250, "y": 50},
                        {"t": 0.9, "type": "wheel", "dy": -1, "x": 250, "y": 300, "modifiers": ["shift"]},
                        {"t": 1.6, "type": "mouseMove", "x": 250, "y": 60},
                        {"t": 1.7, "type": "wheel", "dy": -1, "modifiers": ["shift"]}]}
            """)
        let spec = T.orthogonal(.groupPaging)
        let d = LayoutDescriptor(name: "rows", summary: "", parameters: [], make: { _ in CompositionalLayout(spec: spec, name: "rows") })
        var config = script.config(naturalSizes: [], imageCount: 0, defaultItems: 60)
        config.layouts = LayoutRegistry.all + [d]
        var replayer = Replayer(script: script, playground: try Playground(config: config))
        let trace = try replayer.run()
        // The trace's sectionOffsets, frame by frame (docs/replay.md).
        let offsets = trace["frames"]!.array!.map { ($0["t"]!.number!, $0["sectionOffsets"]?["0"]?.number) }
        func at(_ t: Double) -> Double? { offsets.last { $0.0 <= t + 1e-9 }?.1 }
        #expect(at(0.8) == 210)
        #expect(at(1.6) == 210)
        #expect(at(3) == 420)
        #expect(replayer.playground.contentOffset == .zero)
    }

    // MARK: 7. A short last group under flexible spacing

    /// UIKit solves a group's geometry once and hands its frames to the items in order (the header: "repeat
    /// items until available horizontal space is exhausted … remaining space … apportioned among flexible
    /// interItemSpacing"; the space is the group's, not the data's; IBPCollectionViewCompositionalLayout, the
    /// iOS 12 back-port that defers to UIKit on iOS 13, does the same: item i takes frame i mod n of the one
    /// solved group). 140-point items in 800 with flexible(0): five fit, 25 between, at 0, 165, 330, 495, 660;
    /// a last group of three keeps 0, 165, 330 (not 0, 330, 660).
    @Test func shortLastGroupKeepsTheFullGroupsFrames() {
        let item = NSCollectionLayoutItem(layoutSize: T.size(.absolute(140), .fractionalHeight(1)))
        var group = NSCollectionLayoutGroup.horizontal(layoutSize: T.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let l = T.prepared(Self.section(group), viewport: Size(width: 800, height: 600), items: 8)
        #expect(Self.frames(l, 0..<8).map { $0?.minX } == [0, 165, 330, 495, 660, 0, 165, 330])
        // The same in a section whose groups are laid out one by one (an estimated height), and nested.
        var estimated = group
        estimated.layoutSize.heightDimension = .estimated(100)
        let e = T.prepared(Self.section(estimated), viewport: Size(width: 800, height: 600), items: 7)
        #expect(Self.frames(e, 5..<7).map { $0?.minX } == [0, 165])
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: T.size(.fractionalWidth(1), .absolute(200)),
                                                     groups: [.group(group), .group(group)])
        let n = T.prepared(Self.section(outer), viewport: Size(width: 800, height: 600), items: 7)
        #expect(Self.frames(n, 5..<7).map { $0?.minX } == [0, 165])
    }
}
