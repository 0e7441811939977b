import Foundation

/// What a view-controller representable's methods are given (SwiftUI's `UIViewControllerRepresentableContext`):
/// its coordinator and the environment. Playground: the environment holds the defaults.
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues = EnvironmentValues()
    init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
}
