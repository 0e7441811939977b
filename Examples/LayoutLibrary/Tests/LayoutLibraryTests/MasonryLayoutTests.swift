import UIKit
import XCTest
@testable import LayoutLibrary

/// The library's custom layout with its delegate protocol (docs/tests-on-linux.md, "Worked examples").
@MainActor
final class MasonryLayoutTests: XCTestCase {
    /// Example 4: two columns 148 points wide on a 320-point width (8-point spacing), heights 100, 50, 80, 120, 60.
    func testItemsGoIntoTheShortestColumn() async {
        let heights = Heights([100, 50, 80, 120, 60])
        let layout = MasonryLayout()
        layout.delegate = heights
        let collectionView = makeCollectionView(layout, size: CGSize(width: 320, height: 480), dataSource: heights)

        XCTAssertEqual(heights.widthsAsked.first, 148)
        XCTAssertEqual(frame(collectionView, 0), CGRect(x: 8, y: 8, width: 148, height: 100))
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 164, y: 8, width: 148, height: 50))
        XCTAssertEqual(frame(collectionView, 2), CGRect(x: 164, y: 66, width: 148, height: 80))
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 8, y: 116, width: 148, height: 120))
        XCTAssertEqual(frame(collectionView, 4), CGRect(x: 164, y: 154, width: 148, height: 60))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 244))
    }

    /// The visible items are those whose frames meet the bounds (a 320×120 window at the top).
    func testVisibleItemsMeetTheBounds() async {
        let heights = Heights([100, 50, 80, 120, 60])
        let layout = MasonryLayout()
        layout.delegate = heights
        let collectionView = makeCollectionView(layout, size: CGSize(width: 320, height: 120), dataSource: heights)

        let visible = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        XCTAssertEqual(visible, [0, 1, 2, 3])
    }

    /// Without a delegate items are square; after the data source changes and `reloadData()`, the layout follows.
    func testReloadDataLaysOutTheNewCount() async {
        let dataSource = CountDataSource([2])
        let layout = MasonryLayout()
        layout.numberOfColumns = 3
        layout.spacing = 10
        let collectionView = makeCollectionView(layout, size: CGSize(width: 340, height: 480), dataSource: dataSource)
        XCTAssertEqual(frame(collectionView, 1), CGRect(x: 120, y: 10, width: 100, height: 100))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 340, height: 120))

        dataSource.counts = [4]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(frame(collectionView, 3), CGRect(x: 10, y: 120, width: 100, height: 100))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 340, height: 230))
    }
}

/// A data source and masonry delegate with one height per item.
final class Heights: NSObject, UICollectionViewDataSource, MasonryLayoutDelegate {
    let heights: [CGFloat]
    var widthsAsked: [CGFloat] = []

    init(_ heights: [CGFloat]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        heights.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath,
                        width: CGFloat) -> CGFloat {
        widthsAsked.append(width)
        return heights[indexPath.item]
    }
}
