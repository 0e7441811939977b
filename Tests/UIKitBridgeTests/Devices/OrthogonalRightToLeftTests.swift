import PlaygroundCore
import Testing
import UIKit
import TestSupport
import UIKitBridge

/// A compositional layout's orthogonal section under right-to-left (UIKitLayoutAdapter+Orthogonal.swift): a vertical
/// layout 400 points wide whose one section is a continuous row of ten 100 × 100 items (content 1000 wide: the
/// section's range is 0…600). Left-to-right, item k is at x = 100k − s for the section's offset s. Right-to-left the
/// row is mirrored about the 400-point width: at rest item 0 is at the right edge (x 300) and item k at 300 − 100k;
/// the window's section scroller starts at 600 (= 0 + 600 − 0), and a window offset o shows the layout's offset
/// 600 − o, so its frames are exactly the mirror of the left-to-right ones.
/// Nested in DeviceTests, which is serialized: UIScreen.main is one per process (the device sets it).
extension DeviceTests {
    @Suite struct OrthogonalRightToLeftTests {
        typealias CorePath = PlaygroundCore.IndexPath

        static let make: @Sendable @MainActor () -> UICollectionViewLayout = {
            let item = UIKit.NSCollectionLayoutItem(layoutSize: UIKit.NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = UIKit.NSCollectionLayoutGroup.horizontal(layoutSize: UIKit.NSCollectionLayoutSize(
                widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
            let section = UIKit.NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            return UICollectionViewCompositionalLayout(section: section)
        }

        /// `a + b·k` for k in 0..<10.
        static func row(_ a: Double, _ b: Double) -> [Double] {
            var xs: [Double] = []
            for k in 0..<10 { xs.append(a + b * Double(k)) }
            return xs
        }

        static func xs(_ p: Playground) -> [Double] {
            let visible = Rect(x: -1000, y: 0, width: 3000, height: 100)
            return p.layout().attributes(in: visible).filter { $0.category == .cell }
                .sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame.minX)
        }

        @Test func theRowStartsAtTheRightAndScrollsAsTheMirrorOfLeftToRight() throws {
            var ltr = try DeviceTests.playground(Self.make, viewport: Size(width: 400, height: 600), items: 10)
            var rtl = try DeviceTests.playground(Self.make, viewport: Size(width: 400, height: 600), items: 10,
                                                 direction: .rightToLeft)
            _ = ltr.advance(to: 0)
            _ = rtl.advance(to: 0)
            let l = try #require(rtl.layout() as? any OrthogonalScrollingLayout)
            #expect(l.orthogonalOffsetRange(ofSection: 0) == 0...600)
            #expect(l.orthogonalInitialOffset(ofSection: 0) == 600)
            #expect(Self.xs(ltr) == Self.row(0, 100))
            #expect(Self.xs(rtl) == Self.row(300, -100))
            // The layout's offset 50: the window's 50 left-to-right, 550 right-to-left.
            ltr.animateSection(0, to: 50, time: 0, duration: 0.1)
            rtl.animateSection(0, to: 550, time: 0, duration: 0.1)
            _ = ltr.advance(to: 0.5)
            _ = rtl.advance(to: 0.5)
            #expect(Self.xs(ltr) == Self.row(-50, 100))
            let mirroredLTR: [Double] = Self.xs(ltr).map { 300 - $0 }
            #expect(Self.xs(rtl) == mirroredLTR)
            #expect(Self.xs(rtl) == Self.row(350, -100))
        }

        /// A right-to-left drag to the right moves the row with the finger, as the mirror of a left-to-right drag to
        /// the left: the same frames, mirrored about the width (held, not released, so no fling follows).
        @Test func aDragToTheRightIsTheMirrorOfADragToTheLeft() throws {
            func session(_ direction: InterfaceDirection) throws -> Session {
                let plugin = UIKitLayoutAdapter.plugin(name: "uikit", make: { _ in Self.make() })
                var config = PlaygroundConfig(viewport: Size(width: 400, height: 600), layoutName: "uikit", itemCount: 10,
                                              layouts: LayoutRegistry.all + [plugin.descriptor(name: "uikit", source: "test")])
                config.traits.layoutDirection = direction
                return try Session(config)
            }
            var ltr = try session(.leftToRight), rtl = try session(.rightToLeft)
            ltr.drag(from: Point(x: 300, y: 50), to: Point(x: 200, y: 50), start: 0.1, duration: 0.5, release: false)
            rtl.drag(from: Point(x: 100, y: 50), to: Point(x: 200, y: 50), start: 0.1, duration: 0.5, release: false)
            let moved = Self.xs(ltr.playground)
            #expect(moved.first.map { $0 < -50 } == true)   // the row followed the finger left
            let mirrored: [Double] = moved.map { 300 - $0 }
            #expect(Self.xs(rtl.playground) == mirrored)
        }
    }
}
