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
        // Decided: a zero-size rectangle strictly inside intersects; on the edge it does not.
        #expect(square.playgroundIntersects(CGRect(x: 5, y: 5, width: 0, height: 0)))
        #expect(!square.playgroundIntersects(CGRect(x: 10, y: 5, width: 0, height: 0)))
    }

    @Test func theNullRectangleIntersectsNothing() {
        #expect(!CGRect.null.playgroundIntersects(square))
        #expect(!square.playgroundIntersects(.null))
        #expect(CGRect.infinite.playgroundIntersects(square))
    }
}
