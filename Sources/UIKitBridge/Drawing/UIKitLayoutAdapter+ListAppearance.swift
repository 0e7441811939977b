import Foundation
import PlaygroundCore
import UIKit

/// A list section's looks that belong to the list, not to the cell's code (docs/cells.md, "List appearance"):
/// - inset-grouped corners: the section's first row rounds its top corners, its last row its bottom corners,
///   `UICollectionLayoutListConfiguration.playgroundInsetGroupedCornerRadius` (10) points, the row clipped to them
///   (the cell's layer's `cornerRadius` and `maskedCorners`, as UIKit sets them);
/// - separators: below each row but the section's last (automatic visibility), one pixel (1 / the display scale)
///   thick, in the separator configuration's colour, from the row's text's leading edge (automatic insets) to
///   its trailing edge; `itemSeparatorHandler` may change any row's configuration.
struct ListRow {
    var configuration: UICollectionLayoutListConfiguration
    var isFirst: Bool, isLast: Bool
    var separator: UIListSeparatorConfiguration
}

extension UIKitLayoutAdapter {
    /// The row a cell is in when its section is a list configuration's.
    func listRow(for attributes: LayoutAttributes) -> ListRow? {
        guard attributes.category == .cell, let layout = state.layout as? UICollectionViewCompositionalLayout else {
            return nil
        }
        let ip = attributes.indexPath
        guard let config = layout.playgroundSection(at: ip.section)?.playgroundListConfiguration else { return nil }
        let count = state.collectionView.numberOfItems(inSection: ip.section)
        let separator = config.playgroundSeparator(at: Foundation.IndexPath(item: ip.item, section: ip.section))
        return ListRow(configuration: config, isFirst: ip.item == 0, isLast: ip.item == count - 1, separator: separator)
    }

    /// Rounds an inset-grouped section's end rows (and squares the others: a reused cell may have been an end).
    func applyListCorners(_ row: ListRow?, to cell: UICollectionViewCell) {
        guard let row, row.configuration.appearance == .insetGrouped else { return }
        var corners: CACornerMask = []
        if row.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if row.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : UICollectionLayoutListConfiguration.playgroundInsetGroupedCornerRadius
        cell.layer.maskedCorners = corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                                      .layerMaxXMaxYCorner] : corners
        cell.layer.masksToBounds = !corners.isEmpty
    }

    /// The row's separators as pieces in the cell's coordinates (after its content: drawn above it).
    func separatorPieces(_ row: ListRow?, of cell: UICollectionViewCell) -> [ContentPiece] {
        guard let row, row.configuration.showsSeparators else { return [] }
        let s = row.separator
        let size = cell.bounds.size
        let thickness = 1 / max(1, state.collectionView.traitCollection.displayScale)
        let rtl = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func line(y: CGFloat, insets: UIKit.NSDirectionalEdgeInsets) -> ContentPiece? {
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? Self.textLeadingInset(of: cell, rightToLeft: rtl) : insets.leading
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            let width = size.width - leading - trailing
            guard width > 0 else { return nil }
            let x = rtl ? trailing : leading
            let r = Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(thickness))
            return ContentPiece(.fill(cornerRadii: .zero), corners: Quad(rect: r), size: r.size,
                                color: ViewTreeDrawing.color(s.color.cgColor))
        }
        var pieces: [ContentPiece] = []
        if s.topSeparatorVisibility == .visible, let p = line(y: 0, insets: s.topSeparatorInsets) { pieces.append(p) }
        let bottom = s.bottomSeparatorVisibility == .visible || (s.bottomSeparatorVisibility == .automatic && !row.isLast)
        if bottom, let p = line(y: size.height - thickness, insets: s.bottomSeparatorInsets) { pieces.append(p) }
        return pieces
    }

    /// Points from the cell's leading edge to its list content's text (else to its content view's leading layout
    /// margin): where UIKit starts an automatic separator.
    static func textLeadingInset(of cell: UICollectionViewCell, rightToLeft: Bool) -> CGFloat {
        let content = cell.contentView.frame
        if let list = cell.playgroundConfigurationView as? UIListContentView, !list.playgroundTextLabel.isHidden {
            let l = list.playgroundTextLabel.frame
            let r = l.offsetBy(dx: content.minX + list.frame.minX, dy: 0)
            return rightToLeft ? cell.bounds.width - r.maxX : r.minX
        }
        let margin = cell.contentView.directionalLayoutMargins.leading
        return rightToLeft ? cell.bounds.width - content.maxX + margin : content.minX + margin
    }
}
