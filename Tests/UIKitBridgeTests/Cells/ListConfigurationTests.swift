import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// List content and background configurations drawn (docs/cells.md, "List configurations"), shape layers and masks
/// (docs/cells.md, "Shapes and masks"): worked examples from the styles' metrics and the font's measures.
@MainActor @Suite struct ListConfigurationTests {
    /// A label's measure: rounded up to the half point, as UILabel rounds (UILabel.sizeThatFits).
    static func ceilHalf(_ v: Double) -> CGFloat { CGFloat((v * 2).rounded(.up) / 2) }
    static func width(_ text: String, _ size: Double) -> CGFloat {
        ceilHalf(TextMeasure.systemFont(size: size, weight: 0).width(of: text))
    }
    static func lineHeight(_ size: Double) -> CGFloat { ceilHalf(TextMeasure.systemFont(size: size, weight: 0).lineHeight) }

    @Test func aValueCellPutsItsTextsSideBySideInA44PointRow() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "On"
        let view = UIListContentView(configuration: content)
        let layout = view.playgroundLayout(width: 390)
        // One 17-point line (Inter: 20.57 → 21) between 11-point margins is 43: a row is 44 at least.
        let line = Self.lineHeight(17)
        #expect(line == 21)
        #expect(layout.height == 44)
        // Centred: (44 − 21) / 2 = 11.5 from the top; the text at the leading margin, the value at the trailing one.
        #expect(layout.text == CGRect(x: 16, y: 11.5, width: Self.width("Wi-Fi", 17), height: 21))
        let on = Self.width("On", 17)
        #expect(layout.secondaryText == CGRect(x: 390 - 16 - on, y: 11.5, width: on, height: 21))
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)) == CGSize(width: 390, height: 44))
    }

    @Test func aSubtitleCellWithASymbolStacksItsTexts() {
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: "bell")   // the 20 × 20 placeholder
        content.text = "Notifications"
        content.secondaryText = "Banners"
        let view = UIListContentView(configuration: content)
        let l = view.playgroundLayout(width: 390)
        // Body 21 + 3 + subheadline (15 pt: 18.15 → 18.5) = 42.5 between 11-point margins: 64.5.
        let sub = Self.lineHeight(15)
        #expect(sub == 18.5)
        #expect(l.height == 11 + 21 + 3 + sub + 11)
        // Texts after the image and 16 points: x = 16 + 20 + 16.
        #expect(l.text == CGRect(x: 52, y: 11, width: Self.width("Notifications", 17), height: 21))
        #expect(l.secondaryText == CGRect(x: 52, y: 35, width: Self.width("Banners", 15), height: sub))
        // The image centred in the content: 11 + (64.5 − 22 − 20) / 2.
        #expect(l.image == CGRect(x: 16, y: 11 + (l.height - 22 - 20) / 2, width: 20, height: 20))
    }

    @Test func aValueCellWhoseTextsDoNotFitStacksThem() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Do Not Disturb while driving"
        content.secondaryText = "Activate automatically"
        let view = UIListContentView(configuration: content)
        let l = view.playgroundLayout(width: 300)
        // 300 − 32 = 268 available: the two widths plus 8 do not fit, so the value goes under the text.
        #expect(Self.width(content.text!, 17) + 8 + Self.width(content.secondaryText!, 17) > 268)
        #expect(l.secondaryText?.minX == 16 && l.secondaryText!.minY == l.text!.maxY)
    }

    @Test func aGroupedHeaderIsUpperCasedFootnoteText() {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Network"
        let view = UIListContentView(configuration: content)
        #expect(view.playgroundTextLabel.text == "NETWORK")
        #expect(view.playgroundTextLabel.font.pointSize == 13)
        // Not a row: as tall as its margins (16 + 6) and one 13-point line.
        #expect(view.playgroundLayout(width: 390).height == 16 + Self.lineHeight(13) + 6)
    }

    @Test func aListCellDrawsItsBackgroundAndTexts() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 350, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Cellular"
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        background.cornerRadius = 12
        background.strokeColor = .systemOrange
        background.strokeWidth = 2
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        cell.backgroundConfiguration = background
        let pieces = ViewTreeDrawing.content(of: cell).pieces
        // The background: the cell inset by 4 and 2, rounded 12, yellow; its stroke; then the text.
        #expect(pieces.count == 3)
        #expect(pieces[0].kind == .fill(cornerRadii: CornerRadii(12)))
        #expect(pieces[0].corners == Quad(rect: Rect(x: 4, y: 2, width: 342, height: 40)))
        #expect(pieces[0].color == Color(r: 255, g: 204, b: 0))
        #expect(pieces[1].kind == .border(width: 2, cornerRadii: CornerRadii(12)))
        #expect(pieces[1].color == Color(r: 255, g: 149, b: 0))
        guard case .text(let run) = pieces[2].kind else { Issue.record("no text"); return }
        #expect(run.text == "Cellular" && pieces[2].corners.topLeft.x == 16)
    }

    @Test func aListCellStartsWithAWhiteBackground() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let pieces = ViewTreeDrawing.content(of: cell).pieces
        #expect(pieces.count == 1 && pieces[0].color == Color(r: 255, g: 255, b: 255))
    }

    @Test func aShapeLayerFillsItsPathAndStrokesIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 10)).cgPath
        shape.fillColor = UIColor.red.cgColor
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 2
        view.layer.addSublayer(shape)
        let pieces = ViewTreeDrawing.content(of: view).pieces
        #expect(pieces.count == 2)
        guard case .mesh(let fill) = pieces[0].kind, case .mesh(let stroke) = pieces[1].kind else {
            Issue.record("no meshes"); return
        }
        #expect(pieces[0].corners == Quad(rect: Rect(x: 10, y: 10, width: 20, height: 10)))
        #expect(abs(PathTessellation.area(ofTriangles: fill.triangles) - 200) < 1e-9)
        #expect(pieces[0].color == Color(r: 255, g: 0, b: 0))
        // The stroke: 1 point each side of the outline, (9, 9)…(31, 21); its area the four sides' quads (60 × 2)
        // plus four miter corners of 1 × 1 (counted with the quads' overlaps: triangles are summed).
        #expect(pieces[1].corners == Quad(rect: Rect(x: 9, y: 9, width: 22, height: 12)))
        #expect(abs(PathTessellation.area(ofTriangles: stroke.triangles) - (120 + 4)) < 1e-9)
    }

    @Test func aProgressRingStopsAtStrokeEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 4
        ring.strokeEnd = 0.25
        view.layer.addSublayer(ring)
        let pieces = ViewTreeDrawing.content(of: view).pieces
        #expect(pieces.count == 1)
        // A quarter of the circle from the top, clockwise on screen: from (50, 10) to (90, 50), 2 points either side,
        // the ends cut square (butt caps): (50, 8)…(92, 50), within a tenth (the chords' tilt at the ends).
        let b = pieces[0].corners
        #expect(abs(b.topLeft.x - 50) < 0.15 && abs(b.topLeft.y - 8) < 0.15, "\(b)")
        #expect(abs(b.bottomRight.x - 92) < 0.15 && abs(b.bottomRight.y - 50) < 0.15, "\(b)")
    }

    @Test func aMaskLayerSlantsTheCell() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.backgroundColor = .systemBlue
        let slant = CAShapeLayer()
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 24, y: 0)); p.addLine(to: CGPoint(x: 100, y: 0))
        p.addLine(to: CGPoint(x: 76, y: 50)); p.addLine(to: CGPoint(x: 0, y: 50)); p.close()
        slant.path = p.cgPath
        cell.layer.mask = slant
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        label.text = "ii"
        label.textAlignment = .center
        cell.addSubview(label)
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        corner.backgroundColor = .red
        cell.addSubview(corner)
        let pieces = ViewTreeDrawing.content(of: cell).pieces
        guard case .mesh(let m) = pieces[0].kind else { Issue.record("not cut"); return }
        // 100 × 50 less two triangles of 24 × 50 / 2: 3800.
        #expect(abs(PathTessellation.area(ofTriangles: m.triangles) - 3800) < 1e-9)
        // The text in the middle is kept whole.
        #expect(pieces.contains { if case .text = $0.kind { true } else { false } })
        // The red square (0…10, 0…10) lies left of the slant's edge x = 24 − 0.48y (x ≥ 19.2 for y ≤ 10): cut away.
        #expect(!pieces.contains { $0.color == Color(r: 255, g: 0, b: 0) })
    }

    @Test func aMaskViewCutsToItsRoundedFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        let mask = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        mask.layer.cornerRadius = 25
        view.mask = mask
        let pieces = ViewTreeDrawing.content(of: view).pieces
        guard pieces.count == 1, case .mesh(let m) = pieces[0].kind else { Issue.record("not cut"); return }
        // A 25-point disc as 32 chords: 32 · ½ · 25² · sin(2π/32).
        #expect(abs(PathTessellation.area(ofTriangles: m.triangles) - 16 * 625 * sin(2 * Double.pi / 32)) < 1e-6)
    }

    @Test func dumpViewsListsListContentSublayersAndMasks() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Focus"
        cell.contentConfiguration = content
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        cell.contentView.layer.addSublayer(shape)
        cell.layer.mask = CALayer()
        let json = UIKitLayoutAdapter.describe(cell)
        let text = String(describing: json)
        #expect(text.contains("PlaygroundBackgroundConfigurationView"))
        #expect(text.contains("UIListContentView") && text.contains("listContent") && text.contains("Focus"))
        #expect(text.contains("CAShapeLayer") && text.contains("pathBounds") && text.contains("layerMask"))
    }

    @Test func aSelfSizingListMeasuresItsSubtitleRows() {
        final class Source: NSObject, UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = item == 1 ? UIListContentConfiguration.subtitleCell() : .cell()
                content.text = "Row \(item)"
                content.secondaryText = item == 1 ? "Details" : nil
                cell.contentConfiguration = content
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath)
                -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            }
        }
        let source = Source()
        var layout: UICollectionViewCompositionalLayout?
        var adapter = UIKitLayoutAdapter(name: "list", make: { cv in
            cv.dataSource = source
            let l = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            layout = l
            return l
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 390, height: 600), itemCount: 3))
        let frames = (0..<3).map { layout!.layoutAttributesForItem(at: Foundation.IndexPath(item: $0, section: 0))!.frame }
        // Rows 44, then the subtitle row 11 + 21 + 3 + 18.5 + 11 = 64.5, then 44 again.
        #expect(frames.map(\.height) == [44, 64.5, 44])
        #expect(frames.map(\.minY) == [0, 44, 108.5])
        // The inspector's record: estimated 44 at y 44, measured 64.5.
        let a = adapter.attributes(forItem: PlaygroundCore.IndexPath(item: 1))!
        // Drawing the cells (the window's first frame) keeps the records (the data did not change).
        #expect(adapter.content(for: a) != nil)
        let record = adapter.selfSizing(for: a)
        #expect(record?.estimatedFrame == Rect(x: 0, y: 44, width: 390, height: 44))
        #expect(record?.measured == Size(width: 390, height: 64.5))
    }
}
