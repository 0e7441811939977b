import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

final class ListRowsSource: NSObject, UICollectionViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }
}

@Suite struct ListAppearanceTests {
    static func pieces(_ adapter: UIKitLayoutAdapter, item: Int) -> (Size, [ContentPiece]) {
        let all: [LayoutAttributes] = adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480))
        guard let a = all.first(where: { $0.category == .cell && $0.indexPath.item == item }) else { return (.zero, []) }
        return (a.size, adapter.content(for: a)?.pieces ?? [])
    }

    static func insetGroupedList(rows: Int) -> UIKitLayoutAdapter {
        let source = ListRowsSource(rows: rows)
        var adapter = UIKitLayoutAdapter(name: "inset-grouped", make: { cv in
            cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            cv.dataSource = source
            return UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: rows))
        return adapter
    }

    /// Inset-grouped, 3 rows 280 wide (20-point section insets): the first row's background rounds its top corners
    /// 10 points, the last its bottom ones, the middle none.
    @Test func insetGroupedEndsAreRounded() {
        let adapter = Self.insetGroupedList(rows: 3)
        let (size, first) = Self.pieces(adapter, item: 0)
        #expect(size.width == 280)
        #expect(first.first?.kind == .fill(cornerRadii: CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0)))
        #expect(first.first?.color == Color(r: 255, g: 255, b: 255))
        let (_, middle) = Self.pieces(adapter, item: 1)
        #expect(middle.first?.kind == .fill(cornerRadii: .zero))
        let (_, last) = Self.pieces(adapter, item: 2)
        #expect(last.first?.kind == .fill(cornerRadii: CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10)))
    }

    /// A separator below rows 0 and 1 (not the last): 0.5 points (1 pixel at scale 2) at the row's bottom, from the
    /// text's leading edge (16) to the row's trailing edge (280), UIColor.separator (#3C3C43, 29 %: alpha byte 74).
    @Test func separatorsStartAtTheTextAndSkipTheLastRow() {
        let adapter = Self.insetGroupedList(rows: 3)
        for item in 0..<3 {
            let (size, pieces) = Self.pieces(adapter, item: item)
            let separators = pieces.filter { $0.size.height == 0.5 && $0.kind == .fill(cornerRadii: .zero) }
            if item == 2 { #expect(separators.isEmpty); continue }
            #expect(separators.count == 1)
            #expect(separators.first?.corners == Quad(rect: Rect(x: 16, y: size.height - 0.5, width: 264, height: 0.5)))
            #expect(separators.first?.color == Color(r: 60, g: 60, b: 67, a: 74))
            // The text starts where the separator does.
            var textX: [Double] = []
            for p in pieces { if case .text = p.kind { textX.append(p.corners.topLeft.x) } }
            #expect(textX == [16])
        }
    }

    /// The disclosure indicator: a chevron path (1, 1)–(8, 7)–(1, 13) stroked 2 points wide in a 9 × 14 view,
    /// 16 points from the trailing edge and centred: its stroke's bounds (0, 0, 9, 14) at x 280 − 16 − 9 = 255.
    @Test func disclosureIndicatorIsDrawnAtTheTrailingEdge() {
        let adapter = Self.insetGroupedList(rows: 3)
        let (size, pieces) = Self.pieces(adapter, item: 1)
        var meshes: [ContentPiece] = []
        for p in pieces { if case .mesh = p.kind { meshes.append(p) } }
        #expect(meshes.count == 1)
        let y = ((size.height - 14) / 2).rounded()
        // The round caps and join are polygons: their bounds within 0.05 points of the exact ones.
        let c = meshes.first?.corners
        #expect(c.map { abs($0.topLeft.x - 255) < 0.05 && abs($0.topLeft.y - y) < 0.05 } == true)
        #expect(c.map { abs($0.bottomRight.x - 264) < 0.05 && abs($0.bottomRight.y - (y + 14)) < 0.05 } == true)
        #expect(meshes.first?.color == Color(r: 60, g: 60, b: 67, a: 77))  // tertiaryLabel, 30 %
    }

    /// A list cell's background follows its state: white, systemGray4 (#D1D1D6) selected or highlighted, white
    /// again; a colour the app chose stays when selected.
    @Test func selectedAndHighlightedBackgrounds() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        func fill() -> Color? { ViewTreeDrawing.content(of: cell).pieces.first?.color }
        #expect(fill() == Color(r: 255, g: 255, b: 255))
        cell.isSelected = true
        #expect(fill() == Color(r: 209, g: 209, b: 214))
        cell.isSelected = false
        #expect(fill() == Color(r: 255, g: 255, b: 255))
        cell.isHighlighted = true
        #expect(fill() == Color(r: 209, g: 209, b: 214))
        cell.isHighlighted = false
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        cell.backgroundConfiguration = custom
        cell.isSelected = true
        #expect(fill() == Color(r: 255, g: 204, b: 0))
    }

    /// Right-to-left: the text's right edge 16 points from the cell's right edge, a label accessory and the
    /// disclosure chevron at the left, the chevron pointing left (its first point on the right).
    @Test func rightToLeftMirrorsTextAndAccessories() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator(), .label(text: "Detail")]
        let traits = UITraitCollection()
        traits.layoutDirection = .rightToLeft
        ViewTreeDrawing.adopt(traits, in: cell)
        let pieces = ViewTreeDrawing.content(of: cell).pieces
        var texts: [(String, Quad)] = []
        for p in pieces { if case .text(let run) = p.kind { texts.append((run.text, p.corners)) } }
        let row = texts.first { $0.0 == "Row" }, detail = texts.first { $0.0 == "Detail" }
        #expect(row.map { abs($0.1.topRight.x - 304) < 0.01 } == true)
        // Chevron at 16…25, then 12 points, then the label.
        var meshes: [ContentPiece] = []
        for p in pieces { if case .mesh = p.kind { meshes.append(p) } }
        #expect(meshes.first.map { abs($0.corners.topLeft.x - 16) < 0.05 } == true)
        #expect(detail.map { $0.1.topLeft.x > 36.99 && $0.1.topLeft.x < 38 } == true)
        guard case .mesh(let chevron)? = meshes.first?.kind else { Issue.record("no chevron"); return }
        // Pointing left: its leftmost vertex is at the middle height.
        let left = chevron.triangles.min { $0.x < $1.x }
        #expect(left.map { abs($0.y - 7) < 1.5 } == true)
    }
}
