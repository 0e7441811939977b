import Foundation

// Core Graphics' C names for the geometry constants and comparisons (CGGeometry.h: `CG_EXTERN const CGRect
// CGRectZero`, `CGSizeEqualToSize`, …). Swift code written for Apple's SDKs of today still uses them (a demo app in
// Swift 6 for iOS 18 writes `UIView(frame: CGRectZero)`): they are as `CGRect.zero` and `==`.

/// The rectangle at the origin with no size (CGGeometry.h, `CGRectZero`); `CGRect.zero` in Swift.
public let CGRectZero = CGRect.zero
/// The origin (CGGeometry.h, `CGPointZero`); `CGPoint.zero` in Swift.
public let CGPointZero = CGPoint.zero
/// The size of zero width and height (CGGeometry.h, `CGSizeZero`); `CGSize.zero` in Swift.
public let CGSizeZero = CGSize.zero

/// Whether two points are equal (CGGeometry.h, `CGPointEqualToPoint`).
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1 == point2 }
/// Whether two sizes are equal (CGGeometry.h, `CGSizeEqualToSize`).
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }
/// Whether two rectangles are equal in origin and size (CGGeometry.h, `CGRectEqualToRect`).
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1 == rect2 }

/// A rectangle's edges, center and size (CGGeometry.h, `CGRectGetMinX` …), as `rect.minX` … in Swift.
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

/// The rectangle inset by `dx` and `dy` on each side (CGGeometry.h, `CGRectInset`); `rect.insetBy(dx:dy:)`.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
/// The rectangle moved by `dx`, `dy` (CGGeometry.h, `CGRectOffset`); `rect.offsetBy(dx:dy:)`.
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
/// The smallest rectangle holding both (CGGeometry.h, `CGRectUnion`); `r1.union(r2)`.
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
/// The common part of both (CGGeometry.h, `CGRectIntersection`); `r1.intersection(r2)`.
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
/// Whether the rectangles overlap (CGGeometry.h, `CGRectIntersectsRect`), as Apple answers it: rectangles that
/// only touch do not (`CGRect.playgroundIntersects(_:)`; docs/uikit.md#cgrectintersects).
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.playgroundIntersects(rect2) }
/// Whether the point is inside the rectangle (CGGeometry.h, `CGRectContainsPoint`); `rect.contains(point)`.
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
/// Whether the second rectangle is inside the first (CGGeometry.h, `CGRectContainsRect`); `rect1.contains(rect2)`.
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.contains(rect2) }
/// Whether the rectangle has no area (CGGeometry.h, `CGRectIsEmpty`); `rect.isEmpty`.
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
/// Whether the rectangle is the null rectangle (CGGeometry.h, `CGRectIsNull`); `rect.isNull`.
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
/// The rectangle with whole-number edges holding it (CGGeometry.h, `CGRectIntegral`); `rect.integral`.
public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }
/// The rectangle with positive width and height (CGGeometry.h, `CGRectStandardize`); `rect.standardized`.
public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }
