import UIKit
import XCTest
@testable import LayoutLibrary

/// UIKit's own flow layout and the library's flow subclass, with frames worked out by hand from Apple's documented
/// flow-layout behaviour (docs/tests-on-linux.md, "Worked examples").
@MainActor
final class FlowLayoutTests: XCTestCase {
    /// Example 1: ColumnFlowLayout, 2 columns, on a 375×667 screen, 5 items.
    func testColumnFlowLayoutFillsTwoColumns() async {
        let dataSource = CountDataSource([5])
        let layout = ColumnFlowLayout()
        let collectionView = makeCollectionView(layout, size: CGSize(width: 375, height: 667), dataSource: dataSource)

        XCTAssertEqual(layout.itemSize, CGSize(width: 166, height: 166))
        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 16, y: 16, width: 166, height: 166))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 193, y: 16, width: 166, height: 166))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 16, y: 192, width: 166, height: 166))
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 193, y: 192, width: 166, height: 166))
        XCTAssertEqual(frame(collectionView, 4), CGRect(x: 16, y: 368, width: 166, height: 166))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 375, height: 550))
    }

    /// Example 1b: three columns at 3:2 on the same screen.
    func testColumnFlowLayoutThreeColumnsAspect() async {
        let dataSource = CountDataSource([4])
        let layout = ColumnFlowLayout()
        layout.columns = 3
        layout.aspectRatio = 1.5
        let collectionView = makeCollectionView(layout, size: CGSize(width: 375, height: 667), dataSource: dataSource)

        XCTAssertEqual(layout.itemSize, CGSize(width: 107, height: 160))
        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 16, y: 16, width: 107, height: 160))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 134, y: 16, width: 107, height: 160))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 252, y: 16, width: 107, height: 160))
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 16, y: 186, width: 107, height: 160))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 375, height: 362))
    }

    /// Example 2: UIKit's flow layout sized by its delegate (tags of varying widths) on a 320-point width.
    func testFlowLayoutJustifiesLinesOfDelegateSizes() async {
        let delegate = TagSizes([CGSize(width: 100, height: 40), CGSize(width: 150, height: 40),
                                 CGSize(width: 80, height: 40), CGSize(width: 200, height: 40)])
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()

        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 10, y: 10, width: 100, height: 40))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 160, y: 10, width: 150, height: 40))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 10, y: 60, width: 80, height: 40))
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 110, y: 60, width: 200, height: 40))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 110))
    }

    /// Example 3: a header and two sections with the properties alone.
    func testFlowLayoutSectionsWithHeaders() async {
        let dataSource = CountDataSource([3, 2])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = makeCollectionView(layout, size: CGSize(width: 320, height: 480), dataSource: dataSource)

        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 0, y: 35, width: 100, height: 50))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 110, y: 35, width: 100, height: 50))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 220, y: 35, width: 100, height: 50))
        XCTAssertEqual(frame(collectionView, 0, 1), CGRect(x: 0, y: 125, width: 100, height: 50))
        XCTAssertEqual(frame(collectionView, 1, 1), CGRect(x: 110, y: 125, width: 100, height: 50))
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 90, width: 320, height: 30))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 180))
    }
}

/// A data source and flow delegate giving each item its size.
final class TagSizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]

    init(_ sizes: [CGSize]) {
        self.sizes = sizes
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }
}
