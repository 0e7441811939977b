import Foundation

// The styles SwiftUI resolves from the environment (`.background`, `.foreground`, `.tint`, `.separator`, `.fill`),
// drawn as their light-appearance colours (Human Interface Guidelines, "Color": systemBackground white, label black,
// separator #3C3C43 at 29 %, systemFill #787880 at 20 %; the tint is the accent colour, blue unless set).

/// The background style in the current context (SwiftUI's `BackgroundStyle`): white (systemBackground).
nonisolated public struct BackgroundStyle: ShapeStyle, Sendable, Hashable {
    public init() {}
}
/// The foreground style in the current context (SwiftUI's `ForegroundStyle`): black (label).
nonisolated public struct ForegroundStyle: ShapeStyle, Sendable, Hashable {
    public init() {}
}
/// The tint of the current context (SwiftUI's `TintShapeStyle`): the accent colour.
nonisolated public struct TintShapeStyle: ShapeStyle, Sendable, Hashable {
    public init() {}
}
/// The style of separators (SwiftUI's `SeparatorShapeStyle`).
nonisolated public struct SeparatorShapeStyle: ShapeStyle, Sendable, Hashable {
    public init() {}
}
/// The style of fills of the current context (SwiftUI's `FillShapeStyle`, iOS 17): systemFill.
nonisolated public struct FillShapeStyle: ShapeStyle, Sendable, Hashable {
    public init() {}
}

extension BackgroundStyle: PlaygroundResolvingShapeStyle { package var playgroundResolved: any ShapeStyle { Color.white } }
extension ForegroundStyle: PlaygroundResolvingShapeStyle { package var playgroundResolved: any ShapeStyle { Color.primary } }
extension TintShapeStyle: PlaygroundResolvingShapeStyle { package var playgroundResolved: any ShapeStyle { Color.accentColor } }
extension SeparatorShapeStyle: PlaygroundResolvingShapeStyle {
    package var playgroundResolved: any ShapeStyle { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29) }
}
extension FillShapeStyle: PlaygroundResolvingShapeStyle {
    package var playgroundResolved: any ShapeStyle { Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
