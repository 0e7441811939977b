import UIKit

/// The answers of the adapter's latest rect queries, as the layout gave them (its own objects, converted to the
/// core's values only when asked): what a question about one element is answered from first (docs/uikit.md, "The
/// adapter"). A few queries, never the whole content: forgotten when the bounds move or the layout is prepared again.
struct RecentQueries {
    /// Queries kept: this frame's visible one and a locator's few probes.
    static let capacity = 4

    struct Entry {
        var rect: CGRect
        var elements: [UICollectionViewLayoutAttributes]
    }

    /// Newest first.
    private(set) var entries: [Entry] = []
    /// Where the latest `find` found its element (entry, index): a walk through the items in order finds the next
    /// one just after it.
    private var hint: (entry: Int, index: Int)?

    mutating func add(_ rect: CGRect, _ elements: [UICollectionViewLayoutAttributes]) {
        if entries.count >= Self.capacity { entries.removeLast() }
        entries.insert(Entry(rect: rect, elements: elements), at: 0)
        hint = nil
    }

    /// The newest answer whose rect holds all of `rect`: what the layout would list there, and more (a rect query
    /// may list elements outside its rect; the adapter keeps only those that meet what it was asked). Valid as long
    /// as the entries are: they are forgotten when the bounds move or the layout is prepared again.
    /// Only an answer at most `reuseArea` times the rect's area: a locator's or a sweep's strip (up to a quarter of
    /// the content) would cost more to filter than the layout's own query of the rect.
    func answer(covering rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let limit = Self.reuseArea * rect.width * rect.height
        return entries.first { $0.rect.contains(rect) && $0.rect.width * $0.rect.height <= limit }?.elements
    }

    /// How much larger (in area) than the rect asked for an answer may be and still answer it: the window's largest
    /// reader (a snapping target's three viewports) over its drawing's or prefetch's rect is 2.8–3.7.
    static let reuseArea: CGFloat = 4

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        hint = nil
    }

    /// The element of `category` (and `kind`, for views other than cells) at `section`/`item` in a recent answer,
    /// newest first; elements whose frame is not finite are left out (a rect query never shows them).
    mutating func find(_ category: UICollectionView.ElementCategory, kind: String?, section: Int, item: Int)
        -> UICollectionViewLayoutAttributes? {
        func matches(_ a: UICollectionViewLayoutAttributes) -> Bool {
            let ip = a.indexPath
            return a.representedElementCategory == category && ip.count == 2 && ip.item == item && ip.section == section
                && (category == .cell || a.representedElementKind == kind) && Self.isFinite(a.frame)
        }
        if let h = hint, h.entry < entries.count {
            let elements = entries[h.entry].elements
            for i in [h.index + 1, h.index] where i < elements.count && matches(elements[i]) {
                hint = (h.entry, i)
                return elements[i]
            }
        }
        for (e, entry) in entries.enumerated() {
            for (i, a) in entry.elements.enumerated() where matches(a) {
                hint = (e, i)
                return a
            }
        }
        return nil
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}

/// Where each element was found by a sweep of the whole content in four strips, as strip numbers (four bytes a cell): made only when the binary search along the scroll axis cannot find an item (a layout whose items
/// are not in index order along that axis), and for the checker's list of every supplementary and decoration view.
/// Kept until the layout is prepared again; no attributes are kept.
final class SweepTable {
    /// The strip each cell (by flat index) was first listed in; −1: not listed by any rect query.
    var cellStrip: [Int32]
    /// Supplementary and decoration views: their strip, and their order of first listing.
    var others: [UIKitLayoutAdapter.ElementKey: Int32] = [:]
    var order: [UIKitLayoutAdapter.ElementKey] = []
    /// Whether any strip listed a cell at all.
    var anyCell = false

    init(itemCount: Int) {
        cellStrip = [Int32](repeating: -1, count: max(0, itemCount))
    }
}
