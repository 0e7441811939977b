/// An effect applied to a view without changing its layout (SwiftUI's `VisualEffect`), as `.scrollTransition` and
/// `.visualEffect` closures build them: `content.scaleEffect(0.8).opacity(0.5)`.
public protocol VisualEffect {}

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
