import Foundation

/// How a view comes in and goes out (SwiftUI's `AnyTransition`). Playground: views are not inserted or removed
/// while a layout runs, so a transition is accepted and never played.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
