import Foundation
import Testing
import UIKit

/// UIKit's additions to Foundation's classes (UICollectionView.h's NSIndexPath, UIGeometry.h's NSValue) and
/// Darwin's MAXFLOAT.
@Suite struct FoundationAdditionsTests {
    @Test func anNSIndexPathIsSectionThenItem() {
        let path = NSIndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        #expect(path as IndexPath == IndexPath(item: 3, section: 1))
        #expect(NSIndexPath(row: 2, section: 0).index(atPosition: 1) == 2)
    }

    @Test func geometryRoundTripsThroughNSValue() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    }

    /// math.h: 0x1.fffffep+127, FLT_MAX.
    @Test func maxfloatIsTheLargestFloat() {
        #expect(MAXFLOAT == Float(bitPattern: 0x7F7F_FFFF))
    }
}
