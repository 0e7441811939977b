import Foundation
@testable import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// Scrolling the app's code asks for reaches the window (docs/uikit.md, "Scrolling from the app"). A horizontal
/// flow layout of 10 items, 100 × 100 and 10 apart (UIKit's default line spacing), in a 400 × 150 viewport: item 5
/// spans x 550…650 (one row: the 150-point height holds one item), so `.centeredHorizontally` puts the offset at 650 − 50 − 200 = 400; the content is 1,090 wide, so
/// the offsets run 0…690.
@Suite struct ScrollRequestTests {
    final class Carousel: UICollectionViewController {
        var scrollOnAppear: Foundation.IndexPath?
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = .horizontal
            flow.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let path = scrollOnAppear { collectionView.scrollToItem(at: path, at: .centeredHorizontally, animated: false) }
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func session(_ make: @escaping @MainActor () -> Carousel) throws -> (Playground, Carousel) {
        let p = try HostedSession.start("carousel", viewport: Size(width: 400, height: 150), items: 10, make)
        return (p, try HostedSession.controller(p, as: Carousel.self))
    }

    /// `scrollToItem(at:at:animated: false)` in `viewDidAppear` (an infinite carousel's start in the middle): the
    /// window opens there. The controller appears at the viewport's size (as on a device), so centring item 5 in 400
    /// points gives 400 (at the window's former first size, 393 × 852, the flow had two columns and it gave 0).
    @Test func scrollToItemInViewDidAppearOpensThere() throws {
        var (p, controller) = try session {
            let c = Carousel()
            c.scrollOnAppear = Foundation.IndexPath(item: 5, section: 0)
            return c
        }
        _ = p.advance(to: 0.6)
        #expect(p.scroller.offset == Point(x: 400, y: 0))
        #expect(playgroundOnMainActor { controller.collectionView.contentOffset } == CGPoint(x: 400, y: 0))
    }

    /// An animated request (a button's `setContentOffset(_:animated: true)`): the new `contentOffset` reads at once,
    /// the window eases there over 0.3 s: moving halfway through, there at the end.
    @Test func anAnimatedRequestEasesThere() throws {
        var (p, controller) = try session { Carousel() }
        #expect(p.scroller.offset == .zero)
        let read = playgroundOnMainActor { () -> CGPoint in
            controller.collectionView.setContentOffset(CGPoint(x: 220, y: 0), animated: true)
            return controller.collectionView.contentOffset
        }
        #expect(read == CGPoint(x: 220, y: 0))
        _ = p.advance(to: 1)
        _ = p.advance(to: 1.15)
        #expect(p.scroller.offset.x > 0 && p.scroller.offset.x < 220, "\(p.scroller.offset)")
        for t in stride(from: 1.2, through: 1.6, by: 1.0 / 60) { _ = p.advance(to: t) }
        #expect(abs(p.scroller.offset.x - 220) < 1e-6, "\(p.scroller.offset)")
    }

    /// Out of range: kept within 0…690, as `scrollToItem` keeps it (the last item's `.left` would be 990).
    @Test func aRequestBeyondTheEndIsKeptInRange() throws {
        var (p, controller) = try session { Carousel() }
        playgroundOnMainActor {
            controller.collectionView.scrollToItem(at: Foundation.IndexPath(item: 9, section: 0), at: .left, animated: false)
        }
        _ = p.advance(to: 1)
        #expect(p.scroller.offset == Point(x: 690, y: 0))
    }

    /// `scrollRectToVisible`: the least scroll that shows the rect; nothing when it is visible.
    @Test func scrollRectToVisibleScrollsTheLeast() throws {
        var (p, controller) = try session { Carousel() }
        playgroundOnMainActor { controller.collectionView.scrollRectToVisible(CGRect(x: 100, y: 0, width: 50, height: 50), animated: false) }
        _ = p.advance(to: 1)
        #expect(p.scroller.offset == .zero)
        playgroundOnMainActor { controller.collectionView.scrollRectToVisible(CGRect(x: 500, y: 0, width: 100, height: 50), animated: false) }
        _ = p.advance(to: 1.1)
        #expect(p.scroller.offset == Point(x: 200, y: 0))
    }
}
