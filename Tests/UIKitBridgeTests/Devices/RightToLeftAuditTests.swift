import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// The `.leading` / `.trailing` audit's worked examples for compositional layouts (docs/devices.md, "Right-to-left"):
/// boundary supplementary items aligned to a corner and an item's badge anchored at its top-trailing corner, left to
/// right and mirrored right to left. A 400-point-wide vertical layout: a header half as wide (200 × 30) aligned
/// `.topTrailing`, rows of two 200 × 44 items, a footer a quarter as wide (100 × 20) aligned `.bottomLeading`, a
/// 20 × 20 badge at each item's top-trailing corner.
/// Nested in DeviceTests, which is serialized: the layout direction reaches UIScreen-wide traits.
extension DeviceTests {
    @Suite struct RightToLeftAuditTests {
        typealias CorePath = PlaygroundCore.IndexPath

        static let make: @Sendable @MainActor () -> UICollectionViewLayout = {
            let badge = UIKit.NSCollectionLayoutSupplementaryItem(
                layoutSize: UIKit.NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: "badge", containerAnchor: UIKit.NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            let item = UIKit.NSCollectionLayoutItem(layoutSize: UIKit.NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
            let group = UIKit.NSCollectionLayoutGroup.horizontal(layoutSize: UIKit.NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = UIKit.NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                UIKit.NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: UIKit.NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
                    elementKind: "header", alignment: .topTrailing),
                UIKit.NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: UIKit.NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(20)),
                    elementKind: "footer", alignment: .bottomLeading),
            ]
            return UICollectionViewCompositionalLayout(section: section)
        }

        func frames(_ direction: InterfaceDirection) throws -> (header: Rect?, footer: Rect?, item0: Rect?, badge0: Rect?) {
            var p = try DeviceTests.playground(Self.make, viewport: Size(width: 400, height: 600), items: 2, direction: direction)
            _ = p.advance(to: 0)
            let l = p.layout(), first = CorePath(section: 0, item: 0)
            return (l.attributes(forSupplementary: "header", at: first)?.frame, l.attributes(forSupplementary: "footer", at: first)?.frame,
                    l.attributes(forItem: first)?.frame, l.attributes(forSupplementary: "badge", at: first)?.frame)
        }

        /// Left to right: the header at the trailing (right) half, x 200; item 0 at x 0, y 30; its badge in its
        /// top-right corner, x 180; the footer at the leading (left) quarter, y 74.
        @Test func leftToRight() throws {
            let f = try frames(.leftToRight)
            #expect(f.header == Rect(x: 200, y: 0, width: 200, height: 30))
            #expect(f.item0 == Rect(x: 0, y: 30, width: 200, height: 44))
            #expect(f.badge0 == Rect(x: 180, y: 30, width: 20, height: 20))
            #expect(f.footer == Rect(x: 0, y: 74, width: 100, height: 20))
        }

        /// Right to left, each the mirror about x 200: the header at the left half (trailing), item 0 at the right,
        /// its badge in its top-left (trailing) corner, the footer at the right (leading) quarter.
        @Test func rightToLeftMirrorsEveryEdge() throws {
            let f = try frames(.rightToLeft)
            #expect(f.header == Rect(x: 0, y: 0, width: 200, height: 30))
            #expect(f.item0 == Rect(x: 200, y: 30, width: 200, height: 44))
            #expect(f.badge0 == Rect(x: 200, y: 30, width: 20, height: 20))
            #expect(f.footer == Rect(x: 300, y: 74, width: 100, height: 20))
        }
    }
}
