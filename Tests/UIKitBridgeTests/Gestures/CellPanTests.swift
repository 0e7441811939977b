import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// Pan and swipe recognizers on cells, fed by the playground's drag through the item-gesture hook
/// (UICollectionView+ItemDrags.swift): offered the drag as it begins, a pan whose `gestureRecognizerShouldBegin`
/// agrees takes it and hears `.began`, `.changed`, `.ended` (UIGestureRecognizer.h's order) with its location and
/// translation; one that refuses leaves the drag to the scroll view; a swipe in its direction recognizes once.
@MainActor @Suite(.serialized) struct CellPanTests {
    /// A swipeable cell as apps write one: a pan that begins only when the drag is mostly sideways.
    final class SwipeCell: UICollectionViewCell {
        var log: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
        var swipes = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            let pan = UIPanGestureRecognizer(target: self, action: Selector(SwipeCell.panned(_:)))
            addGestureRecognizer(pan)
            let swipe = UISwipeGestureRecognizer(target: self, action: Selector(SwipeCell.swiped(_:)))
            swipe.direction = .up
            addGestureRecognizer(swipe)
        }
        required init?(coder: NSCoder) { fatalError() }

        func panned(_ pan: UIPanGestureRecognizer) {
            log.append((pan.state, pan.location(in: self), pan.translation(in: self)))
        }
        func swiped(_ swipe: UISwipeGestureRecognizer) { swipes += 1 }

        /// UIView's own `gestureRecognizerShouldBegin(_:)`, asked for the recognizers attached to it.
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            let t = pan.translation(in: self)
            return abs(t.x) > abs(t.y)
        }
    }

    static func hosted() throws -> (UIKitLayoutAdapter, CellGestureHost.Controller<SwipeCell>) {
        try CellGestureHost.hosted(SwipeCell.self)
    }

    static func event(_ phase: ItemGestureEvent.Phase, item: Int = 1, from start: Point, to p: Point) -> ItemGestureEvent {
        CellGestureHost.event(phase, item: item, from: start, to: p, speed: 500)
    }

    @Test func aSidewaysDragIsTheCellsPan() throws {
        var (layout, vc) = try Self.hosted()
        let start = Point(x: 100, y: 150)   // item 1 (y 100…200)
        let claim = try #require(layout.itemGestures(at: PlaygroundCore.IndexPath(section: 0, item: 1), point: start))
        #expect(claim.drag == .init(minimumDistance: 10, takesPointer: true, decidedAtBegin: true))
        let cell = try #require(vc.cell(1))
        let began = layout.itemGestureShouldBegin(Self.event(.dragChanged, from: start, to: Point(x: 112, y: 151)))
        #expect(began)
        layout.itemGesture(Self.event(.dragChanged, from: start, to: Point(x: 112, y: 151)))
        layout.itemGesture(Self.event(.dragChanged, from: start, to: Point(x: 160, y: 152)))
        layout.itemGesture(Self.event(.dragEnded, from: start, to: Point(x: 170, y: 152)))
        #expect(cell.log.map(\.0) == [.began, .changed, .changed, .ended])
        // In the cell's coordinates (its frame's origin is 0, 100); the translation from the press.
        #expect(cell.log.first?.1 == CGPoint(x: 112, y: 51))
        #expect(cell.log.last?.1 == CGPoint(x: 170, y: 52))
        #expect(cell.log.last?.2 == CGPoint(x: 70, y: 2))
        #expect(cell.swipes == 0)
    }

    /// Upwards: the pan refuses (mostly vertical); the swipe up recognizes once and takes the drag.
    @Test func anUpwardDragIsTheSwipe() throws {
        var (layout, vc) = try Self.hosted()
        let start = Point(x: 100, y: 150)
        let cell = try #require(vc.cell(1))
        let began = layout.itemGestureShouldBegin(Self.event(.dragChanged, from: start, to: Point(x: 101, y: 138)))
        #expect(began)
        #expect(cell.log.isEmpty)
        #expect(cell.swipes == 1)
    }

    /// Downwards: neither the pan (vertical) nor the swipe (up only): the drag is the scroll view's.
    @Test func aDownwardDragIsTheScrollViews() throws {
        var (layout, vc) = try Self.hosted()
        let start = Point(x: 100, y: 150)
        let cell = try #require(vc.cell(1))
        let began = layout.itemGestureShouldBegin(Self.event(.dragChanged, from: start, to: Point(x: 101, y: 162)))
        #expect(!began)
        #expect(cell.log.isEmpty && cell.swipes == 0)
    }

    /// A scroll view inside a cell (a swipeable cell's horizontal pager) keeps its own pan: the playground scrolls
    /// only the collection view, so that pan is not offered the drag (it would take it and do nothing); a pan the
    /// app added to the same scroll view is.
    @Test func aScrollViewsOwnPanIsNotOffered() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        cv.addSubview(inner)
        inner.addGestureRecognizer(inner.panGestureRecognizer)
        let pan = UIPanGestureRecognizer()
        inner.addGestureRecognizer(pan)
        let found = cv.playgroundDragRecognizers(at: CGPoint(x: 50, y: 50))
        #expect(found.count == 1)
        #expect(found.first === pan)
    }
}
