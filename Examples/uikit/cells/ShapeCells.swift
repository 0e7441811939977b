import UIKit

// Shapes and masks in cells: a progress ring (a CAShapeLayer arc stroked to strokeEnd), a filled star path, and a
// cell slanted by a mask layer (a parallelogram CAShapeLayer path), as card and tag layouts draw them.
final class ShapeCell: UICollectionViewCell {
    let ring = CAShapeLayer()
    let track = CAShapeLayer()
    let star = CAShapeLayer()
    let slant = CAShapeLayer()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        track.fillColor = nil
        track.strokeColor = UIColor.white.withAlphaComponent(0.35).cgColor
        track.lineWidth = 8
        ring.fillColor = nil
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        star.fillColor = UIColor.systemYellow.cgColor
        star.strokeColor = UIColor.systemOrange.cgColor
        star.lineWidth = 2
        star.lineJoin = .round
        for l in [track, ring, star] { contentView.layer.addSublayer(l) }
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .headline)
        contentView.addSubview(label)
        layer.mask = slant
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        let center = CGPoint(x: 50, y: b.midY)
        let circle = UIBezierPath(arcCenter: center, radius: 28, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        track.path = circle.cgPath
        ring.path = circle.cgPath
        let star = UIBezierPath()
        let c = CGPoint(x: b.width - 44, y: b.midY)
        for k in 0..<10 {
            let r: CGFloat = k % 2 == 0 ? 26 : 11
            let a = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
            let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        self.star.path = star.cgPath
        label.frame = CGRect(x: 92, y: 0, width: b.width - 160, height: b.height)
        // The slant: a parallelogram 24 points in at the top-left and bottom-right.
        let slant = UIBezierPath()
        slant.move(to: CGPoint(x: 24, y: 0))
        slant.addLine(to: CGPoint(x: b.width, y: 0))
        slant.addLine(to: CGPoint(x: b.width - 24, y: b.height))
        slant.addLine(to: CGPoint(x: 0, y: b.height))
        slant.close()
        self.slant.path = slant.cgPath
    }
}

final class ShapeItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shape", for: indexPath) as! ShapeCell
        let progress = CGFloat(indexPath.item % 10 + 1) / 10
        cell.ring.strokeEnd = progress
        cell.label.text = "\(Int(progress * 100)) %"
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(ShapeCell.self, forCellWithReuseIdentifier: "shape")
    collectionView.dataSource = ShapeItems()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 342, height: 80)
    layout.minimumLineSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 16, left: 24, bottom: 16, right: 24)
    return layout
}
