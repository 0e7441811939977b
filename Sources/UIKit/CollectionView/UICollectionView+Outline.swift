import Foundation

extension UICollectionView {
    /// Gives a cell the state the collection view keeps for it: editing mode (`isEditing`), and, from a diffable
    /// data source's section snapshot, whether its item is expanded and, for a list cell whose indentation the
    /// app left at 0, its level as `indentationLevel` (Apple, "Implementing Modern Collection Views": the sample's
    /// outline rows indent by their level without setting it).
    package func playgroundRefreshCellState(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.playgroundIsEditing = isEditing
        guard let outline = (dataSource as? PlaygroundOutlineDataSource)?.playgroundOutline(at: indexPath) else { return }
        cell.playgroundIsExpanded = outline.isExpanded
        if let list = cell as? UICollectionViewListCell, list.indentationLevel == 0 || list.playgroundIndentationFromOutline {
            list.indentationLevel = outline.level
            list.playgroundIndentationFromOutline = true
        }
    }

    /// A tap on the cell at `indexPath` at `point` (the collection view's coordinates) that an outline disclosure
    /// takes (Apple, UICellAccessory.OutlineDisclosureOptions.Style: `header` "toggles … when the user taps
    /// anywhere in the cell", `cell` "only when the user taps the disclosure"; `automatic` is the header style
    /// for a cell showing a header content configuration, else the cell style): its action handler runs, or its
    /// item expands or collapses. True when the tap was taken (the cell is then not selected).
    package func playgroundOutlineTap(at indexPath: IndexPath, point: CGPoint) -> Bool {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
              let view = cell.playgroundShownAccessoryViews.first(where: { $0.accessory.kind == .outlineDisclosure })
        else { return false }
        let accessory = view.accessory
        let header: Bool = switch accessory.playgroundOutlineOptions?.style ?? .automatic {
        case .header: true
        case .cell: false
        case .automatic: (cell.contentConfiguration as? UIListContentConfiguration)?.playgroundIsHeader ?? false
        }
        let onAccessory = view.bounds.insetBy(dx: -12, dy: -15).contains(view.convert(point, from: self))
        guard header || onAccessory else { return false }
        if let action = accessory.playgroundActionHandler {
            action()
        } else {
            (dataSource as? PlaygroundOutlineDataSource)?.playgroundToggleOutline(at: indexPath)
        }
        return true
    }
}
