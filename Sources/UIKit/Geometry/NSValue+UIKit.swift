import Foundation

/// UIKit's additions to NSValue for geometry (UIGeometry.h, "NSValue (NSValueUIGeometryExtensions)"): boxes points,
/// sizes, rectangles and edge insets, as layouts keep them in dictionaries and arrays. On Linux they are
/// Foundation's `NSValue(point:)` and its siblings under UIKit's names; the edge insets go through Foundation's
/// `NSEdgeInsets`.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let e = edgeInsetsValue
        return UIEdgeInsets(top: e.top, left: e.left, bottom: e.bottom, right: e.right)
    }
}
