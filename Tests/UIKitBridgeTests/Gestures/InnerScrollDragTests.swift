import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A scroll view inside a cell (a swipeable row: a paging scroll view twice the cell's width) takes the playground's
/// drag along its own axis (UICollectionView+InnerScrollDrags.swift; Apple, Scroll View Programming Guide for iOS,
/// "Nesting Scroll Views"): a sideways drag scrolls it and a paging one settles on a page; a vertical drag stays the
/// collection view's.
@MainActor @Suite(.serialized) struct InnerScrollDragTests {
    final class PagingCell: UICollectionViewCell, UIScrollViewDelegate {
        let scroll = UIScrollView()
        var heard: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            scroll.frame = contentView.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.isPagingEnabled = true
            scroll.contentSize = CGSize(width: 600, height: 100)
            scroll.delegate = self
            contentView.addSubview(scroll)
        }
        required init?(coder: NSCoder) { fatalError() }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { heard.append("begin") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { heard.append("end") }
    }

    static func hosted() throws -> (UIKitLayoutAdapter, CellGestureHost.Controller<PagingCell>) {
        try CellGestureHost.hosted(PagingCell.self)
    }

    static func event(_ phase: ItemGestureEvent.Phase, from start: Point, to p: Point, speed: Double = 0) -> ItemGestureEvent {
        CellGestureHost.event(phase, from: start, to: p, speed: speed)
    }

    @Test func aSidewaysDragScrollsTheCellsScrollViewAndSettlesOnAPage() throws {
        var (layout, vc) = try Self.hosted()
        let start = Point(x: 250, y: 150)   // item 1 (y 100…200)
        let claim = try #require(layout.itemGestures(at: PlaygroundCore.IndexPath(section: 0, item: 1), point: start))
        #expect(claim.drag == .init(minimumDistance: 10, takesPointer: true, decidedAtBegin: true))
        let cell = try #require(vc.cell(1))
        let began1 = layout.itemGestureShouldBegin(Self.event(.dragChanged, from: start, to: Point(x: 238, y: 151)))
        #expect(began1)
        layout.itemGesture(Self.event(.dragChanged, from: start, to: Point(x: 150, y: 152)))
        #expect(cell.scroll.contentOffset == CGPoint(x: 100, y: 0))
        // Released slowly 100 points in: the nearest page is the first.
        layout.itemGesture(Self.event(.dragEnded, from: start, to: Point(x: 150, y: 152), speed: -50))
        #expect(cell.scroll.contentOffset == .zero)
        #expect(cell.heard == ["begin", "end"])
        // Released fast after 60 points: one page on (300, the scroll view's width).
        let began2 = layout.itemGestureShouldBegin(Self.event(.dragChanged, from: start, to: Point(x: 238, y: 150)))
        #expect(began2)
        layout.itemGesture(Self.event(.dragEnded, from: start, to: Point(x: 190, y: 150), speed: -900))
        #expect(cell.scroll.contentOffset == CGPoint(x: 300, y: 0))
        // Dragged further than the content allows: kept at its end (600 − 300).
        let began3 = layout.itemGestureShouldBegin(Self.event(.dragChanged, from: start, to: Point(x: 238, y: 150)))
        #expect(began3)
        layout.itemGesture(Self.event(.dragChanged, from: start, to: Point(x: -200, y: 150)))
        #expect(cell.scroll.contentOffset == CGPoint(x: 300, y: 0))
        layout.itemGesture(Self.event(.dragEnded, from: start, to: Point(x: -200, y: 150)))
    }

    @Test func aVerticalDragStaysTheCollectionViews() throws {
        var (layout, vc) = try Self.hosted()
        let start = Point(x: 100, y: 150)
        #expect(layout.itemGestures(at: PlaygroundCore.IndexPath(section: 0, item: 1), point: start) != nil)
        let began4 = layout.itemGestureShouldBegin(Self.event(.dragChanged, from: start, to: Point(x: 101, y: 170)))
        #expect(!began4)
        let cell = try #require(vc.cell(1))
        #expect(cell.scroll.contentOffset == .zero)
        #expect(cell.heard.isEmpty)
    }
}
