import Foundation
import Testing
import UIKit

/// Interactive layout transitions: the transition layout at progress 0.5 gives each element halfway between its two
/// frames, and finishing or cancelling installs the new or the old layout.
@MainActor @Suite struct UICollectionViewTransitionTests {
    func flow(_ side: CGFloat) -> UICollectionViewFlowLayout {
        let f = UICollectionViewFlowLayout()
        f.itemSize = CGSize(width: side, height: side)
        f.minimumInteritemSpacing = 0
        f.minimumLineSpacing = 0
        return f
    }

    @Test func progressOneHalfGivesTheInterpolatedFrames() throws {
        let small = flow(100), large = flow(200)
        let cv = collectionView(small, width: 400, height: 800, counts: [4])
        var outcome: (Bool, Bool)?
        let t = cv.startInteractiveTransition(to: large) { outcome = ($0, $1) }
        #expect(cv.collectionViewLayout === t && t.currentLayout === small && t.nextLayout === large)
        t.transitionProgress = 0.5
        t.prepare()
        // Item 3: (300, 0, 100, 100) in the small grid (four to a row), (200, 200, 200, 200) in the large one (two).
        let a = try #require(t.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(a.frame == CGRect(x: 250, y: 100, width: 150, height: 150))
        let all = try #require(t.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 800)))
        #expect(all.count == 4 && all.contains { $0.frame == CGRect(x: 150, y: 0, width: 150, height: 150) })  // item 1: (100, 0) → (200, 0)
        // Content: 400 × 100 and 400 × 400, halfway 400 × 250.
        #expect(t.collectionViewContentSize == CGSize(width: 400, height: 250))
        cv.finishInteractiveTransition()
        #expect(cv.collectionViewLayout === large && large.collectionView === cv && outcome! == (true, true))
    }

    @Test func cancellingGoesBackToTheOldLayout() {
        let small = flow(100), large = flow(200)
        let cv = collectionView(small, counts: [2])
        var completed: Bool?
        cv.startInteractiveTransition(to: large) { done, _ in completed = done }
        cv.cancelInteractiveTransition()
        #expect(cv.collectionViewLayout === small && small.collectionView === cv && completed == false)
        cv.setCollectionViewLayout(large, animated: false)
        #expect(cv.collectionViewLayout === large)
    }
}

/// A decoration view both layouts answer for is interpolated like an item (the transition layout's own
/// `layoutAttributesForDecorationView(ofKind:at:)`; before, the base class's nil).
@MainActor @Suite struct UICollectionViewTransitionDecorationTests {
    final class Backdrop: UICollectionViewFlowLayout {
        let height: CGFloat
        init(height: CGFloat) { self.height = height; super.init() }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes? {
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            a.frame = CGRect(x: 0, y: 0, width: 400, height: height)
            return a
        }
    }

    @Test func aDecorationInBothLayoutsIsInterpolated() throws {
        let t = UICollectionViewTransitionLayout(currentLayout: Backdrop(height: 100), nextLayout: Backdrop(height: 300))
        t.transitionProgress = 0.25
        let a = try #require(t.layoutAttributesForDecorationView(ofKind: "backdrop", at: IndexPath(item: 0, section: 0)))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 400, height: 150))
        #expect(a.representedElementCategory == .decorationView && a.representedElementKind == "backdrop")
    }
}
