import PlaygroundCore

/// The invariants every layout keeps: the core's `LayoutValidator` (the same rules a user's layout file passes
/// before it is swapped into the window), with helpers for random contexts.
public enum LayoutChecker {
    public static func violations(
        of layout: any CollectionLayout, context: LayoutContext, extraRects: [Rect] = [],
        sampleLimit: Int = 5_000
    ) -> [String] {
        LayoutValidator.violations(of: layout, context: context, extraRects: extraRects, sampleLimit: sampleLimit)
    }

    /// A random context for a horizontal row of items `step` apart (0…400 items, a random viewport, an offset from
    /// well before the first item to well past the last); prepares `layout` for it and checks it, with two extra
    /// rects (a tall strip left of the viewport, a zero-height line at the mirrored offset).
    public static func checkInRandomRowContext(
        _ layout: any CollectionLayout, step: (any CollectionLayout) -> Double, rng: inout MonkeyRandom
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
