import Testing
@testable import PlaygroundCore

@Suite struct LayoutHostTests {
    @Test func invalidationsAreDeferredAndCoalesced() {
        var host = LayoutHost(layout: GridLayout(), context: LayoutContext(viewport: Size(width: 800, height: 600), itemCount: 10))
        #expect(host.prepareCount == 0)  // nothing happens until a query
        _ = host.prepared()
        #expect(host.prepareCount == 1)
        host.invalidate()
        host.invalidate()
        host.setViewport(Size(width: 900, height: 600))
        host.setItems(count: 20, naturalSizes: .square)
        #expect(host.prepareCount == 1)
        _ = host.prepared()
        _ = host.prepared()
        #expect(host.prepareCount == 2)  // four invalidations, one prepare
    }

    @Test func scrollingInvalidatesOnlyWhenTheLayoutAsks() {
        var plain = LayoutHost(layout: GridLayout(), context: LayoutContext(viewport: Size(width: 800, height: 600), itemCount: 100))
        _ = plain.prepared()
        plain.setContentOffset(Point(x: 0, y: 300))
        _ = plain.prepared()
        #expect(plain.prepareCount == 1)

        var pinned = LayoutHost(layout: GridLayout(headerSize: 30, pinHeaders: true),
                                context: LayoutContext(viewport: Size(width: 800, height: 600), itemCount: 100))
        _ = pinned.prepared()
        pinned.setContentOffset(Point(x: 0, y: 300))
        _ = pinned.prepared()
        #expect(pinned.prepareCount == 2)
    }
}
