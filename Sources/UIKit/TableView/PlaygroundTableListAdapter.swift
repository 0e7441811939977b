import Foundation

/// Answers a table's list (the collection view that shows its rows) from the table's data source and delegate:
/// counts, cells (each row's `UITableViewCell` inside a list cell), sizes (the delegate's heights, else the table's,
/// `automaticDimension` measured from the cell), header and footer titles or views, selection, moves and deletes
/// (docs/uikit.md, "Table views").
@preconcurrency @MainActor
final class PlaygroundTableListAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let rowIdentifier = "playground.table.row"
    static let sectionIdentifier = "playground.table.section"
    /// The default height of a row nothing measures, points (UITableView.h: "default is 44").
    static let defaultRowHeight: CGFloat = 44
    /// Decided: an inset-grouped section is inset 20 points at each side (the iPhone's layout margins in a
    /// grouped list; Apple does not publish the number); a grouped or inset-grouped section without a header or
    /// footer keeps 18 points above and below it.
    static let insetGroupedMargin: CGFloat = 20
    static let groupedSectionGap: CGFloat = 18

    weak var table: UITableView?
    /// Measured row heights by index path, until the data or the width changes.
    var heights: [IndexPath: CGFloat] = [:]

    // MARK: Data

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let table, let source = table.dataSource else { return 0 }
        return max(0, source.numberOfSections(in: table))
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table, let source = table.dataSource else { return 0 }
        return max(0, source.tableView(table, numberOfRowsInSection: section))
    }

    /// The data source's cell for the row (the row last shown goes back to the table's reuse queue first).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let holder = collectionView.dequeueReusableCell(withReuseIdentifier: Self.rowIdentifier, for: indexPath)
        guard let holder = holder as? PlaygroundTableRowCell, let table, let source = table.dataSource else {
            return holder
        }
        if let old = holder.row {
            holder.row = nil
            table.playgroundEnqueue(old)
        }
        let row = source.tableView(table, cellForRowAt: indexPath)
        row.isEditing = table.isEditing
        holder.row = row
        return holder
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.sectionIdentifier,
                                                                   for: indexPath)
        (view as? PlaygroundTableSectionView)?.shown = sectionView(kind == UICollectionView.elementKindSectionHeader,
                                                                   section: indexPath.section)
        return view
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let table, let source = table.dataSource else { return false }
        return source.tableView(table, canMoveRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        guard let table, let source = table.dataSource else { return }
        heights.removeAll()
        source.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Sections

    /// The delegate's header (footer) view for `section`, else its title in a list configuration; nil for none.
    func sectionView(_ header: Bool, section: Int) -> UIView? {
        guard let table else { return nil }
        if let view = header ? table.delegate?.tableView(table, viewForHeaderInSection: section)
            : table.delegate?.tableView(table, viewForFooterInSection: section) {
            return view
        }
        guard let title = sectionTitle(header, section: section) else { return nil }
        var configuration: UIListContentConfiguration = switch (table.style, header) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
        configuration.text = title
        return UIListContentView(configuration: configuration)
    }

    private func sectionTitle(_ header: Bool, section: Int) -> String? {
        guard let table, let source = table.dataSource else { return nil }
        return header ? source.tableView(table, titleForHeaderInSection: section)
            : source.tableView(table, titleForFooterInSection: section)
    }

    /// A header's (footer's) height: the delegate's, else the table's; automatic: what its view or title needs.
    private func sectionHeight(_ header: Bool, section: Int, width: CGFloat) -> CGFloat {
        guard let table else { return 0 }
        let asked = table.delegate.map { header ? $0.tableView(table, heightForHeaderInSection: section)
            : $0.tableView(table, heightForFooterInSection: section) }
            ?? (header ? table.sectionHeaderHeight : table.sectionFooterHeight)
        if asked >= 0 { return asked }
        guard let view = sectionView(header, section: section) else {
            return table.style == .plain ? 0 : Self.groupedSectionGap
        }
        if let list = view as? UIListContentView {
            return list.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if view.frame.height > 0 { return view.frame.height }
        return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    // MARK: Sizes

    private func rowWidth(_ collectionView: UICollectionView) -> CGFloat {
        let inset = table?.style == .insetGrouped ? 2 * Self.insetGroupedMargin : 0
        return max(0, collectionView.bounds.width - inset)
    }

    /// The delegate's height (the table's `rowHeight` when it has none); `automaticDimension` measures the data
    /// source's cell at the row's width, at least 44 points.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = rowWidth(collectionView)
        guard let table else { return CGSize(width: width, height: Self.defaultRowHeight) }
        if let known = heights[indexPath] { return CGSize(width: width, height: known) }
        var height = table.delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
        if height < 0, let source = table.dataSource {
            let cell = source.tableView(table, cellForRowAt: indexPath)
            height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
            if cell.superview == nil { table.playgroundEnqueue(cell) }
        }
        if !height.isFinite || height < 0 { height = Self.defaultRowHeight }
        heights[indexPath] = height
        return CGSize(width: width, height: height)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        let side = table?.style == .insetGrouped ? Self.insetGroupedMargin : 0
        var top: CGFloat = 0
        if section == 0, let header = table?.tableHeaderView { top = header.frame.height }
        var bottom: CGFloat = 0
        if section == collectionView.numberOfSections - 1, let footer = table?.tableFooterView {
            bottom = footer.frame.height
        }
        return UIEdgeInsets(top: top, left: side, bottom: bottom, right: side)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        let width = collectionView.bounds.width
        return CGSize(width: width, height: sectionHeight(true, section: section, width: width))
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        let width = collectionView.bounds.width
        return CGSize(width: width, height: sectionHeight(false, section: section, width: width))
    }

    // MARK: Selection and display

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let table else { return true }
        return table.delegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.delegate?.tableView(table, didHighlightRowAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.delegate?.tableView(table, didUnhighlightRowAt: indexPath)
    }
    /// `willSelectRowAt` returning nil stops the selection (returning another row is taken as the same row here).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let table else { return true }
        if table.isEditing && !table.allowsSelectionDuringEditing { return false }
        return table.delegate?.tableView(table, willSelectRowAt: indexPath) != nil || table.delegate == nil
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        guard let table else { return true }
        return table.delegate?.tableView(table, willDeselectRowAt: indexPath) != nil || table.delegate == nil
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let table else { return }
        // A prototype row's storyboard segue runs first, as a cell's does (UICollectionView+Touches.swift).
        (collectionView.cellForItem(at: indexPath) as? PlaygroundTableRowCell)?.row?.playgroundTriggerSegue()
        table.delegate?.tableView(table, didSelectRowAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let table else { return }
        table.delegate?.tableView(table, didDeselectRowAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        guard let table, let row = (cell as? PlaygroundTableRowCell)?.row else { return }
        table.delegate?.tableView(table, willDisplay: row, forRowAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        guard let table, let row = (cell as? PlaygroundTableRowCell)?.row else { return }
        table.delegate?.tableView(table, didEndDisplaying: row, forRowAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let table, let delegate = table.delegate else { return proposedIndexPath }
        return delegate.tableView(table, targetIndexPathForMoveFromRowAt: originalIndexPath,
                                  toProposedIndexPath: proposedIndexPath)
    }

    // MARK: Scrolling (the table is the scroll view its delegate hears about)

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let table else { return }
        table.delegate?.scrollViewDidScroll(table)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let table else { return }
        table.delegate?.scrollViewWillBeginDragging(table)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let table else { return }
        table.delegate?.scrollViewDidEndDecelerating(table)
    }
}

extension PlaygroundTableListAdapter: PlaygroundIdentifiedDataSource {
    func playgroundItemIdentity(at indexPath: IndexPath) -> AnyHashable? {
        (table?.dataSource as? PlaygroundIdentifiedDataSource)?.playgroundItemIdentity(at: indexPath)
    }

    func playgroundSectionIdentity(at index: Int) -> AnyHashable? {
        (table?.dataSource as? PlaygroundIdentifiedDataSource)?.playgroundSectionIdentity(at: index)
    }

    /// A delete reaches the data source as the table's swipe-to-delete does: `commit(.delete, forRowAt:)` for each
    /// editable row whose editing style is `.delete`, from the last back (a diffable data source: its own).
    func playgroundDeleteItems(at indexPaths: [IndexPath]) -> Bool {
        guard let table, let source = table.dataSource else { return false }
        if let identified = source as? PlaygroundIdentifiedDataSource {
            return identified.playgroundDeleteItems(at: indexPaths)
        }
        let editable = indexPaths.filter {
            source.tableView(table, canEditRowAt: $0)
                && (table.delegate?.tableView(table, editingStyleForRowAt: $0) ?? .delete) == .delete
        }
        guard !editable.isEmpty else { return false }
        heights.removeAll()
        for path in editable.sorted(by: >) { source.tableView(table, commit: .delete, forRowAt: path) }
        return true
    }
}
