/// Playground extension (not in UIKit's public API): UIKit's private `UIAnimationDragCoefficient()`, the simulator's
/// "Slow Animations" factor, which code written for the simulator declares itself
/// (`@_silgen_name("UIAnimationDragCoefficient") func UIAnimationDragCoefficient() -> Float`) and scales its
/// animations by. The rewrite resolves `#if targetEnvironment(simulator)` as true (docs/uikit.md, "The rewrite
/// step"), so such a declaration links here: 1, slow animations off.
@_silgen_name("UIAnimationDragCoefficient")
public func playgroundAnimationDragCoefficient() -> Float { 1 }
