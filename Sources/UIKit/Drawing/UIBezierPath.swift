import Foundation

/// A path made of lines and curves (Apple's `UIBezierPath`) over a `CGMutablePath`: building, `bounds`,
/// `currentPoint`, `contains(_:)`, `apply(_:)` and `cgPath` as on iOS.
///
/// Playground: `fill()`, `stroke()` and `addClip()` draw nothing (no graphics context here); the path's geometry
/// (a mask's `cgPath`) is kept.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// Rounds only `corners` (each with `cornerRadii`); the other corners stay square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = min(max(0, cornerRadii.width), r.width / 2), h = min(max(0, cornerRadii.height), r.height / 2)
        func radius(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? CGSize(width: w, height: h) : .zero }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        path.addQuadCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height), control: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        path.addQuadCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY), control: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        path.addQuadCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height), control: CGPoint(x: r.minX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        path.addQuadCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY), control: CGPoint(x: r.minX, y: r.minY))
        path.closeSubpath()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// UIKit's angles turn clockwise on screen (y down) for `clockwise: true`, as Core Graphics' flipped
    /// `addArc(…, clockwise: false)` does.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) {
        let p = CGMutablePath()
        p.addPath(path, transform: transform)
        path = p
    }
    /// Playground: returns a copy of the path, not reversed.
    open func reversing() -> UIBezierPath {
        PlaygroundNotices.record("UIBezierPath.reversing()", .approximated, "returns a copy of the path, not reversed")
        return UIBezierPath(cgPath: path)
    }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func fill() { Self.drawsNothing("UIBezierPath.fill()") }
    open func stroke() { Self.drawsNothing("UIBezierPath.stroke()") }
    open func addClip() { Self.drawsNothing("UIBezierPath.addClip()") }

    private static func drawsNothing(_ symbol: String) {
        PlaygroundNotices.record(symbol, .doesNothing, "no graphics context here: the path is not drawn")
    }
}

/// A rectangle's corners (Apple's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
