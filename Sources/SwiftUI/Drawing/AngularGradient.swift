import Foundation

/// An angular (conic) gradient (SwiftUI's `AngularGradient`): the colours change with the angle about `center`
/// (clockwise on screen, 0 pointing to the trailing edge), from the first stop at `startAngle` to the last at
/// `endAngle`. Apple: when the angles span more than a turn only the last whole turn is drawn; when less, the
/// missing area takes the colours at locations 0 and 1, "transitioning between the two halfway across the
/// missing area" (drawn as a switch halfway, decided).
///
/// Playground: drawn as wedges, each in the colour of its middle angle; equal angles (the initializers'
/// defaults) span a whole turn, as `init(gradient:center:angle:)` does (decided: a zero span draws nothing
/// otherwise, and the files that omit the angles mean a full conic gradient). docs/swiftui.md, "Gradients".
nonisolated public struct AngularGradient: ShapeStyle, PlaygroundPrimitiveView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
