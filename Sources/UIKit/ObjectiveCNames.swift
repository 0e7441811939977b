/// Names from before Swift's UIKit renaming, still found in layout files translated from Objective-C.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

/// Objective-C's integer names (Foundation's `NSInteger` and `NSUInteger` on Apple's platforms), still found in
/// files translated from Objective-C.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

/// The C library's largest float (Darwin's math.h: `#define MAXFLOAT 0x1.fffffep+127f`), which Glibc does not
/// define; files written against Darwin use it as "no limit".
public let MAXFLOAT: Float = .greatestFiniteMagnitude
