import Foundation

/// Dismisses the current presentation (SwiftUI's `DismissAction`, `@Environment(\.dismiss)`).
nonisolated public struct DismissAction: Sendable {
    /// Playground: does nothing: nothing is presented here (docs/swiftui.md, "Shape styles": presentations).
    public func callAsFunction() {}
}

/// Whether a view is presented, and a way to dismiss it (SwiftUI's `PresentationMode`, deprecated in iOS 15 for
/// `dismiss`, still in real files: `@Environment(\.presentationMode)`).
nonisolated public struct PresentationMode: Sendable {
    /// Whether the view is presented: false here (the layout's view is the root; nothing is presented).
    public var isPresented: Bool { false }
    /// Playground: does nothing: nothing is presented here.
    public mutating func dismiss() {}
}

struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (nothing is presented here).
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// The presentation mode of the view (not presented here).
    public var presentationMode: Binding<PresentationMode> { self[PresentationModeKey.self] }
}
