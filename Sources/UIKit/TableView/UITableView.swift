import Foundation

/// A table view (UITableView.h): one column of rows in sections, with header and footer titles, from a data source,
/// sized and told of selection through a delegate.
///
///     let table = UITableView(frame: .zero, style: .insetGrouped)
///     table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
///     table.dataSource = self   // numberOfRowsInSection, cellForRowAt
///
/// Playground: approximated: the table shows its rows through a collection view it holds (its only subview, the
/// table's size): a one-column list whose rows are the width of the table (inset 20 pt at each side in
/// `.insetGrouped`), as tall as the delegate's `heightForRowAt` (else `rowHeight`; `automaticDimension` measures the
/// cell), with a header and footer per section where a title or a view is given. The playground hosts and scrolls
/// that list as a collection view; the table's `contentOffset`, `contentSize` and `contentInset` are the list's
/// (docs/uikit.md, "Table views").
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// UITableView.Style (UITableView.h).
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// Where a row ends up when scrolled to (UITableView.ScrollPosition).
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// How inserted, deleted and reloaded rows animate (UITableView.RowAnimation; `automatic` is 100).
    ///
    /// Playground: the rows move as the collection view's batch updates move items.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// The section index's "search" title (UITableView.h, UITableViewIndexSearch).
    public static let indexSearch = "{search}"

    /// Asks for a height measured from the cell's content (UITableView.h `UITableViewAutomaticDimension`; UIKit's
    /// value, as printed on iOS, is −1).
    nonisolated public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// The rows' source (weak, as on iOS); a new one reloads the table.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// Sizes and selection (weak, as on iOS).
    open weak var delegate: UITableViewDelegate? { didSet { reloadData() } }
    /// Prefetching (UITableView.h). Playground: stored; prefetching is not done.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?

    /// A row's height when the delegate does not give one: `automaticDimension` by default since iOS 11 (UITableView.h:
    /// "default is UITableViewAutomaticDimension"): the cell's content decides.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { playgroundListChanged() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { playgroundListChanged() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { playgroundListChanged() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The padding above each header (iOS 15). Playground: stored, not used.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// Playground: stored; separators are not drawn between the rows here.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// Playground: stored; separators are not drawn.
    open var separatorColor: UIColor? = .separator
    /// Playground: stored; separators are not drawn.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true

    /// A view above the first section (its height is its frame's), scrolled with the rows.
    open var tableHeaderView: UIView? { didSet { playgroundListChanged() } }
    /// A view below the last section (its height is its frame's), scrolled with the rows.
    open var tableFooterView: UIView? { didSet { playgroundListChanged() } }
    open var backgroundView: UIView?

    open var allowsSelection = true { didSet { playgroundList.allowsSelection = allowsSelection } }
    open var allowsMultipleSelection = false { didSet { playgroundList.allowsMultipleSelection = allowsMultipleSelection } }
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false
    open var dragInteractionEnabled = false
    open var sectionIndexMinimumDisplayRowCount = 0
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    open var isPrefetchingEnabled = true

    /// Whether the rows show their editing controls. Playground: stored and told to the cells; the controls are
    /// not drawn (the playground's reorder and delete reach the data source: docs/uikit.md, "Table views").
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for cell in visibleCells { cell.setEditing(editing, animated: animated) }
    }

    /// The list that shows the rows (package: the bridge finds it as the hosted collection view).
    package let playgroundList: UICollectionView
    /// Answers the list from the table's data source and delegate.
    let playgroundListAdapter: PlaygroundTableListAdapter
    /// Registered cell classes and the rows waiting for reuse, by identifier.
    var playgroundCellClasses: [String: UITableViewCell.Type] = [:]
    /// Prototype cells of a storyboard and cells of nibs, by identifier.
    var playgroundCellTemplates: [String: PlaygroundNibTemplate] = [:]
    /// A storyboard's static table (`dataMode="static"`): its sections' cells and header titles, answered by
    /// UITableViewController's default data source; the cells made once, when first shown.
    package var playgroundStaticSections: [(title: String?, cells: [PlaygroundNibTemplate])]?
    package var playgroundStaticCells: [IndexPath: UITableViewCell] = [:]
    var playgroundHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var playgroundReusableRows: [String: [UITableViewCell]] = [:]
    /// Updates between `beginUpdates()` and `endUpdates()`, run as one batch at the end.
    var playgroundPendingUpdates: [() -> Void]?

    public init(frame: CGRect, style: Style) {
        self.style = style
        let flow = UICollectionViewFlowLayout()
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        playgroundList = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: flow)
        playgroundListAdapter = PlaygroundTableListAdapter()
        super.init(frame: frame)
        playgroundSetUpList()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        playgroundList = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        playgroundListAdapter = PlaygroundTableListAdapter()
        super.init(coder: coder)
        playgroundSetUpList()
    }

    private func playgroundSetUpList() {
        PlaygroundNotices.record("UITableView", .approximated, "shown as a one-column list through a collection "
            + "view it holds; separators, editing controls and the table header and footer views are not drawn")
        playgroundListAdapter.table = self
        playgroundList.register(PlaygroundTableRowCell.self, forCellWithReuseIdentifier: PlaygroundTableListAdapter.rowIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            playgroundList.register(PlaygroundTableSectionView.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: PlaygroundTableListAdapter.sectionIdentifier)
        }
        playgroundList.dataSource = playgroundListAdapter
        playgroundList.delegate = playgroundListAdapter
        playgroundList.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        playgroundList.alwaysBounceVertical = true
        playgroundList.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        backgroundColor = playgroundList.backgroundColor
        addSubview(playgroundList)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = CGRect(origin: .zero, size: bounds.size)
        if playgroundList.frame.size != frame.size {
            playgroundList.frame = frame
            playgroundListChanged()
        }
    }

    // The scroll position and extent are the list's.
    open override var contentOffset: CGPoint {
        get { playgroundList.contentOffset }
        set { playgroundList.contentOffset = newValue }
    }
    open override var contentSize: CGSize {
        get { playgroundList.contentSize }
        set { playgroundList.contentSize = newValue }
    }
    open override var contentInset: UIEdgeInsets {
        get { playgroundList.contentInset }
        set { playgroundList.contentInset = newValue }
    }
    open override var adjustedContentInset: UIEdgeInsets { playgroundList.adjustedContentInset }
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        playgroundList.setContentOffset(contentOffset, animated: animated)
    }

    /// The list's sizes are measured again at its next layout.
    func playgroundListChanged() {
        playgroundListAdapter.heights.removeAll()
        playgroundList.collectionViewLayout.invalidateLayout()
        playgroundList.setNeedsLayout()
    }

    // MARK: Cells

    /// Registers the class whose cells `dequeueReusableCell(withIdentifier:)` makes for `identifier` (nil removes it).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        playgroundCellTemplates[identifier] = nil
        if let cellClass = cellClass as? UITableViewCell.Type {
            playgroundCellClasses[identifier] = cellClass
        } else {
            playgroundCellClasses[identifier] = nil
        }
    }

    /// Playground: a nib of the loaded folder's documents gives its cell (docs/uikit.md, "Storyboards and nibs");
    /// any other identifier dequeues plain `UITableViewCell`s.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        if let template = nib?.playgroundTemplate(tags: ["tableViewCell"]) {
            playgroundRegisterTemplate(template, identifier: identifier)
            return
        }
        PlaygroundNotices.record("UITableView.register(_:forCellReuseIdentifier:)", .approximated,
                                 "nibs are not loaded here: the identifier dequeues plain UITableViewCells")
        register(nib == nil ? nil : UITableViewCell.self, forCellReuseIdentifier: identifier)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        playgroundHeaderFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// Playground: nibs are not loaded here; the identifier dequeues plain `UITableViewHeaderFooterView`s.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        PlaygroundNotices.record("UITableView.register(_:forHeaderFooterViewReuseIdentifier:)", .approximated,
                                 "nibs are not loaded here: the identifier dequeues plain UITableViewHeaderFooterViews")
        register(nib == nil ? nil : UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A cell waiting for reuse with `identifier` (after `prepareForReuse()`), else one made from the registered
    /// class, else nil (the old-style call: the data source then makes one itself).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = playgroundReusableRows[identifier], !queue.isEmpty {
            let cell = queue.removeLast()
            playgroundReusableRows[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let template = playgroundCellTemplates[identifier],
           let cell = template.instantiate(frame: .zero) as? UITableViewCell {
            cell.reuseIdentifier = identifier
            cell.setEditing(isEditing, animated: false)
            return cell
        }
        guard let cellClass = playgroundCellClasses[identifier] else { return nil }
        let cell = cellClass.init(playgroundStyle: .default, reuseIdentifier: identifier)
        PlaygroundOutletDefaults.fill(cell, in: cell.contentView)
        cell.setEditing(isEditing, animated: false)
        return cell
    }

    /// A cell for `indexPath`, reused or made from the class registered for `identifier`. Unregistered: UIKit's
    /// exception ("unable to dequeue a cell with identifier …") as one line, and a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        PlaygroundExceptions.raise("NSInternalInconsistencyException", "unable to dequeue a cell with identifier "
            + "\(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A new view of the class registered for `identifier` (nil when none is).
    ///
    /// Playground: approximated: a new view each time (header and footer views are not reused here).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = playgroundHeaderFooterClasses[identifier] else { return nil }
        PlaygroundNotices.record("UITableView.dequeueReusableHeaderFooterView(withIdentifier:)", .approximated,
                                 "a new view each time: header and footer views are not reused here")
        return viewClass.init(playgroundReuseIdentifier: identifier)
    }

    /// A row cell back in its identifier's reuse queue.
    func playgroundEnqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        playgroundReusableRows[identifier, default: []].append(cell)
    }

    // MARK: Data

    open var numberOfSections: Int { playgroundListAdapter.numberOfSections(in: playgroundList) }
    open func numberOfRows(inSection section: Int) -> Int {
        playgroundListAdapter.collectionView(playgroundList, numberOfItemsInSection: section)
    }

    /// Reads the data source again and makes the rows on screen again.
    open func reloadData() {
        playgroundListAdapter.heights.removeAll()
        playgroundList.reloadData()
    }

    /// Playground: does nothing more than `reloadData()` would: there is no section index here.
    open func reloadSectionIndexTitles() {}

    open var visibleCells: [UITableViewCell] {
        playgroundList.visibleCells.compactMap { ($0 as? PlaygroundTableRowCell)?.row }
    }
    open var indexPathsForVisibleRows: [IndexPath]? {
        playgroundList.visibleCells.compactMap { playgroundList.indexPath(for: $0) }.sorted()
    }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        (playgroundList.cellForItem(at: indexPath) as? PlaygroundTableRowCell)?.row
    }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let holder = cell.superview?.superview as? PlaygroundTableRowCell else { return nil }
        return playgroundList.indexPath(for: holder)
    }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        playgroundList.indexPathForItem(at: point)
    }
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        playgroundList.collectionViewLayout.layoutAttributesForElements(in: rect)?
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        playgroundList.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }
    open func rect(forSection section: Int) -> CGRect {
        let rows = numberOfRows(inSection: section)
        guard rows > 0 else { return .zero }
        return rectForRow(at: IndexPath(row: 0, section: section))
            .union(rectForRow(at: IndexPath(row: rows - 1, section: section)))
    }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { playgroundList.indexPathsForSelectedItems?.first }
    open var indexPathsForSelectedRows: [IndexPath]? {
        let selected = playgroundList.indexPathsForSelectedItems ?? []
        return selected.isEmpty ? nil : selected
    }
    /// Selects the row without telling the delegate (as on iOS).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        playgroundList.selectItem(at: indexPath, animated: animated, scrollPosition: Self.listPosition(scrollPosition))
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        playgroundList.deselectItem(at: indexPath, animated: animated)
    }
    /// Playground: scrolls at once.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        playgroundList.scrollToItem(at: indexPath, at: Self.listPosition(scrollPosition), animated: animated)
    }
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let selected = indexPathForSelectedRow { scrollToRow(at: selected, at: scrollPosition, animated: animated) }
    }

    static func listPosition(_ position: ScrollPosition) -> UICollectionView.ScrollPosition {
        switch position {
        case .none: []
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        }
    }

    // MARK: Updates

    /// Inserting, deleting, moving and reloading rows and sections (UITableView.h): each reaches the table's list as
    /// the collection view's batch update of the same index paths (deletes at the index paths before the update,
    /// inserts after it), so the data source's counts must agree as UIKit demands. Between `beginUpdates()` and
    /// `endUpdates()` they run as one batch.
    ///
    /// Playground: the row animation is not used: the rows move as the playground animates a collection view's batch.

    open func beginUpdates() {
        if playgroundPendingUpdates == nil { playgroundPendingUpdates = [] }
    }

    open func endUpdates() {
        guard let pending = playgroundPendingUpdates else { return }
        playgroundPendingUpdates = nil
        playgroundListAdapter.heights.removeAll()
        playgroundList.performBatchUpdates { for update in pending { update() } }
    }

    /// `performBatchUpdates` with a closure that does not escape (UITableView.h marks `updates` `NS_NOESCAPE`, as
    /// UICollectionView's); it calls the method below (a subclass's override too).
    public final func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Runs `updates` as one batch (iOS 11).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private func playgroundUpdate(_ update: @escaping () -> Void) {
        if playgroundPendingUpdates != nil {
            playgroundPendingUpdates?.append(update)
        } else {
            playgroundListAdapter.heights.removeAll()
            update()
        }
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        playgroundUpdate { [playgroundList] in playgroundList.insertItems(at: indexPaths) }
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        playgroundUpdate { [playgroundList] in playgroundList.deleteItems(at: indexPaths) }
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        playgroundUpdate { [playgroundList] in playgroundList.moveItem(at: indexPath, to: newIndexPath) }
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        playgroundUpdate { [playgroundList] in playgroundList.reloadItems(at: indexPaths) }
    }
    /// Configures the rows again in place (iOS 15): here as `reloadRows(at:with: .none)`.
    open func reconfigureRows(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .none) }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        playgroundUpdate { [playgroundList] in playgroundList.insertSections(sections) }
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        playgroundUpdate { [playgroundList] in playgroundList.deleteSections(sections) }
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        playgroundUpdate { [playgroundList] in playgroundList.moveSection(section, toSection: newSection) }
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        playgroundUpdate { [playgroundList] in playgroundList.reloadSections(sections) }
    }
}
