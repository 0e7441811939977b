import Testing
import UIKit

/// Apple's `CGRectIntersectsRect` (docs/uikit.md#cgrectintersects): rectangles that only touch do not intersect
/// (Linux Foundation's `intersects(_:)` says they do; the rewrite makes a module's `.intersects(` call this).
@Suite struct CGRectIntersectsTests {
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test func rectanglesThatShareAnEdgeOrCornerDoNotIntersect() {
        #expect(!square.playgroundIntersects(CGRect(x: 10, y: 0, width: 10, height: 10)))   // right edge
        #expect(!square.playgroundIntersects(CGRect(x: 0, y: -5, width: 10, height: 5)))     // top edge
        #expect(!square.playgroundIntersects(CGRect(x: 10, y: 10, width: 3, height: 3)))     // corner
        #expect(!CGRectIntersectsRect(square, CGRect(x: 0, y: 10, width: 10, height: 10)))   // the C name too
        // UICollectionViewSplitLayout's case: items ending at y = 100 and starting at y = 200 against (0, 100, 400, 100).
        let rect = CGRect(x: 0, y: 100, width: 400, height: 100)
        #expect(!rect.playgroundIntersects(CGRect(x: 0, y: 50, width: 400, height: 50)))
        #expect(!rect.playgroundIntersects(CGRect(x: 0, y: 200, width: 400, height: 50)))
        #expect(rect.playgroundIntersects(CGRect(x: 0, y: 199.5, width: 400, height: 50)))
    }

    @Test func overlappingAndContainedRectanglesIntersect() {
        #expect(square.playgroundIntersects(CGRect(x: 9.99, y: 9.99, width: 10, height: 10)))
        #expect(square.playgroundIntersects(CGRect(x: 2, y: 2, width: 3, height: 3)))
        #expect(CGRect(x: 2, y: 2, width: 3, height: 3).playgroundIntersects(square))
        // Negative sizes are standardized first (Apple: geometry functions standardize their inputs).
        #expect(square.playgroundIntersects(CGRect(x: 5, y: 5, width: -3, height: -3)))
        #expect(!square.playgroundIntersects(CGRect(x: 20, y: 5, width: -10, height: 3)))   // spans 10…20: touches
        // Decided: a zero-size rectangle inside intersects, on the edge or at a corner too (a point on a closed
        // span); one outside does not.
        #expect(square.playgroundIntersects(CGRect(x: 5, y: 5, width: 0, height: 0)))
        #expect(square.playgroundIntersects(CGRect(x: 10, y: 5, width: 0, height: 0)))
        #expect(!square.playgroundIntersects(CGRect(x: 10.5, y: 5, width: 0, height: 0)))
    }

    /// zenangst/Blueprints' suite (run on iOS) asks its layout for `layoutAttributesForElements(in: .zero)` and
    /// expects the first row of 50-point items from (0, 0): `CGRect.zero` meets an item at its corner. A line (zero
    /// width, positive height) on an item's edge meets it too; two positive rectangles sharing that edge still do not.
    @Test func aZeroRectangleAtACornerIntersects() {
        let item = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(item.playgroundIntersects(.zero))
        #expect(CGRect.zero.playgroundIntersects(item))
        #expect(CGRectIntersectsRect(.zero, item))
        #expect(!CGRect(x: 50, y: 0, width: 50, height: 50).playgroundIntersects(.zero))
        #expect(item.playgroundIntersects(CGRect(x: 50, y: 10, width: 0, height: 20)))
        #expect(!item.playgroundIntersects(CGRect(x: 50, y: 10, width: 1, height: 20)))
    }

    @Test func theNullRectangleIntersectsNothing() {
        #expect(!CGRect.null.playgroundIntersects(square))
        #expect(!square.playgroundIntersects(.null))
        #expect(CGRect.infinite.playgroundIntersects(square))
    }
}
