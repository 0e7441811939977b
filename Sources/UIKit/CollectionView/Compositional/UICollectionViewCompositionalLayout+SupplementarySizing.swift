import Foundation

/// Self-sizing headers and footers in the compositional layout (Apple, NSCollectionLayoutDimension.estimated(_:),
/// which a boundary supplementary item's size takes as a cell's does; WWDC 2019 "Advances in Collection View
/// Layout": "estimated … the system will compute the actual size"): a section's header or footer whose size has an
/// estimated dimension is measured as a cell is (`preferredLayoutAttributesFitting(_:)`, the estimated axes fitted,
/// the others required) by the bridge's loop after each prepare, and the section is laid out again with the
/// measured size in place of the estimate (an absolute dimension on that axis). The layout's own (global) headers
/// and footers (`configuration.boundarySupplementaryItems`, index path 0-0) are measured the same way and the
/// whole layout is made again with theirs. New data forgets the measured sizes.
extension UICollectionViewCompositionalLayout {
    /// Where a global header's or footer's measured size is kept in `preferredSupplementarySizes` (no section).
    static let globalSection = -1

    /// The layout's own (global) boundary item of `kind`, if `kind` is one of them.
    func playgroundGlobalItem(kind: String) -> NSCollectionLayoutBoundarySupplementaryItem? {
        configuration.boundarySupplementaryItems.first { $0.elementKind == kind }
    }

    /// The boundary item of `kind`: the layout's own when `kind` is a global one, else the section's.
    func playgroundBoundaryItem(kind: String, section: Int) -> NSCollectionLayoutBoundarySupplementaryItem? {
        if let global = playgroundGlobalItem(kind: kind) { return global }
        guard section >= 0, section < sections.count else { return nil }
        return sections[section].boundarySupplementaryItems.first { $0.elementKind == kind }
    }

    /// Whether a section, or the layout itself, has a header or footer with an estimated dimension (the bridge then
    /// measures them).
    package var playgroundHasEstimatedSupplementaries: Bool {
        func estimated(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> Bool {
            items.contains { $0.layoutSize.widthDimension.isEstimated || $0.layoutSize.heightDimension.isEstimated }
        }
        return estimated(configuration.boundarySupplementaryItems)
            || sections.contains { estimated($0.boundarySupplementaryItems) }
    }

    /// The configuration with its measured global headers' and footers' sizes in place of their estimates.
    func playgroundMeasuredConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        guard let measured = preferredSupplementarySizes[Self.globalSection], !measured.isEmpty else {
            return configuration
        }
        let copy = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        copy.boundarySupplementaryItems = configuration.boundarySupplementaryItems.map { item in
            measured[item.elementKind].map { Self.measuredItem(item, size: $0) } ?? item
        }
        return copy
    }

    /// The measured sizes of headers and footers, by section and kind.
    package var playgroundPreferredSupplementarySizes: [Int: [String: CGSize]] { preferredSupplementarySizes }

    /// The axes a supplementary's view fits (its item's estimated dimensions).
    func playgroundEstimatedAxes(kind: String, section: Int) -> (width: Bool, height: Bool) {
        guard let item = playgroundBoundaryItem(kind: kind, section: section) else { return (false, false) }
        return (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
    }

    /// True for a header or footer whose estimated side measured differently.
    func playgroundShouldInvalidateSupplementary(preferred: UICollectionViewLayoutAttributes,
                                                 original: UICollectionViewLayoutAttributes) -> Bool {
        guard original.representedElementCategory == .supplementaryView, let kind = original.representedElementKind
        else { return false }
        let e = playgroundEstimatedAxes(kind: kind, section: original.indexPath.section)
        return (e.width && abs(preferred.size.width - original.size.width) > 0.001)
            || (e.height && abs(preferred.size.height - original.size.height) > 0.001)
    }

    /// Records a header's or footer's measured size; the sections are made again with it.
    func playgroundRecordSupplementary(preferred: UICollectionViewLayoutAttributes,
                                       original: UICollectionViewLayoutAttributes) {
        guard original.representedElementCategory == .supplementaryView, let kind = original.representedElementKind
        else { return }
        let section = playgroundGlobalItem(kind: kind) != nil ? Self.globalSection : original.indexPath.section
        preferredSupplementarySizes[section, default: [:]][kind] = preferred.size
        madeFor = nil
    }

    /// `section` (the section at `index`) with its measured headers' and footers' sizes in place of their
    /// estimates; the section itself when none was measured.
    func playgroundMeasuredSection(_ section: NSCollectionLayoutSection, at index: Int) -> NSCollectionLayoutSection {
        guard let measured = preferredSupplementarySizes[index], !measured.isEmpty else { return section }
        let copy = section.copy() as! NSCollectionLayoutSection
        copy.boundarySupplementaryItems = section.boundarySupplementaryItems.map { item in
            measured[item.elementKind].map { Self.measuredItem(item, size: $0) } ?? item
        }
        return copy
    }

    /// `item` with its estimated dimensions replaced by the measured `size` (absolute).
    static func measuredItem(_ item: NSCollectionLayoutBoundarySupplementaryItem,
                             size: CGSize) -> NSCollectionLayoutBoundarySupplementaryItem {
        let w = item.layoutSize.widthDimension, h = item.layoutSize.heightDimension
        let layoutSize = NSCollectionLayoutSize(
            widthDimension: w.isEstimated ? .absolute(size.width) : w,
            heightDimension: h.isEstimated ? .absolute(size.height) : h)
        let made = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: item.elementKind,
                                                               alignment: item.alignment, absoluteOffset: item.offset)
        made.pinToVisibleBounds = item.pinToVisibleBounds
        made.extendsBoundary = item.extendsBoundary
        made.zIndex = item.zIndex
        made.contentInsets = item.contentInsets
        return made
    }
}
