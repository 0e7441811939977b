import Testing
import UIKit

/// Moves `super`'s cells down 10 points in place, without copying them (Apple's docs tell subclasses to copy; real
/// files often do not, and UIKit logs "cached frame mismatch" for them).
final class InPlaceShiftFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for a in attributes ?? [] where a.representedElementCategory == .cell { a.frame.origin.y += 10 }
        return attributes
    }
}

/// Turns `super`'s cells upside down in place (a reversed chat layout's first version): done twice to one object,
/// the flip undoes itself.
final class InPlaceReversedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let height = collectionViewContentSize.height
        let attributes = super.layoutAttributesForElements(in: rect)
        for a in attributes ?? [] { a.frame.origin.y = height - a.frame.maxY }
        return attributes
    }
}

/// Attributes with a field of their own.
final class ProgressAttributes: UICollectionViewLayoutAttributes {
    var progress: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! ProgressAttributes
        c.progress = progress
        return c
    }
}

final class ProgressFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ProgressAttributes.self }
}

/// Sizes from a delegate: every item `size`, except item `odd` (taller by 1 point along the scroll axis).
final class AllButOneDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let size: CGSize, odd: Int, vertical: Bool

    init(size: CGSize, odd: Int, vertical: Bool) {
        self.size = size
        self.odd = odd
        self.vertical = vertical
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard indexPath.item == odd else { return size }
        return vertical ? CGSize(width: size.width, height: size.height + 1) : CGSize(width: size.width + 1, height: size.height)
    }
}

/// The flow layout hands out its cells' objects again while nothing changed them (UIKit's flow layout keeps its
/// attributes: UICollectionViewFlowLayout+HandedOut.swift), and a section of one item size computes its frames from
/// its lines (UICollectionViewFlowLayout+Geometry.swift): both give what a new object with the flow layout's values
/// would hold, to the last bit.
@Suite struct UICollectionViewFlowLayoutHandedOutTests {
    func flow(_ layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> UICollectionViewFlowLayout {
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    func cells(_ layout: UICollectionViewLayout, _ rect: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480))
        -> [UICollectionViewLayoutAttributes] {
        (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }
    }

    @Test func untouchedCellsComeBackAsTheSameObjects() {
        let f = flow()
        let cv = collectionView(f, counts: [30])
        defer { withExtendedLifetime(cv) {} }
        let first = cells(f), second = cells(f)
        #expect(first.count == 15 && second.count == 15)  // 3 a line, lines at 0, 110 … 440
        #expect(zip(first, second).allSatisfy { $0 === $1 })
        #expect(second.map(\.frame) == frames(f, count: 15))
        #expect(second.map(\.indexPath) == (0..<15).map { IndexPath(item: $0, section: 0) })
        // A scroll that keeps the size keeps the geometry, and the objects.
        cv.contentOffset = CGPoint(x: 0, y: 40)
        #expect(!f.shouldInvalidateLayout(forBoundsChange: cv.bounds))
        #expect(zip(second, cells(f)).allSatisfy { $0 === $1 })
    }

    @Test func aChangedObjectIsNeverHandedOutAgain() {
        let f = flow()
        let cv = collectionView(f, counts: [30])
        defer { withExtendedLifetime(cv) {} }
        let first = cells(f)
        first[0].alpha = 0.5
        first[1].center.y += 7
        first[2].center.y += 0  // set to the same value: still a change
        let second = cells(f)
        #expect(second[0] !== first[0] && second[1] !== first[1] && second[2] !== first[2])
        #expect(second[0].alpha == 1 && second[1].frame == square(110, 0) && second[2].frame == square(220, 0))
        // Whoever holds the changed objects keeps them as they made them.
        #expect(first[0].alpha == 0.5 && first[1].frame == CGRect(x: 110, y: 7, width: 100, height: 100))
        #expect(zip(first.dropFirst(3), second.dropFirst(3)).allSatisfy { $0 === $1 })
    }

    @Test func aSubclassChangingSuperInPlaceSeesTheFlowLayoutsValuesEveryQuery() {
        let f = flow(InPlaceShiftFlowLayout())
        let cv = collectionView(f, counts: [30])
        defer { withExtendedLifetime(cv) {} }
        let expected = frames(f, count: 15).map { $0.offsetBy(dx: 0, dy: 10) }
        for _ in 0..<3 { #expect(cells(f).map(\.frame) == expected) }

        let r = flow(InPlaceReversedFlowLayout())
        let cv2 = collectionView(r, counts: [6])  // content 320 × 210
        defer { withExtendedLifetime(cv2) {} }
        let flipped = frames(r, count: 6).map { CGRect(x: $0.minX, y: 210 - $0.maxY, width: 100, height: 100) }
        for _ in 0..<3 { #expect(cells(r, CGRect(x: 0, y: 0, width: 320, height: 210)).map(\.frame) == flipped) }
    }

    @Test func aNewGeometryHandsOutNewObjects() {
        let f = flow()
        let cv = collectionView(f, counts: [30])
        defer { withExtendedLifetime(cv) {} }
        let first = cells(f)
        f.invalidateLayout()
        f.prepare()
        let second = cells(f)
        #expect(zip(first, second).allSatisfy { $0 !== $1 } && second.map(\.frame) == first.map(\.frame))
        f.itemSize = CGSize(width: 50, height: 50)
        f.prepare()
        let third = cells(f)
        #expect(third.count == 30 && third.allSatisfy { a in !second.contains { $0 === a } })
        #expect(third[1].frame == CGRect(x: 67.5, y: 0, width: 50, height: 50))  // 5 a line: 17.5 more between them
    }

    @Test func aLayoutWithItsOwnAttributesClassGetsNewObjectsEveryTime() {
        let f = flow(ProgressFlowLayout())
        let cv = collectionView(f, counts: [30])
        defer { withExtendedLifetime(cv) {} }
        let first = cells(f)
        (first[0] as! ProgressAttributes).progress = 1
        let second = cells(f)
        #expect(second.allSatisfy { $0 is ProgressAttributes } && zip(first, second).allSatisfy { $0 !== $1 })
        #expect((second[0] as! ProgressAttributes).progress == 0)
    }

    @Test func aQueryOfMoreCellsThanAreKeptStillHandsOutTheSmallOnesAgain() {
        let f = flow(UICollectionViewFlowLayout())
        f.itemSize = CGSize(width: 10, height: 10)
        let cv = collectionView(f, counts: [20_000])  // 16 a line
        defer { withExtendedLifetime(cv) {} }
        let small = cells(f)
        let everything = CGRect(origin: .zero, size: f.collectionViewContentSize)
        let all1 = cells(f, everything), all2 = cells(f, everything)
        #expect(all1.count == 20_000 && all2.count == 20_000)
        #expect(all1[5_000] !== all2[5_000] && all1[5_000].frame == all2[5_000].frame)
        // The small query's objects were kept, and handed out by the big queries too.
        #expect(all1[0] === small[0] && all2[0] === small[0] && cells(f)[0] === small[0])
    }

    // MARK: - Uniform sections: computed frames against the per-item path

    /// The same layout twice: one with every item of one size (the frames computed from the lines), one whose last
    /// item is a point longer along the scroll axis (every frame stored, as before): every frame of the lines before
    /// the last is equal to the last bit, and the last line's positions across.
    struct Shape: Sendable, CustomTestStringConvertible {
        var width: CGFloat, w: CGFloat, h: CGFloat, spacing: CGFloat, vertical: Bool
        var testDescription: String { "\(vertical ? "vertical" : "horizontal") \(width): \(w) × \(h), spacing \(spacing)" }
    }

    @Test(arguments: [Shape(width: 320, w: 100.3, h: 33.3, spacing: 10.1, vertical: true),
                      Shape(width: 375, w: 61.7, h: 44.9, spacing: 7.3, vertical: true),
                      Shape(width: 812, w: 90.9, h: 120.1, spacing: 3.3, vertical: false),
                      Shape(width: 500, w: 499.99, h: 20.2, spacing: 1, vertical: true),
                      Shape(width: 333.3, w: 1.1, h: 1.1, spacing: 0.3, vertical: false)])
    func uniformFramesAreThePerItemPathsToTheLastBit(shape: Shape) {
        let (width, w, h, spacing, vertical) = (shape.width, shape.w, shape.h, shape.spacing, shape.vertical)
        func make(odd: Bool) -> (UICollectionViewFlowLayout, UICollectionView) {
            let f = UICollectionViewFlowLayout()
            f.scrollDirection = vertical ? .vertical : .horizontal
            f.itemSize = CGSize(width: w, height: h)
            f.minimumInteritemSpacing = spacing
            f.minimumLineSpacing = spacing * 1.7
            f.sectionInset = UIEdgeInsets(top: 7.7, left: 3.1, bottom: 2.9, right: 5.3)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: vertical ? width : 600, height: vertical ? 600 : width),
                                      collectionViewLayout: f)
            cv.dataSource = kept(FixedCountsDataSource([997, 3]))
            let delegate = AllButOneDelegate(size: CGSize(width: w, height: h), odd: odd ? 996 : -1, vertical: vertical)
            cv.delegate = delegate
            keptDelegates.append(delegate)
            f.prepare()
            return (f, cv)
        }
        let (u, cvU) = make(odd: false), (o, cvO) = make(odd: true)
        defer { withExtendedLifetime((cvU, cvO)) {} }
        let a = frames(u, count: 997), b = frames(o, count: 997)
        let across = { (r: CGRect) in vertical ? r.minX : r.minY }
        let along = { (r: CGRect) in vertical ? r.minY : r.minX }
        let lastLine = a.lastIndex { along($0) != along(a[996]) }! + 1
        #expect(Array(a[..<lastLine]) == Array(b[..<lastLine]))
        #expect(a[lastLine...].map(across) == b[lastLine...].map(across))
        // Section 1 follows the same numbers in both (its start is the end of section 0's tallest last line).
        #expect(frames(u, section: 1, count: 3).map(across) == frames(o, section: 1, count: 3).map(across))
        // Rect queries list exactly the items whose frames meet the rect, with those frames.
        let content = u.collectionViewContentSize
        var seed: UInt64 = 7
        for _ in 0..<20 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let t = CGFloat(seed >> 11) / CGFloat(1 << 53)
            let rect = vertical ? CGRect(x: 0, y: t * content.height - 100, width: width, height: 300)
                : CGRect(x: t * content.width - 100, y: 0, width: 300, height: width)
            let listed = cells(u, rect).filter { $0.indexPath.section == 0 }
            let walked = a.indices.filter { a[$0].intersects(rect) }
            #expect(listed.map(\.indexPath.item) == walked && listed.map(\.frame) == walked.map { a[$0] })
        }
    }
}

/// Delegates kept alive for the tests' lifetime: a collection view holds its delegate weakly on iOS.
nonisolated(unsafe) var keptDelegates: [NSObject] = []
