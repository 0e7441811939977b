import Foundation
import UIKit

/// A flow layout that logs the calls of an update, for checking UIKit's order (written for these tests).
final class LoggingTestLayout: UICollectionViewFlowLayout {
    var log: [String] = []

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    static func describe(_ p: IndexPath?) -> String { p.map { "\($0.section).\($0.item)" } ?? "-" }

    override func prepare() {
        super.prepare()
        log.append("prepare")
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let names: [UICollectionViewUpdateItem.Action: String] = [.insert: "insert", .delete: "delete", .move: "move",
                                                                  .reload: "reload", .none: "none"]
        log.append("updates " + updateItems.map {
            "\(names[$0.updateAction]!) \(Self.describe($0.indexPathBeforeUpdate))>\(Self.describe($0.indexPathAfterUpdate))"
        }.joined(separator: ", "))
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(Self.describe(itemIndexPath))")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(Self.describe(itemIndexPath))")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize")
    }
}
