import Foundation
@testable import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// Layout transitions in the window (docs/uikit.md, "Layout transitions"). Two flow layouts in a 400 × 600 viewport
/// with 4 items (everything on screen, both at offset 0):
/// - "uigrid": 100 × 100 items, 10 apart: item 1 at (150, 0, 100, 100) (three to a 400-point line, spread out);
/// - "uilist": 400 × 50 rows, 10 apart: item 1 at (0, 60, 400, 50).
/// Halfway (the switch's 0.4 s eased: easeInOut(0.5) = 0.5) item 1 is at (75, 30, 250, 75): center (200, 67.5).
@Suite struct LayoutTransitionWindowTests {
    /// Writes down the transition calls of both layouts, in order.
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    final class NamedFlow: UICollectionViewFlowLayout {
        let name: String, log: Log
        init(_ name: String, item: CGSize, log: Log, header: CGFloat = 0) {
            self.name = name
            self.log = log
            super.init()
            itemSize = item
            headerReferenceSize = CGSize(width: 0, height: header)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        static func name(_ l: UICollectionViewLayout) -> String { (l as? NamedFlow)?.name ?? "\(type(of: l))" }
        override func prepareForTransition(to newLayout: UICollectionViewLayout) {
            log.lines.append("\(name) to \(Self.name(newLayout))")
        }
        override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
            log.lines.append("\(name) from \(Self.name(oldLayout))")
        }
        override func finalizeLayoutTransition() { log.lines.append("\(name) finalize") }
    }

    /// A transition layout of the app's (the delegate's) that writes down its progress and draws its items at alpha
    /// 0.25, so the frames show whose answers the window draws.
    final class FadingTransition: UICollectionViewTransitionLayout {
        var progresses: [CGFloat] = []
        override var transitionProgress: CGFloat { didSet { progresses.append(transitionProgress) } }
        override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = super.layoutAttributesForItem(at: indexPath)
            a?.alpha = 0.25
            return a
        }
    }

    @MainActor final class TransitionDelegate: NSObject, UICollectionViewDelegate {
        var made: [FadingTransition] = []
        func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                            newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
            let t = FadingTransition(currentLayout: fromLayout, nextLayout: toLayout)
            made.append(t)
            return t
        }
    }

    func session() throws -> (Playground, Log, TransitionDelegate) {
        let log = Log()
        let delegate = playgroundOnMainActor { TransitionDelegate() }
        let grid = UIKitLayoutAdapter.plugin(name: "uigrid", make: { _ in NamedFlow("grid", item: CGSize(width: 100, height: 100), log: log) })
        let list = UIKitLayoutAdapter.plugin(name: "uilist", make: { cv in
            cv.delegate = delegate
            return NamedFlow("list", item: CGSize(width: 400, height: 50), log: log)
        })
        var p = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 400, height: 600), layoutName: "uigrid", itemCount: 4,
            layouts: LayoutRegistry.all + [grid.descriptor(name: "uigrid", source: "test"),
                                           list.descriptor(name: "uilist", source: "test")]))
        _ = p.advance(to: 0)
        _ = p.advance(to: 0.5)
        return (p, log, delegate)
    }

    static func drawn(_ list: DrawList, item id: Int) -> LayoutAttributes? {
        list.items.first { $0.itemID == id && $0.role == .content }?.attributes
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

    /// The switch is UIKit's transition: both layouts told at its start, the delegate's transition layout driven
    /// frame by frame (its progress rising to the end), its answers drawn (alpha 0.25, frames interpolated), both
    /// layouts finalized at its end; then the list's own frames.
    @Test func aSwitchBetweenUIKitLayoutsDrivesTheTransitionLayout() throws {
        var (p, log, delegate) = try session()
        p.switchLayout(to: "uilist", at: 1)
        #expect(log.lines == ["grid to list", "list from grid"])
        let half = p.advance(to: 1 + LayoutTransition.duration / 2)
        let item1 = try #require(Self.drawn(half, item: 1))
        #expect(Self.near(item1.center.x, 200) && Self.near(item1.center.y, 67.5))
        #expect(Self.near(item1.size.width, 250) && Self.near(item1.size.height, 75))
        #expect(Self.near(item1.alpha, 0.25))
        for t in stride(from: 1.25, through: 1.6, by: 1.0 / 60) { _ = p.advance(to: t) }
        #expect(log.lines == ["grid to list", "list from grid", "grid finalize", "list finalize"])
        let t = try #require(playgroundOnMainActor { delegate.made.first })
        let progresses = playgroundOnMainActor { t.progresses }.map(Double.init)
        #expect(progresses.contains { abs($0 - 0.5) < 1e-9 } && progresses == progresses.sorted() && (progresses.last ?? 0) > 0.9, "\(progresses)")
        let end = p.advance(to: 2)
        #expect(p.transition == nil)
        #expect(Self.drawn(end, item: 1)?.frame == Rect(x: 0, y: 60, width: 400, height: 50))
        #expect(Self.near(Self.drawn(end, item: 1)?.alpha, 1))
    }

    /// Scrubbed back to 0 (Ctrl+wheel) and let go: the switch is cancelled; both layouts are finalized and the grid
    /// is shown again with its own frames.
    @Test func aSwitchScrubbedBackEndsOnTheOldLayout() throws {
        var (p, log, _) = try session()
        p.switchLayout(to: "uilist", at: 1)
        _ = p.advance(to: 1.1)
        for _ in 0..<12 {
            p.handle(InputEvent(time: 1.1, .wheel(dx: 0, dy: 1, at: Point(x: 200, y: 300)), modifiers: .control))
        }
        p.handle(InputEvent(time: 1.2, .keyUp("ctrl")))
        for t in stride(from: 1.2, through: 2, by: 1.0 / 60) { _ = p.advance(to: t) }
        #expect(p.layoutName == "uigrid")
        #expect(log.lines.suffix(2) == ["grid finalize", "list finalize"])
        #expect(p.layout().attributes(forItem: IndexPath(section: 0, item: 1))?.frame == Rect(x: 150, y: 0, width: 100, height: 100))
    }
}

/// Supplementary views in a switch between two UIKit layouts are the transition layout's answers, as on iOS where the
/// transition layout is the collection view's layout while it runs: a section header 40 points tall in the grid and
/// 80 in the list is drawn once, halfway 60 tall at full alpha (not the old one fading out over the new one fading in).
extension LayoutTransitionWindowTests {
    @Test func headersInASwitchAreTheTransitionLayoutsAnswers() throws {
        let log = Log()
        let grid = UIKitLayoutAdapter.plugin(name: "hgrid", make: { _ in
            NamedFlow("grid", item: CGSize(width: 100, height: 100), log: log, header: 40) })
        let list = UIKitLayoutAdapter.plugin(name: "hlist", make: { _ in
            NamedFlow("list", item: CGSize(width: 400, height: 50), log: log, header: 80) })
        var p = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 400, height: 600), layoutName: "hgrid", itemCount: 4,
            layouts: LayoutRegistry.all + [grid.descriptor(name: "hgrid", source: "test"),
                                           list.descriptor(name: "hlist", source: "test")]))
        _ = p.advance(to: 0)
        _ = p.advance(to: 0.5)
        func headers(_ list: DrawList) -> [LayoutAttributes] {
            list.items.filter { $0.role == .content && $0.attributes.category != .cell }.map(\.attributes)
        }
        let before = headers(p.advance(to: 0.9))
        #expect(before.count == 1 && Self.near(before.first?.size.height, 40), "\(before)")
        p.switchLayout(to: "hlist", at: 1)
        let half = headers(p.advance(to: 1 + LayoutTransition.duration / 2))
        #expect(half.count == 1, "\(half)")
        #expect(Self.near(half.first?.size.height, 60) && Self.near(half.first?.alpha, 1), "\(half)")
        for t in stride(from: 1.25, through: 2, by: 1.0 / 60) { _ = p.advance(to: t) }
        let end = headers(p.advance(to: 2.1))
        #expect(end.count == 1 && Self.near(end.first?.size.height, 80), "\(end)")
    }
}

/// A hosted controller's own layout changes in the window: `setCollectionViewLayout(_:animated: true)` animates
/// from what was shown to the new layout over 0.25 s (halfway: eased 0.5); `animated: false` shows the new layout at
/// once; the end of its own interactive transition animates the rest of the way.
extension LayoutTransitionWindowTests {
    final class SwappingController: UICollectionViewController {
        let log = Log()
        lazy var list = NamedFlow("list", item: CGSize(width: 400, height: 50), log: log)
        init() { super.init(collectionViewLayout: NamedFlow("grid", item: CGSize(width: 100, height: 100), log: Log())) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func hostedSession() throws -> (Playground, SwappingController) {
        let p = try HostedSession.start("swapping", viewport: Size(width: 400, height: 600), items: 4) { SwappingController() }
        return (p, try HostedSession.controller(p, as: SwappingController.self))
    }

    @Test func aHostedAnimatedLayoutChangeAnimates() throws {
        var (p, controller) = try hostedSession()
        playgroundOnMainActor { controller.collectionView.setCollectionViewLayout(controller.list, animated: true) }
        _ = p.advance(to: 1)
        #expect(p.transition != nil)
        let half = p.advance(to: 1 + 0.125)
        #expect(Self.near(Self.drawn(half, item: 1)?.center.x, 200) && Self.near(Self.drawn(half, item: 1)?.center.y, 67.5))
        let end = p.advance(to: 1.3)
        #expect(p.transition == nil)
        #expect(Self.drawn(end, item: 1)?.frame == Rect(x: 0, y: 60, width: 400, height: 50))
    }

    @Test func aHostedLayoutChangeWithoutAnimationIsImmediate() throws {
        var (p, controller) = try hostedSession()
        playgroundOnMainActor { controller.collectionView.setCollectionViewLayout(controller.list, animated: false) }
        let frame = p.advance(to: 1)
        #expect(p.transition == nil)
        #expect(Self.drawn(frame, item: 1)?.frame == Rect(x: 0, y: 60, width: 400, height: 50))
    }

    /// The app's interactive transition held at 0.5 shows item 1 at center (200, 67.5); finishing it animates the
    /// rest (0.5 of 0.25 s = 0.125 s) to the list's (200, 85): halfway through, (200, 76.25).
    @Test func theEndOfAHostedInteractiveTransitionAnimatesTheRest() throws {
        var (p, controller) = try hostedSession()
        let transition = playgroundOnMainActor {
            controller.collectionView.startInteractiveTransition(to: controller.list, completion: nil)
        }
        playgroundOnMainActor { transition.transitionProgress = 0.5 }
        let held = p.advance(to: 1)
        #expect(Self.near(Self.drawn(held, item: 1)?.center.y, 67.5))
        playgroundOnMainActor { controller.collectionView.finishInteractiveTransition() }
        _ = p.advance(to: 2)
        #expect(p.transition != nil)
        let half = p.advance(to: 2 + 0.0625)
        #expect(Self.near(Self.drawn(half, item: 1)?.center.y, 76.25))
        let end = p.advance(to: 2.2)
        #expect(Self.drawn(end, item: 1)?.frame == Rect(x: 0, y: 60, width: 400, height: 50))
    }
}
