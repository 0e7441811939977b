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
    /// Playground extension (not in UIKit): Apple's answer to `intersects(_:)`: both rectangles not null and their standardized spans overlap with
    /// positive length on both axes (strict comparisons, so a shared edge is no overlap). Decided (Apple documents no
    /// formula): a zero-size rectangle strictly inside the other intersects it, one on its edge does not.
    public func playgroundIntersects(_ r2: CGRect) -> Bool {
        if isNull || r2.isNull { return false }
        let a = standardized, b = r2.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
