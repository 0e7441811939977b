// A month calendar: seven day columns, each section a month with a title header above a row of weekday labels, the
// first day starting in its weekday's column. Sections come from --sections (try --sections 12). Written for
// LayoutPlayground's examples (docs/uikit.md).
import UIKit

final class CalendarGridLayout: UICollectionViewLayout {
    static let weekdayKind = "weekday-row"
    let monthHeaderHeight: CGFloat = 48
    let weekdayRowHeight: CGFloat = 24
    let monthSpacing: CGFloat = 24
    let inset: CGFloat = 12

    private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaries: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    /// The weekday (0 = Monday) of the first day of month `section`: as if the months followed each other.
    func firstWeekday(ofSection section: Int) -> Int {
        var day = 2   // a Wednesday, say
        for s in 0..<section { day += collectionView?.numberOfItems(inSection: s) ?? 0 }
        return day % 7
    }

    override func prepare() {
        super.prepare()
        cells.removeAll()
        supplementaries.removeAll()
        guard let collectionView = collectionView else { height = 0; return }
        let width = collectionView.bounds.width - 2 * inset
        let side = floor(width / 7)
        var y = inset
        var weekday = 2
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: inset, y: y, width: width, height: monthHeaderHeight)
            supplementaries.append(header)
            y += monthHeaderHeight
            let days = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.weekdayKind,
                                                        with: IndexPath(item: 0, section: section))
            days.frame = CGRect(x: inset, y: y, width: 7 * side, height: weekdayRowHeight)
            supplementaries.append(days)
            y += weekdayRowHeight
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let slot = weekday + item
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                a.frame = CGRect(x: inset + CGFloat(slot % 7) * side, y: y + CGFloat(slot / 7) * side,
                                 width: side, height: side).insetBy(dx: 2, dy: 2)
                cells[a.indexPath] = a
            }
            let rows = (weekday + count + 6) / 7
            y += CGFloat(rows) * side + monthSpacing
            weekday = (weekday + count) % 7
        }
        height = y - monthSpacing + inset
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: max(height, 0))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cells.values.filter { $0.frame.intersects(rect) } + supplementaries.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cells[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
}
