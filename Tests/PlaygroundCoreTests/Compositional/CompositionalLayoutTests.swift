import PlaygroundCore
import Testing
import TestSupport

/// Worked examples computed by hand (docs/compositional.md), then the checker over random specs.
@Suite struct CompositionalLayoutTests {
    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    static func prepared(_ spec: CompositionalSpec, viewport: Size, items: Int, offset: Point = .zero,
                         sectionOffsets: [Int: Double] = [:], sizes: ItemSizes = .square) -> CompositionalLayout {
        var l = CompositionalLayout(spec: spec)
        l.prepare(LayoutContext(viewport: viewport, contentOffset: offset, itemCount: items, naturalSizes: sizes,
                                sectionOffsets: sectionOffsets))
        return l
    }

    /// Apple's Nested Groups: a 0.7 item beside a vertical group of two (`subitem:count:`, iOS 13, as Apple's
    /// sample: the items' own 0.3 height is ignored), rows 0.4 of the height, items inset 10. At 800×600: rows
    /// 800×240; the leading slot 560×240, the trailing group 240×240 with two 240×120 slots.
    static let nested: CompositionalSpec = {
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)),
                                             contentInsets: .init(all: 10))
        let trailingItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)),
                                                  contentInsets: .init(all: 10))
        let trailing = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                        subitem: trailingItem, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                       groups: [.item(leading), .group(trailing)])
        return CompositionalSpec(sections: [.init(NSCollectionLayoutSection(group: group))])
    }()

    @Test func nestedGroupsFramesByHand() {
        let l = Self.prepared(Self.nested, viewport: Size(width: 800, height: 600), items: 7)
        let frames = (0..<7).map { l.attributes(forItem: IndexPath(section: 0, item: $0))!.frame }
        #expect(frames == [
            Rect(x: 10, y: 10, width: 540, height: 220), Rect(x: 570, y: 10, width: 220, height: 100),
            Rect(x: 570, y: 130, width: 220, height: 100),
            Rect(x: 10, y: 250, width: 540, height: 220), Rect(x: 570, y: 250, width: 220, height: 100),
            Rect(x: 570, y: 370, width: 220, height: 100),
            Rect(x: 10, y: 490, width: 540, height: 220),
        ])
        // Three groups, the last short: 3 × 240 points.
        #expect(l.contentSize == Size(width: 800, height: 720))
        #expect(l.attributes(forItem: IndexPath(section: 0, item: 7)) == nil)
    }

    /// Apple's Two-Column Grid: count 2, 10 between items and groups, section insets 10. At 400 wide the content
    /// is 380: two slots of (380 − 10) / 2 = 185.
    @Test func countMakesEqualSlotsSpacingIncluded() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(44)),
                                                       subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group, interGroupSpacing: 10, contentInsets: .init(all: 10))
        let l = Self.prepared(CompositionalSpec(sections: [.init(section)]), viewport: Size(width: 400, height: 300), items: 3)
        #expect(l.attributes(forItem: IndexPath(item: 0))?.frame == Rect(x: 10, y: 10, width: 185, height: 44))
        #expect(l.attributes(forItem: IndexPath(item: 1))?.frame == Rect(x: 205, y: 10, width: 185, height: 44))
        #expect(l.attributes(forItem: IndexPath(item: 2))?.frame == Rect(x: 10, y: 64, width: 185, height: 44))
        // 10 + 44 + 10 + 44 + 10.
        #expect(l.contentSize.height == 118)
    }

    /// Rows of 44 with 5 between, a pinned 44-point header and a 44-point footer per section, 5 items a section:
    /// section 0 is header 0…44, rows 44…284, footer 284…328; section 1 starts at 328.
    static let pinned: CompositionalSpec = {
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: "header", alignment: .top,
                                                                 pinToVisibleBounds: true)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: "footer", alignment: .bottom)
        let section = NSCollectionLayoutSection(group: row, interGroupSpacing: 5,
                                                boundarySupplementaryItems: [header, footer])
        return CompositionalSpec(sections: [.init(items: 5, section), .init(section)])
    }()

    @Test(arguments: [(0.0, 0.0), (100, 100), (239, 239), (240, 240), (250, 240), (400, 240), (-30, 0)])
    func pinnedHeaderFollowsTheOffsetUntilItsSectionEnds(offset: Double, expected: Double) {
        let l = Self.prepared(Self.pinned, viewport: Size(width: 300, height: 400), items: 10, offset: Point(x: 0, y: offset))
        let h = l.attributes(forSupplementary: "header", at: IndexPath(section: 0, item: 0))
        #expect(h?.frame == Rect(x: 0, y: expected, width: 300, height: 44))
        // Its own zIndex (0 here), pinned or not (UIKitRulesTests.pinnedHeaderKeepsItsOwnZIndex).
        #expect(h?.zIndex == 0)
        #expect(l.attributes(forSupplementary: "footer", at: IndexPath(section: 0, item: 0))?.frame.minY == 284)
        #expect(l.attributes(forItem: IndexPath(section: 1, item: 0))?.frame.minY == 372)
    }

    @Test func secondSectionsPinnedHeader() {
        let l = Self.prepared(Self.pinned, viewport: Size(width: 300, height: 400), items: 10, offset: Point(x: 0, y: 400))
        #expect(l.attributes(forSupplementary: "header", at: IndexPath(section: 1, item: 0))?.frame.minY == 400)
        #expect(LayoutChecker.violations(of: l, context: LayoutContext(viewport: Size(width: 300, height: 400),
                                                                        contentOffset: Point(x: 0, y: 400), itemCount: 10)).isEmpty)
    }

    /// Apple's Section Background Decoration: section insets 10, the background inset 5. At 400 wide, 5 rows of 44
    /// with 5 between: the section's frame is 0…260 (10 + 240 + 10), the background (5, 5, 390, 250); the second
    /// section starts 20 later, at 280.
    @Test func backgroundCoversTheSectionInsetByItsOwnInsets() {
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))])
        let section = NSCollectionLayoutSection(
            group: row, interGroupSpacing: 5, contentInsets: .init(all: 10),
            decorationItems: [NSCollectionLayoutDecorationItem(elementKind: "background", contentInsets: .init(all: 5))])
        let spec = CompositionalSpec(configuration: .init(interSectionSpacing: 20),
                                     sections: [.init(items: 5, section), .init(section)])
        let l = Self.prepared(spec, viewport: Size(width: 400, height: 800), items: 7)
        let b0 = l.attributes(forDecoration: "background", at: IndexPath(section: 0, item: 0))
        #expect(b0?.frame == Rect(x: 5, y: 5, width: 390, height: 250))
        // UIKit's NSCollectionLayoutDecorationItem.zIndex: "default is 0", the section's cells promoted to 1.
        #expect(b0?.zIndex == 0)
        #expect(l.attributes(forItem: IndexPath(section: 0, item: 0))?.zIndex == 1)
        // Section 1: two rows, 10 + 44 + 5 + 44 + 10 = 113 tall from 280.
        #expect(l.attributes(forDecoration: "background", at: IndexPath(section: 1, item: 0))?.frame
                == Rect(x: 5, y: 285, width: 390, height: 103))
        #expect(l.attributes(forItem: IndexPath(section: 1, item: 0))?.frame == Rect(x: 10, y: 290, width: 380, height: 44))
    }

    @Test func itemCountsFollowTheSpec() {
        let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: Self.size(.absolute(1), .absolute(1)),
                                                             subitems: [.init(layoutSize: Self.size(.absolute(1), .absolute(1)))]))
        #expect(CompositionalLayout.itemCounts(for: [.init(items: 3, s), .init(s)], total: 10) == [3, 7])
        #expect(CompositionalLayout.itemCounts(for: [.init(items: 3, s), .init(s)], total: 2) == [2, 0])
        #expect(CompositionalLayout.itemCounts(for: [.init(items: 3, s), .init(items: 2, s)], total: 9) == [3, 6])
        #expect(CompositionalLayout.itemCounts(for: [.init(s), .init(items: 2, s), .init(s)], total: 7) == [3, 2, 2])
    }

    /// An estimated height follows the photo's aspect ratio at the resolved width.
    @Test func estimatedDimensionsFollowNaturalSizes() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(1), .estimated(100)),
                                                     subitems: [item])
        let spec = CompositionalSpec(sections: [.init(NSCollectionLayoutSection(group: group, interGroupSpacing: 10))])
        let sizes = ItemSizes([Size(width: 4, height: 3), Size(width: 1, height: 2)])
        let l = Self.prepared(spec, viewport: Size(width: 400, height: 500), items: 3, sizes: sizes)
        // A vertical group with an estimated height holds items while they fit its estimate: one each here.
        #expect(l.attributes(forItem: IndexPath(item: 0))?.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(l.attributes(forItem: IndexPath(item: 1))?.frame == Rect(x: 0, y: 310, width: 400, height: 800))
        #expect(l.attributes(forItem: IndexPath(item: 2))?.frame == Rect(x: 0, y: 1120, width: 400, height: 300))
        #expect(l.contentSize.height == 1420)
    }

    @Test func badgeSitsOnTheTopTrailingCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item])
        let l = Self.prepared(CompositionalSpec(sections: [.init(NSCollectionLayoutSection(group: group))]),
                              viewport: Size(width: 400, height: 300), items: 5)
        // Item 1 is (100, 0, 100, 100): the badge inside its top-trailing corner, (180, 0), moved (+6, −6)
        // (NSCollectionLayoutAnchor: "anchored within the specified edges of the item").
        #expect(l.attributes(forSupplementary: "badge", at: IndexPath(item: 1))?.frame == Rect(x: 186, y: -6, width: 20, height: 20))
    }

    // MARK: - Orthogonal sections

    /// Groups 200 wide with 10 between, inset 0, in a 500-wide viewport, 10 items of one per group:
    /// row 10·200 + 9·10 = 2090 long, offsets 0…1590.
    static func orthogonal(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CompositionalSpec {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: behavior)
        let list = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                                subitems: [item]))
        return CompositionalSpec(sections: [.init(items: 10, row), .init(list)])
    }

    @Test func orthogonalRowScrollsOnItsOwn() {
        let l = Self.prepared(Self.orthogonal(.continuous), viewport: Size(width: 500, height: 400), items: 20,
                              sectionOffsets: [0: 150])
        #expect(l.orthogonalSections == [0])
        #expect(l.orthogonalOffsetRange(ofSection: 0) == 0...1590)
        #expect(l.attributes(forItem: IndexPath(section: 0, item: 1))?.frame == Rect(x: 60, y: 0, width: 200, height: 100))
        // The list below does not move.
        #expect(l.attributes(forItem: IndexPath(section: 1, item: 0))?.frame == Rect(x: 0, y: 100, width: 500, height: 50))
        #expect(l.orthogonalBand(ofSection: 0) == Rect(x: 0, y: 0, width: 500, height: 100))
        #expect(l.contentOffsetRange.max.x == 0)
    }

    @Test func snapRulesPerBehavior() {
        let v = Size(width: 500, height: 400)
        let leading = Self.prepared(Self.orthogonal(.continuousGroupLeadingBoundary), viewport: v, items: 20)
        #expect(leading.orthogonalTarget(ofSection: 0, start: 0, position: 300, velocity: 900, projected: 1000) == 1050)
        let group = Self.prepared(Self.orthogonal(.groupPaging), viewport: v, items: 20)
        // One group per gesture, whatever the fling's strength.
        #expect(group.orthogonalTarget(ofSection: 0, start: 210, position: 400, velocity: 5000, projected: 1600) == 420)
        #expect(group.orthogonalTarget(ofSection: 0, start: 210, position: 200, velocity: -5000, projected: -900) == 0)
        #expect(group.orthogonalTarget(ofSection: 0, start: 210, position: 230, velocity: 0, projected: 230) == 210)
        let centered = Self.prepared(Self.orthogonal(.groupPagingCentered), viewport: v, items: 20)
        // Group i centered: 210·i + 100 − 250.
        #expect(centered.orthogonalOffsetRange(ofSection: 0) == -150...1740)
        #expect(centered.orthogonalTarget(ofSection: 0, start: -150, position: -100, velocity: 800, projected: 900) == 60)
        let paging = Self.prepared(Self.orthogonal(.paging), viewport: v, items: 20)
        #expect(paging.orthogonalSnapPoints(ofSection: 0, limit: 10) == [0, 500, 1000, 1500, 1590])
        #expect(paging.orthogonalTarget(ofSection: 0, start: 500, position: 600, velocity: 3000, projected: 2000) == 1000)
    }

    @Test func visibleItemsEffectScalesAndFadesByDistance() {
        var spec = Self.orthogonal(.groupPagingCentered)
        spec.sections[0].section.visibleItemsEffect = VisibleItemsEffect(minimumScale: 0.5, minimumAlpha: 0.2, falloff: 200)
        // Offset 60 centers group 1 (center x 310 in the row, 250 on screen).
        let l = Self.prepared(spec, viewport: Size(width: 500, height: 400), items: 20, sectionOffsets: [0: 60])
        let centered = l.attributes(forItem: IndexPath(section: 0, item: 1))!
        #expect(centered.center.x == 250)
        #expect(centered.alpha == 1 && centered.transform == .identity)
        let next = l.attributes(forItem: IndexPath(section: 0, item: 2))!
        // 210 from the center: the full effect.
        #expect(abs(next.alpha - 0.2) < 1e-12)
        #expect(abs(next.transform.a - 0.5) < 1e-12 && abs(next.transform.d - 0.5) < 1e-12 && next.transform.b == 0)
    }

    // MARK: - The checker over random specs

    static func randomDimension(_ rng: inout SeededRandom, estimated: Bool) -> NSCollectionLayoutDimension {
        switch rng.int(in: 0...(estimated ? 3 : 2)) {
        case 0: .fractionalWidth(rng.double(in: 0.05...1))
        case 1: .fractionalHeight(rng.double(in: 0.05...1))
        case 2: .absolute(rng.double(in: 5...300))
        default: .estimated(rng.double(in: 20...200))
        }
    }

    static func randomGroup(_ rng: inout SeededRandom, depth: Int) -> NSCollectionLayoutGroup {
        let estimated = rng.int(in: 0...3) == 0
        let axis: Axis = rng.bool() ? .horizontal : .vertical
        var subitems: [NSCollectionLayoutSubitem] = []
        for _ in 0..<rng.int(in: 1...3) {
            if depth < 2 && rng.int(in: 0...2) == 0 {
                subitems.append(.group(randomGroup(&rng, depth: depth + 1)))
            } else {
                var item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: randomDimension(&rng, estimated: estimated),
                    heightDimension: randomDimension(&rng, estimated: estimated)))
                if rng.bool() { item.contentInsets = .init(all: rng.double(in: 0...8)) }
                if rng.int(in: 0...3) == 0 { item.edgeSpacing = .init(leading: rng.double(in: 0...5), top: rng.double(in: 0...5)) }
                if rng.int(in: 0...4) == 0 {
                    item.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
                        layoutSize: size(.absolute(12), .absolute(12)), elementKind: "badge",
                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))]
                }
                subitems.append(.item(item))
            }
        }
        var g = NSCollectionLayoutGroup(
            layoutSize: NSCollectionLayoutSize(widthDimension: randomDimension(&rng, estimated: estimated),
                                               heightDimension: randomDimension(&rng, estimated: estimated)),
            axis: axis, subitems: subitems)
        if rng.int(in: 0...3) == 0 { g.subitems = [subitems[0]]; g.count = rng.int(in: 1...4) }
        if rng.bool() { g.interItemSpacing = rng.bool() ? .fixed(rng.double(in: 0...10)) : .flexible(rng.double(in: 0...10)) }
        if rng.bool() { g.contentInsets = .init(all: rng.double(in: 0...6)) }
        return g
    }

    static func randomSpec(_ rng: inout SeededRandom) -> CompositionalSpec {
        var sections: [CompositionalSpec.Section] = []
        let behaviors = UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases
        for s in 0..<rng.int(in: 1...4) {
            var section = NSCollectionLayoutSection(group: randomGroup(&rng, depth: 0),
                                                    interGroupSpacing: rng.double(in: 0...20),
                                                    contentInsets: .init(all: rng.double(in: 0...20)))
            if rng.int(in: 0...2) == 0 { section.orthogonalScrollingBehavior = behaviors[rng.int(in: 0...(behaviors.count - 1))] }
            if rng.bool() {
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top,
                    pinToVisibleBounds: rng.bool(), extendsBoundary: rng.int(in: 0...3) > 0)]
            }
            if rng.bool() { section.decorationItems = [.init(elementKind: "background", contentInsets: .init(all: 4))] }
            if rng.int(in: 0...3) == 0 { section.visibleItemsEffect = VisibleItemsEffect(minimumScale: 0.7, minimumAlpha: 0.5, maximumRotation: 0.2) }
            sections.append(.init(items: s == 3 || rng.bool() ? nil : rng.int(in: 0...40), section))
        }
        return CompositionalSpec(configuration: .init(scrollDirection: rng.int(in: 0...3) == 0 ? .horizontal : .vertical,
                                                      interSectionSpacing: rng.double(in: 0...30)),
                                 sections: sections)
    }

    @Test func checkerHoldsOverRandomSpecsAtSeveralViewports() {
        let viewports = [Size(width: 1280, height: 800), Size(width: 320, height: 568), Size(width: 800, height: 600)]
        let sizes = ItemSizes([Size(width: 4, height: 3), Size(width: 3, height: 4), Size(width: 1, height: 1)])
        withEverySeed(0..<60) { seed, rng in
            let spec = Self.randomSpec(&rng)
            for viewport in viewports {
                let items = rng.int(in: 0...120)
                var l = CompositionalLayout(spec: spec)
                l.prepare(LayoutContext(viewport: viewport, itemCount: items, naturalSizes: sizes))
                let length = l.contentSize.height
                let offset = Point(x: 0, y: rng.double(in: -100...(length + 100)))
                let context = LayoutContext(viewport: viewport, contentOffset: offset, itemCount: items, naturalSizes: sizes)
                l.prepare(context)
                let problems = LayoutChecker.violations(of: l, context: context)
                #expect(problems.isEmpty, "seed \(seed), viewport \(viewport), \(items) items: \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    /// With orthogonal sections moved, queries still agree with brute force (a row's cells lie outside contentSize
    /// along the cross axis, as in a nested scroll view: the validator checks them along the scroll axis only).
    @Test func checkerHoldsWithOrthogonalSectionsMoved() {
        withEverySeed(100..<130) { seed, rng in
            var spec = Self.randomSpec(&rng)
            spec.sections[0].section.orthogonalScrollingBehavior = .groupPaging
            let offsets = Dictionary(uniqueKeysWithValues: spec.sections.indices.map { ($0, rng.double(in: -200...900)) })
            let context = LayoutContext(viewport: Size(width: 700, height: 500), contentOffset: Point(x: 0, y: rng.double(in: 0...300)),
                                        itemCount: rng.int(in: 1...100), sectionOffsets: offsets)
            var l = CompositionalLayout(spec: spec)
            l.prepare(context)
            let problems = LayoutChecker.violations(of: l, context: context)
            #expect(problems.isEmpty, "seed \(seed): \(problems)")
        }
    }

    /// Ten thousand items in a uniform section: prepare keeps one group, not one per item.
    @Test func largeUniformSectionsAreArithmetic() {
        let l = Self.prepared(Self.nested, viewport: Size(width: 800, height: 600), items: 1_000_000,
                              offset: Point(x: 0, y: 240 * 100_000))
        let visible = l.attributes(in: Rect(x: 0, y: 240 * 100_000, width: 800, height: 600))
        // Rows 100000 and 100001 whole, and the third row's first two cells (its last starts 10 points below).
        #expect(visible.count == 8)
        #expect(visible.first?.indexPath == IndexPath(section: 0, item: 300_000))
    }
}
