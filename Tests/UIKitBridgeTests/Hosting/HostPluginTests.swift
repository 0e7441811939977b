import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A target's entry points through the plug-in the generated entry point returns (docs/hosting.md): the view
/// controller hosted at the viewport, its data source's sections, a reorder and a delete reaching it through the
/// playground's batch updates, an insert refused in one line.
@Suite struct HostPluginTests {
    func plugin(_ entries: [UIKitEntryPoint]) -> LayoutPlugin {
        let raw = uikitHostPlugin(name: "fruits", parameters: [
            .choice("entry", default: "Fruits", words: ["Fruits", "Numbers", "flow"], summary: "entry"),
        ], entries: entries)
        return Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
    }

    let entries: [UIKitEntryPoint] = [
        .hosted("Fruits", { ModernFruitsViewController() }),
        .hosted("Numbers", { ClassicNumbersViewController() }),
        .layout("flow", { _, _ in UICollectionViewFlowLayout() }),
    ]

    @Test func theFirstEntryIsHostedAtTheViewportWithItsDataSourcesData() throws {
        var layout = try plugin(entries).make(ParameterValues([:], specs: plugin(entries).parameters, layout: "fruits"))
        layout.prepare(LayoutContext(viewport: Size(width: 390, height: 844), itemCount: 60))
        // The data source's 3 + 4 items, whatever the playground's count: 3 rows of 44, 2 rows of two 195 × 100.
        let cells = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .cell }
        #expect(cells.count == 7)
        #expect(cells.map(\.indexPath.section) == [0, 0, 0, 1, 1, 1, 1])
        #expect(layout.contentSize == Size(width: 390, height: 332))
        // A new viewport resizes the controller's view first (viewWillTransition, then the layout pass).
        layout.prepare(LayoutContext(viewport: Size(width: 600, height: 400), itemCount: 60))
        #expect(layout.attributes(forItem: PlaygroundCore.IndexPath(section: 1, item: 1))?.frame
                == Rect(x: 300, y: 132, width: 300, height: 100))
    }

    @Test func aReorderAndADeleteReachTheDiffableDataSourceAndAnInsertIsRefused() throws {
        let p = plugin(entries)
        var layout = try p.make(ParameterValues([:], specs: p.parameters, layout: "fruits"))
        layout.prepare(LayoutContext(viewport: Size(width: 390, height: 844), itemCount: 7))
        _ = layout.takeNotices()
        layout.prepare(forUpdates: [.move(from: PlaygroundCore.IndexPath(section: 0, item: 0),
                                          to: PlaygroundCore.IndexPath(section: 1, item: 0))])
        layout.finalizeUpdates()
        var cells = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .cell }
        #expect(cells.filter { $0.indexPath.section == 0 }.count == 2 && cells.filter { $0.indexPath.section == 1 }.count == 5)
        layout.prepare(forUpdates: [.delete(PlaygroundCore.IndexPath(section: 1, item: 4))])
        layout.finalizeUpdates()
        cells = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .cell }
        #expect(cells.count == 6)
        layout.prepare(forUpdates: [.insert(PlaygroundCore.IndexPath(section: 0, item: 0))])
        layout.finalizeUpdates()
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844)).filter { $0.category == .cell }.count == 6)
        #expect(layout.takeNotices().contains { $0.message == UIKitHostedData.insertRefusal })
    }

    @Test func aClassicDataSourceHearsTheMoveAndADeleteIsRefused() throws {
        let p = plugin(entries)
        var layout = try p.make(ParameterValues(["entry": "Numbers"], specs: p.parameters, layout: "fruits"))
        layout.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 4))
        layout.prepare(forUpdates: [.move(from: PlaygroundCore.IndexPath(section: 0, item: 0),
                                          to: PlaygroundCore.IndexPath(section: 0, item: 2))])
        layout.prepare(forUpdates: [.delete(PlaygroundCore.IndexPath(section: 0, item: 0))])
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480)).filter { $0.category == .cell }.count == 4)
        #expect(layout.takeNotices().contains { $0.message.hasPrefix("deleting is not offered with a classic data source") })
    }

    @Test func theBareLayoutEntryIsTheFlowLayoutOnTheProxy() throws {
        let p = plugin(entries)
        var layout = try p.make(ParameterValues(["entry": "flow"], specs: p.parameters, layout: "fruits"))
        layout.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 5))
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480)).filter { $0.category == .cell }.count == 5)
    }
}
