/// No effect: what the closures of `.scrollTransition` and `.visualEffect` get (SwiftUI's `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}
