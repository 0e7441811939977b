import Foundation
import Testing
import UIKit

/// Attributes with a field of their own, as layouts that shade cells pass them.
final class ShadeAttributes: UICollectionViewLayoutAttributes {
    var shade: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ShadeAttributes
        copy.shade = shade
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ShadeAttributes, other.shade == shade else { return false }
        return super.isEqual(object)
    }
}

/// A flow layout whose attributes are ShadeAttributes, shaded by item.
final class ShadingFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ShadeAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { a in
            let copy = a.copy() as! ShadeAttributes
            copy.shade = CGFloat(a.indexPath.item) / 10
            return copy
        }
    }
}

final class ShadedCell: UICollectionViewCell {
    var shade: CGFloat = -1
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        shade = (layoutAttributes as? ShadeAttributes)?.shade ?? -2
    }
}

final class TitleHeader: UICollectionReusableView {
    var title = ""
}

@MainActor @Suite struct UICollectionViewCellsTests {
    @Test func registrationsMakeAndConfigureCells() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        final class Source: NSObject, UICollectionViewDataSource {
            let words = ["one", "two", "three"]
            var configured: [String] = []
            lazy var cells = UICollectionView.CellRegistration<ShadedCell, String> { [unowned self] cell, _, word in
                configured.append(word)
            }
            let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(
                elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
                header.title = "Section \(indexPath.section)"
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: words[indexPath.item])
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        #expect(source.configured == ["one", "two", "three"])
        // The header is 30 tall, then rows of 44: the second row spans 74…118.
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second is ShadedCell && second.frame == CGRect(x: 0, y: 74, width: 320, height: 44))
        #expect(second.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                       at: IndexPath(item: 0, section: 0)) as? TitleHeader)
        #expect(header.title == "Section 0" && header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(cv.indexPath(for: second) == IndexPath(item: 1, section: 0))
    }

    @Test func applyGetsTheLayoutsOwnAttributesObjects() throws {
        let layout = ShadingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(ShadedCell.self, forCellWithReuseIdentifier: "shaded")
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "shaded", for: indexPath)
            }
        }
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)) as? ShadedCell)
        #expect(cell.shade == 0.3)
    }
}
