// OutlineList.swift: an outline in an inset-grouped list, in editing mode (docs/cells.md, "Outlines", "Editing").
// "Fruit" is expanded (its chevron points down, its children indent a level), "Vegetables" collapsed (its chevron
// points right); a click on a chevron expands or collapses it. The collection view is editing, so the children
// show their delete controls and reorder bars and hide their disclosure indicators.
// Run it:  playground run --layout-file Examples/uikit/cells/OutlineList.swift
import UIKit

final class OutlineListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    let parents = ["Fruit", "Vegetables"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(frame: view.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let parentRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let childRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing), .reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { [parents] cv, path, item in
            parents.contains(item) ? cv.dequeueConfiguredReusableCell(using: parentRegistration, for: path, item: item)
                : cv.dequeueConfiguredReusableCell(using: childRegistration, for: path, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(parents)
        outline.append(["Apple", "Pear", "Plum"], to: "Fruit")
        outline.append(["Kale", "Leek"], to: "Vegetables")
        outline.expand(["Fruit"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.isEditing = true
    }
}
