import Foundation

// UIKit's additions to NSCoder for geometry (UIGeometry.h, "NSCoder (UIGeometryKeyedCoding)" and the string
// functions `NSStringFromCGPoint` / `CGPointFromString` and their siblings, which Swift spells as NSCoder's class
// methods `string(for:)` and `cgPoint(for:)`). Layouts and cells archive points and sizes in `encode(with:)` and read
// them back in `init?(coder:)`; some keep geometry as strings ("{1, 2}") in plists.
//
// Strings are UIKit's format: "{x, y}" for a point, "{w, h}" for a size, "{{x, y}, {w, h}}" for a rectangle,
// "{top, left, bottom, right}" for insets, "{a, b, c, d, tx, ty}" for a transform, "{dx, dy}" for a vector (Apple,
// CGPointFromString: "The string is of the form “{x,y}”"; a string that cannot be read gives zeros, as Apple's
// "If the string is not well-formed, the function returns CGPointZero").

extension NSCoder {
    // `encode(_:forKey:)` of a point, a size and a rectangle is Foundation's own here (NSPoint, NSSize and NSRect
    // are CGPoint, CGSize and CGRect on Linux); UIKit's decoding names read what it writes.
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector), forKey: key) }
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform), forKey: key)
    }
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }

    // A missing key reads zero, as on iOS (Foundation's decodePoint(forKey:) raises here).
    public func decodeCGPoint(forKey key: String) -> CGPoint { containsValue(forKey: key) ? decodePoint(forKey: key) : .zero }
    public func decodeCGSize(forKey key: String) -> CGSize { containsValue(forKey: key) ? decodeSize(forKey: key) : .zero }
    public func decodeCGRect(forKey key: String) -> CGRect { containsValue(forKey: key) ? decodeRect(forKey: key) : .zero }
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: playgroundString(forKey: key)) }
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        NSCoder.cgAffineTransform(for: playgroundString(forKey: key))
    }
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        NSCoder.uiEdgeInsets(for: playgroundString(forKey: key))
    }

    public class func string(for point: CGPoint) -> String { "{\(g(point.x)), \(g(point.y))}" }
    public class func string(for size: CGSize) -> String { "{\(g(size.width)), \(g(size.height))}" }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public class func string(for vector: CGVector) -> String { "{\(g(vector.dx)), \(g(vector.dy))}" }
    public class func string(for t: CGAffineTransform) -> String {
        "{\(g(t.a)), \(g(t.b)), \(g(t.c)), \(g(t.d)), \(g(t.tx)), \(g(t.ty))}"
    }
    public class func string(for insets: UIEdgeInsets) -> String {
        "{\(g(insets.top)), \(g(insets.left)), \(g(insets.bottom)), \(g(insets.right))}"
    }

    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(string, 2)
        return CGPoint(x: n[0], y: n[1])
    }
    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(string, 2)
        return CGSize(width: n[0], height: n[1])
    }
    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(string, 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    public class func cgVector(for string: String) -> CGVector {
        let n = numbers(string, 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(string, 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(string, 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// A number as UIKit writes it (`%g`: "1", "2.5").
    private static func g(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
    /// The `count` numbers of a geometry string, in order; zeros when it does not hold that many.
    private static func numbers(_ string: String, _ count: Int) -> [CGFloat] {
        let parts = string.split(whereSeparator: { "{}, \t\n".contains($0) }).compactMap { Double($0) }
        return parts.count == count ? parts.map { CGFloat($0) } : Array(repeating: 0, count: count)
    }
    /// The string kept under `key` ("" when there is none).
    private func playgroundString(forKey key: String) -> String { decodeObject(forKey: key) as? String ?? "" }
}
