import Foundation
@testable import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// What a hosted collection view's delegate and its own pan recognizer hear of the user's drag (docs/uikit.md,
/// "What the scroll view's delegate hears"). A horizontal flow of 10 items 100 × 100, 10 apart, in 400 × 150: the
/// offsets run 0…690. The drag: down at x 300, left 50 points every 20 ms to x 150, released at 1.07 s.
@Suite struct ScrollDelegateTests {
    final class Carousel: UICollectionViewController {
        var log: [String] = []
        var scrolls = 0
        /// The page width the delegate snaps to in `scrollViewWillEndDragging` (nil: leaves the target alone).
        var snapTo: CGFloat?
        var velocity: CGPoint?
        var translations: [CGFloat] = []
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
            collectionView.panGestureRecognizer.addTarget(self, action: Selector(Carousel.panned))
        }
        func panned(_ pan: UIPanGestureRecognizer) {
            translations.append(pan.translation(in: collectionView).x)
            if pan.state == .ended { log.append("pan ended") }
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
            -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            log.append("willBeginDragging \(scrollView.isDragging)")
        }
        override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            log.append("willEndDragging")
            self.velocity = velocity
            if let snapTo { targetContentOffset.pointee.x = (scrollView.contentOffset.x / snapTo).rounded(.up) * snapTo }
        }
        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging \(decelerate) \(scrollView.isDragging)")
        }
        override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            log.append("willBeginDecelerating \(scrollView.isDecelerating)")
        }
        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            log.append("didEndDecelerating at \(scrollView.contentOffset.x)")
        }
        override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            log.append("didEndScrollingAnimation at \(scrollView.contentOffset.x)")
        }
    }

    func session(_ configure: @escaping @MainActor (Carousel) -> Void = { _ in }) throws -> (Playground, Carousel) {
        let p = try HostedSession.start("carousel", viewport: Size(width: 400, height: 150), items: 10) {
            let c = Carousel()
            configure(c)
            return c
        }
        return (p, try HostedSession.controller(p, as: Carousel.self))
    }

    func drag(_ p: inout Playground) {
        p.handle(InputEvent(time: 1.0, .pointerDown(Point(x: 300, y: 75), .left)))
        for (i, x) in [250.0, 200, 150].enumerated() {
            p.handle(InputEvent(time: 1.02 + 0.02 * Double(i), .pointerMove(Point(x: x, y: 75))))
            _ = p.advance(to: 1.02 + 0.02 * Double(i))
        }
        p.handle(InputEvent(time: 1.07, .pointerUp(Point(x: 150, y: 75), .left)))
    }

    /// UIScrollViewDelegate's order for a fling: willBeginDragging (dragging), didScroll at each move, the layout's
    /// target then willEndDragging (velocity in points per millisecond, the content moving toward larger offsets),
    /// didEndDragging (decelerating, no longer dragging), willBeginDecelerating, the pan's end after the scroll
    /// view's own handling, and didEndDecelerating where the content rests; the delegate's target is where it rests.
    @Test func aFlingIsHeardInUIKitsOrderAndTheDelegatesTargetIsWhereItRests() throws {
        var (p, vc) = try session { $0.snapTo = 110 }
        drag(&p)
        #expect(vc.log == ["willBeginDragging true", "willEndDragging", "didEndDragging true false",
                           "willBeginDecelerating true", "pan ended"], "\(vc.log)")
        let v = try #require(vc.velocity)
        #expect(v.x > 1 && v.x < 5 && v.y == 0, "about 2.5 points per millisecond, not per second: \(v)")
        #expect(vc.scrolls >= 3, "one didScroll per move at least: \(vc.scrolls)")
        #expect(vc.translations.first.map { $0 < 0 } == true && vc.translations.last == -150, "\(vc.translations)")
        for t in stride(from: 1.1, through: 4.0, by: 0.05) { _ = p.advance(to: t) }
        let rest = p.scroller.offset.x
        #expect(rest.truncatingRemainder(dividingBy: 110) == 0 && rest > 110, "rests on the delegate's page: \(rest)")
        #expect(vc.log.last == "didEndDecelerating at \(CGFloat(rest))", "\(vc.log)")
        #expect(playgroundOnMainActor { !vc.collectionView.isDecelerating && !vc.collectionView.isDragging })
    }

    /// The app's own `contentOffset` is heard at once (didScroll before the setter returns); an animated
    /// `setContentOffset` ends with didEndScrollingAnimation when the window's animation rests, not didEndDecelerating.
    @Test func theAppsOwnScrollingIsHeardToo() throws {
        var (p, vc) = try session()
        let before = vc.scrolls
        playgroundOnMainActor { vc.collectionView.contentOffset = CGPoint(x: 50, y: 0) }
        #expect(vc.scrolls == before + 1)
        playgroundOnMainActor { vc.collectionView.setContentOffset(CGPoint(x: 300, y: 0), animated: true) }
        for t in stride(from: 0.6, through: 2.0, by: 0.05) { _ = p.advance(to: t) }
        #expect(p.scroller.offset.x == 300)
        #expect(vc.log == ["didEndScrollingAnimation at 300.0"], "\(vc.log)")
    }
}
