import PlaygroundCore
import Testing
import TestSupport
import UIKit
import UIKitBridge

/// The adapter's query paths (UIKitLayoutAdapter+Queries.swift) against a brute-force answer: the layout's own
/// `layoutAttributesForElements(in:)` for the whole content, asked directly. At seeded random scroll positions, each
/// item asked about alone (`attributes(forItem:)`, found from a rect query around it) and each random rect
/// (`attributes(in:)`, about the visible rect) give what the whole-content query gives, for layouts in index order
/// along the scroll axis and for ones that are not (masonry columns, a circle), with and without a
/// `layoutAttributesForItem(at:)` of their own, and one that traps there for items it did not list last.
@Suite struct AdapterQueryTests {
    typealias CorePath = PlaygroundCore.IndexPath

    struct Case {
        var name: String
        var sections: Int = 1
        var items: Int
        var make: (UICollectionView) -> UICollectionViewLayout
    }

    static let viewport = Size(width: 390, height: 844)
    static let masonry = MasonryPhotos()
    static let widths = WidthsDelegate()

    static var cases: [Case] {
        [Case(name: "flow", items: 5_000, make: { _ in
             let flow = UICollectionViewFlowLayout()
             flow.itemSize = CGSize(width: 100, height: 50)
             flow.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
             return flow
         }),
         Case(name: "flow with headers and footers", sections: 7, items: 900, make: { _ in
             let flow = UICollectionViewFlowLayout()
             flow.headerReferenceSize = CGSize(width: 0, height: 40)
             flow.footerReferenceSize = CGSize(width: 0, height: 20)
             return flow
         }),
         Case(name: "left-aligned tags", items: 600, make: { cv in
             cv.delegate = Self.widths
             return LeftAlignedFlowLayout()
         }),
         Case(name: "sticky headers", sections: 5, items: 400, make: { _ in StickyHeaderFlowLayout() }),
         Case(name: "masonry", items: 300, make: { cv in
             cv.delegate = Self.masonry
             return MasonryLayout()
         }),
         Case(name: "circle", items: 24, make: { _ in CircleLayout() }),
         Case(name: "rect-only rows", items: 3_000, make: { _ in RectOnlyRowsLayout() }),
         Case(name: "visible-cache", items: 2_000, make: { _ in VisibleCacheLayout() })]
    }

    /// The core's fields of a UIKit attributes object, for comparing (frame, alpha, zIndex, hidden).
    struct Seen: Equatable {
        var frame: Rect, alpha: Double, zIndex: Int, isHidden: Bool
        init(_ a: UICollectionViewLayoutAttributes) {
            frame = Rect(center: Point(x: Double(a.center.x), y: Double(a.center.y)),
                         size: Size(width: Double(a.size.width), height: Double(a.size.height)))
            alpha = Double(a.alpha)
            zIndex = a.zIndex
            isHidden = a.isHidden
        }
        init(_ a: LayoutAttributes) {
            frame = a.frame
            alpha = a.alpha
            zIndex = a.zIndex
            isHidden = a.isHidden
        }
    }

    func key(_ a: UICollectionViewLayoutAttributes) -> String {
        "\(a.representedElementCategory)|\(a.representedElementKind ?? "")|\(a.indexPath.section)|\(a.indexPath.item)"
    }

    func key(_ a: LayoutAttributes) -> String {
        switch a.category {
        case .cell: "cell||\(a.indexPath.section)|\(a.indexPath.item)"
        case .supplementary(let k): "supplementaryView|\(k)|\(a.indexPath.section)|\(a.indexPath.item)"
        case .decoration(let k): "decorationView|\(k)|\(a.indexPath.section)|\(a.indexPath.item)"
        }
    }

    @Test(arguments: 0..<8) func answersEqualTheWholeContentQuery(index: Int) throws {
        let c = Self.cases[index]
        var adapter = UIKitLayoutAdapter(name: c.name, sections: c.sections, make: c.make)
        let v = Self.viewport
        try withEverySeed(0..<4) { seed, rng in
            adapter.prepare(LayoutContext(viewport: v, itemCount: c.items))
            let range = adapter.contentOffsetRange
            let offset = Point(x: range.min.x, y: Double.random(in: range.min.y...range.max.y, using: &rng).rounded())
            adapter.prepare(LayoutContext(viewport: v, contentOffset: offset, itemCount: c.items))
            let size = adapter.contentSize
            let whole = CGRect(x: -v.width, y: -v.height, width: size.width + 2 * v.width, height: size.height + 2 * v.height)
            let all = adapter.layout.layoutAttributesForElements(in: whole) ?? []
            var byKey: [String: Seen] = [:]
            for a in all where byKey[key(a)] == nil { byKey[key(a)] = Seen(a) }

            // Items alone, near the visible rect and anywhere, in a random order.
            var asked = (0..<12).map { _ in Int.random(in: 0..<c.items, using: &rng) }
            let visible = adapter.attributes(in: Rect(origin: offset, size: v)).filter { $0.category == .cell }
            asked += visible.prefix(4).map { adapter.flatIndex(of: $0.indexPath) }
            for flat in asked {
                let path = adapter.indexPath(forFlatIndex: flat)
                let a = try #require(adapter.attributes(forItem: path), "\(c.name), seed \(seed): item \(path) not found")
                #expect(byKey[key(a)] == Seen(a), "\(c.name), seed \(seed): item \(path)")
            }
            // Supplementary views alone.
            for (kind, path) in adapter.supplementaryElements().prefix(6) {
                let a = try #require(adapter.attributes(forSupplementary: kind, at: path))
                #expect(byKey[key(a)] == Seen(a), "\(c.name), seed \(seed): \(kind) \(path)")
            }
            // Random rects: the same elements as the whole-content query's that meet them, each once.
            for _ in 0..<6 {
                let rect = Rect(x: Double.random(in: -50...size.width, using: &rng),
                                y: Double.random(in: offset.y - 200...offset.y + v.height, using: &rng),
                                width: Double.random(in: 0...v.width, using: &rng),
                                height: Double.random(in: 0...v.height, using: &rng))
                let fast = adapter.attributes(in: rect)
                // The core's rects meet with closed bounds.
                let expected = Set(all.filter { Seen($0).frame.intersects(rect) }.map(key))
                #expect(Set(fast.map(key)) == expected && fast.count == expected.count,
                        "\(c.name), seed \(seed): rect \(rect)")
                for a in fast { #expect(byKey[key(a)] == Seen(a), "\(c.name), seed \(seed): \(key(a)) in \(rect)") }
            }
        }
    }

    /// Right-to-left (docs/uikit.md, "Right-to-left"), a flow layout is mirrored about its content width: every
    /// answer of the adapter's query paths — a rect query, an item alone found by the strip search (along x in a
    /// horizontal layout, whose strips are mirrored too), a header alone — is the layout's own whole-content answer
    /// with x → contentWidth − maxX, at seeded random offsets.
    @Test(arguments: [false, true]) func rightToLeftAnswersAreTheWholeContentQueryMirrored(horizontal: Bool) throws {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        flow.sectionInset = UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 5)  // unequal: a mirror shows
        flow.headerReferenceSize = CGSize(width: 40, height: 40)
        if horizontal { flow.scrollDirection = .horizontal }
        let items = 3_000
        var adapter = UIKitLayoutAdapter(layout: flow, sections: 3)
        let v = Self.viewport
        var context = LayoutContext(viewport: v, itemCount: items)
        context.traits.layoutDirection = .rightToLeft
        adapter.prepare(context)
        #expect(adapter.mirrorsHorizontally)
        func mirrored(_ a: UICollectionViewLayoutAttributes, width: Double) -> Seen {
            var seen = Seen(a)  // x → width − maxX, as the center (what the adapter mirrors)
            seen.frame = Rect(center: Point(x: width - Double(a.center.x), y: Double(a.center.y)), size: seen.frame.size)
            return seen
        }
        try withEverySeed(0..<4) { seed, rng in
            let range = adapter.contentOffsetRange
            context.contentOffset = Point(x: Double.random(in: range.min.x...range.max.x, using: &rng).rounded(),
                                          y: Double.random(in: range.min.y...range.max.y, using: &rng).rounded())
            adapter.prepare(context)
            let size = adapter.contentSize
            let whole = CGRect(x: -v.width, y: -v.height, width: size.width + 2 * v.width, height: size.height + 2 * v.height)
            var byKey: [String: Seen] = [:]
            for a in flow.layoutAttributesForElements(in: whole) ?? [] where byKey[key(a)] == nil {
                byKey[key(a)] = mirrored(a, width: size.width)
            }
            for flat in (0..<12).map({ _ in Int.random(in: 0..<items, using: &rng) }) {
                let path = adapter.indexPath(forFlatIndex: flat)
                let a = try #require(adapter.attributes(forItem: path), "seed \(seed): item \(path) not found")
                #expect(byKey[key(a)] == Seen(a), "seed \(seed): item \(path)")
            }
            for s in 0..<3 {
                let path = CorePath(section: s, item: 0)
                let a = try #require(adapter.attributes(forSupplementary: UICollectionView.elementKindSectionHeader, at: path))
                #expect(byKey[key(a)] == Seen(a), "seed \(seed): header \(s)")
            }
            for _ in 0..<6 {
                let rect = Rect(x: Double.random(in: context.contentOffset.x - 200...context.contentOffset.x + v.width, using: &rng),
                                y: Double.random(in: context.contentOffset.y - 200...context.contentOffset.y + v.height, using: &rng),
                                width: Double.random(in: 0...v.width, using: &rng),
                                height: Double.random(in: 0...v.height, using: &rng))
                let fast = adapter.attributes(in: rect)
                let expected = Set(byKey.filter { $0.value.frame.intersects(rect) }.keys)
                #expect(Set(fast.map(key)) == expected && fast.count == expected.count, "seed \(seed): rect \(rect)")
                for a in fast { #expect(byKey[key(a)] == Seen(a), "seed \(seed): \(key(a)) in \(rect)") }
            }
        }
    }

    /// The flow layout's rect query (binary searches over sections and lines) lists exactly the elements whose
    /// frames meet the rect among all its items, headers and footers asked one by one.
    @Test func theFlowLayoutsBinarySearchListsWhatAWalkOfAllItemsFinds() {
        let flow = UICollectionViewFlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        flow.footerReferenceSize = CGSize(width: 0, height: 15)
        let adapter = UIKitLayoutAdapter(layout: flow, sections: 9)
        var a = adapter
        a.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 1_000))
        let cv = adapter.collectionView
        var every: [UICollectionViewLayoutAttributes] = []
        for s in 0..<cv.numberOfSections {
            for i in 0..<cv.numberOfItems(inSection: s) {
                if let x = flow.layoutAttributesForItem(at: IndexPath(item: i, section: s)) { every.append(x) }
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let x = flow.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s)) {
                    every.append(x)
                }
            }
        }
        withEverySeed(0..<20) { seed, rng in
            let height = Double(flow.collectionViewContentSize.height)
            let rect = CGRect(x: Double.random(in: -100...300, using: &rng), y: Double.random(in: -100...height, using: &rng),
                              width: Double.random(in: 0...400, using: &rng), height: Double.random(in: 0...900, using: &rng))
            let found = (flow.layoutAttributesForElements(in: rect) ?? []).map(key)
            let walked = every.filter { $0.frame.intersects(rect) }.map(key)
            #expect(found.sorted() == walked.sorted(), "seed \(seed): \(rect)")
        }
    }
}
