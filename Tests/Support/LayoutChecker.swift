import PlaygroundCore

/// The invariants every layout keeps (STYLE.md habit 5), as a list of violations (empty when all hold):
/// - every number finite, alpha in 0…1, sizes not negative;
/// - contentSize contains every cell frame;
/// - attributes(in: rect) equals a brute-force filter of all attributes, with no duplicates, for many rects;
/// - attributes(forItem:) equals the matching element of the rect query;
/// - flat index and index path round-trip.
public enum LayoutChecker {
    public static func violations(
        of layout: any CollectionLayout, context: LayoutContext, extraRects: [Rect] = [],
        sampleLimit: Int = 5_000
    ) -> [String] {
        var problems: [String] = []
        func fail(_ m: String) { if problems.count < 20 { problems.append("\(layout.name): \(m)") } }

        let n = context.itemCount
        let content = Rect(origin: .zero, size: layout.contentSize)
        guard layout.contentSize.isFinite, layout.contentSize.width >= 0, layout.contentSize.height >= 0 else {
            return ["\(layout.name): contentSize \(layout.contentSize) is not finite and non-negative"]
        }
        let range = layout.contentOffsetRange
        if !(range.min.isFinite && range.max.isFinite && range.min.x <= range.max.x && range.min.y <= range.max.y) {
            fail("content offset range \(range) is not an ordered finite range")
        }

        // Every element, one by one.
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let all = layout.bruteForceAttributes(in: everything, itemCount: min(n, sampleLimit))
        for a in all {
            if !a.isFinite { fail("non-finite attributes \(a)") }
            if !(0...1).contains(a.alpha) { fail("alpha \(a.alpha) out of 0…1 at \(a.indexPath)") }
            if a.size.width < 0 || a.size.height < 0 { fail("negative size at \(a.indexPath)") }
            if a.category == .cell && !content.contains(a.frame, tolerance: 1e-6) {
                fail("cell \(a.indexPath) frame \(a.frame) outside contentSize \(layout.contentSize)")
            }
        }
        for i in stride(from: 0, to: n, by: max(1, n / 500)) {
            let path = layout.indexPath(forFlatIndex: i)
            if layout.flatIndex(of: path) != i { fail("flat index \(i) → \(path) → \(layout.flatIndex(of: path))") }
        }

        // Rect queries against brute force.
        var rects = extraRects + [content, Rect(origin: context.contentOffset, size: context.viewport),
                                  Rect(x: content.midX, y: content.midY, width: 0, height: 0),
                                  Rect(x: -500, y: -500, width: 100, height: 100)]
        let v = context.viewport
        for k in 0..<6 {
            let f = Double(k) / 5
            rects.append(Rect(x: range.min.x + (range.max.x - range.min.x) * f,
                              y: range.min.y + (range.max.y - range.min.y) * f, width: v.width, height: v.height))
        }
        if n <= sampleLimit {
            for rect in rects {
                let fast = layout.attributes(in: rect)
                let slow = layout.bruteForceAttributes(in: rect, itemCount: n)
                let key = { (a: LayoutAttributes) in "\(a.category)|\(a.indexPath)" }
                let fastKeys = fast.map(key), slowKeys = slow.map(key)
                if Set(fastKeys).count != fastKeys.count { fail("duplicate elements in attributes(in: \(rect))") }
                if Set(fastKeys) != Set(slowKeys) {
                    let missing = Set(slowKeys).subtracting(fastKeys).sorted().prefix(3)
                    let extra = Set(fastKeys).subtracting(slowKeys).sorted().prefix(3)
                    fail("attributes(in: \(rect)) differs from brute force: missing \(Array(missing)), extra \(Array(extra))")
                    continue
                }
                let byKey = Dictionary(slow.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
                for a in fast where byKey[key(a)] != a {
                    fail("attributes(in:) for \(key(a)) differ from the element query: \(a) vs \(String(describing: byKey[key(a)]))")
                }
                for a in fast where a.category == .cell {
                    if layout.attributes(forItem: a.indexPath) != a { fail("attributes(forItem: \(a.indexPath)) differs") }
                }
            }
        }
        if layout.attributes(forItem: IndexPath(section: 0, item: -1)) != nil { fail("item -1 has attributes") }
        if n > 0, layout.attributes(forItem: layout.indexPath(forFlatIndex: n - 1)) == nil {
            fail("the last item has no attributes")
        }
        return problems
    }

    /// A random context for a horizontal row of items `step` apart (0…400 items, a random viewport, an offset from
    /// well before the first item to well past the last); prepares `layout` for it and checks it, with two extra
    /// rects (a tall strip left of the viewport, a zero-height line at the mirrored offset).
    public static func checkInRandomRowContext(
        _ layout: any CollectionLayout, step: (any CollectionLayout) -> Double, rng: inout SeededRandom
    ) -> (violations: [String], layout: any CollectionLayout, context: LayoutContext) {
        let items = rng.int(in: 0...400)
        let extent = Double(items) * step(layout)
        let context = LayoutContext(
            viewport: Size(width: rng.double(in: 50...1500), height: rng.double(in: 50...1000)),
            contentOffset: Point(x: rng.double(in: -3000...(extent + 3000)), y: rng.double(in: -50...50)),
            itemCount: items)
        var l = layout
        l.prepare(context)
        let x = context.contentOffset.x
        let extra = [Rect(x: x - 1000, y: -100, width: 300, height: 2000),
                     Rect(x: -x, y: context.viewport.height / 2, width: 1, height: 0)]
        return (violations(of: l, context: context, extraRects: extra), l, context)
    }

    /// Prepares `layout` for `context`, then checks it.
    public static func check(_ layout: any CollectionLayout, context: LayoutContext) -> [String] {
        var l = layout
        l.prepare(context)
        return violations(of: l, context: context)
    }
}
