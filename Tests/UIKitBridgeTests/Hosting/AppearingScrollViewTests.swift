import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A controller that makes its table (or collection) view only when it appears, in `viewDidAppear(_:)` (a tutorial's
/// countdown list does): it is shown, not the playground's placeholder grid and a "shows no UICollectionView"
/// notice, as a device shows it at once (docs/hosting.md, "Entry points"). Our own controllers, written here.
@MainActor
final class LateTableViewController: UIViewController, UITableViewDataSource {
    var tableView: UITableView!
    var appearances = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        view.addSubview(table)
        tableView = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 9 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

@Suite struct AppearingScrollViewTests {
    @Test func aTableViewMadeInViewDidAppearIsShown() throws {
        let raw = uikitHostPlugin(name: "late", parameters: [
            .choice("entry", default: "Late", words: ["Late"], summary: "entry"),
        ], entries: [.hosted("Late", { LateTableViewController() })])
        let plugin = Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
        var layout = try plugin.make(ParameterValues([:], specs: plugin.parameters, layout: "late"))
        layout.prepare(LayoutContext(viewport: Size(width: 390, height: 844), itemCount: 60))
        // The data source's 9 rows of 50 points at the viewport's width, whatever the playground's count.
        let cells = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .cell }
        #expect(cells.count == 9)
        #expect(cells.last?.frame == Rect(x: 0, y: 400, width: 390, height: 50))
        #expect(!layout.takeNotices().contains { $0.message.contains("shows no UICollectionView") })
    }
}
