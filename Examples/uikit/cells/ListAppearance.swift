import UIKit

// A settings-style list drawn as iOS draws it: an inset-grouped list (rounded section ends, separators from the
// text's leading edge), section headers and footers from a SupplementaryRegistration with grouped header and
// footer content configurations, and list cell accessories: disclosure indicators, a checkmark, a label, a custom
// view, and delete and reorder controls shown always. The second row is selected (its background turns grey).
struct Setting {
    let symbol: String
    let title: String
    let accessories: [UICellAccessory]
}

@MainActor let settingSections: [(title: String, footer: String, rows: [Setting])] = [
    ("Connections", "Wi-Fi and Bluetooth stay on in Airplane Mode.", [
        Setting(symbol: "wifi", title: "Wi-Fi", accessories: [.disclosureIndicator(), .label(text: "Home")]),
        Setting(symbol: "antenna.radiowaves.left.and.right", title: "Bluetooth",
                accessories: [.disclosureIndicator(), .label(text: "On")]),
        Setting(symbol: "airplane", title: "Airplane Mode", accessories: [.checkmark()]),
    ]),
    ("Editing", "Accessories shown always: delete on the leading side, reorder on the trailing side.", [
        Setting(symbol: "star", title: "Favourites", accessories: [.delete(displayed: .always), .reorder(displayed: .always)]),
        Setting(symbol: "clock", title: "Recents", accessories: [.delete(displayed: .always), .reorder(displayed: .always)]),
        Setting(symbol: "tag", title: "Badge", accessories: [.customView(configuration: .init(customView: badge(),
                                                                                              placement: .trailing))]),
    ]),
]

@MainActor func badge() -> UIView {
    let label = UILabel()
    label.text = "3"
    label.textColor = .white
    label.textAlignment = .center
    label.backgroundColor = .systemRed
    label.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    label.layer.cornerRadius = 12
    label.clipsToBounds = true
    return label
}

final class SettingsSource: NSObject, UICollectionViewDataSource {
    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, indexPath, row in
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: row.symbol)
        content.text = row.title
        cell.contentConfiguration = content
        cell.accessories = row.accessories
        cell.isSelected = indexPath.section == 0 && indexPath.item == 1
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = settingSections[indexPath.section % settingSections.count].title
        header.contentConfiguration = content
        header.backgroundConfiguration = .clear()
    }
    let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionFooter) { footer, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
        content.text = settingSections[indexPath.section % settingSections.count].footer
        footer.contentConfiguration = content
        footer.backgroundConfiguration = .clear()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { settingSections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        settingSections[section].rows.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let rows = settingSections[indexPath.section % settingSections.count].rows
        return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath,
                                                            item: rows[indexPath.item % rows.count])
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(
            using: kind == UICollectionView.elementKindSectionHeader ? headerRegistration : footerRegistration, for: indexPath)
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.dataSource = SettingsSource()
    // The playground's items shared as the sections hold them (render with --items 6).
    collectionView.playgroundItemCounts = { total in [min(3, total), max(0, total - 3)] }
    collectionView.backgroundColor = .systemGroupedBackground
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
}
