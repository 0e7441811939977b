import Foundation
import Testing
import UIKit

/// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: the provider's frames, relative to the group, one
/// item each, the group repeated down the section.
@MainActor @Suite struct CustomGroupTests {
    final class Source: NSObject, UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// A 300 × 200 group: a big square at the left, two small ones stacked at the right (a mosaic).
    func mosaic(seen: @escaping (CGSize) -> Void) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
            let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
                let s = environment.container.contentSize
                seen(s)
                return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: s.width * 2 / 3, height: 200)),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: s.width * 2 / 3, y: 0, width: s.width / 3, height: 100)),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: s.width * 2 / 3, y: 100, width: s.width / 3, height: 100),
                                                          zIndex: 0)]
            }
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            return section
        }
    }

    @Test func itemsTakeTheProvidersFramesGroupByGroup() throws {
        var sizes: [CGSize] = []
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600),
                                  collectionViewLayout: mosaic { sizes.append($0) })
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source(count: 5)
        cv.dataSource = source
        cv.layoutIfNeeded()
        // The provider sees the group as its container: 300 wide (the fraction resolved), 200 high.
        #expect(sizes.first == CGSize(width: 300, height: 200))
        let frames = try (0..<5).map { try #require(cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 200, height: 200),
                           CGRect(x: 200, y: 0, width: 100, height: 100),
                           CGRect(x: 200, y: 100, width: 100, height: 100),
                           // the second group, 10 points below the first
                           CGRect(x: 0, y: 210, width: 200, height: 200),
                           CGRect(x: 200, y: 210, width: 100, height: 100)])
        #expect(cv.contentSize.height == 410)
    }

    @Test func aCustomItemKeepsItsFrameAndZIndex() {
        let item = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(item.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && item.zIndex == 0)  // Apple: default 0
        #expect(NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 5).zIndex == 5)
    }
}
