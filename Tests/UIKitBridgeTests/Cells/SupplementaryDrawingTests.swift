import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A section header as apps write one: a reusable view with a label, a background colour, and a count of the
/// attributes it was given.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()
    var applied: [UICollectionViewLayoutAttributes] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 10, dy: 5)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes)
    }
}

/// A section background registered with the layout: blue, corners rounded 12 points.
private final class SectionBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class HeaderSource: NSObject, UICollectionViewDataSource {
    var made: [TitleHeader] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title",
                                                                     for: indexPath) as! TitleHeader
        header.label.text = "Section \(indexPath.section)"
        made.append(header)
        return header
    }
}

@Suite struct SupplementaryDrawingTests {
    static func adapter(_ source: HeaderSource, layout: @escaping () -> UICollectionViewLayout) -> UIKitLayoutAdapter {
        var adapter = UIKitLayoutAdapter(name: "headers", sections: 2, make: { cv in
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "title")
            cv.dataSource = source
            return layout()
        })
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 6))
        return adapter
    }

    /// A flow layout's headers (320 × 40): each the data source's TitleHeader, given its attributes through
    /// `apply(_:)`, drawn as its red background (0, 0, 320, 40) and its label's text 10 points in.
    @Test func flowHeadersAreTheDataSourcesViews() {
        let source = HeaderSource()
        let adapter = Self.adapter(source) {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.headerReferenceSize = CGSize(width: 320, height: 40)
            return flow
        }
        let all: [LayoutAttributes] = adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480))
        let kind = PlaygroundCore.ElementCategory.supplementary(kind: UICollectionView.elementKindSectionHeader)
        let headers = all.filter { $0.category == kind }.sorted { $0.indexPath.section < $1.indexPath.section }
        #expect(headers.count == 2)
        for h in headers {
            guard let content = adapter.content(for: h) else { Issue.record("no content"); continue }
            let pieces = content.pieces
            #expect(pieces.first?.kind == .fill(cornerRadii: .zero))
            #expect(pieces.first?.corners == Quad(rect: Rect(x: 0, y: 0, width: 320, height: 40)))
            #expect(pieces.first?.color == Color(r: 255, g: 0, b: 0))
            var texts: [(String, Double)] = []
            for p in pieces { if case .text(let run) = p.kind { texts.append((run.text, p.corners.topLeft.x)) } }
            #expect(texts.count == 1)
            #expect(texts.first?.0 == "Section \(h.indexPath.section)")
            #expect(texts.first?.1 == 10)
        }
        // One view per header, each given a header's attributes.
        #expect(source.made.count == 2)
        #expect(source.made.allSatisfy { $0.applied.last?.representedElementKind == UICollectionView.elementKindSectionHeader })
        #expect(Set(source.made.compactMap { $0.applied.last?.indexPath.section }) == [0, 1])
        // Drawn again at the same attributes: the same view (no new dequeue).
        _ = adapter.content(for: headers[0])
        #expect(source.made.count == 2)
    }

    /// A compositional section with a background decoration (`UIKit.NSCollectionLayoutDecorationItem.background`, insets
    /// 5): the registered SectionBackground's blue fill, corners rounded 12, at the decoration's size.
    @Test func compositionalSectionBackgroundIsTheRegisteredView() {
        let source = HeaderSource()
        let adapter = Self.adapter(source) {
            let item = UIKit.NSCollectionLayoutItem(layoutSize: UIKit.NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                heightDimension: .absolute(44)))
            let group = UIKit.NSCollectionLayoutGroup.vertical(layoutSize: UIKit.NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = UIKit.NSCollectionLayoutSection(group: group)
            let decoration: UIKit.NSCollectionLayoutDecorationItem = UIKit.NSCollectionLayoutDecorationItem.background(elementKind: "background")
            decoration.contentInsets = UIKit.NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [decoration]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
            return layout
        }
        let all: [LayoutAttributes] = adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480))
        let kind = PlaygroundCore.ElementCategory.decoration(kind: "background")
        let backgrounds = all.filter { $0.category == kind }.sorted { $0.indexPath.section < $1.indexPath.section }
        #expect(backgrounds.count == 2)
        for b in backgrounds {
            // 3 rows of 44, less 5 each side: 310 × 122.
            #expect(b.size == Size(width: 310, height: 122))
            let pieces = adapter.content(for: b)?.pieces ?? []
            #expect(pieces.count == 1)
            #expect(pieces.first?.kind == .fill(cornerRadii: CornerRadii(12)))
            #expect(pieces.first?.corners == Quad(rect: Rect(x: 0, y: 0, width: 310, height: 122)))
            #expect(pieces.first?.color == Color(r: 0, g: 0, b: 255))
        }
        // dump --views names the class.
        let tree = adapter.viewTree(for: backgrounds[0])
        var className: String?
        if case .object(let fields)? = tree {
            for field in fields where field.0 == "class" { if case .string(let name) = field.1 { className = name } }
        }
        #expect(className == "SectionBackground")
    }
}
