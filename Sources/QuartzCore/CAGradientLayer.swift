import CoreGraphics
import Foundation

/// The kind of gradient a gradient layer draws (Apple's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a color gradient (Apple's `CAGradientLayer`, CAGradientLayer.h), with the header's defaults:
/// no colors, even stops, axial from (0.5, 0) to (0.5, 1) in the unit coordinate space.
///
/// Playground: stored, not drawn (the playground draws each cell as one quad, as `CAShapeLayer` says).
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
