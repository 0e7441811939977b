import UIKit

// The benchmark of shape-layer cells (docs/benchmarks.md, "Drawn cells"): about 200 cells on a 1280×800 window
// (76 × 58, 8 apart, as BenchCells), each slanted by a mask layer, with a stroked ring (CAShapeLayer, round caps)
// over a track and a caption.
final class BenchShapeCell: UICollectionViewCell {
    let ring = CAShapeLayer()
    let track = CAShapeLayer()
    let slant = CAShapeLayer()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        for (l, alpha) in [(track, 0.35), (ring, 1.0)] {
            l.fillColor = nil
            l.strokeColor = UIColor.white.withAlphaComponent(alpha).cgColor
            l.lineWidth = 4
            l.lineCap = .round
            contentView.layer.addSublayer(l)
        }
        caption.font = .preferredFont(forTextStyle: .caption2)
        caption.textColor = .white
        caption.textAlignment = .center
        contentView.addSubview(caption)
        layer.mask = slant
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        let circle = UIBezierPath(arcCenter: CGPoint(x: b.midX, y: 22), radius: 14, startAngle: -.pi / 2,
                                  endAngle: 1.5 * .pi, clockwise: true)
        track.path = circle.cgPath
        ring.path = circle.cgPath
        caption.frame = CGRect(x: 2, y: b.height - 16, width: b.width - 4, height: 14)
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 10, y: 0)); p.addLine(to: CGPoint(x: b.width, y: 0))
        p.addLine(to: CGPoint(x: b.width - 10, y: b.height)); p.addLine(to: CGPoint(x: 0, y: b.height)); p.close()
        slant.path = p.cgPath
    }
}

final class BenchShapes: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shape", for: indexPath) as! BenchShapeCell
        cell.ring.strokeEnd = CGFloat(indexPath.item % 10 + 1) / 10
        cell.caption.text = "\(indexPath.item % 10 + 1)0 %"
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(BenchShapeCell.self, forCellWithReuseIdentifier: "shape")
    collectionView.dataSource = BenchShapes()
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 76, height: 58)
    flow.minimumInteritemSpacing = 8
    flow.minimumLineSpacing = 8
    return flow
}
