import Foundation

/// A view controller whose view is a table view, which it makes with its style and is the data source and delegate
/// of (Apple, UITableViewController: "creates a table view with the correct dimensions and autoresize mask, and
/// assigns the table view's delegate and data source to the table view controller").
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let styleForLoading: UITableView.Style
    private var madeTableView: UITableView?

    /// A controller whose table view will have `style`.
    public init(style: UITableView.Style) {
        styleForLoading = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a `.plain` table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleForLoading = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        styleForLoading = .plain
        super.init(coder: coder)
    }

    /// The table view (the controller's view), made on first use.
    open var tableView: UITableView! {
        get {
            if madeTableView == nil { loadViewIfNeeded() }
            return madeTableView
        }
        set {
            madeTableView = newValue
            view = newValue
        }
    }

    /// Clears the table view's selection when the view appears again (Apple: "If true, the table view controller
    /// clears the table's current selection when it receives a viewWillAppear(_:) message").
    open var clearsSelectionOnViewWillAppear = true

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tv = madeTableView else { return }
        for indexPath in tv.indexPathsForSelectedRows ?? [] { tv.deselectRow(at: indexPath, animated: animated) }
    }
    /// Playground: stored; `refreshControl` is not shown here.
    open var refreshControl: UIRefreshControl?

    /// Makes the table view with the controller's style, the size of the screen, the controller its data source
    /// and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: styleForLoading)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        madeTableView = table
        view = table
        table.dataSource = self
        table.delegate = self
    }

    /// Editing the controller edits its table (Apple, UITableViewController: "sets the editing mode of the table").
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        madeTableView?.setEditing(editing, animated: animated)
    }

    // UITableViewDataSource's, UITableViewDelegate's and UIScrollViewDelegate's requirements, declared here so that
    // subclasses `override` them as on iOS (where the controller's Objective-C conformance makes them members).

    /// No rows until a subclass says (UIKit's controller answers 0), except in a storyboard's static table, whose
    /// cells the controller answers (Apple, UITableViewController: static cells need no data source code).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = tableView.playgroundStaticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].cells.count
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sections = tableView.playgroundStaticSections, sections.indices.contains(indexPath.section),
           sections[indexPath.section].cells.indices.contains(indexPath.row) {
            if let made = tableView.playgroundStaticCells[indexPath] { return made }
            let cell = sections[indexPath.section].cells[indexPath.row].instantiate(frame: .zero) as? UITableViewCell
                ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            tableView.playgroundStaticCells[indexPath] = cell
            return cell
        }
        PlaygroundExceptions.raise("NSInternalInconsistencyException", "UITableViewController's "
            + "tableView(_:cellForRowAt:) is not overridden: the subclass must return a cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.playgroundStaticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard let sections = tableView.playgroundStaticSections, sections.indices.contains(section) else { return nil }
        return sections[section].title
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String? { nil }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
