/// The rules every layout keeps (STYLE.md habit 5), as a list of violations (empty when all hold):
/// - every number finite, alpha in 0…1, sizes not negative, at most `maximumLength` a side and centers within
///   `maximumExtent` of the origin;
/// - contentSize contains every cell frame;
/// - attributes(in: rect) equals a brute-force filter of all attributes, with no duplicates, for many rects;
/// - attributes(forItem:) equals the matching element of the rect query;
/// - flat index and index path round-trip.
///
/// The tests' LayoutChecker and the check a user's layout file passes before it is swapped into the window
/// (docs/custom-layouts.md) are this one function.
public enum LayoutValidator {
    /// The widest or tallest an element may be, points (issue 26: a spec's nested fractions made 4e23-point cells,
    /// and a Swift layout 1e300-wide frames, which the window's texture sizes could not hold). Ten million points
    /// is some 2,600 screens of a 4K display.
    public static let maximumLength = 1e7
    /// The farthest from the origin an element's center or the content's size may reach, points: room for ten
    /// million 100 000-point items, and still exact to a thousandth of a point as a Double (2⁵³ ≈ 9e15).
    public static let maximumExtent = 1e12


    /// Called with the name of the protocol requirement about to be called (`"prepare"`, `"attributes(in:)"`, …),
    /// so a process that dies inside a layout can tell which call it was in.
    public typealias Probe = (String) -> Void

    public static func violations(
        of layout: any CollectionLayout, context: LayoutContext, extraRects: [Rect] = [],
        sampleLimit: Int = 5_000, probe: Probe = { _ in }
    ) -> [String] {
        findings(of: layout, context: context, extraRects: extraRects, sampleLimit: sampleLimit, probe: probe)
            .map(\.line)
    }

    /// The same rules as `violations`, each broken rule as a `LayoutFinding`: which rule, the element, and whether
    /// it is fatal (geometry that is not finite or too large for the window: what would break on iOS too).
    public static func findings(
        of layout: any CollectionLayout, context: LayoutContext, extraRects: [Rect] = [],
        sampleLimit: Int = 5_000, probe: Probe = { _ in }
    ) -> [LayoutFinding] {
        var problems: [LayoutFinding] = []
        func fail(_ rule: LayoutFinding.Rule, _ m: String, element: LayoutWarning.Element? = nil) {
            if problems.count < 20 {
                problems.append(LayoutFinding(rule: rule, layout: layout.name, detail: m, element: element))
            }
        }
        func element(_ a: LayoutAttributes) -> LayoutWarning.Element { LayoutFinding.element(a.category, a.indexPath) }

        // A hosted data source's count, not the ladder's (docs/hosting.md).
        let n = layout.dataItemCount ?? context.itemCount
        probe("contentSize")
        let contentSize = layout.contentSize
        let content = Rect(origin: .zero, size: contentSize)
        guard contentSize.isFinite, contentSize.width >= 0, contentSize.height >= 0 else {
            return [LayoutFinding(rule: .nonFinite, layout: layout.name,
                                  detail: "contentSize \(Readable.size(contentSize)) is not finite and non-negative")]
        }
        guard contentSize.width <= maximumExtent, contentSize.height <= maximumExtent else {
            return [LayoutFinding(rule: .tooLarge, layout: layout.name,
                                  detail: "contentSize \(contentSize) is larger than \(Int(maximumExtent)) points")]
        }
        probe("contentOffsetRange")
        let range = layout.contentOffsetRange
        if !(range.min.isFinite && range.max.isFinite && range.min.x <= range.max.x && range.min.y <= range.max.y) {
            fail(range.min.isFinite && range.max.isFinite ? .offsetRange : .nonFinite,
                 "content offset range \(range) is not an ordered finite range")
        }

        // Every element, one by one. A cell of a section that scrolls on its own (an orthogonal row, a nested scroll
        // view) need only lie within contentSize along the scroll axis: along the cross axis the row is its own.
        probe("attributes(forItem:)")
        // Every element whatever its frame: a NaN frame meets no rect (issue 26, 9).
        let all = layout.everyElement(itemCount: min(n, sampleLimit))
        let nested = Set((layout as? any OrthogonalScrollingLayout)?.orthogonalSections ?? [])
        let cross = layout.scrollAxis.other
        for a in all {
            if !a.isFinite {
                fail(.nonFinite, "attributes of \(a.category) \(a.indexPath) are not finite (\(nonFinite(a)))", element: element(a))
            }
            if !(0...1).contains(a.alpha) { fail(.alpha, "alpha \(a.alpha) out of 0…1 at \(a.indexPath)", element: element(a)) }
            if a.size.width < 0 || a.size.height < 0 { fail(.negativeSize, "negative size at \(a.indexPath)", element: element(a)) }
            if a.size.width > maximumLength || a.size.height > maximumLength {
                fail(.tooLarge, "\(a.category) \(a.indexPath) is \(a.size.width)×\(a.size.height) points; elements are at most "
                     + "\(Int(maximumLength)) points a side", element: element(a))
            }
            if abs(a.center.x) > maximumExtent || abs(a.center.y) > maximumExtent {
                fail(.tooLarge, "\(a.category) \(a.indexPath) is centered at \(a.center), farther than \(Int(maximumExtent)) points",
                     element: element(a))
            }
            var bounds = content
            if nested.contains(a.indexPath.section) {
                bounds.origin[cross] = a.frame.min(cross)
                bounds.size[cross] = a.frame.size[cross]
            }
            if a.category == .cell && !bounds.contains(a.frame, tolerance: 1e-6) {
                fail(.outsideContent, "cell \(a.indexPath) frame \(Readable.rect(a.frame)) outside contentSize \(Readable.size(contentSize))",
                     element: element(a))
            }
        }
        probe("indexPath(forFlatIndex:)")
        for i in stride(from: 0, to: n, by: max(1, n / 500)) {
            let path = layout.indexPath(forFlatIndex: i)
            if layout.flatIndex(of: path) != i { fail(.flatIndex, "flat index \(i) → \(path) → \(layout.flatIndex(of: path))") }
        }

        // Rect queries against brute force.
        var rects = extraRects + [content, Rect(origin: context.contentOffset, size: context.viewport),
                                  Rect(x: content.midX, y: content.midY, width: 0, height: 0),
                                  Rect(x: -500, y: -500, width: 100, height: 100)]
        let v = context.viewport
        if range.min.isFinite && range.max.isFinite {
            for k in 0..<6 {
                let f = Double(k) / 5
                rects.append(Rect(x: range.min.x + (range.max.x - range.min.x) * f,
                                  y: range.min.y + (range.max.y - range.min.y) * f, width: v.width, height: v.height))
            }
        }
        if n <= sampleLimit {
            for rect in rects {
                probe("attributes(in:)")
                let fast = layout.attributes(in: rect)
                probe("attributes(forItem:)")
                let slow = layout.bruteForceAttributes(in: rect, itemCount: n)
                let key = { (a: LayoutAttributes) in "\(a.category)|\(a.indexPath)" }
                let fastKeys = fast.map(key), slowKeys = slow.map(key)
                if Set(fastKeys).count != fastKeys.count { fail(.duplicates, "duplicate elements in attributes(in: \(rect))") }
                if Set(fastKeys) != Set(slowKeys) {
                    let missing = Set(slowKeys).subtracting(fastKeys).sorted().prefix(3)
                    let extra = Set(fastKeys).subtracting(slowKeys).sorted().prefix(3)
                    fail(.rectQuery, "attributes(in: \(rect)) differs from brute force: missing \(Array(missing)), extra \(Array(extra))")
                    continue
                }
                let byKey = Dictionary(slow.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
                for a in fast where byKey[key(a)] != a {
                    fail(.elementQuery, "attributes(in:) for \(key(a)) differ from the element query: \(a) vs \(String(describing: byKey[key(a)]))",
                         element: element(a))
                }
                probe("attributes(forItem:)")
                for a in fast where a.category == .cell {
                    if layout.attributes(forItem: a.indexPath) != a {
                        fail(.elementQuery, "attributes(forItem: \(a.indexPath)) differs", element: element(a))
                    }
                }
            }
        }
        probe("attributes(forItem:)")
        if layout.attributes(forItem: IndexPath(section: 0, item: -1)) != nil { fail(.itemMinusOne, "item -1 has attributes") }
        if n > 0, layout.attributes(forItem: layout.indexPath(forFlatIndex: n - 1)) == nil {
            fail(.lastItem, "the last item has no attributes",
                 element: LayoutFinding.element(.cell, layout.indexPath(forFlatIndex: n - 1)))
        }
        return problems
    }

    /// The fields of `a` that are not finite: "alpha nan, center (inf, 3.0)".
    static func nonFinite(_ a: LayoutAttributes) -> String {
        var fields: [String] = []
        if !a.center.isFinite { fields.append("center \(a.center)") }
        if !a.size.isFinite { fields.append("size \(a.size)") }
        if !a.alpha.isFinite { fields.append("alpha \(a.alpha)") }
        if !a.transform.isFinite { fields.append("transform \(a.transform)") }
        if fields.isEmpty { fields.append("transform3D") }
        return fields.joined(separator: ", ")
    }

    /// Prepares `layout` for `context`, then checks it.
    public static func check(_ layout: any CollectionLayout, context: LayoutContext, probe: Probe = { _ in }) -> [String] {
        var l = layout
        probe("prepare")
        l.prepare(context)
        return violations(of: l, context: context, probe: probe)
    }

    // MARK: - The ladder a user's layout climbs before it is swapped in

    /// Item counts of the ladder (STYLE.md habit 7: none, one, two, a few, many).
    public static let ladderCounts = [0, 1, 2, 3, 10, 100]
    /// Viewports of the ladder, points: the default window, a small one, a portrait phone.
    public static let ladderViewports = [Size(width: 1280, height: 800), Size(width: 800, height: 600),
                                         Size(width: 320, height: 568)]
    /// Natural sizes of the ladder's items: square, landscape, portrait, panorama, tall (photo aspect ratios).
    public static let ladderSizes = ItemSizes([Size(width: 1, height: 1), Size(width: 4, height: 3),
                                               Size(width: 3, height: 4), Size(width: 16, height: 9),
                                               Size(width: 9, height: 16)])

    /// Checks layouts made by `make` over the ladder of item counts and viewports, at the start, middle and end of
    /// the content, and asks for a snap target from the middle both ways. Stops at the first step with violations.
    /// - Parameters:
    ///   - make: makes a fresh layout (at the parameters to check) for each step.
    ///   - session: the item count and viewport the layout will first be shown at (the window's 120 items
    ///     at 1280×800 by default), checked too: each count at each viewport (issue 26: a layout trapping at exactly
    ///     120 items passed a ladder that stops at 100).
    ///   - probe: told the name of each call before it is made (the check child writes it to standard error, so a
    ///     trap names its call).
    public static func checkLadder(_ make: () -> any CollectionLayout, session: (itemCount: Int, viewport: Size)? = nil,
                                   probe: Probe = { _ in }) -> [String] {
        let steps = ladderSteps(session: session)
        for viewport in steps.viewports {
            for count in steps.counts {
                probe("makeLayout")
                var layout = make()
                let context = LayoutContext(viewport: viewport, itemCount: count, naturalSizes: ladderSizes)
                probe("prepare")
                layout.prepare(context)
                let problems = violations(of: layout, context: context, probe: probe)
                if !problems.isEmpty {
                    return problems.map { "\($0) (\(count) items, viewport \(Int(viewport.width))x\(Int(viewport.height)))" }
                }
                probe("contentOffsetRange")
                let range = layout.contentOffsetRange
                let middle = Point(x: (range.min.x + range.max.x) / 2, y: (range.min.y + range.max.y) / 2)
                for v in [-2000.0, 0, 2000] {
                    probe("targetContentOffset(proposed:velocity:)")
                    let target = layout.targetContentOffset(proposed: middle, velocity: Point(x: v, y: v))
                    if !target.isFinite {
                        return ["\(layout.name): targetContentOffset(proposed: \(Readable.point(middle)), velocity: \(Readable.number(v))) is \(target), "
                                + "not finite (\(count) items)"]
                    }
                }
                probe("snapPage(for:)")
                _ = layout.snapPage(for: middle)
            }
        }
        return []
    }
}
