import Foundation
@testable import PlaygroundCore
import Testing
import TestSupport
import UIKit
import UIKitBridge

/// The window's own insert (the N key) over a UIKit layout with a header and a footer: the supplementary views
/// are asked about and animated as UIKit does (Playground+UpdatedElements.swift). The layout: 100 × 100 items 10
/// apart in a 150 × 400 viewport, a 20-point header and a 30-point footer. Three items: header 0…20, items at y 20,
/// 130, 240, footer 340…370. After an insert (four items) the footer is at 450…480, below the viewport.
@Suite struct UpdatedElementsTests {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter

    /// The logging flow layout with a header and a footer; `insertsHeader`: it says the batch inserts the header
    /// and starts it 20 points higher, transparent.
    final class HeaderFooterLayout: LoggingTestLayout {
        let insertsHeader: Bool
        init(insertsHeader: Bool) {
            self.insertsHeader = insertsHeader
            super.init()
            headerReferenceSize = CGSize(width: 150, height: 20)
            footerReferenceSize = CGSize(width: 150, height: 30)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [Foundation.IndexPath] {
            let paths = super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
            return insertsHeader && elementKind == UpdatedElementsTests.header ? [Foundation.IndexPath(item: 0, section: 0)] : paths
        }

        override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                              at elementIndexPath: Foundation.IndexPath)
            -> UICollectionViewLayoutAttributes? {
            let answer = super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind,
                                                                                       at: elementIndexPath)
            guard insertsHeader, elementKind == UpdatedElementsTests.header,
                  let a = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy()
                    as? UICollectionViewLayoutAttributes else { return answer }
            a.center.y -= 20
            a.alpha = 0
            return a
        }
    }

    func session(insertsHeader: Bool) throws -> (Session, HeaderFooterLayout) {
        let layout = HeaderFooterLayout(insertsHeader: insertsHeader)
        let plugin = UIKitLayoutAdapter.plugin(name: "logging", make: { _ in layout })
        var s = try Session(PlaygroundConfig(
            viewport: Size(width: 150, height: 400), layoutName: "logging", itemCount: 3,
            layouts: LayoutRegistry.all + [plugin.descriptor(name: "logging", source: "test")]))
        s.run(until: 0.1)
        layout.log = []
        return (s, layout)
    }

    /// Within a millionth of a point (the frame times are sums of sixtieths).
    static func near(_ p: Point?, _ q: Point) -> Bool {
        guard let p else { return false }
        return abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6
    }

    static func drawn(_ list: DrawList, _ kind: String) -> LayoutAttributes? {
        list.items.first { $0.attributes.category == .supplementary(kind: kind) }?.attributes
    }

    /// UIKit's order: the items, then kind by kind (sorted: the footer's kind before the header's), the index paths
    /// to delete and insert, the initial attributes of the views visible after, the final ones of those visible
    /// before; then finalize. The footer, pushed below the viewport, is not asked where it starts.
    @Test func anInsertAsksAboutTheHeaderAndTheFooterInUIKitsOrder() throws {
        var (s, layout) = try session(insertsHeader: false)
        s.playground.focusedItem = 0
        s.playground.insertItem(at: s.time)
        #expect(layout.log == [
            "prepare", "updates insert ->0.1", "initial 0.0", "initial 0.1", "initial 0.2", "initial 0.3",
            "final 0.0", "final 0.1", "final 0.2",
            "delete-supplementary \(Self.footer)", "insert-supplementary \(Self.footer)", "final \(Self.footer) 0.0",
            "delete-supplementary \(Self.header)", "insert-supplementary \(Self.header)",
            "initial \(Self.header) 0.0", "final \(Self.header) 0.0",
            "finalize"])
    }

    /// Halfway through the 0.25 s update (easeInOut(0.5) = 0.5): the footer slides from y 340…370 to 450…480,
    /// its center at 355 + (465 − 355) / 2 = 410; the header, in place before and after, does not move. At the end
    /// nothing animates and the footer is where the layout puts it.
    @Test func theFooterSlidesToItsNewPlace() throws {
        var (s, _) = try session(insertsHeader: false)
        let start = s.time
        s.playground.focusedItem = 0
        s.playground.insertItem(at: start)
        let half = s.playground.advance(to: start + Playground.batchUpdateDuration / 2)
        #expect(Self.near(Self.drawn(half, Self.footer)?.center, Point(x: 75, y: 410)))
        #expect(Self.near(Self.drawn(half, Self.header)?.center, Point(x: 75, y: 10)))
        #expect(!s.playground.isSettled)
        let end = s.playground.advance(to: start + Playground.batchUpdateDuration + 0.01)
        #expect(Self.near(Self.drawn(end, Self.footer)?.center, Point(x: 75, y: 465)))
        #expect(s.playground.isSettled)
    }

    /// A header the layout says the batch inserts starts from its initial attributes (20 points higher,
    /// transparent): halfway, its center is at 10 − 20 / 2 = 0 and its alpha 0.5.
    @Test func anInsertedHeaderStartsFromItsInitialAttributes() throws {
        var (s, _) = try session(insertsHeader: true)
        let start = s.time
        s.playground.focusedItem = 0
        s.playground.insertItem(at: start)
        let half = s.playground.advance(to: start + Playground.batchUpdateDuration / 2)
        let header = try #require(Self.drawn(half, Self.header))
        #expect(Self.near(header.center, Point(x: 75, y: 0)))
        #expect(abs(header.alpha - 0.5) < 1e-6)
    }

    /// A delete (three items → two) moves the footer up from 340…370 to
    /// 230…260, over the same 0.25 s; halfway its center is at (355 + 245) / 2 = 300.
    @Test func aDeleteSlidesTheFooterUp() throws {
        var (s, _) = try session(insertsHeader: false)
        let start = s.time
        s.playground.focusedItem = 1
        s.playground.deleteFocusedItem(at: start)
        let half = s.playground.advance(to: start + Playground.batchUpdateDuration / 2)
        #expect(Self.near(Self.drawn(half, Self.footer)?.center, Point(x: 75, y: 300)))
    }
}
