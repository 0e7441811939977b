import Testing
import TestSupport
@testable import PlaygroundCore

/// UIScrollView-style scroll indicators, the lift's shadow and items numbered from 0 (issue 23).
@Suite struct ScrollIndicatorTests {
    static let viewport = Size(width: 1280, height: 800)

    static func bars(_ s: Session) -> [DrawItem] { s.playground.shown.items.filter { $0.role == .scrollIndicator } }

    @Test func barLengthAndPositionFollowTheContent() {
        let top = Playground.indicatorBar(track: 100, visible: 50, content: 200, fraction: 0)
        #expect(top.start == 0 && top.length == 36)  // 25 would be shorter than the 36-point minimum
        let end = Playground.indicatorBar(track: 400, visible: 200, content: 400, fraction: 1)
        #expect(end.length == 200 && end.start == 200)
        #expect(Playground.indicatorBar(track: 100, visible: 100, content: 50, fraction: 0.5).length == 100)
    }

    /// None at rest; shown while the content moves, at the right edge; gone a moment after it stops.
    @Test func showsWhileScrollingAndFades() throws {
        var s = try Session(PlaygroundConfig(viewport: Self.viewport, layoutName: "grid", itemCount: 600))
        s.run(until: 0.5)
        #expect(Self.bars(s).isEmpty)
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 300), start: 0.5, duration: 0.3, release: false)
        let shown = Self.bars(s)
        #expect(shown.count == 1)
        let bar = try #require(shown.first)
        #expect(bar.quad.bounds.minX > Self.viewport.width - 8 && bar.quad.bounds.width <= 3.01)
        #expect(bar.quad.bounds.minY > 0)  // moved down from the top with the content
        s.at(0.8, .pointerUp(Point(x: 600, y: 300), .left))
        s.settle()
        s.run(until: s.time + Playground.indicatorHold + Playground.indicatorFade + 0.1)
        #expect(Self.bars(s).isEmpty)
    }

    /// An orthogonal section scrolled sideways gets a bar of its own, under its row; the main scroll shows none.
    @Test func orthogonalSectionsHaveTheirOwn() throws {
        var s = try NestedScrollingTests.session(.continuous)
        s.drag(from: Point(x: 400, y: 50), to: Point(x: 200, y: 52), start: 0.2, duration: 0.2, release: false)
        let shown = Self.bars(s)
        #expect(shown.count == 1)
        let bar = try #require(shown.first).quad.bounds
        #expect(bar.height <= 3.01 && bar.width >= Playground.indicatorMinLength && bar.maxY <= 100)
    }

    /// The long-pressed cell is lifted on a shadow: faint layers under it, larger than it, lower than it.
    @Test func liftCastsAShadow() throws {
        var s = try Session(PlaygroundConfig(viewport: Self.viewport, layoutName: "grid", itemCount: 60))
        s.at(0.1, .pointerDown(Point(x: 316, y: 100), .left))
        s.run(until: 0.9)
        s.at(0.9, .pointerMove(Point(x: 330, y: 110)))
        s.run(until: 1.2)
        let items = s.playground.shown.items
        let shadow = items.filter { $0.role == .shadow }
        #expect(shadow.count == Playground.shadowLayers)
        let lifted = try #require(items.last { $0.itemID == 1 })
        #expect(abs(lifted.quad.bounds.width - 180 * ReorderSession.liftScale) < 0.5)
        let outer = try #require(shadow.max { $0.quad.bounds.width < $1.quad.bounds.width })
        #expect(outer.quad.bounds.width > lifted.quad.bounds.width)
        #expect(outer.quad.center.y > lifted.quad.center.y)  // cast downward
        let below = items.firstIndex { $0.role == .shadow }!, above = items.lastIndex { $0.itemID == 1 }!
        #expect(below < above)  // drawn under the lifted copy
    }

    /// Placeholders read their item's index from 0, as UIKit's index paths and the inspector do.
    @Test func placeholdersCountFromZero() throws {
        var s = try Session(PlaygroundConfig(viewport: Self.viewport, layoutName: "grid", itemCount: 10))
        s.run(until: 0.1)
        let first = try #require(s.playground.shown.items.first { $0.displayIndex == 0 })
        #expect(first.label == "0")
    }
}
