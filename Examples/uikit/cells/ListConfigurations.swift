import UIKit

// Apple's list configurations (iOS 14), as the Modern Collection Views sample uses them: list cells registered
// with a CellRegistration, each given `defaultContentConfiguration()` (or a value or subtitle cell) with a
// symbol image, a text and a secondary text, and a background configuration (rounded, stroked) on every fifth row.
struct Row {
    let symbol: String?
    let title: String
    let detail: String?
    let style: Int   // 0 cell, 1 value cell, 2 subtitle cell
}

let listRows: [Row] = [
    Row(symbol: "wifi", title: "Wi-Fi", detail: "Home", style: 1),
    Row(symbol: "antenna.radiowaves.left.and.right", title: "Bluetooth", detail: "On", style: 1),
    Row(symbol: nil, title: "Cellular", detail: nil, style: 0),
    Row(symbol: "bell", title: "Notifications", detail: "Banners, sounds, badges", style: 2),
    Row(symbol: "moon", title: "Focus", detail: "Do Not Disturb is scheduled for tonight from ten until seven", style: 2),
    Row(symbol: "hourglass", title: "Screen Time", detail: nil, style: 0),
    Row(symbol: "gear", title: "General", detail: "iOS 17.4", style: 1),
]

final class ListRows: NSObject, UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, indexPath, row in
        var content: UIListContentConfiguration
        switch row.style {
        case 1: content = .valueCell()
        case 2: content = .subtitleCell()
        default: content = cell.defaultContentConfiguration()
        }
        content.image = row.symbol.flatMap { UIImage(systemName: $0) }
        content.text = row.title
        content.secondaryText = row.detail
        cell.contentConfiguration = content
        if indexPath.item % 5 == 4 {
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = UIColor(red: 1, green: 242.0 / 255, blue: 204.0 / 255, alpha: 1)
            background.cornerRadius = 12
            background.strokeColor = .systemOrange
            background.strokeWidth = 2
            background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
            cell.backgroundConfiguration = background
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath,
                                                     item: listRows[indexPath.item % listRows.count])
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.dataSource = ListRows()
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: configuration)
}
