internal import RealModule

/// A 2D affine transform with CGAffineTransform's convention:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty. With y down, a positive rotation turns clockwise on screen.
///
///     AffineTransform(rotation: .pi / 2).apply(to: Point(x: 1, y: 0))   // ≈ (0, 1)
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians: [cos, sin, −sin, cos, 0, 0] (CGAffineTransformMakeRotation).
    public init(rotation angle: Double) {
        let (s, c) = (Double.sin(angle), Double.cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    public var isIdentity: Bool { self == .identity }
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
    public var array: [Double] { [a, b, c, d, tx, ty] }
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `self` then `other` (CGAffineTransformConcat(self, other)).
    public func concatenating(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// The rotation angle of the transform's first column, in radians (−π…π).
    public var rotationAngle: Double { Double.atan2(y: b, x: a) }
}
