/// Converting points and rectangles between views' coordinate systems (UIView.convert(_:to:) and
/// convert(_:from:)): up the superview chain from one view to the root, then down to the other.
///
/// A point in a view's bounds goes to its superview's as UIKit's geometry says (Apple, "UIView", `center`,
/// `bounds`, `transform`: the transform applies about the center, the default anchor point): relative to the bounds'
/// center, through the view's `transform`, then moved to its `center`. A rectangle converts as its four corners do,
/// and the result is their bounding box (as UIKit's does with a rotated view). A view without a superview is the
/// root: `to: nil` / `from: nil` mean the root's coordinate system (a window's, on iOS); views with different roots
/// share the roots' coordinates (as views in two windows at the screen's origin do).
extension UIView {
    /// The chain from this view up to its root, this view first.
    var chainToRoot: [UIView] {
        var chain: [UIView] = [self]
        while let up = chain.last?.superview, !chain.contains(where: { $0 === up }) { chain.append(up) }
        return chain
    }

    /// A point in this view's bounds, in its superview's coordinates.
    func pointInSuperview(_ p: CGPoint) -> CGPoint {
        noteTransform3D()
        let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY).applying(transform)
        return CGPoint(x: center.x + local.x, y: center.y + local.y)
    }

    /// A point in the superview's coordinates, in this view's bounds.
    func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        noteTransform3D()
        let local = CGPoint(x: p.x - center.x, y: p.y - center.y).applying(transform.inverted())
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }

    /// `point` in this view's coordinates, in the root's.
    func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        for view in chainToRoot.dropLast() { p = view.pointInSuperview(p) }
        return p
    }

    /// `point` in the root's coordinates, in this view's.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        for view in chainToRoot.dropLast().reversed() { p = view.pointFromSuperview(p) }
        return p
    }

    func convertedPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        return view.map { $0.pointFromRoot(inRoot) } ?? inRoot
    }

    func convertedPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { $0.pointInRoot(point) } ?? point
        return pointFromRoot(inRoot)
    }

    /// The bounding box of the rectangle's corners, each converted by `convert`.
    static func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A 3D transform on a view is not applied by conversions (the affine `transform` is).
    private func noteTransform3D() {
        if !CATransform3DIsIdentity(transform3D) {
            PlaygroundNotices.record("UIView.convert(_:to:)", .approximated,
                                     "a view's transform3D is left out of coordinate conversions (its transform is applied)")
        }
    }
}
