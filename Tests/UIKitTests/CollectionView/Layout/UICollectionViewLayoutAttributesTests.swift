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
    /// otto001/ModelBasedLayout's `testForLayout`, as iOS answers it: the frame of transformed attributes is the
    /// transformed rectangle's bounding box (a view's frame), computed from center, size and transform.
    @Test func theFrameOfTransformedAttributesIsTheirTransformedBoundingBox() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 10, y: 20, width: 200, height: 50)
        a.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(a.frame == CGRect(x: 110, y: 20, width: 200, height: 50))
        #expect(a.center == CGPoint(x: 110, y: 45) && a.size == CGSize(width: 200, height: 50))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 200, height: 50))
        // A scale about the center: 200 × 50 twice as large around (110, 45).
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(a.frame == CGRect(x: -90, y: -5, width: 400, height: 100))
        // A quarter turn: the box is 50 × 200 around the same center (to 1e-9: cos(π/2) is not 0 in doubles).
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = a.frame
        #expect(abs(turned.minX - 85) < 1e-9 && abs(turned.minY - -55) < 1e-9)
        #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 200) < 1e-9)
        // Moving the frame of the same size moves the center only (a layout's `frame.origin.x += d` after a scale).
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        a.frame.origin.x += 30
        #expect(a.center == CGPoint(x: 140, y: 45) && a.size == CGSize(width: 200, height: 50))
        // A frame of another size sets center and size as Apple documents, the transform kept.
        a.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(a.center == CGPoint(x: 10, y: 5) && a.size == CGSize(width: 20, height: 10))
        #expect(a.transform == CGAffineTransform(scaleX: 2, y: 2))
        // A copy answers the same; a 3D transform that is affine uses its affine part; one that is not (a perspective
        // turn about x) keeps the untransformed frame.
        let copy = a.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.frame == a.frame)
        a.transform3D = CATransform3DMakeTranslation(5, 6, 0)
        #expect(a.frame == CGRect(x: 5, y: 6, width: 20, height: 10))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        a.transform3D = CATransform3DRotate(perspective, .pi / 9, 1, 0, 0)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

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
        #expect(a.frame == CGRect(x: -5, y: -5, width: 10, height: 10))  // a z translation is not affine: untransformed
        a.transform = CGAffineTransform(translationX: 5, y: 6)
        #expect(a.frame == CGRect(x: 0, y: 1, width: 10, height: 10))  // an affine one moves it, as a view's frame
        #expect(a.center == .zero && a.size == CGSize(width: 10, height: 10))  // the stored geometry unchanged
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

    /// A transformed element's view is placed from center, size and transform (UIKit's `_setLayoutAttributes:`), never
    /// from the attributes' frame: its bounds keep the layout's size and its frame is the transformed box.
    @Test func aTransformedCellIsPlacedFromCenterSizeAndTransform() throws {
        final class HalfScale: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.map { original in
                    let a = original.copy() as! UICollectionViewLayoutAttributes
                    a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    return a
                }
            }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }
        let flow = HalfScale()
        flow.itemSize = CGSize(width: 100, height: 40)
        flow.minimumLineSpacing = 10
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: flow)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        // The second item: 100 × 40 centred at (50, 70); drawn at half its size around that center.
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.bounds.size == CGSize(width: 100, height: 40) && cell.center == CGPoint(x: 50, y: 70))
        #expect(cell.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(cell.contentView.bounds.size == CGSize(width: 100, height: 40))
        withExtendedLifetime(source) {}
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
