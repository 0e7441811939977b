import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// Outlines (expanded state, taps that expand and collapse), editing mode, the list's background and the hosted
/// collection view's cells at the viewport's width (docs/cells.md, "Outlines", "Editing", "Background").
@Suite struct OutlineEditingTests {
    /// A plain list of an outline: "Fruit" (expanded: "Apple", "Pear") and "Veg" (collapsed: "Kale"), each parent
    /// with an outline disclosure, each child with a delete accessory (shown while editing), a reorder one (always)
    /// and a disclosure indicator shown when not editing.
    final class OutlineController: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var selected: [Int] = []
        let appearance: UICollectionLayoutListConfiguration.Appearance
        let listBackground: UIColor?

        init(appearance: UICollectionLayoutListConfiguration.Appearance = .plain, listBackground: UIColor? = nil) {
            self.appearance = appearance
            self.listBackground = listBackground
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            var config = UICollectionLayoutListConfiguration(appearance: appearance)
            config.backgroundColor = listBackground
            collectionView = UICollectionView(frame: view.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            let parents = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure()]
            }
            let children = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing), .reorder(displayed: .always)]
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, path, item in
                ["Fruit", "Veg"].contains(item) ? cv.dequeueConfiguredReusableCell(using: parents, for: path, item: item)
                    : cv.dequeueConfiguredReusableCell(using: children, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            dataSource.apply(snapshot, animatingDifferences: false)
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit", "Veg"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            outline.append(["Kale"], to: "Veg")
            outline.expand(["Fruit"])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath) {
            selected.append(indexPath.item)
        }
    }

    static let viewport = Size(width: 375, height: 667)

    static func hosted(_ make: @escaping @MainActor () -> OutlineController = { OutlineController() })
        throws -> (UIKitHostedController, UIKitLayoutAdapter, OutlineController) {
        // Made at 393 wide (the window's first size), then shown at 375, as `playground render --device iphone-se`.
        let host = UIKitHostedController(viewport: Size(width: 393, height: 852)) { make() }
        let vc = try #require(host.viewController as? OutlineController)
        var layout = try #require(UIKitLayoutAdapter(hosting: host))
        layout.prepare(LayoutContext(viewport: viewport, itemCount: vc.dataSource.snapshot().numberOfItems))
        host.layoutIfNeeded()
        return (host, layout, vc)
    }

    static func pieces(_ layout: UIKitLayoutAdapter, item: Int) -> (LayoutAttributes, [ContentPiece])? {
        guard let a = layout.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: item)) else { return nil }
        return (a, layout.content(for: a)?.pieces ?? [])
    }

    static func meshes(_ pieces: [ContentPiece]) -> [ContentPiece] {
        pieces.filter { if case .mesh = $0.kind { true } else { false } }
    }

    static func textX(_ pieces: [ContentPiece]) -> [String: Double] {
        var xs: [String: Double] = [:]
        for p in pieces { if case .text(let run) = p.kind { xs[run.text] = p.corners.topLeft.x } }
        return xs
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.05 }

    /// The controller's cells were first laid out in a 393-point window; shown at 375, each row's background
    /// (its first piece) is 375 wide, as the layout's attributes are (it was 353 + 40 = 393 before the hosted
    /// collection view's layout pass ran after the playground's prepare).
    @Test func hostedCellsTakeTheViewportsWidth() throws {
        let (host, layout, _) = try Self.hosted()
        // The app keeps its controller (the playground's plugin keeps the host): its data source is the collection
        // view's weak dataSource (UICollectionView.h).
        defer { withExtendedLifetime(host) {} }
        let (a, pieces) = try #require(Self.pieces(layout, item: 0))
        #expect(a.size.width == 375)
        let background = try #require(pieces.first)
        #expect(background.corners == Quad(rect: Rect(x: 0, y: 0, width: 375, height: 44)))
    }

    /// Rows: Fruit (expanded), Apple, Pear (level 1), Veg (collapsed). Fruit's chevron points down: its stroke's
    /// bounds 14 × 9 ((1, 1)–(7, 8)–(13, 1) stroked 2 wide with round caps) at x 375 − 16 − 14 = 345 and y
    /// 15 + 3 = 18 (the 14-point box centred in the 44-point row, the glyph centred in the box); Veg's points right,
    /// 9 × 14 at x 350, y 15. Apple's text starts one level (10 points) further in: 16 + 10 = 26.
    @Test func expandedChevronsPointDownAndChildrenIndent() throws {
        let (_, layout, vc) = try Self.hosted()
        #expect(vc.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Veg"])
        let (_, fruit) = try #require(Self.pieces(layout, item: 0))
        let down = try #require(Self.meshes(fruit).first).corners
        #expect(Self.near(down.topLeft.x, 345) && Self.near(down.topLeft.y, 18), "\(down)")
        #expect(Self.near(down.bottomRight.x, 359) && Self.near(down.bottomRight.y, 27), "\(down)")
        let (_, veg) = try #require(Self.pieces(layout, item: 3))
        let right = try #require(Self.meshes(veg).first).corners
        #expect(Self.near(right.topLeft.x, 350) && Self.near(right.topLeft.y, 15), "\(right)")
        #expect(Self.near(right.bottomRight.x, 359) && Self.near(right.bottomRight.y, 29), "\(right)")
        #expect(Self.textX(fruit)["Fruit"] == 16)
        let (_, apple) = try #require(Self.pieces(layout, item: 1))
        #expect(Self.textX(apple)["Apple"] == 26)
        let cell = try #require(vc.collectionView.cellForItem(at: Foundation.IndexPath(item: 0, section: 0)))
        #expect(cell.configurationState.isExpanded)
    }

    /// A tap on Veg's chevron expands it (Kale appears after it) without selecting the row; a tap on Fruit's
    /// text (the cell style: only the accessory toggles) selects Fruit and leaves it expanded; a tap on Fruit's
    /// chevron collapses it.
    @Test func tappingTheChevronExpandsAndCollapses() throws {
        let made = try Self.hosted()
        let (host, vc) = (made.0, made.2)
        var layout = made.1
        let veg = try #require(layout.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: 3))).frame
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 3), point: Point(x: 354.5, y: veg.minY + 22))
        #expect(vc.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Veg", "Kale"])
        #expect(vc.dataSource.snapshot(for: 0).isExpanded("Veg"))
        #expect(vc.selected.isEmpty)
        host.layoutIfNeeded()
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 0), point: Point(x: 40, y: 22))
        #expect(vc.selected == [0])
        #expect(vc.dataSource.snapshot(for: 0).isExpanded("Fruit"))
        layout.select(at: PlaygroundCore.IndexPath(section: 0, item: 0), point: Point(x: 352, y: 22))
        #expect(vc.dataSource.snapshot().itemIdentifiers == ["Fruit", "Veg", "Kale"])
        #expect(vc.selected == [0])
    }

    /// Editing mode: Apple's row shows its disclosure indicator and reorder bars when not editing; after
    /// `setEditing(true, animated:)` on the collection view, the delete disc (systemRed, 22 across at x 16 + 10
    /// of indentation) and the reorder bars, no indicator; and back.
    @Test func editingShowsTheEditingAccessories() throws {
        let (host, layout, vc) = try Self.hosted()
        let path = Foundation.IndexPath(item: 1, section: 0)
        func kinds() -> [UICellAccessory.Kind] {
            (vc.collectionView.cellForItem(at: path) as? UICollectionViewListCell)?
                .playgroundShownAccessoryViews.map(\.accessory.kind) ?? []
        }
        #expect(kinds() == [.disclosureIndicator, .reorder])
        vc.collectionView.isEditing = true
        host.layoutIfNeeded()
        #expect(kinds() == [.delete, .reorder])
        #expect(vc.collectionView.cellForItem(at: path)?.configurationState.isEditing == true)
        let (_, pieces) = try #require(Self.pieces(layout, item: 1))
        let disc = pieces.first { $0.color == Color(r: 255, g: 59, b: 48) }
        #expect(disc?.corners.topLeft.x == 26 && disc?.size.width == 22, "\(String(describing: disc))")
        vc.collectionView.isEditing = false
        host.layoutIfNeeded()
        #expect(kinds() == [.disclosureIndicator, .reorder])
    }

    /// The colour behind the list: a plain list systemBackground (white), an inset-grouped one
    /// systemGroupedBackground (#F2F2F7), a clear list background shows the collection view's own colour (or,
    /// with none, the playground's); a bare
    /// layout (no data source, no colour) keeps the playground's.
    @Test func theListsBackground() throws {
        let plain = try Self.hosted(), inset = try Self.hosted { OutlineController(appearance: .insetGrouped) }
        defer { withExtendedLifetime((plain.0, inset.0)) {} }   // the app keeps its controller (weak dataSource)
        #expect(plain.1.contentBackground == Color(r: 255, g: 255, b: 255))
        #expect(inset.1.contentBackground == Color(r: 242, g: 242, b: 247))
        let (_, clear, vc) = try Self.hosted { OutlineController(listBackground: .clear) }
        #expect(clear.contentBackground == Color.background, "a clear list over no colour: the playground's")
        vc.collectionView.backgroundColor = .black
        #expect(clear.contentBackground == Color(r: 0, g: 0, b: 0))
        #expect(UIKitLayoutAdapter(layout: UICollectionViewFlowLayout()).contentBackground == nil)
    }

    /// A collection view with a clear background shows its controller's view behind it (iOS draws a view over its
    /// superview): a clear list and a clear collection view over a view of systemBackground are white, over a
    /// half-transparent black view over white #808080 (127.5 rounds to 128), not the playground's own background.
    @Test func aClearCollectionViewShowsItsSuperviewsBackground() throws {
        let (_, layout, vc) = try Self.hosted { OutlineController(listBackground: .clear) }
        vc.collectionView.backgroundColor = .clear
        vc.view.backgroundColor = .systemBackground
        #expect(layout.contentBackground == Color(r: 255, g: 255, b: 255))
        let middle = UIView(frame: vc.view.bounds)
        middle.backgroundColor = UIColor(white: 0, alpha: 0.5)
        vc.view.addSubview(middle)
        middle.addSubview(vc.collectionView)
        #expect(layout.contentBackground == Color(r: 128, g: 128, b: 128))
    }

    /// UIView.tintColor is never nil when read: its own, its superview's, else systemBlue (UIView.h `UIColor!`).
    @Test func tintColorIsInherited() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.tintColor)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen && parent.tintColor == .systemRed)
    }
}
