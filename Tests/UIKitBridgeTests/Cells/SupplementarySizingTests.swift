import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A header whose label is pinned 8 points inside it by Auto Layout, wrapping (numberOfLines 0).
final class WrappingHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class WrappingHeaderSource: NSObject, UICollectionViewDataSource {
    let titles: [String]
    init(titles: [String]) { self.titles = titles }
    func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionHeader {
            let cell = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "list",
                                                                       for: indexPath) as! UICollectionViewListCell
            var content = UIListContentConfiguration.groupedHeader()
            content.text = titles[indexPath.section]
            cell.contentConfiguration = content
            return cell
        }
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "wrap",
                                                                     for: indexPath) as! WrappingHeader
        header.label.text = titles[indexPath.section]
        return header
    }
}

/// Headers with estimated heights measure themselves (docs/cells.md, "Self-sizing headers and footers").
@Suite struct SupplementarySizingTests {
    static func frames(_ adapter: UIKitLayoutAdapter) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for a in adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 2000)) {
            switch a.category {
            case .cell: out["cell \(a.indexPath.section).\(a.indexPath.item)"] = a.frame
            case .supplementary: out["header \(a.indexPath.section)"] = a.frame
            default: break
            }
        }
        return out
    }

    /// A 320-point compositional section of 50-point rows under a `.estimated(44)` header whose label is pinned
    /// 8 points inside: the header measures the label's wrapped height + 16 at 320 wide: one line (21 points,
    /// Inter's 17-point line 20.57 rounded up to the pixel) → 37; sixty words "ii" → three lines → 62 + 16 = 78.
    /// The rows follow the measured headers: section 0's at 37, section 1's header at 137, its rows at 215.
    @Test func anEstimatedHeaderTakesItsMeasuredHeight() {
        let long = Array(repeating: "ii", count: 60).joined(separator: " ")
        let source = WrappingHeaderSource(titles: ["Short", long])
        var adapter = UIKitLayoutAdapter(name: "headers", sections: 2, make: { cv in
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.register(WrappingHeader.self, forSupplementaryViewOfKind: "wrap-header", withReuseIdentifier: "wrap")
            cv.dataSource = source
            let size = UIKit.NSCollectionLayoutSize(widthDimension: UIKit.NSCollectionLayoutDimension.fractionalWidth(1),
                                                    heightDimension: UIKit.NSCollectionLayoutDimension.absolute(50))
            let group = UIKit.NSCollectionLayoutGroup.vertical(layoutSize: size,
                                                               subitems: [UIKit.NSCollectionLayoutItem(layoutSize: size)])
            let section = UIKit.NSCollectionLayoutSection(group: group)
            let headerSize = UIKit.NSCollectionLayoutSize(
                widthDimension: UIKit.NSCollectionLayoutDimension.fractionalWidth(1),
                heightDimension: UIKit.NSCollectionLayoutDimension.estimated(44))
            section.boundarySupplementaryItems = [UIKit.NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: "wrap-header", alignment: UIKit.NSRectAlignment.top)]
            return UICollectionViewCompositionalLayout(section: section)
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 4))
        let f = Self.frames(adapter)
        #expect(f["header 0"] == Rect(x: 0, y: 0, width: 320, height: 37))
        #expect(f["cell 0.0"]?.minY == 37)
        #expect(f["header 1"] == Rect(x: 0, y: 137, width: 320, height: 78))
        #expect(f["cell 1.0"]?.minY == 215)
    }

    /// A grouped header in an inset-grouped list (`headerMode = .supplementary`, the list's `.estimated(44)`
    /// headers): 16 above its 13-point Footnote line (Inter: 15.73, 16 at the pixel), 6 below → 38 tall, 280 wide
    /// (20 in from each side), at the top of its section (the header replaces the section's 20-point top inset);
    /// the first row right below it at 38.
    @Test func aListsGroupedHeaderMeasuresItsText() {
        let source = WrappingHeaderSource(titles: ["Connections", "More"])
        var adapter = UIKitLayoutAdapter(name: "list-headers", sections: 2, make: { cv in
            cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
            cv.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "list")
            cv.dataSource = source
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            return UICollectionViewCompositionalLayout.list(using: configuration)
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 4))
        let f = Self.frames(adapter)
        #expect(f["header 0"] == Rect(x: 20, y: 0, width: 280, height: 38))
        #expect(f["cell 0.0"] == Rect(x: 20, y: 38, width: 280, height: 44))
    }

    /// A layout-wide (global) header, `.estimated(44)` in the configuration's boundary items, with the wrapping
    /// label of sixty "ii" words: it measures 78 at 320 wide (three lines + 16, as a section's header does), and the
    /// sections follow it: rows of 50 from 78, section 1's from 178.
    @Test func anEstimatedGlobalHeaderTakesItsMeasuredHeight() {
        let long = Array(repeating: "ii", count: 60).joined(separator: " ")
        let source = WrappingHeaderSource(titles: [long, "Short"])
        var adapter = UIKitLayoutAdapter(name: "global-header", sections: 2, make: { cv in
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.register(WrappingHeader.self, forSupplementaryViewOfKind: "global-header", withReuseIdentifier: "wrap")
            cv.dataSource = source
            let size = UIKit.NSCollectionLayoutSize(widthDimension: UIKit.NSCollectionLayoutDimension.fractionalWidth(1),
                                                    heightDimension: UIKit.NSCollectionLayoutDimension.absolute(50))
            let group = UIKit.NSCollectionLayoutGroup.vertical(layoutSize: size,
                                                               subitems: [UIKit.NSCollectionLayoutItem(layoutSize: size)])
            let section = UIKit.NSCollectionLayoutSection(group: group)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            let headerSize = UIKit.NSCollectionLayoutSize(
                widthDimension: UIKit.NSCollectionLayoutDimension.fractionalWidth(1),
                heightDimension: UIKit.NSCollectionLayoutDimension.estimated(44))
            configuration.boundarySupplementaryItems = [UIKit.NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: "global-header", alignment: UIKit.NSRectAlignment.top)]
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 4))
        let f = Self.frames(adapter)
        #expect(f["header 0"] == Rect(x: 0, y: 0, width: 320, height: 78), "\(String(describing: f["header 0"]))")
        #expect(f["cell 0.0"]?.minY == 78)
        #expect(f["cell 1.0"]?.minY == 178)
    }

    /// A self-sizing flow layout (`estimatedItemSize` 100 × 50, cells without constraints keep it) with
    /// `headerReferenceSize` 0 × 44 as the headers' estimate: the wrapping headers measure their height at the
    /// content's width (320) as in the compositional example: 37 and 78; the rows follow them (section 0's at 37,
    /// one 50-point line; section 1's header at 87, its row at 165). Without `estimatedItemSize` the headers keep
    /// the reference 44 (UIKit's flow layout asks its views only when self-sizing).
    @Test func aSelfSizingFlowLayoutsHeadersTakeTheirMeasuredHeight() {
        let long = Array(repeating: "ii", count: 60).joined(separator: " ")
        for selfSizing in [true, false] {
            let source = FlowHeaderSource(titles: ["Short", long])
            var adapter = UIKitLayoutAdapter(name: "flow-headers", sections: 2, make: { cv in
                cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                cv.register(WrappingHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "wrap")
                cv.dataSource = source
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 50)
                if selfSizing { layout.estimatedItemSize = CGSize(width: 100, height: 50) }
                layout.headerReferenceSize = CGSize(width: 0, height: 44)
                return layout
            })
            adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 4))
            let f = Self.frames(adapter)
            if selfSizing {
                #expect(f["header 0"] == Rect(x: 0, y: 0, width: 320, height: 37), "\(String(describing: f["header 0"]))")
                #expect(f["cell 0.0"]?.minY == 37)
                #expect(f["header 1"] == Rect(x: 0, y: 87, width: 320, height: 78), "\(String(describing: f["header 1"]))")
                #expect(f["cell 1.0"]?.minY == 165)
            } else {
                #expect(f["header 0"] == Rect(x: 0, y: 0, width: 320, height: 44))
                #expect(f["header 1"] == Rect(x: 0, y: 94, width: 320, height: 44))
            }
        }
    }
}

final class FlowHeaderSource: NSObject, UICollectionViewDataSource {
    let titles: [String]
    init(titles: [String]) { self.titles = titles }
    func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "wrap",
                                                                     for: indexPath) as! WrappingHeader
        header.label.text = titles[indexPath.section]
        return header
    }
}
