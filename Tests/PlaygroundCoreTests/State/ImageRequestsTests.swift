import Testing
@testable import PlaygroundCore

@Suite struct ImageRequestsTests {
    /// The grid's worked example (640×480, default parameters): 180-point cells in columns at x = 10, 230, 450, lines
    /// 190 apart from y = 10.
    func grid(items: Int = 24, images: Int = 24) throws -> Playground {
        var p = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 640, height: 480), itemCount: items, imageCount: images))
        _ = p.advance(to: 0)
        return p
    }

    @Test func visibleFrontToBackThenNearestAhead() throws {
        var p = try grid()
        // On screen: lines at y 10, 200, 390 (items 0…8), front to back (the last drawn first).
        // Within one viewport (y up to 960, closed): lines at 580 (9…11), 770 (12…14) and 960 (15…17), nearest the
        // middle (320, 240) first.
        let wanted = p.imageRequests()
        #expect(wanted == [8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 9, 11, 13, 12, 14, 16, 15, 17])
        let onScreen = p.imageRequests(ahead: 0)
        #expect(onScreen == [8, 7, 6, 5, 4, 3, 2, 1, 0])
    }

    @Test func eachImageOnceAndNothingWithoutImages() throws {
        var cycling = try grid(items: 24, images: 4)
        let wantedCycling = cycling.imageRequests()
        #expect(wantedCycling == [0, 3, 2, 1])
        var none = try grid(images: 0)
        let wantedNone = none.imageRequests()
        #expect(wantedNone.isEmpty)
        var empty = try grid(items: 0)
        let wantedEmpty = empty.imageRequests()
        #expect(wantedEmpty.isEmpty)
    }

    @Test func followsTheScrolledContentBothWays() throws {
        var p = try grid(items: 60, images: 60)
        p.setContentOffset(Point(x: 0, y: 1900))
        _ = p.advance(to: 0.1)
        p.velocity = .zero  // at rest there (the jump itself reads as a 19000 points/s motion)
        let wanted = p.imageRequests()
        // On screen (y 1900…2380): line 9 touches the top edge (1720…1900), lines 10…12 (items 30…38) show.
        #expect(Array(wanted.prefix(12)).sorted() == Array(27..<39))
        // One viewport each way (y 1420…2860, closed): lines 7 (1340…1520) to 15 (2860…), items 21…47.
        #expect(Set(wanted) == Set(21..<48))
        #expect(wanted.count == 27)
    }

    @Test func quadBounds() {
        let q = Quad(topLeft: Point(x: 0, y: 5), topRight: Point(x: 10, y: 0),
                     bottomRight: Point(x: 12, y: 8), bottomLeft: Point(x: -1, y: 9))
        #expect(q.bounds == Rect(x: -1, y: 0, width: 13, height: 9))
    }
}

@Suite struct LargestCellTests {
    @Test func gridCellsAndRotatedCells() throws {
        var grid = try Playground(config: PlaygroundConfig(viewport: Size(width: 640, height: 480), itemCount: 7))
        #expect(grid.drawList().largestCell == Size(width: 180, height: 180))
        var none = try Playground(config: PlaygroundConfig(viewport: Size(width: 640, height: 480), itemCount: 0))
        #expect(none.drawList().largestCell == .zero)
        // A quad turned by 30°: its edges keep their lengths (its bounds would be larger).
        let a = LayoutAttributes(indexPath: IndexPath(item: 0), center: Point(x: 50, y: 50), size: Size(width: 100, height: 40),
                                 transform: AffineTransform(rotation: Double.pi / 6))
        let item = DrawItem(attributes: a, displayIndex: 0, itemID: 0, texture: nil,
                            quad: Playground.quad(for: a, contentOffset: .zero), uv: Rect(x: 0, y: 0, width: 1, height: 1),
                            color: .background, alpha: 1, label: nil)
        let size = DrawList(viewport: Size(width: 100, height: 100), items: [item]).largestCell
        #expect(abs(size.width - 100) < 1e-9 && abs(size.height - 40) < 1e-9)
        #expect(item.quad.bounds.width > 100)
    }
}

@Suite struct PrefetchDirectionTests {
    func scrolled(velocityY: Double) throws -> Playground {
        var p = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 640, height: 480), itemCount: 60, imageCount: 60))
        p.setContentOffset(Point(x: 0, y: 1900))
        _ = p.advance(to: 0.1)
        p.velocity = Point(x: 0, y: velocityY)
        return p
    }

    /// Scrolling down (the offset grows): the screen, then the next screen below; nothing of the screen above.
    @Test func aheadOnlyWhileMoving() throws {
        var down = try scrolled(velocityY: 3000)
        let wantedDown = down.imageRequests()
        #expect(Array(wantedDown.prefix(12)).sorted() == Array(27..<39))
        // y 1900…2860 (closed): lines 9 (27…29, touching the top) to 15 (45…47).
        #expect(Set(wantedDown) == Set(27..<48))
        var up = try scrolled(velocityY: -3000)
        let wantedUp = up.imageRequests()
        // y 1420…2380: lines 7 (21…23) to 12 (36…38).
        #expect(Set(wantedUp) == Set(21..<39))
        // Ahead is nearest first: line 13 (39…41) before line 15 (45…47).
        #expect(wantedDown.firstIndex(of: 40)! < wantedDown.firstIndex(of: 46)!)
        #expect(wantedUp.firstIndex(of: 25)! < wantedUp.firstIndex(of: 22)!)
    }
}
