import Testing
import UIKit

/// A table view answered by its data source and delegate: counts, cells, row heights (the delegate's, the table's,
/// measured), sections with titles, updates, a diffable data source and a table view controller. Frames follow from
/// the heights by hand (docs/uikit.md, "Table views").
@MainActor @Suite struct UITableViewTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var counts: [Int]
        var titles: [String?] = []
        var tallFirstRow: CGFloat?
        var selected: [IndexPath] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section < titles.count ? titles[section] : nil
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            if indexPath.row == 0, let tall = tallFirstRow { return tall }
            return tableView.rowHeight
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func table(_ style: UITableView.Style = .plain, _ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    /// Rows stack from the top at the delegate's heights: 50 for each first row, the table's 30 for the others;
    /// section 1 starts after section 0's 50 + 30 + 30.
    @Test func rowsStackAtTheDelegatesHeights() {
        let rows = Rows([3, 2])
        rows.tallFirstRow = 50
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.rowHeight = 30
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = rows
        t.delegate = rows
        t.layoutIfNeeded()
        #expect(t.numberOfSections == 2 && t.numberOfRows(inSection: 0) == 3 && t.numberOfRows(inSection: 1) == 2)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 80, width: 320, height: 30))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 110, width: 320, height: 50))
        #expect(t.contentSize.height == 190)
    }

    /// The cells on screen are the data source's, with its text; `cellForRow(at:)` and `indexPath(for:)` agree.
    @Test func cellsComeFromTheDataSource() throws {
        let rows = Rows([4])
        let t = table(.plain, rows)
        let path = IndexPath(row: 2, section: 0)
        let cell = try #require(t.cellForRow(at: path))
        #expect(cell.textLabel?.text == "0.2")
        #expect(t.indexPath(for: cell) == path)
        #expect(t.visibleCells.count == 4)
        #expect(t.indexPathsForVisibleRows == (0..<4).map { IndexPath(row: $0, section: 0) })
    }

    /// `automaticDimension` (the default row height) measures the cell: a one-line row is 44 points (UITableView's
    /// least row), a subtitle row with a second line taller.
    @Test func automaticDimensionMeasuresTheCell() {
        final class Two: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = indexPath.row == 0 ? cell.defaultContentConfiguration() : UIListContentConfiguration.subtitleCell()
                content.text = "Title"
                if indexPath.row == 1 { content.secondaryText = "Second line" }
                cell.contentConfiguration = content
                return cell
            }
        }
        let source = Two()
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.dataSource = source
        t.layoutIfNeeded()
        #expect(t.rowHeight == UITableView.automaticDimension)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).height > 44)
    }

    /// A registered subclass is made through its own `init(style:reuseIdentifier:)`; an identifier nobody registered
    /// dequeues nothing with the old call.
    @Test func dequeueMakesTheRegisteredClass() {
        final class Fancy: UITableViewCell {
            var madeHere = false
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                madeHere = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let t = UITableView(frame: .zero, style: .plain)
        t.register(Fancy.self, forCellReuseIdentifier: "fancy")
        let cell = t.dequeueReusableCell(withIdentifier: "fancy") as? Fancy
        #expect(cell?.madeHere == true && cell?.reuseIdentifier == "fancy")
        #expect(cell?.detailTextLabel != nil)
        #expect(t.dequeueReusableCell(withIdentifier: "nobody") == nil)
    }

    /// A grouped section with a header title starts below its header; an inset-grouped row is 20 points in from each
    /// side.
    @Test func headersAndInsetGroupedRows() {
        let rows = Rows([2, 2])
        rows.titles = ["First", "Second"]
        let grouped = table(.grouped, rows)
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minY > 0)
        let inset = table(.insetGrouped, rows)
        let frame = inset.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(frame.minX == 20 && frame.width == 280)
    }

    /// Inserting and deleting rows after the data source changed: the counts follow, inside or outside
    /// `beginUpdates()` / `endUpdates()`.
    @Test func insertAndDeleteRows() {
        let rows = Rows([3])
        let t = table(.plain, rows)
        rows.counts = [5]
        t.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .automatic)
        t.layoutIfNeeded()
        #expect(t.numberOfRows(inSection: 0) == 5)
        t.beginUpdates()
        rows.counts = [4]
        t.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        t.endUpdates()
        t.layoutIfNeeded()
        #expect(t.numberOfRows(inSection: 0) == 4)
        #expect(t.visibleCells.count == 4)
    }

    /// A diffable data source: its snapshot's sections and items are the table's; a later snapshot without an
    /// item removes its row.
    @Test func diffableDataSource() {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: t) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        t.layoutIfNeeded()
        #expect(t.numberOfSections == 2 && t.numberOfRows(inSection: 0) == 2)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "b")
        snapshot.deleteItems(["a"])
        source.apply(snapshot)
        t.layoutIfNeeded()
        #expect(t.numberOfRows(inSection: 0) == 1)
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "b")
        #expect(source.indexPath(for: "c") == IndexPath(row: 0, section: 1))
    }

    /// A table view controller makes its table, is its data source and delegate, and its subclass's overrides answer.
    @Test func tableViewControllerServesItsTable() {
        final class Menu: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let menu = Menu(style: .grouped)
        #expect(menu.tableView.style == .grouped)
        #expect(menu.tableView.dataSource === menu && menu.tableView.delegate === menu)
        menu.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        menu.tableView.layoutIfNeeded()
        #expect(menu.tableView.numberOfRows(inSection: 0) == 3)
        #expect(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 1")
        menu.setEditing(true, animated: false)
        #expect(menu.tableView.isEditing)
    }

    /// Old-style cells: `.default` has no detail label, `.value1` has one; the labels lie inside the content view.
    @Test func oldStyleLabels() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value.textLabel?.text = "Wi-Fi"
        value.detailTextLabel?.text = "On"
        value.layoutIfNeeded()
        let text = value.textLabel!.frame, detail = value.detailTextLabel!.frame
        #expect(text.minX == 16 && detail.maxX == 320 - 16 && text.maxX <= detail.minX)
    }

    /// UIView.tintColor is `UIColor!` as in UIKit: unset, a view inherits its superview's, else the system tint.
    @Test func tintColorInherits() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        let resolved: UIColor = child.tintColor   // usable where a UIColor is wanted
        #expect(resolved == .red)
        child.tintColor = .green
        parent.tintColor = nil
        #expect(child.tintColor == .green && parent.tintColor == UIColor.systemBlue)
    }

    /// `accessoryType` is drawn (docs/uikit.md, "Table views"): `.detailDisclosureButton` in a 320 × 44 row is the
    /// 22-point info ring and the 9 × 14 chevron 12 apart (43 wide), 16 from the trailing edge (x = 320 − 16 − 43 =
    /// 261), centred (y = 11 for the ring); the content view ends where it starts. An `accessoryView` takes its
    /// place; `.none` draws nothing.
    @Test func anAccessoryTypeIsDrawnAtTheTrailingEdge() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let before = cell.subviews.count
        cell.accessoryType = .detailDisclosureButton
        cell.layoutIfNeeded()
        #expect(cell.subviews.count == before + 1)
        let box = try #require(cell.subviews.last)
        #expect(box.frame == CGRect(x: 261, y: 11, width: 43, height: 22), "\(box.frame)")
        #expect(box.subviews.map(\.frame.width) == [22, 9])
        #expect(cell.contentView.frame.width == 261)
        let toggle = UISwitch()
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(cell.subviews.count == before + 1 && cell.subviews.last === toggle)
        #expect(toggle.frame == CGRect(x: 253, y: 6.5, width: 51, height: 31))
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        #expect(cell.subviews.count == before && cell.contentView.frame.width == 320)
    }
}
