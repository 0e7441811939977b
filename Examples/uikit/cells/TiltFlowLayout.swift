import UIKit

// A cell-side effect: the layout computes a tilt per cell in a custom attributes subclass; the cell applies it in
// apply(_:) to its contentView's transform (the layout's own frames stay upright).
final class TiltAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TiltAttributes
        copy.tilt = tilt
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TiltAttributes, other.tilt == tilt else { return false }
        return super.isEqual(object)
    }
}

final class TiltFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TiltAttributes.self }

    override init() {
        super.init()
        itemSize = CGSize(width: 160, height: 100)
        minimumLineSpacing = 24
        sectionInset = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView else { return nil }
        return super.layoutAttributesForElements(in: rect)?.map { a in
            let t = a.copy() as! TiltAttributes
            let distance = (t.center.y - cv.bounds.midY) / cv.bounds.height
            t.tilt = max(-0.5, min(0.5, distance)) * .pi / 6
            return t
        }
    }
}

final class TiltCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        contentView.layer.cornerRadius = 14
        contentView.layer.shadowOpacity = 0.3
        contentView.layer.shadowRadius = 8
        contentView.layer.shadowOffset = CGSize(width: 0, height: 4)
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let tilt = (layoutAttributes as? TiltAttributes)?.tilt ?? 0
        contentView.transform = CGAffineTransform(rotationAngle: tilt)
    }
}

final class Cards: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! TiltCell
        cell.label.text = "Card \(indexPath.item + 1)"
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(TiltCell.self, forCellWithReuseIdentifier: "card")
    collectionView.dataSource = Cards()
    return TiltFlowLayout()
}
