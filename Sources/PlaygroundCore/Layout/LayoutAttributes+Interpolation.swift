internal import RealModule

/// An affine transform taken apart: M = R(rotation) · [[scaleX, shear], [0, scaleY]], then translation.
/// Interpolating the parts (never the matrix entries) keeps a rotating, shrinking cell rigid mid-way.
public struct DecomposedTransform: Hashable, Sendable {
    public var rotation: Double
    public var scaleX: Double
    public var scaleY: Double
    public var shear: Double
    public var tx: Double
    public var ty: Double

    /// [a c; b d] = [cos −sin; sin cos]·[sx m; 0 sy]: sx = |(a, b)|, θ = atan2(b, a), m = c·cos + d·sin,
    /// sy = d·cos − c·sin.
    public init(_ t: AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let theta = sx > 0 ? Double.atan2(y: t.b, x: t.a) : 0
        let (s, c) = (Double.sin(theta), Double.cos(theta))
        rotation = theta
        scaleX = sx
        shear = t.c * c + t.d * s
        scaleY = t.d * c - t.c * s
        tx = t.tx
        ty = t.ty
    }

    public var transform: AffineTransform {
        let (s, c) = (Double.sin(rotation), Double.cos(rotation))
        return AffineTransform(a: c * scaleX, b: s * scaleX, c: c * shear - s * scaleY, d: s * shear + c * scaleY,
                               tx: tx, ty: ty)
    }

    /// Part by part at progress `p` (0 gives `self`, 1 gives `other`); the rotation takes the short way round.
    public func interpolated(to other: DecomposedTransform, _ p: Double) -> DecomposedTransform {
        var delta = (other.rotation - rotation).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        return DecomposedTransform(
            rotation: rotation + delta * p, scaleX: lerp(scaleX, other.scaleX, p), scaleY: lerp(scaleY, other.scaleY, p),
            shear: lerp(shear, other.shear, p), tx: lerp(tx, other.tx, p), ty: lerp(ty, other.ty, p))
    }

    init(rotation: Double, scaleX: Double, scaleY: Double, shear: Double, tx: Double, ty: Double) {
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
        self.tx = tx
        self.ty = ty
    }
}

/// a + (b − a)·p.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

extension LayoutAttributes {
    /// The attributes at progress `p` from `self` (0) to `other` (1): center, size and alpha linearly, the affine
    /// transform by its decomposed parts (rotation the short way), the 3D transform entry by entry (nil counts as
    /// identity), and zIndex and isHidden handing over at the midpoint. Index path and category are `other`'s
    /// from the midpoint on.
    ///
    ///     a.interpolated(to: b, 0) == a, a.interpolated(to: b, 1) == b (up to rounding of the transform)
    public func interpolated(to other: LayoutAttributes, _ p: Double) -> LayoutAttributes {
        if p <= 0 { return self }
        if p >= 1 { return other }
        let late = p >= 0.5
        var r = late ? other : self
        r.center = Point(x: lerp(center.x, other.center.x, p), y: lerp(center.y, other.center.y, p))
        r.size = Size(width: lerp(size.width, other.size.width, p), height: lerp(size.height, other.size.height, p))
        r.alpha = lerp(alpha, other.alpha, p)
        r.transform = DecomposedTransform(transform).interpolated(to: DecomposedTransform(other.transform), p).transform
        if transform3D != nil || other.transform3D != nil {
            let a = (transform3D ?? .identity).m, b = (other.transform3D ?? .identity).m
            r.transform3D = Transform3D(rowMajor: zip(a, b).map { lerp($0, $1, p) })
        }
        return r
    }
}
