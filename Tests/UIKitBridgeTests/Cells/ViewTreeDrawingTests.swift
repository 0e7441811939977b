import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

@Suite struct ViewTreeDrawingTests {
    /// A capsule: a filled, bordered, rounded content view with a centred label.
    @Test func aTagCellIsAFillItsTextAndABorder() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
        cell.contentView.backgroundColor = .systemBlue
        cell.contentView.layer.cornerRadius = 16
        cell.contentView.layer.borderWidth = 1
        cell.contentView.layer.borderColor = UIColor.white.cgColor
        let label = UILabel()
        label.text = "ii"
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 32)
        cell.contentView.addSubview(label)
        let pieces = ViewTreeDrawing.content(of: cell).pieces
        #expect(pieces.count == 3)
        #expect(pieces[0].kind == .fill(cornerRadii: CornerRadii(16)))
        #expect(pieces[0].color == Color(r: 0, g: 122, b: 255) && pieces[0].corners == Quad(rect: Rect(x: 0, y: 0, width: 80, height: 32)))
        guard case .text(let run) = pieces[1].kind else { Issue.record("no text"); return }
        #expect(run.text == "ii" && run.pointSize == 17 && run.fontFile.hasSuffix("Inter-Regular.otf"))
        // "ii" is 8.0653 wide, centred: x = (80 − 8.0653) / 2; the line (20.5739 tall) centred: top 5.7131.
        let c = pieces[1].corners.topLeft
        #expect(abs(c.x - (80 - 1336.0 / 2816 * 17) / 2) < 1e-6 && abs(c.y - (32 - 3408.0 / 2816 * 17) / 2) < 1e-6)
        #expect(pieces[2].kind == .border(width: 1, cornerRadii: CornerRadii(16)))
    }

    @Test func transformsAlphaAndHiddenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        child.backgroundColor = .black
        child.alpha = 0.5
        // Scaled 2× about its centre (30, 30): corners (10, 20)…(50, 40) become (−10, 10)…(70, 50).
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(child)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        root.addSubview(hidden)
        let pieces = ViewTreeDrawing.content(of: root).pieces
        #expect(pieces.count == 1)
        #expect(pieces[0].corners == Quad(rect: Rect(x: -10, y: 10, width: 80, height: 40)))
        #expect(pieces[0].size == Size(width: 40, height: 20) && pieces[0].alpha == 0.5)
    }

    @Test func clippingCutsAndRoundsChildren() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.clipsToBounds = true
        root.layer.cornerRadius = 10
        let child = UIView(frame: CGRect(x: -20, y: 0, width: 200, height: 30))
        child.backgroundColor = .white
        root.addSubview(child)
        let pieces = ViewTreeDrawing.content(of: root).pieces
        #expect(pieces.count == 1)
        #expect(pieces[0].corners == Quad(rect: Rect(x: 0, y: 0, width: 100, height: 30)))
        // Its top corners lie on the clip's: rounded as the clip's.
        #expect(pieces[0].kind == .fill(cornerRadii: CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0)))
    }

    /// An image view that clips to its own corner radius (a rounded avatar) cuts its photo to the rounded outline, as
    /// Core Animation clips a layer's contents: one textured mesh, the 100 × 60 rectangle less its four corners
    /// (8 segments a corner: each corner's polygon is ½·r²·8·sin(π/16) of the r² square), the photo's whole texture.
    @Test func aRoundedImageViewCutsItsPhotoToItsCorners() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.image = UIImage(source: .photo(3), size: CGSize(width: 100, height: 60))
        view.contentMode = .scaleToFill
        view.layer.cornerRadius = 20
        view.clipsToBounds = true
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.addSubview(view)
        let pieces = ViewTreeDrawing.content(of: root).pieces
        #expect(pieces.count == 1)
        guard case .mesh(let mesh) = pieces.first?.kind else { Issue.record("not a mesh: \(pieces)"); return }
        #expect(mesh.image == .photo(3))
        let expected = 6000 - 4 * (400 - 0.5 * 400 * 8 * sin(Double.pi / 16))
        #expect(abs(PathTessellation.area(ofTriangles: mesh.triangles) - expected) < 0.01)
        #expect(mesh.uvs.map(\.x).min() == 0 && mesh.uvs.map(\.y).max() == 1)
        // Without clipping, the image view's corner radius rounds its background only: the photo is whole.
        view.clipsToBounds = false
        #expect(ViewTreeDrawing.content(of: root).pieces.first?.kind == .image(.photo(3), uv: Rect(x: 0, y: 0, width: 1, height: 1)))
    }
}
