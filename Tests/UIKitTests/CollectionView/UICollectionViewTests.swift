import Foundation
import Testing
import UIKit

/// A data source with literal counts, whose cells are dequeued from a registered class (iOS's usual shape).
final class RecordingDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var asked: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! RecordingCell
        cell.item = indexPath.item
        return cell
    }
}

/// A cell that counts what UIKit does to it.
final class RecordingCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var item = -1
    var reuses = 0
    var applied: [UICollectionViewLayoutAttributes] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        RecordingCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes)
    }
}

/// A flow layout of 100×100 items, 10 pt apart: in a 320-point-wide view, 3 to a line (3 × 100 + 2 × 10 = 320),
/// lines at y = 0, 110, 220, … (Apple, UICollectionViewFlowLayout: items fill a line left to right, the extra
/// space of a full line going between them; here there is none).
@MainActor func gridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
}

@MainActor func recordingCollectionView(_ counts: [Int], height: CGFloat = 480) -> (UICollectionView, RecordingDataSource) {
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: gridLayout())
    cv.register(RecordingCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = RecordingDataSource(counts)
    cv.dataSource = dataSource
    return (cv, dataSource)
}

@MainActor @Suite struct UICollectionViewTests {
    @Test func countsComeFromTheDataSource() {
        let (cv, dataSource) = recordingCollectionView([4, 0, 7])
        defer { withExtendedLifetime(dataSource) {} }   // the collection view's dataSource is weak (UICollectionView.h)
        #expect(cv.numberOfSections == 3)
        #expect(cv.numberOfItems(inSection: 0) == 4 && cv.numberOfItems(inSection: 1) == 0
                && cv.numberOfItems(inSection: 2) == 7)
        let bare = UICollectionView(frame: .zero, collectionViewLayout: gridLayout())
        #expect(bare.numberOfSections == 1 && bare.numberOfItems(inSection: 0) == 0)  // no data source: one empty section
    }

    @Test func countsAreKeptUntilReloadData() {
        let (cv, dataSource) = recordingCollectionView([9])
        #expect(cv.numberOfItems(inSection: 0) == 9)
        dataSource.counts = [2]
        #expect(cv.numberOfItems(inSection: 0) == 9)  // UIKit answers what it last read
        cv.reloadData()
        #expect(cv.numberOfItems(inSection: 0) == 2)
    }

    @Test func layoutIfNeededLaysOutTheGrid() throws {
        let (cv, dataSource) = recordingCollectionView([9], height: 480)
        defer { withExtendedLifetime(dataSource) {} }   // the collection view's dataSource is weak (UICollectionView.h)
        #expect(cv.contentSize == .zero && cv.visibleCells.isEmpty)
        cv.layoutIfNeeded()
        // 3 lines of 3: 3 × 100 + 2 × 10 = 320 points tall.
        #expect(cv.contentSize == CGSize(width: 320, height: 320))
        let fifth = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        #expect(fifth.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cv.indexPathsForVisibleItems.sorted() == (0..<9).map { IndexPath(item: $0, section: 0) })
        #expect(cv.visibleCells.count == 9)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? RecordingCell)
        #expect(cell.item == 4 && cell.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cell.reuseIdentifier == "cell" && cell.superview === cv)
        #expect(cell.applied.count == 1 && cell.applied.first?.indexPath == IndexPath(item: 4, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 9, section: 0)) == nil)
    }

    @Test func onlyCellsThatMeetTheBoundsAreMade() {
        // 200 points tall: lines at 0…100 and 110…210 meet it, 220…320 does not.
        let (cv, dataSource) = recordingCollectionView([9], height: 200)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.sorted() == (0..<6).map { IndexPath(item: $0, section: 0) })
        #expect(dataSource.asked.count == 6)
    }

    @Test func scrollingReusesCells() throws {
        let (cv, dataSource) = recordingCollectionView([30], height: 200)
        cv.layoutIfNeeded()
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? RecordingCell)
        // Content offset 330: bounds 330…530 meet lines 3 (330…430) and 4 (440…540): items 9 to 14.
        cv.contentOffset = CGPoint(x: 0, y: 330)
        #expect(cv.bounds.origin == CGPoint(x: 0, y: 330))
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.sorted() == (9..<15).map { IndexPath(item: $0, section: 0) })
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        // The six cells that left were dequeued again for the six that came: prepared for reuse, none made.
        let cells = cv.visibleCells.compactMap { $0 as? RecordingCell }
        #expect(cells.count == 6 && cells.allSatisfy { $0.reuses == 1 })
        #expect(cells.contains { $0 === first } && first.item >= 9)
        #expect(dataSource.asked.count == 12)
    }

    @Test func batchUpdatesReadTheNewCounts() {
        let (cv, dataSource) = recordingCollectionView([3, 3])
        cv.layoutIfNeeded()
        var done = false
        cv.performBatchUpdates({
            dataSource.counts = [5, 2]
            cv.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
            cv.deleteItems(at: [IndexPath(item: 0, section: 1)])
            #expect(cv.numberOfItems(inSection: 0) == 3)  // during the batch: the counts from before it
        }, completion: { finished in done = finished })
        #expect(done)
        #expect(cv.numberOfItems(inSection: 0) == 5 && cv.numberOfItems(inSection: 1) == 2)
        dataSource.counts = [5, 2, 4]
        cv.insertSections(IndexSet(integer: 2))
        #expect(cv.numberOfSections == 3 && cv.numberOfItems(inSection: 2) == 4)
    }

    @Test func cellsOfSurvivingItemsMoveToTheirNewIndexPaths() throws {
        let (cv, dataSource) = recordingCollectionView([6])
        cv.layoutIfNeeded()
        let third = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        dataSource.counts = [5]
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        #expect(dataSource.asked.count == 6)  // no cell was asked for again
        #expect(cv.visibleCells.count == 5)
    }

    @Test func setNeedsLayoutAndLayoutSubviewsAsUIKit() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.passes == 1)  // a new view with a size needs layout
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.frame.origin = CGPoint(x: 5, y: 5)
        view.layoutIfNeeded()
        #expect(view.passes == 1)  // moving does not
        view.frame.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.passes == 2)  // resizing does
        view.setNeedsLayout()
        #expect(view.passes == 2)  // nothing until asked
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        parent.layoutIfNeeded()
        #expect(view.passes == 3)  // the subtree, top down
    }

    @Test func adjustedContentInsetAddsNoSafeAreaOutsideAWindow() {
        let (cv, dataSource) = recordingCollectionView([1])
        defer { withExtendedLifetime(dataSource) {} }   // the collection view's dataSource is weak (UICollectionView.h)
        cv.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(cv.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(cv.safeAreaInsets == .zero)
    }

    @Test func scrollToItemAlignsTheItemWithinTheScrollableRange() {
        // 30 items, 3 to a line: 10 lines, 10 × 100 + 9 × 10 = 1090 points; item 14 is on line 4 (y 440…540).
        let (cv, dataSource) = recordingCollectionView([30], height: 200)
        defer { withExtendedLifetime(dataSource) {} }   // the collection view's dataSource is weak (UICollectionView.h)
        cv.scrollToItem(at: IndexPath(item: 14, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 440))
        cv.scrollToItem(at: IndexPath(item: 14, section: 0), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 390))  // 490 − 200 / 2
        cv.scrollToItem(at: IndexPath(item: 14, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 340))  // 540 − 200
        cv.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 890))  // 990, kept within 1090 − 200
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 24, section: 0))  // line 8 (880…980) meets 890…1090
    }

    @Test func selectionIsKeptAndShownWithoutTheDelegate() throws {
        final class Watcher: NSObject, UICollectionViewDelegate {
            var told = 0
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { told += 1 }
        }
        let (cv, dataSource) = recordingCollectionView([9])
        defer { withExtendedLifetime(dataSource) {} }   // the collection view's dataSource is weak (UICollectionView.h)
        let watcher = Watcher()
        cv.delegate = watcher
        cv.layoutIfNeeded()
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])  // single selection
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0), IndexPath(item: 7, section: 0)])
        cv.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(watcher.told == 0)
    }

    @Test func layoutAttributesAreAnsweredBeforeTheFirstLayoutPass() throws {
        let (cv, dataSource) = recordingCollectionView([9])
        defer { withExtendedLifetime(dataSource) {} }   // the collection view's dataSource is weak (UICollectionView.h)
        let last = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 8, section: 0)))
        #expect(last.frame == CGRect(x: 220, y: 220, width: 100, height: 100))
        #expect(cv.visibleCells.isEmpty)  // no cells until a layout pass
    }
}
