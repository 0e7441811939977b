internal import PlaygroundCore
import Foundation

/// Self-sizing in the compositional layout (Apple, NSCollectionLayoutDimension.estimated(_:): "the final size is
/// determined when the content is rendered"): a cell in a section whose items have an estimated dimension is
/// measured (`preferredLayoutAttributesFitting(_:)`, Auto Layout fitting the estimated axes, the others required)
/// and the layout is prepared again with the measured sizes. The bridge runs UIKit's loop over the cells in view
/// after every prepare, as for the flow layout (UIKitBridge, UIKitLayoutAdapter+SelfSizing.swift).
///
/// How a measured size enters the core's engine: an estimated dimension follows the item's natural aspect ratio at
/// its resolved other dimension (CompositionalSolver.itemSize), so the measured size becomes the item's natural
/// size: an estimated height at a fixed width gets exactly the measured height (the width was required). With both
/// dimensions estimated, the width stays the estimate and the height follows the measured aspect ratio
/// (approximated; docs/cells.md, "Self-sizing").
extension UICollectionViewCompositionalLayout {
    /// Whether any section's items have an estimated dimension (the bridge then measures cells).
    package var playgroundIsSelfSizing: Bool {
        sections.contains { let e = Self.estimatedAxes(of: $0.group); return e.width || e.height }
    }

    /// The sizes measured so far (the inspector's "measured" against "estimated").
    package var playgroundPreferredSizes: [Foundation.IndexPath: CGSize] { preferredSizes }

    /// Whether the leaf items of `group` have an estimated width or height.
    static func estimatedAxes(of item: NSCollectionLayoutItem) -> (width: Bool, height: Bool) {
        guard let group = item as? NSCollectionLayoutGroup else {
            return (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
        }
        var result = (width: false, height: false)
        for sub in group.subitems {
            let e = estimatedAxes(of: sub)
            result.width = result.width || e.width
            result.height = result.height || e.height
        }
        return result
    }

    /// `estimatedAxes(of:)` of section `s`'s group, found once per group (`estimatedAxesBySection`).
    func estimatedAxes(ofSection s: Int) -> (width: Bool, height: Bool) {
        let group = sections[s].group
        if s < estimatedAxesBySection.count, let kept = estimatedAxesBySection[s], kept.group === group {
            return kept.axes
        }
        let axes = Self.estimatedAxes(of: group)
        if estimatedAxesBySection.count <= s {
            estimatedAxesBySection += Array(repeating: nil, count: s + 1 - estimatedAxesBySection.count)
        }
        estimatedAxesBySection[s] = (group, axes)
        return axes
    }

    func playgroundShouldInvalidate(preferred: UICollectionViewLayoutAttributes,
                                    original: UICollectionViewLayoutAttributes) -> Bool {
        guard original.representedElementCategory == .cell, original.indexPath.section < sections.count else {
            return false
        }
        let e = estimatedAxes(ofSection: original.indexPath.section)
        return (e.width && abs(preferred.size.width - original.size.width) > 0.001)
            || (e.height && abs(preferred.size.height - original.size.height) > 0.001)
    }

    /// The natural sizes with the measured ones in place (one per item; the list repeats as the core's does).
    func playgroundMeasured(_ sizes: [Size], counts: [Int]) -> [Size] {
        guard !preferredSizes.isEmpty, !sizes.isEmpty else { return sizes }
        let total = counts.reduce(0, +)
        var out = (0..<total).map { sizes[$0 % sizes.count] }
        var base = 0
        for (s, count) in counts.enumerated() {
            for (ip, size) in preferredSizes where ip.section == s && ip.item < count && size.width > 0 && size.height > 0 {
                out[base + ip.item] = Size(width: Double(size.width), height: Double(size.height))
            }
            base += count
        }
        return out
    }

    /// Before a cell has measured itself, an estimated dimension is its estimate, as on iOS (`.estimated(44)` lays a
    /// row out 44 tall first), not the natural aspect ratio the photo cells use: when the cells come from a data
    /// source (or the section is a list configuration's), each unmeasured item of a section with estimated dimensions
    /// gets the natural size (estimate, or the resolved other side from a first pass). Nil when nothing changes.
    func playgroundEstimatedSizes(_ sizes: [Size], counts: [Int]) -> [Size]? {
        guard let cv = collectionView, let core = playgroundCore, playgroundIsSelfSizing, !sizes.isEmpty else { return nil }
        let hasData = cv.playgroundAppDataSource != nil
        let total = counts.reduce(0, +)
        var out = (0..<total).map { sizes[$0 % sizes.count] }
        var changed = false
        var base = 0
        for (s, count) in counts.enumerated() {
            defer { base += count }
            guard s < sections.count, hasData || sections[s].playgroundIsList,
                  let leaf = Self.firstLeaf(of: sections[s].group) else { continue }
            let width = leaf.layoutSize.widthDimension, height = leaf.layoutSize.heightDimension
            guard width.isEstimated || height.isEstimated else { continue }
            for i in 0..<count where preferredSizes[Foundation.IndexPath(item: i, section: s)] == nil {
                guard let a = core.attributes(forItem: PlaygroundCore.IndexPath(section: s, item: i)) else { continue }
                let w = width.isEstimated ? Double(width.dimension) : a.size.width
                let h = height.isEstimated ? Double(height.dimension) : a.size.height
                guard w > 0, h > 0, w.isFinite, h.isFinite else { continue }
                out[base + i] = Size(width: w, height: h)
                changed = true
            }
        }
        return changed ? out : nil
    }

    static func firstLeaf(of item: NSCollectionLayoutItem) -> NSCollectionLayoutItem? {
        guard let group = item as? NSCollectionLayoutGroup else { return item }
        return group.subitems.first.flatMap { firstLeaf(of: $0) }
    }
}
