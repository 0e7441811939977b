import UIKit

// A list in Apple's style: a compositional list layout (insetGrouped), rows of a title and a subtitle.
let rows = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus",
            "Screen Time", "General", "Control Center", "Display & Brightness", "Home Screen", "Accessibility",
            "Wallpaper", "Siri & Search", "Face ID & Passcode", "Emergency SOS", "Battery", "Privacy & Security"]

final class RowCell: UICollectionViewCell {
    let title = UILabel()
    let detail = UILabel()
    let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        title.font = .preferredFont(forTextStyle: .body)
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        detail.textAlignment = .right
        separator.backgroundColor = .separator
        for v in [title, detail, separator] { contentView.addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        title.frame = CGRect(x: 20, y: 0, width: b.width - 140, height: b.height)
        detail.frame = CGRect(x: b.width - 120, y: 0, width: 100, height: b.height)
        separator.frame = CGRect(x: 20, y: b.height - 0.5, width: b.width - 20, height: 0.5)
    }
}

final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
        cell.title.text = rows[indexPath.item % rows.count]
        cell.detail.text = indexPath.item % 3 == 0 ? "On" : indexPath.item % 3 == 1 ? "Off" : ""
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = Rows()
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: configuration)
}
