internal import RealModule

/// A 4×4 homogeneous transform (CATransform3D's role), row-major, applied to column vectors [x, y, z, 1]
/// relative to the element's center. `m[3][2] = −1/d` gives a perspective with eye distance d.
public struct Transform3D: Hashable, Sendable {
    /// 16 numbers, row-major.
    public var m: [Double]

    public init(rowMajor m: [Double]) {
        precondition(m.count == 16, "Transform3D needs 16 numbers")
        self.m = m
    }

    public static let identity = Transform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    public var isFinite: Bool { m.allSatisfy(\.isFinite) }

    public subscript(row: Int, column: Int) -> Double {
        get { m[row * 4 + column] }
        set { m[row * 4 + column] = newValue }
    }

    /// `self` applied after `other` (self · other).
    public func multiplied(by other: Transform3D) -> Transform3D {
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i * 4 + j] += self[i, k] * other[k, j] } } }
        return Transform3D(rowMajor: r)
    }

    /// A rotation about the y axis by `angle` radians.
    public static func rotationY(_ angle: Double) -> Transform3D {
        let (s, c) = (Double.sin(angle), Double.cos(angle))
        return Transform3D(rowMajor: [c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0, 0, 0, 0, 1])
    }

    /// A perspective projection with the eye at distance `d` points in front of the z = 0 plane.
    public static func perspective(eyeDistance d: Double) -> Transform3D {
        var t = identity
        t[3, 2] = -1 / d
        return t
    }

    /// Projects a point of the z = 0 plane (relative to the center); nil when it falls behind the eye.
    public func project(_ p: Point) -> Point? {
        let x = self[0, 0] * p.x + self[0, 1] * p.y + self[0, 3]
        let y = self[1, 0] * p.x + self[1, 1] * p.y + self[1, 3]
        let w = self[3, 0] * p.x + self[3, 1] * p.y + self[3, 3]
        guard w > 1e-9 else { return nil }
        return Point(x: x / w, y: y / w)
    }
}
