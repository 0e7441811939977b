import Foundation
@testable import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A hosted app's navigation in a session (docs/hosting.md, "Navigation"): a list controller that titles itself
/// while loading is hosted in a navigation controller, as its app embeds it; a click on an item pushes the detail
/// screen from `didSelectItemAt`, whose collection view the session then shows (its own data, its own layout),
/// the bar drawn over it with a back button; the back button, Esc and Alt+Left pop back to the list.
@MainActor @Suite(.serialized) struct HostedNavigationTests {
    final class ListController: UICollectionViewController {
        var pushed: DetailController?
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 44)
            layout.minimumLineSpacing = 1
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Samples"
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath) {
            let detail = DetailController()
            pushed = detail
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    final class DetailController: UIViewController, UICollectionViewDataSource {
        var grid: UICollectionView!
        var appeared = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Grid"
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            grid.dataSource = self
            view.addSubview(grid)
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appeared += 1 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 17 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    private func session() throws -> (Playground, UINavigationController, ListController) {
        let p = try HostedSession.start("navlist", viewport: Size(width: 390, height: 700), items: 3) { ListController() }
        let nav = try HostedSession.controller(p, as: UINavigationController.self)
        let list = try #require(nav.viewControllers.first as? ListController)
        return (p, nav, list)
    }

    /// Clicks the list's first item (below the 44-point bar, its content inset by it).
    private func clickFirstItem(_ p: inout Playground, at t: Double) {
        let point = Point(x: 100, y: 44 + 22)
        p.handle(InputEvent(time: t, .pointerDown(point, .left)))
        p.handle(InputEvent(time: t + 0.05, .pointerUp(point, .left)))
        _ = p.advance(to: t + 0.1)
    }

    @Test func aControllerThatTitlesItselfIsHostedInANavigationControllerWithItsBarDrawn() throws {
        let (p, nav, list) = try session()
        #expect(nav.topViewController === list && p.itemCount == 5)
        // The list's content starts under the bar: its first item's top at 44 in the viewport.
        let first = try #require(p.shown.items.first { $0.displayIndex == 0 })
        #expect(abs(first.quad.topLeft.y - 44) < 0.5)
        // The bar is drawn over the content: its title among the pieces, above the cells.
        let texts = p.shown.items.compactMap { item -> String? in if case .text(let run)? = item.piece { run.text } else { nil } }
        #expect(texts.contains("Samples"))
    }

    @Test func aClickPushesTheDetailWhoseCollectionViewTheSessionShows() throws {
        var (p, nav, list) = try session()
        clickFirstItem(&p, at: 1)
        let detail = try #require(list.pushed)
        #expect(nav.topViewController === detail && detail.appeared == 1)
        let adapter = try #require(p.layout() as? UIKitLayoutAdapter)
        #expect(adapter.collectionView === detail.grid)
        #expect(p.itemCount == 17)
        _ = p.advance(to: 2)  // the slide is over
        let texts = p.shown.items.compactMap { item -> String? in if case .text(let run)? = item.piece { run.text } else { nil } }
        #expect(texts.contains("Grid") && texts.contains("\u{2039} Samples"), "\(texts)")
        // The grid's first cell under the bar (its safe area: the bar's 44 points), at the left margin.
        let first = try #require(p.shown.items.first { $0.displayIndex == 0 })
        #expect(abs(first.quad.topLeft.y - 44) < 0.5)
        // Mid-slide the new screen is still on its way in from the right.
        var q = try session().0
        clickFirstItem(&q, at: 1)
        let mid = q.advance(to: 1.1 + Playground.ScreenSlide.duration / 2)
        let midFirst = try #require(mid.items.first { $0.displayIndex == 0 })
        #expect(midFirst.quad.topLeft.x > 50)
    }

    /// A click after a pop's slide is over, before the window drew its next frame, is taken on the list as it
    /// now stands (the last frame drawn was the slide's first, the list still off screen); a click while a slide
    /// runs hits no cell (UIKit takes no touches during a navigation transition). Playground.frameForPress.
    @Test func aClickBeforeTheFirstFrameAfterAPopIsTaken() throws {
        var (p, nav, list) = try session()
        clickFirstItem(&p, at: 1)
        _ = p.advance(to: 2)
        p.handle(InputEvent(time: 3, .keyDown(.escape)))
        _ = p.advance(to: 3.01)   // the slide's first frame: the list still almost a screen away
        #expect(nav.topViewController === list)
        clickFirstItem(&p, at: 4)  // no frame drawn between 3.01 and the click
        #expect(nav.viewControllers.count == 2)
        // Mid-slide (a pop just began, the list 0.1 s into its 0.35 s slide): a click hits nothing.
        _ = p.advance(to: 5)
        p.handle(InputEvent(time: 6, .keyDown(.escape)))
        _ = p.advance(to: 6.01)
        clickFirstItem(&p, at: 6.1)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theBackButtonEscAndAltLeftPopBackToTheList() throws {
        var (p, nav, list) = try session()
        clickFirstItem(&p, at: 1)
        _ = p.advance(to: 2)
        // The back button: at the bar's left.
        p.handle(InputEvent(time: 3, .pointerDown(Point(x: 30, y: 22), .left)))
        p.handle(InputEvent(time: 3.05, .pointerUp(Point(x: 30, y: 22), .left)))
        _ = p.advance(to: 3.1)
        #expect(nav.topViewController === list && p.itemCount == 5)
        let adapter = try #require(p.layout() as? UIKitLayoutAdapter)
        #expect(adapter.collectionView === list.collectionView)
        _ = p.advance(to: 3.9)  // the window's frames while the list slides back in
        clickFirstItem(&p, at: 4)
        #expect(nav.viewControllers.count == 2)
        p.handle(InputEvent(time: 5, .keyDown(.escape)))
        _ = p.advance(to: 5.1)
        #expect(nav.viewControllers.count == 1 && p.itemCount == 5)
        clickFirstItem(&p, at: 6)
        p.handle(InputEvent(time: 7, .keyDown(.left), modifiers: [.alt]))
        _ = p.advance(to: 7.1)
        #expect(nav.viewControllers.count == 1)
        // Nothing to go back to: Esc does nothing more.
        p.handle(InputEvent(time: 8, .keyDown(.escape)))
        #expect(nav.viewControllers.count == 1)
    }
}
