import Foundation
import UIKit

/// A flow layout that logs the calls of an update, for checking UIKit's order (written for these tests).
class LoggingTestLayout: UICollectionViewFlowLayout {
    var log: [String] = []

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// "section.item"; a section's update item (item NSNotFound) is "section.*"; nil is "-".
    static func describe(_ p: IndexPath?) -> String {
        p.map { "\($0.section).\($0.item == NSNotFound ? "*" : String($0.item))" } ?? "-"
    }

    static func describe(_ paths: [IndexPath]) -> String { paths.map { describe($0) }.joined(separator: ",") }

    static func describe(_ p: CGPoint) -> String { "(\(Int(p.x)),\(Int(p.y)))" }

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

    // MARK: Supplementary and decoration views in an update

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("delete-supplementary \(elementKind)")
        return super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("insert-supplementary \(elementKind)")
        return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                          at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        log.append("initial \(elementKind) \(Self.describe(elementIndexPath))")
        return super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                           at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        log.append("final \(elementKind) \(Self.describe(elementIndexPath))")
        return super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    // MARK: Interactive movement

    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                                  withPosition position: CGPoint) -> IndexPath {
        let target = super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        log.append("target \(Self.describe(previousIndexPath)) at \(Self.describe(position)) is \(Self.describe(target))")
        return target
    }

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                             withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        log.append("moving \(Self.describe(indexPath)) at \(Self.describe(position))")
        return super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath],
                                      withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
                                      previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        log.append("moving-context \(Self.describe(previousIndexPaths))>\(Self.describe(targetIndexPaths))")
        return super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths,
                                         withTargetPosition: targetPosition, previousIndexPaths: previousIndexPaths,
                                         previousPosition: previousPosition)
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                         previousIndexPaths: [IndexPath],
                                                                         movementCancelled: Bool)
        -> UICollectionViewLayoutInvalidationContext {
        log.append("ending-context \(Self.describe(previousIndexPaths))>\(Self.describe(indexPaths))"
            + (movementCancelled ? " cancelled" : ""))
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }
}
