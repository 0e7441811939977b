import Foundation

extension Binding {
    /// The binding whose changes animate (SwiftUI's `Binding.animation(_:)`). Playground: the same binding (a
    /// change is not animated here).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
