/// Effects in the order they were applied (innermost first).
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
public struct PlaygroundVisualEffects: VisualEffect {
    package var effects: [PlaygroundEffect]
}
