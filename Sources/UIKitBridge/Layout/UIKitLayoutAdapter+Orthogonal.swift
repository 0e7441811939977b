import PlaygroundCore
import UIKit

/// A compositional layout's orthogonal sections scroll on their own in the playground as in the core's
/// compositional layouts: the adapter answers for the core layout the UIKit one is computed by. Other layouts have
/// no orthogonal sections.
extension UIKitLayoutAdapter: OrthogonalScrollingLayout {
    var compositionalCore: CompositionalLayout? {
        ensurePrepared()
        return (state.layout as? UICollectionViewCompositionalLayout)?.playgroundCore
    }

    public var orthogonalSections: [Int] { compositionalCore?.orthogonalSections ?? [] }

    public func orthogonalBehavior(ofSection s: Int) -> PlaygroundCore.UICollectionLayoutSectionOrthogonalScrollingBehavior {
        compositionalCore?.orthogonalBehavior(ofSection: s) ?? .none
    }

    public func orthogonalBand(ofSection s: Int) -> Rect? { compositionalCore?.orthogonalBand(ofSection: s) }

    public func orthogonalOffsetRange(ofSection s: Int) -> ClosedRange<Double> {
        compositionalCore?.orthogonalOffsetRange(ofSection: s) ?? 0...0
    }

    public func orthogonalTarget(ofSection s: Int, start: Double, position: Double, velocity: Double,
                                 projected: Double) -> Double {
        compositionalCore?.orthogonalTarget(ofSection: s, start: start, position: position, velocity: velocity,
                                            projected: projected) ?? projected
    }

    public func orthogonalSnapPoints(ofSection s: Int, limit: Int) -> [Double]? {
        compositionalCore?.orthogonalSnapPoints(ofSection: s, limit: limit)
    }

    public func orthogonalInitialOffset(ofSection s: Int) -> Double {
        compositionalCore?.orthogonalInitialOffset(ofSection: s) ?? 0
    }
}
