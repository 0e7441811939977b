import PlaygroundCore
import Testing
import TestSupport
import UIKitBridge

/// UIKit's compositional API on the core's engine: the same frames as the same layout written for the core.
@Suite struct CompositionalTests {
    typealias CorePath = PlaygroundCore.IndexPath

    /// Every element of both layouts over the whole content, keyed and compared.
    func sameElements(_ a: any CollectionLayout, _ b: any CollectionLayout) -> Bool {
        let all = Rect(x: -5000, y: -5000, width: 20000, height: 20000)
        let key = { (x: LayoutAttributes) in "\(x.category)|\(x.indexPath)" }
        let left = Dictionary(a.attributes(in: all).map { (key($0), $0) }, uniquingKeysWith: { x, _ in x })
        let right = Dictionary(b.attributes(in: all).map { (key($0), $0) }, uniquingKeysWith: { x, _ in x })
        return !left.isEmpty && left == right
    }

    @Test func nestedGroupsGiveAppleSampleFrames() {
        let c = LayoutContext(viewport: Size(width: 800, height: 600), itemCount: 3)
        var uikit = UIKitLayoutAdapter(layout: nestedGroupsLayout())
        uikit.prepare(c)
        #expect(uikit.attributes(forItem: CorePath(section: 0, item: 0))?.frame == Rect(x: 10, y: 10, width: 540, height: 220))
        #expect(uikit.attributes(forItem: CorePath(section: 0, item: 2))?.frame == Rect(x: 570, y: 130, width: 220, height: 100))
        var core = CompositionalLayout(spec: coreNestedGroupsSpec())
        core.prepare(c)
        #expect(sameElements(uikit, core))
    }

    @Test func sectionProviderMatchesTheCoreSpec() {
        for (width, wide) in [(800.0, true), (400.0, false)] {
            let c = LayoutContext(viewport: Size(width: width, height: 700), itemCount: 30)
            var uikit = UIKitLayoutAdapter(layout: appStoreLikeLayout(), sections: 3)
            uikit.prepare(c)
            var core = CompositionalLayout(spec: coreAppStoreSpec(counts: [10, 10, 10], wide: wide))
            core.prepare(c)
            #expect(sameElements(uikit, core), "width \(width)")
            #expect(uikit.orthogonalSections == [0])
            #expect(LayoutChecker.check(uikit, context: c) == [])
            // The pinned header of section 2 follows the offset, as the core's does.
            let down = LayoutContext(viewport: c.viewport, contentOffset: Point(x: 0, y: 900), itemCount: 30)
            _ = uikit.shouldInvalidate(forBoundsChange: Rect(origin: down.contentOffset, size: down.viewport))
            uikit.prepare(down)
            core.prepare(down)
            #expect(sameElements(uikit, core), "width \(width), scrolled")
        }
    }

    @Test func orthogonalSectionsScrollOnTheirOwn() {
        var uikit = UIKitLayoutAdapter(layout: appStoreLikeLayout(), sections: 3)
        var core = CompositionalLayout(spec: coreAppStoreSpec(counts: [10, 10, 10], wide: true))
        let c = LayoutContext(viewport: Size(width: 800, height: 700), itemCount: 30, sectionOffsets: [0: 300])
        uikit.prepare(c)
        core.prepare(c)
        #expect(sameElements(uikit, core))
        #expect(uikit.orthogonalOffsetRange(ofSection: 0) == core.orthogonalOffsetRange(ofSection: 0))
        #expect(uikit.orthogonalTarget(ofSection: 0, start: 0, position: 100, velocity: 900, projected: 400)
            == core.orthogonalTarget(ofSection: 0, start: 0, position: 100, velocity: 900, projected: 400))
    }

    @Test func listsAndVisibleItemHandlers() throws {
        var list = UIKitLayoutAdapter(layout: insetListLayout())
        let c = LayoutContext(viewport: Size(width: 390, height: 800), itemCount: 5)
        list.prepare(c)
        // The header (estimated 44: no data source measures it) takes the place of the inset-grouped section's
        // 20-point top inset (docs/cells.md, "Self-sizing headers and footers"), so the first row starts at 44.
        #expect(list.attributes(forItem: CorePath(section: 0, item: 0))?.frame == Rect(x: 20, y: 44, width: 350, height: 44))
        #expect(LayoutChecker.check(list, context: c) == [])

        var carousel = UIKitLayoutAdapter(layout: shrinkingCarouselLayout())
        carousel.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 6))
        let middle = try #require(carousel.attributes(forItem: CorePath(section: 0, item: 1)))
        let edge = try #require(carousel.attributes(forItem: CorePath(section: 0, item: 0)))
        // Item 1 spans 200…400 (center 300), item 0 0…200 (center 100); the middle is at 200.
        #expect(abs(middle.transform.a - 0.75) < 1e-9 && abs(edge.transform.a - 0.75) < 1e-9)
        carousel.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 6, sectionOffsets: [0: 100]))
        let centered = try #require(carousel.attributes(forItem: CorePath(section: 0, item: 1)))
        #expect(abs(centered.transform.a - 1) < 1e-9 && centered.center.x == 200)
    }
}
