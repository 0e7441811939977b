import PlaygroundCore
import UIKit

/// The adapter's latest rect answer converted to the core's values, element by element, kept while the layout hands
/// out the same objects untouched (issue 37: the adapter's cost per query; docs/uikit.md, "The adapter").
///
/// The window asks the adapter about a slightly different rect every frame while the answer it takes them from stays
/// (a recent answer reused: RecentQueries), and UICollectionViewFlowLayout, like any layout that caches its
/// attributes, hands out the same objects again: the conversion is made once per answer, and each query only keeps
/// the converted elements that meet its rect (no object touched, no reference counted). An object changed since (its
/// `playgroundVersion` moved), another object, or another order converts the answer again. The latest result is
/// kept with its rect, and given again for the same rect. A few answers are kept (a frame reads two: its drawing's
/// and its prefetch's).
struct ConvertedAnswer {
    /// One element as converted (unmirrored), with what the filter needs.
    struct Element {
        var value: LayoutAttributes
        var frame: Rect
        var isCell: Bool
        var key: UIKitLayoutAdapter.CellKey
    }

    /// The objects converted, each with its version then.
    private(set) var objects: [UICollectionViewLayoutAttributes] = []
    private var versions: [UInt32] = []
    private(set) var elements: [Element] = []

    /// The latest result: the rect it was kept to (nil: none), the mirroring, the cells given to drawing (indexes).
    var rect: Rect?
    var flipped = false
    var width = 0.0
    var result: [LayoutAttributes] = []
    var drawnCells: [Int32] = []

    /// Whether `raw` is the answer converted: the same objects in the same order, each untouched since.
    func holds(_ raw: [UICollectionViewLayoutAttributes]) -> Bool {
        guard raw.count == objects.count, !raw.isEmpty else { return false }
        return raw.withUnsafeBufferPointer { new in
            objects.withUnsafeBufferPointer { old in
                versions.withUnsafeBufferPointer { v in
                    // The same array (a recent answer asked again): the same objects; else object by object.
                    let sameArray = new.baseAddress == old.baseAddress
                    for i in 0..<new.count {
                        if !sameArray, new[i] !== old[i] { return false }
                        if new[i].playgroundVersion != v[i] { return false }
                    }
                    return true
                }
            }
        }
    }

    /// Converts `raw` (every element), forgetting the latest result.
    mutating func convert(_ raw: [UICollectionViewLayoutAttributes]) {
        objects = raw
        versions.removeAll(keepingCapacity: true)
        elements.removeAll(keepingCapacity: true)
        elements.reserveCapacity(raw.count)
        for a in raw {
            versions.append(a.playgroundVersion)
            // An object the flow layout hands out again keeps its conversion on it (UIKitLayoutAdapter+Queries).
            if a.playgroundReused, type(of: a) == UICollectionViewLayoutAttributes.self {
                let kept = UIKitLayoutAdapter.convertedKeeping(a)
                elements.append(Element(value: kept.value, frame: kept.frame, isCell: kept.isCell, key: kept.key))
                continue
            }
            let c = UIKitLayoutAdapter.core(a)
            let isCell = a.representedElementCategory == .cell
            elements.append(Element(value: c, frame: Rect(center: c.center, size: c.size), isCell: isCell,
                                    key: isCell ? UIKitLayoutAdapter.CellKey(a.indexPath)
                                        : UIKitLayoutAdapter.CellKey(section: -1, item: -1)))
        }
        rect = nil
        result = []
        drawnCells = []
    }

    /// Answers kept (`UIKitLayoutAdapter.State.converted`): those of the recent answers a frame reads.
    static let capacity = RecentQueries.capacity

    /// The kept conversion of `raw` moved to the front of `kept`, or `raw` converted there (the oldest dropped).
    static func front(of kept: inout [ConvertedAnswer], for raw: [UICollectionViewLayoutAttributes]) {
        if let i = kept.firstIndex(where: { $0.holds(raw) }) {
            if i > 0 { kept.insert(kept.remove(at: i), at: 0) }
            return
        }
        var answer = kept.count >= capacity ? kept.removeLast() : ConvertedAnswer()
        answer.convert(raw)
        kept.insert(answer, at: 0)
    }
}
