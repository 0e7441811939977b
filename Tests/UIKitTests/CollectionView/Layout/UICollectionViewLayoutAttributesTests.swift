import Testing
import UIKit

/// An attributes subclass in the style layouts use: an extra field copied and compared.
final class ScaleAttributes: UICollectionViewLayoutAttributes {
    var scale: CGFloat = 1

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ScaleAttributes
        copy.scale = scale
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ScaleAttributes, other.scale == scale else { return false }
        return super.isEqual(object)
    }
}

final class ScaleFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ScaleAttributes.self }
}

@Suite struct UICollectionViewLayoutAttributesTests {
    @Test func frameCenterBoundsAndTransformsAreOneValue() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(a.center == CGPoint(x: 60, y: 45) && a.size == CGSize(width: 100, height: 50))
        a.center = CGPoint(x: 0, y: 0)
        #expect(a.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        a.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
        a.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(a.transform3D.m11 == 2 && a.transform3D.m22 == 3)
        a.transform3D = CATransform3DMakeTranslation(5, 6, 7)
        #expect(a.transform == CGAffineTransform(translationX: 5, y: 6))
        #expect(a.frame == CGRect(x: -5, y: -5, width: 10, height: 10))  // transforms leave the frame alone
        #expect(a.indexPath.item == 3 && a.indexPath.section == 1 && a.indexPath.row == 3)
        #expect(a.representedElementCategory == .cell && a.representedElementKind == nil)
        let h = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        #expect(h.representedElementCategory == .supplementaryView && h.representedElementKind == "header")
        let d = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "bg", with: IndexPath(item: 0, section: 0))
        #expect(d.representedElementCategory == .decorationView && d.representedElementKind == "bg")
    }

    @Test func subclassCopiesKeepTheirClassAndFields() {
        let a = ScaleAttributes(forCellWith: IndexPath(item: 1, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.scale = 0.5
        a.zIndex = 4
        let copy = a.copy() as! ScaleAttributes
        #expect(copy !== a && copy.scale == 0.5 && copy.zIndex == 4 && copy.frame == a.frame)
        #expect(copy.isEqual(a))
        copy.scale = 0.7
        #expect(!copy.isEqual(a))
        let array = NSArray(array: [a], copyItems: true)
        let item = array[0] as! ScaleAttributes
        #expect(item !== a && item.scale == 0.5 && item.isEqual(a))
        #expect(!UICollectionViewLayoutAttributes(forCellWith: a.indexPath).isEqual(a))  // another class
    }

    @Test func layoutsMakeTheirAttributesClass() {
        let flow = ScaleFlowLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        defer { withExtendedLifetime(cv) {} }
        cv.dataSource = kept(FixedCountsDataSource([5]))
        flow.prepare()
        let all = flow.layoutAttributesForElements(in: cv.bounds) ?? []
        #expect(all.count == 5 && all.allSatisfy { $0 is ScaleAttributes })
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) is ScaleAttributes)
    }
}
