/// An effect applied to a view without changing its layout (SwiftUI's `VisualEffect`), as `.scrollTransition` and
/// `.visualEffect` closures build them: `content.scaleEffect(0.8).opacity(0.5)`.
public protocol VisualEffect {}

/// No effect: what the closures of `.scrollTransition` and `.visualEffect` get (SwiftUI's `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// Effects in the order they were applied (innermost first).
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
public struct PlaygroundVisualEffects: VisualEffect {
    package var effects: [PlaygroundEffect]
}

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

extension VisualEffect {
    /// The effects so far.
    package var playgroundEffects: [PlaygroundEffect] { (self as? PlaygroundVisualEffects)?.effects ?? [] }

    func adding(_ effect: PlaygroundEffect) -> PlaygroundVisualEffects {
        PlaygroundVisualEffects(effects: playgroundEffects + [effect])
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> PlaygroundVisualEffects {
        adding(.scale(scale, anchor))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> PlaygroundVisualEffects {
        adding(.scale(CGSize(width: s, height: s), anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> PlaygroundVisualEffects {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }
    public func opacity(_ opacity: Double) -> PlaygroundVisualEffects { adding(.opacity(opacity)) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> PlaygroundVisualEffects {
        adding(.rotation(angle, anchor))
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> PlaygroundVisualEffects {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective))
    }
    public func offset(_ offset: CGSize) -> PlaygroundVisualEffects { adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> PlaygroundVisualEffects {
        adding(.offset(CGSize(width: x, height: y)))
    }
    /// Playground: not drawn (a notice).
    public func blur(radius: CGFloat, opaque: Bool = false) -> PlaygroundVisualEffects { adding(.blur(radius)) }
    /// Playground: does nothing (colour effects are not drawn).
    public func brightness(_ amount: Double) -> PlaygroundVisualEffects { PlaygroundVisualEffects(effects: playgroundEffects) }
    /// Playground: does nothing (colour effects are not drawn).
    public func saturation(_ amount: Double) -> PlaygroundVisualEffects { PlaygroundVisualEffects(effects: playgroundEffects) }
    /// Playground: does nothing (colour effects are not drawn).
    public func grayscale(_ amount: Double) -> PlaygroundVisualEffects { PlaygroundVisualEffects(effects: playgroundEffects) }
    /// Playground: does nothing (colour effects are not drawn).
    public func hueRotation(_ angle: Angle) -> PlaygroundVisualEffects { PlaygroundVisualEffects(effects: playgroundEffects) }
}
