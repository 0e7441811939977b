import Foundation
import Testing
import UIKit
@testable import UIKitBridge

/// Storyboards and nibs (docs/uikit.md, "Storyboards and nibs"), from the documents in Tests/Fixtures/storyboards:
/// the element tree read, the scene's views built with their archived frames, layout and cells, the outlets
/// connected before `awakeFromNib()` and `viewDidLoad()` (Apple, "awakeFromNib()": "guaranteed to have all its
/// outlet and action connections already established"), and fresh views for a controller without a document.
@Suite(.serialized) @MainActor struct StoryboardTests {
    init() { IBFixtureOutlets.register() }

    func rgba(_ color: UIColor?) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test func theReaderKeepsTheElementTree() throws {
        let xml = #"<document initialViewController="a"><scenes><scene><objects><viewController id="a"><view key="view" id="v"><rect key="frame" x="1" y="2" width="3" height="4"/><subviews/></view></viewController></objects></scene></scenes></document>"#
        let root = try InterfaceFileReader.parse(Data(xml.utf8)).get()
        #expect(root.name == "document" && root["initialViewController"] == "a")
        let view = try #require(root.items(of: "scenes").first?.items(of: "objects").first?.keyed("view"))
        #expect(view.child("rect", key: "frame")?.number("width") == 3)
        guard case .failure(let e) = InterfaceFileReader.parse(Data("<document><scenes>".utf8)) else {
            Issue.record("an unfinished document parsed"); return
        }
        #expect(e.message.hasPrefix("line 1:"))
    }

    @Test func theInitialControllerLoadsItsSceneWithOutletsConnectedBeforeViewDidLoad() throws {
        let vc = try #require(UIStoryboard(name: "IBGrid", bundle: nil).instantiateInitialViewController() as? IBGridController)
        vc.loadViewIfNeeded()
        #expect(vc.log == ["viewDidLoad outlet true dataSource true"])
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(rgba(vc.view.backgroundColor) == [1, 1, 1, 1])
        let cv = try #require(vc.collectionView)
        #expect(cv.superview === vc.view)
        vc.view.layoutIfNeeded()
        // The constraints pin it 44 points below the top, to the other edges.
        #expect(cv.frame == CGRect(x: 0, y: 44, width: 375, height: 623))
        let flow = try #require(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 100, height: 120))
        #expect(flow.minimumLineSpacing == 8 && flow.minimumInteritemSpacing == 4)
        #expect(flow.sectionInset == UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12))
        #expect(flow.headerReferenceSize == CGSize(width: 0, height: 30))
        // Worked example: 351 points between the insets hold 3 items of 100 (4 need 412); the 51 left are shared by
        // the 2 gaps (25.5 each). Rows start after the 30-point header and the 10-point inset (y 40), the next 8
        // below the first (40 + 120 + 8 = 168).
        cv.layoutIfNeeded()
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 137.5, y: 40, width: 100, height: 120))
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 12, y: 168, width: 100, height: 120))
        #expect(UIStoryboard(name: "IBGrid", bundle: nil).instantiateViewController(withIdentifier: "Grid") is IBGridController)
    }

    /// Apple, UIViewController.storyboard: "The storyboard from which the view controller originated" (nil
    /// otherwise); a scene's controller reaches the storyboard's other scenes through it.
    @Test func aControllerFromAStoryboardAnswersItsStoryboard() throws {
        let vc = try #require(UIStoryboard(name: "IBGrid", bundle: nil).instantiateInitialViewController())
        let storyboard = try #require(vc.storyboard)
        #expect(storyboard.instantiateViewController(withIdentifier: "Grid") is IBGridController)
        #expect(UIViewController().storyboard == nil)
        // Made in code, its view loaded from its class's scene (as instantiating it from the storyboard would).
        let inCode = IBGridController()
        inCode.loadViewIfNeeded()
        #expect(inCode.storyboard?.instantiateViewController(withIdentifier: "Grid") is IBGridController)
    }

    @Test func aPrototypeCellIsMadeFromTheStoryboardWithItsViewsAndOutlets() throws {
        let vc = try #require(UIStoryboard(name: "IBGrid", bundle: nil).instantiateInitialViewController() as? IBGridController)
        vc.loadViewIfNeeded()
        let cv = try #require(vc.collectionView)
        let cell = try #require(cv.dequeueReusableCell(withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0)) as? IBBadgeCell)
        #expect(cell.awokeWithOutlets == true)
        // An outlet to a constraint is connected too (the constraints are made before the connections).
        #expect(cell.titleBottom?.constant == 10 && cell.titleBottom?.firstAttribute == .bottom)
        #expect(cell.reuseIdentifier == "Badge")
        let label = try #require(cell.titleLabel)
        #expect(label.superview === cell.contentView)
        #expect(label.text == "Hello" && label.numberOfLines == 2 && label.textAlignment == .center)
        #expect(label.font.pointSize == 15)
        #expect(rgba(label.textColor) == [1, 0.5, 0, 1])
        #expect(cell.photoView?.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(cell.photoView?.contentMode == .scaleAspectFill)
        // The constraints: 8 from either side, 10 from the bottom of the 100 × 120 cell.
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 120)
        cell.layoutIfNeeded()
        #expect(label.frame.minX == 8 && label.frame.maxX == 92 && label.frame.maxY == 110)
        // Each dequeue (nothing to reuse) is a new cell from the prototype.
        let other = cv.dequeueReusableCell(withReuseIdentifier: "Badge", for: IndexPath(item: 1, section: 0)) as? IBBadgeCell
        #expect(other != nil && other !== cell && other?.titleLabel !== label)
    }

    @Test func aNibGivesItsTopLevelCellAndConnectsItsOwner() throws {
        let owner = IBNibOwner()
        let objects = UINib(nibName: "IBBadge", bundle: nil).instantiate(withOwner: owner)
        #expect(objects.count == 1)
        let cell = try #require(objects.first as? IBBadgeCell)
        #expect(cell.frame.size == CGSize(width: 160, height: 50))
        #expect(owner.ownerLabel === cell.titleLabel && cell.titleLabel?.text == "Name")
        #expect(cell.titleLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        let stack = try #require(cell.contentView.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical && stack.alignment == .center && stack.spacing == 6)
        #expect(stack.arrangedSubviews.count == 2)
        // The button's action calls the owner's @IBAction.
        let button = try #require(stack.arrangedSubviews.last as? UIButton)
        #expect(button.title(for: .normal) == "More")
        button.sendActions(for: .touchUpInside)
        #expect(owner.shown == 1)
        // Registered for cells, the nib gives the cells.
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UINib(nibName: "IBBadge", bundle: nil), forCellWithReuseIdentifier: "NibBadge")
        let dequeued = cv.dequeueReusableCell(withReuseIdentifier: "NibBadge", for: IndexPath(item: 0, section: 0)) as? IBBadgeCell
        #expect(dequeued?.titleLabel?.text == "Name" && dequeued?.awokeWithOutlets == true)
    }

    @Test func aControllerWithoutItsStoryboardGetsFreshViewsForItsOutlets() throws {
        let vc = IBBareController()
        vc.loadViewIfNeeded()
        let cv = try #require(vc.collectionView)
        #expect(cv.frame == vc.view.bounds && cv.superview === vc.view)
        #expect(cv.collectionViewLayout is UICollectionViewFlowLayout)
        #expect((cv.dataSource as AnyObject?) === vc)
        #expect(vc.heading != nil && vc.heading.superview === vc.view)
        // The project's own view class is not made (its initializers are its own): it stays nil, as on iOS.
        #expect(vc.custom == nil)
        #expect(PlaygroundNotices.take().contains { $0.message.contains("IBBareController's collectionView, heading") })
    }
}
