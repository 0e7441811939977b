import PlaygroundCore
import UIKit

/// A compositional layout's orthogonal sections scroll on their own in the playground as in the core's
/// compositional layouts: the adapter answers for the core layout the UIKit one is computed by. Other layouts have
/// no orthogonal sections.
///
/// Right-to-left (docs/devices.md): a mirrored compositional layout's horizontally scrolling sections start at
/// their leading (right) end and scroll the other way, as a right-to-left UIScrollView's content does on iOS. The
/// layout keeps its own offsets `s` in `a…b` (the section's range; `a` where its leading end shows); the window's
/// section scroller, which moves content left as its offset grows, works in the same range with `o = a + b − s`,
/// so its start is `b`, a drag to the right lowers `o` and raises `s`, and the layout's mirrored frames follow the
/// finger. Every offset crossing the adapter is mapped so (the initial offset, snap points, targets and the
/// offsets handed to the layout); the band is mirrored as every rect is.
///
///     // range 0…300, the section at rest (s = 0): the window's scroller starts at o = 300
extension UIKitLayoutAdapter: OrthogonalScrollingLayout {
    var compositionalCore: CompositionalLayout? {
        ensurePrepared()
        return (state.layout as? UICollectionViewCompositionalLayout)?.playgroundCore
    }

    /// Whether the sections' offsets are mirrored: a mirrored layout whose sections scroll horizontally.
    var mirrorsSectionOffsets: Bool { state.flipped && scrollAxis == .vertical }

    /// An offset between the layout's and the window's (the same both ways): `a + b − o` when mirrored.
    func sectionOffset(_ o: Double, ofSection s: Int, in core: CompositionalLayout?) -> Double {
        guard mirrorsSectionOffsets, let core else { return o }
        let r = core.orthogonalOffsetRange(ofSection: s)
        return r.lowerBound + r.upperBound - o
    }

    /// The window's section offsets as the layout's (the core last prepared gives the ranges).
    func layoutSectionOffsets(_ offsets: [Int: Double]) -> [Int: CGFloat] {
        let core = (state.layout as? UICollectionViewCompositionalLayout)?.playgroundCore
        return Dictionary(uniqueKeysWithValues: offsets.map { ($0.key, CGFloat(sectionOffset($0.value, ofSection: $0.key, in: core))) })
    }

    public var orthogonalSections: [Int] { compositionalCore?.orthogonalSections ?? [] }

    public func orthogonalBehavior(ofSection s: Int) -> PlaygroundCore.UICollectionLayoutSectionOrthogonalScrollingBehavior {
        compositionalCore?.orthogonalBehavior(ofSection: s) ?? .none
    }

    /// The band in the window's coordinates. A vertical layout's band spans the viewport's width: its x is the
    /// window's, not the mirror of the layout's bounds (those may lag the content width until the next prepare).
    public func orthogonalBand(ofSection s: Int) -> Rect? {
        guard let band = compositionalCore?.orthogonalBand(ofSection: s) else { return nil }
        guard mirrorsSectionOffsets, let context = state.context else { return mirrored(band) }
        return Rect(x: context.contentOffset.x, y: band.minY, width: band.width, height: band.height)
    }

    public func orthogonalOffsetRange(ofSection s: Int) -> ClosedRange<Double> {
        compositionalCore?.orthogonalOffsetRange(ofSection: s) ?? 0...0
    }

    public func orthogonalTarget(ofSection s: Int, start: Double, position: Double, velocity: Double,
                                 projected: Double) -> Double {
        guard let core = compositionalCore else { return projected }
        func m(_ o: Double) -> Double { sectionOffset(o, ofSection: s, in: core) }
        let v = mirrorsSectionOffsets ? -velocity : velocity
        return m(core.orthogonalTarget(ofSection: s, start: m(start), position: m(position), velocity: v,
                                       projected: m(projected)))
    }

    public func orthogonalSnapPoints(ofSection s: Int, limit: Int) -> [Double]? {
        guard let core = compositionalCore, let points = core.orthogonalSnapPoints(ofSection: s, limit: limit) else {
            return nil
        }
        return mirrorsSectionOffsets ? points.map { sectionOffset($0, ofSection: s, in: core) }.reversed() : points
    }

    public func orthogonalInitialOffset(ofSection s: Int) -> Double {
        guard let core = compositionalCore else { return 0 }
        return sectionOffset(core.orthogonalInitialOffset(ofSection: s), ofSection: s, in: core)
    }
}
