import Foundation
import Testing
import UIKit
@testable import UIKitBridge

/// Storyboard segues (docs/hosting.md, "Storyboard segues"), from Tests/Fixtures/storyboards/IBSegues.storyboard.
/// Apple, UIViewController: `prepare(for:sender:)` "notifies the view controller that a segue is about to be
/// performed"; `shouldPerformSegue(withIdentifier:sender:)` "is not called when you trigger segues programmatically";
/// `performSegue(withIdentifier:sender:)` raises when "there is no segue with the specified identifier".
/// In StoryboardTests' serialized suite: the registered documents are process-wide.
extension StoryboardTests {
    func hostedList() throws -> (UINavigationController, IBSegueListController) {
        let nav = try #require(UIStoryboard(name: "IBSegues", bundle: nil).instantiateInitialViewController()
                               as? UINavigationController)
        let list = try #require(nav.viewControllers.first as? IBSegueListController)
        nav.loadViewIfNeeded()
        list.loadViewIfNeeded()
        list.collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        list.collectionView.layoutIfNeeded()
        return (nav, list)
    }

    @Test func performSegueMakesTheDestinationFromItsScenePreparesThenPushes() throws {
        let (nav, list) = try hostedList()
        list.performSegue(withIdentifier: "showDetail", sender: "code")
        // Not asked: performSegue is the program's own decision.
        #expect(list.log == ["prepare showDetail IBSegueDetailController shown false"])
        let segue = try #require(list.prepared)
        #expect(segue.source === list)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === segue.destination)
        // The destination's scene is loaded: its storyboard title.
        #expect(segue.destination.navigationItem.title == "Detail")
        #expect(segue.destination.storyboard != nil)
    }

    @Test func aClickOnAStoryboardCellAsksThenPreparesBeforeDidSelectAndPushes() throws {
        let (nav, list) = try hostedList()
        let cv = try #require(list.collectionView)
        let frame = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        cv.playgroundUserTap(at: IndexPath(item: 2, section: 0), point: CGPoint(x: frame.midX, y: frame.midY))
        #expect(list.log == ["should showDetail", "prepare showDetail IBSegueDetailController shown false", "didSelect 2"])
        // The sender was the cell: prepare found its index path.
        let detail = try #require(nav.topViewController as? IBSegueDetailController)
        #expect(detail.item == 2)
    }

    @Test func shouldPerformSegueFalseStopsATriggeredSegue() throws {
        let (nav, list) = try hostedList()
        list.allowed = false
        let cv = try #require(list.collectionView)
        cv.playgroundUserTap(at: IndexPath(item: 0, section: 0), point: CGPoint(x: 50, y: 50))
        #expect(list.log == ["should showDetail", "didSelect 0"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aPresentationSegueAndTheBarButtonsSeguePresent() throws {
        let (_, list) = try hostedList()
        #expect(list.navigationItem.title == "Photos")
        // A bar item's custom view (a switch, as KelvinJin's example has) is made with its archived state.
        let toggle = list.navigationItem.leftBarButtonItem?.customView as? UISwitch
        #expect(toggle?.isOn == true)
        list.performSegue(withIdentifier: "presentInfo", sender: nil)
        let info = try #require(list.prepared?.destination)
        #expect(list.presentedViewController === info || list.navigationController?.presentedViewController === info)
        info.dismiss(animated: false)
        // The storyboard's add button runs its segue when clicked, asking first, presenting full screen.
        let add = try #require(list.navigationItem.rightBarButtonItem?.primaryAction)
        add.playgroundPerform(sender: list.navigationItem.rightBarButtonItem)
        #expect(list.log.suffix(2) == ["should add", "prepare add UIViewController shown false"])
        #expect(list.prepared?.destination.modalPresentationStyle == .fullScreen)
    }

    @Test func anUnknownIdentifierIsUIKitsExceptionAndAnUnwindIsANotice() throws {
        let (nav, list) = try hostedList()
        list.performSegue(withIdentifier: "nowhere", sender: nil)
        let raised = PlaygroundExceptions.take(from: list)
        #expect(raised.map(\.name) == ["NSInvalidArgumentException"])
        #expect(raised.first?.reason.contains("no segue with identifier 'nowhere'") == true)
        list.performSegue(withIdentifier: "back", sender: nil)
        #expect(list.log.isEmpty && nav.viewControllers.count == 1)
        // A controller made in code has no storyboard scene: no segue.
        let plain = UIViewController()
        plain.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(PlaygroundExceptions.take(from: plain).count == 1)
    }

    /// A storyboard's static table (`dataMode="static"`): UITableViewController answers its sections, rows and
    /// header titles with no code; a static cell's segue runs on a click (aimalygin's Example menu).
    @Test func aStaticTableShowsItsCellsAndACellsSeguePushes() throws {
        let menu = try #require(UIStoryboard(name: "IBSegues", bundle: nil).instantiateViewController(withIdentifier: "Menu")
                                as? UITableViewController)
        let nav = UINavigationController(rootViewController: menu)
        nav.loadViewIfNeeded()
        menu.loadViewIfNeeded()
        let table = try #require(menu.tableView)
        #expect(menu.numberOfSections(in: table) == 1 && menu.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(menu.tableView(table, titleForHeaderInSection: 0) == "Layouts")
        let row = menu.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(row.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Detail"])
        // The style's label is the archived one; its archived point size 0 is the default 17.
        #expect(row.textLabel?.text == "Detail" && row.textLabel?.font.pointSize == 17)
        // The same cell each time (static cells are made once).
        #expect(menu.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) === row)
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        table.reloadData()
        table.layoutIfNeeded()
        let cv = table.playgroundList
        cv.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 2)
        cv.playgroundUserTap(at: IndexPath(item: 1, section: 0), point: CGPoint(x: 100, y: 100))
        #expect(nav.topViewController is IBSegueDetailController)
    }
}
