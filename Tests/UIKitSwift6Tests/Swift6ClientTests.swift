import UIKit
import XCTest

// Code written for Swift 6 on iOS 17, compiled here in the Swift 6 language mode (this target's setting): UIKit's
// classes are `@MainActor` as in iOS's SDK, UIColor / UIFont / UITraitCollection are `Sendable`, and what iOS code
// does with them compiles unchanged (docs/uikit-machinery.md, "Isolation"). That it compiles is most of the test.

/// An attributes subclass as Swift 6 code writes it: NSObject's `isEqual(_:)` is nonisolated, so the override is
/// too and reads its fields through `MainActor.assumeIsolated` (Xcode's fix-it on iOS).
final class Swift6Attributes: UICollectionViewLayoutAttributes {
    var progress: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! Swift6Attributes
        copy.progress = progress
        return copy
    }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Swift6Attributes else { return false }
        return MainActor.assumeIsolated { other.progress == progress && super.isEqual(other) }
    }
}

/// A delegate protocol of the layout's own, main-actor isolated as UIKit's delegates are.
@MainActor protocol Swift6LayoutDelegate: AnyObject {
    func heightForItem(at indexPath: IndexPath, width: CGFloat) -> CGFloat
}

/// A custom layout with a cache, a delegate and its own attributes class.
final class Swift6ColumnLayout: UICollectionViewLayout {
    weak var delegate: Swift6LayoutDelegate?
    private var cache: [Swift6Attributes] = []
    private var height: CGFloat = 0

    override class var layoutAttributesClass: AnyClass { Swift6Attributes.self }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        cache = []
        var y: CGFloat = 0
        let width = collectionView.bounds.width
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let a = Swift6Attributes(forCellWith: indexPath)
            let h = delegate?.heightForItem(at: indexPath, width: width) ?? 50
            a.frame = CGRect(x: 0, y: y, width: width, height: h)
            a.progress = CGFloat(item)
            cache.append(a)
            y += h
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}

final class Swift6Heights: NSObject, Swift6LayoutDelegate, UICollectionViewDelegateFlowLayout {
    func heightForItem(at indexPath: IndexPath, width: CGFloat) -> CGFloat { CGFloat(10 * (indexPath.item + 1)) }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 40, height: 40)
    }
}

/// Values that cross isolation: Sendable on iOS, so they may be kept in a nonisolated constant.
let swift6Accent: UIColor = .red
let swift6Font: UIFont = .systemFont(ofSize: 17)
let swift6Traits = UITraitCollection()

/// A compositional section builder, as Apple's samples write them (a main-actor static function).
@MainActor enum Swift6Sections {
    static func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

/// XCTest as iOS 17 test targets write it in Swift 6: main-actor test methods.
final class Swift6ClientTests: XCTestCase {
    @MainActor func testAMainActorLayoutRunsFromAMainActorTest() {
        let layout = Swift6ColumnLayout()
        let heights = Swift6Heights()
        layout.delegate = heights
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        XCTAssertTrue(cv.collectionViewLayout === layout)
        XCTAssertEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        let copy = Swift6Attributes(forCellWith: IndexPath(item: 1, section: 0))
        copy.progress = 2
        XCTAssertEqual(copy.copy() as? Swift6Attributes, copy)
        XCTAssertEqual(swift6Accent.cgColor.alpha, 1)
        XCTAssertEqual(swift6Font.pointSize, 17)
        XCTAssertEqual(swift6Traits.displayScale, 2)
        let compositional = UICollectionViewCompositionalLayout(section: Swift6Sections.grid())
        XCTAssertEqual(compositional.configuration.scrollDirection, .vertical)
    }

    /// A view controller with a diffable data source and a cell registration, as iOS 17 Swift 6 code writes it.
    @MainActor func testADiffableViewControllerInAWindow() {
        final class FruitsViewController: UICollectionViewController {
            enum Section: Hashable, Sendable { case main }
            private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            private lazy var dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
                [unowned self] collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections([.main])
                snapshot.appendItems(["Apple", "Banana"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FruitsViewController(collectionViewLayout: UICollectionViewFlowLayout())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.collectionView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(controller.collectionView.visibleCells.count, 2)
    }

    func testSendableValuesCrossToATask() async {
        let color = swift6Accent
        let alpha = await Task.detached { color.cgColor.alpha }.value
        XCTAssertEqual(alpha, 1)
    }
}

/// A delegate protocol refining NSObjectProtocol, as iOS code declares one, conformed to by a view controller, and
/// asked `responds(to:)` (the rewrite's `Selector("name")` form, answered from `PlaygroundSelectors`), in Swift 6.
@MainActor protocol Swift6CardDelegate: NSObjectProtocol {
    func didTapCard(at index: Int)
}

final class Swift6CardsController: UIViewController, Swift6CardDelegate {
    func didTapCard(at index: Int) {}
}

extension Swift6ClientTests {
    @MainActor func testNSObjectProtocolDelegatesAndMetatypeMakersInSwift6() {
        PlaygroundSelectors.register(Swift6CardsController.self, ["didTapCard(at:)", "didTapCard"])
        PlaygroundMakers.register(Swift6CardsController.self, plain: { Swift6CardsController() })
        let type: UIViewController.Type = Swift6CardsController.self
        let made = PlaygroundMakers.make(type)
        XCTAssertTrue(made is Swift6CardsController)
        let delegate: any Swift6CardDelegate = made as! Swift6CardsController
        XCTAssertTrue(delegate.responds(to: Selector("didTapCard(at:)")))
        XCTAssertFalse(delegate.responds(to: Selector("didPinCard(at:)")))
        XCTAssertTrue(delegate.isEqual(made) && delegate === made)
        let cell = PlaygroundMakers.make(UICollectionViewCell.self as UICollectionViewCell.Type, frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        XCTAssertEqual(cell.frame.width, 8)
    }
}
