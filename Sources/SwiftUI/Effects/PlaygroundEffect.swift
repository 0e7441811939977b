import Foundation

/// One visual effect, with its parameters (what the playground interpolates and draws).
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundEffect {
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, perspective: CGFloat)
    case offset(CGSize)
    case opacity(Double)
    case blur(CGFloat)
}
