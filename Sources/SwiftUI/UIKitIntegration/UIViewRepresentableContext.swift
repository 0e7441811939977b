import Foundation

/// What a representable's methods are given (SwiftUI's `UIViewRepresentableContext`): its coordinator and the
/// environment. Playground: the environment holds the defaults (docs/swiftui.md, "Environment").
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues = EnvironmentValues()
    init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
}
