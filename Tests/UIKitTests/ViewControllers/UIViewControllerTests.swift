import Foundation
import Testing
import UIKit

/// A view controller that logs UIKit's calls to it.
final class LoggingViewController: UIViewController {
    var log: [String] = []

    override func loadView() {
        log.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("viewIsAppearing")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }
}

/// A collection view controller in the classic shape: its own data source, a registered cell class.
final class NumbersViewController: UICollectionViewController {
    var numbers = Array(0..<9)

    init() {
        super.init(collectionViewLayout: gridLayout())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numbers.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! RecordingCell
        cell.item = numbers[indexPath.item]
        return cell
    }
}

/// The initializer shapes iOS subclasses have: each must compile here as on iOS.
final class DesignatedInitController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PlainInitController: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NibInitController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class LayoutInitController: UICollectionViewController {
    override init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(collectionViewLayout: layout)
    }
    convenience init() { self.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor @Suite struct UIViewControllerTests {
    @Test func theInitializerShapesOfIOSSubclassesWork() {
        #expect(DesignatedInitController(name: "a").name == "a")
        #expect(PlainInitController().view != nil)
        #expect(NibInitController(nibName: nil, bundle: nil).view != nil)
        #expect(LayoutInitController().collectionView.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test func theViewIsMadeOnFirstUse() {
        let vc = LoggingViewController()
        #expect(!vc.isViewLoaded && vc.log.isEmpty)
        _ = vc.view
        #expect(vc.log == ["loadView", "viewDidLoad"])
        _ = vc.view
        #expect(vc.log == ["loadView", "viewDidLoad"])
        #expect(vc.view.frame == UIScreen.main.bounds)  // a plain UIView the size of the screen
    }

    @Test func aWindowRunsTheLifecycleInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let vc = LoggingViewController()
        window.rootViewController = vc
        #expect(vc.log == ["loadView", "viewDidLoad"])  // a hidden window: the view is installed, nothing appears
        window.makeKeyAndVisible()
        #expect(vc.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
                           "viewWillLayoutSubviews 390x844", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.isKeyWindow && UIApplication.shared.keyWindow === window)
        #expect(vc.view.window === window)
        // Every size change lays out again.
        vc.log = []
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        #expect(vc.log == ["viewWillLayoutSubviews 844x390", "viewDidLayoutSubviews"])
        vc.log = []
        window.rootViewController = nil
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear"])
    }

    /// A custom container (or a test) drives a controller with begin/end appearance transitions (Apple,
    /// beginAppearanceTransition(_:animated:)): will-calls at begin, did-calls at end, nothing twice.
    @Test func appearanceTransitionsRunTheLifecycleAsAContainerDrivesIt() {
        let vc = LoggingViewController()
        vc.beginAppearanceTransition(true, animated: false)
        #expect(vc.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing"])
        vc.endAppearanceTransition()
        #expect(vc.log.last == "viewDidAppear" && vc.log.count == 5)
        vc.beginAppearanceTransition(true, animated: false)  // already appeared: unbalanced, nothing runs
        vc.endAppearanceTransition()
        #expect(vc.log.count == 5)
        vc.log = []
        vc.beginAppearanceTransition(false, animated: true)
        #expect(vc.log == ["viewWillDisappear"])
        vc.endAppearanceTransition()
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear"])
        vc.endAppearanceTransition()  // nothing begun: nothing runs
        #expect(vc.log.count == 2)
    }

    /// The margin flags real cells set (ChatLayout's containers) keep their values; the defaults are UIView.h's.
    @Test func marginFlagsAreStoredWithUIKitsDefaults() {
        let view = UIView()
        #expect(view.insetsLayoutMarginsFromSafeArea && !view.preservesSuperviewLayoutMargins)
        view.insetsLayoutMarginsFromSafeArea = false
        view.preservesSuperviewLayoutMargins = true
        #expect(!view.insetsLayoutMarginsFromSafeArea && view.preservesSuperviewLayoutMargins)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func theAppsScenesFindTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.windows.contains { $0 === window } == true)
        #expect(scene?.keyWindow === window)
        #expect(UIApplication.shared.windows.contains { $0 === window })
    }

    @Test func aCollectionViewControllerIsItsCollectionViewsDataSourceAndDelegate() throws {
        let vc = NumbersViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let cv = try #require(vc.collectionView)
        #expect(cv.dataSource === vc && cv.delegate === vc && vc.view === cv)
        #expect(cv.collectionViewLayout === vc.collectionViewLayout)
        #expect(cv.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // The window's layout pass laid the collection view out: 3 lines of 3.
        #expect(cv.contentSize == CGSize(width: 320, height: 320))
        #expect(cv.visibleCells.count == 9)
        #expect((cv.cellForItem(at: IndexPath(item: 7, section: 0)) as? RecordingCell)?.item == 7)
    }

    @Test func childrenAreAddedAsUIKitAddsThem() {
        final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { moves.append("did \(parent == nil ? "nil" : "parent")") }
        }
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
    }
}
