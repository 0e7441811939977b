@testable import PlaygroundCore
import Testing

/// A group of estimated size with many cells (a spreadsheet: one vertical group of rows of cells, scrolling
/// orthogonally) is kept as prepared, so a rect query does not lay out its cells again (issue 37: the layout check's
/// one-element probes made that O(n²)); small groups keep nothing. The answers are the same either way.
@Suite struct StoredGroupPieceTests {
    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Rows of `columns` cells 80 wide with an estimated height, `rows` of them stacked in one vertical group of an
    /// estimated height (rows × 80), the section scrolling orthogonally; items are square
    /// (`ItemSizes.square`), so each cell resolves to 80 × 80.
    static func spreadsheet(rows: Int, columns: Int, items: Int) -> CompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(80), .estimated(40)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(80 * Double(columns)), .estimated(40)),
                                                     subitems: [item])
        let sheet = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(80 * Double(columns)), .estimated(80 * Double(rows))), groups: [.group(row)])
        var section = NSCollectionLayoutSection(group: sheet)
        section.orthogonalScrollingBehavior = .continuous
        var l = CompositionalLayout(spec: CompositionalSpec(sections: [.init(section)]), name: "sheet")
        l.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: items))
        return l
    }

    @Test func aLargeGroupIsKeptAndAnswersAsLaidOutAgain() {
        let l = Self.spreadsheet(rows: 10, columns: 20, items: 200)
        #expect(l.plans.count == 1)
        let p = l.plans[0]
        #expect(p.groupCount == 1)
        #expect(p.storedPieces.keys.sorted() == [0])
        #expect(p.storedPieces[0]?.cells.count == 200)
        // The kept piece is the one a fresh layout of the group gives, cell for cell.
        let again = CompositionalSolver.layout(p.section.group, in: p.container, first: 0, available: p.count,
                                               natural: { l.context.naturalSizes[$0] })
        #expect(p.storedPieces[0]?.cells == again.cells)
        // Each cell's own answer is the one a rect query around it returns.
        for item in [0, 19, 20, 137, 199] {
            let a = l.attributes(forItem: IndexPath(item: item))
            #expect(a != nil)
            guard let a else { continue }
            let found = l.attributes(in: a.frame.insetBy(dx: 1, dy: 1)).filter { $0.indexPath == a.indexPath }
            #expect(found.map(\.frame) == [a.frame])
        }
        // Row r, column c sits at (80c, 80r) in the group: item 137 is row 6, column 17.
        #expect(l.attributes(forItem: IndexPath(item: 137))?.frame == Rect(x: 80 * 17, y: 80 * 6, width: 80, height: 80))
    }

    @Test func smallGroupsKeepNothing() {
        let l = Self.spreadsheet(rows: 2, columns: 4, items: 40)
        #expect(l.plans[0].groupCount == 5)
        #expect(l.plans[0].storedPieces.isEmpty)
        #expect(l.attributes(forItem: IndexPath(item: 13))?.frame.size == Size(width: 80, height: 80))
    }
}
