import Foundation

// Whether two rectangles intersect, as Apple's Core Graphics answers it (`CGRectIntersectsRect`, Swift's
// `CGRect.intersects(_:)`): rectangles that only touch along an edge or at a corner do NOT intersect. Apple documents
// that "the first rectangle intersects the second if the intersection of the rectangles is not equal to the null
// rectangle" (developer.apple.com/documentation/corefoundation/cgrectintersectsrect) and that `intersection(_:)` is
// the null rectangle when "the two rectangles do not intersect"; iOS gives `false` for two 10-point squares side by
// side, and suites written against iOS depend on it (UICollectionViewSplitLayout's and StickyLayout's: an item is
// counted as visible in a rectangle it only touches otherwise). swift-corelibs-foundation's `intersects(_:)` uses
// closed ranges and answers `true` for touching rectangles: the playground's rewrite gives every module that calls
// `.intersects(` an internal `CGRect.intersects(_:)` that calls `playgroundIntersects(_:)` (a module's own
// declaration shadows Foundation's; docs/uikit.md#cgrectintersects).
extension CGRect {
    /// Playground extension (not in UIKit): Apple's answer to `intersects(_:)`: both rectangles not null and their standardized spans overlap on
    /// both axes. Two spans of positive length overlap only with positive length (strict comparisons: a shared
    /// edge is no overlap). Decided (Apple documents no formula): a span of zero length (a zero-width or zero-height
    /// rectangle, `CGRect.zero`) is a point on that axis and meets the other span when it lies in it, its ends
    /// included: zenangst/Blueprints' suite, run on iOS, finds the first row of items at (0, 0, 50, 50) … with
    /// `layoutAttributesForElements(in: .zero)`, its `frame.intersects(rect)` true for `.zero` at their corner.
    public func playgroundIntersects(_ r2: CGRect) -> Bool {
        if isNull || r2.isNull { return false }
        let a = standardized, b = r2.standardized
        func meet(_ aMin: CGFloat, _ aMax: CGFloat, _ bMin: CGFloat, _ bMax: CGFloat) -> Bool {
            aMin == aMax || bMin == bMax ? aMin <= bMax && bMin <= aMax : aMin < bMax && bMin < aMax
        }
        return meet(a.minX, a.maxX, b.minX, b.maxX) && meet(a.minY, a.maxY, b.minY, b.maxY)
    }
}
