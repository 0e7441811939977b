import UIKit
import XCTest
@testable import LayoutLibrary

/// The library's compositional builder (docs/tests-on-linux.md, "Worked examples").
@MainActor
final class SectionsTests: XCTestCase {
    /// Example 5: a three-column grid section (5 items) and a list section with a header (3 rows), 375 points wide.
    func testGridThenList() async {
        let dataSource = CountDataSource([5, 3])
        let layout = LibrarySections.makeLayout()
        let collectionView = makeCollectionView(layout, size: CGSize(width: 375, height: 667), dataSource: dataSource)

        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 20, y: 20, width: 105, height: 100))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 135, y: 20, width: 105, height: 100))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 250, y: 20, width: 105, height: 100))
        XCTAssertEqual(frame(collectionView, 4), CGRect(x: 135, y: 130, width: 105, height: 100))
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 250, width: 375, height: 30))
        XCTAssertEqual(frame(collectionView, 0, 1), CGRect(x: 0, y: 280, width: 375, height: 44))
        XCTAssertEqual(frame(collectionView, 2, 1), CGRect(x: 0, y: 370, width: 375, height: 44))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 375, height: 414))
    }
}
