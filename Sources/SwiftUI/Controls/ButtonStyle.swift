import Foundation

/// How a button looks (SwiftUI's `PrimitiveButtonStyle`). Playground: a button is drawn as its label whatever
/// its style (see `Button`); the style is accepted and not applied.
public protocol PrimitiveButtonStyle {}


extension PrimitiveButtonStyle where Self == PlaygroundButtonStyle {
    public static var automatic: PlaygroundButtonStyle { PlaygroundButtonStyle(name: "automatic") }
    public static var bordered: PlaygroundButtonStyle { PlaygroundButtonStyle(name: "bordered") }
    public static var borderedProminent: PlaygroundButtonStyle { PlaygroundButtonStyle(name: "borderedProminent") }
    public static var borderless: PlaygroundButtonStyle { PlaygroundButtonStyle(name: "borderless") }
    public static var plain: PlaygroundButtonStyle { PlaygroundButtonStyle(name: "plain") }
}

/// SwiftUI's named button styles as types (`.buttonStyle(PlainButtonStyle())`, as written before the static
/// members existed). Playground: accepted and not applied, as every button style (see `PrimitiveButtonStyle`).
public typealias PlainButtonStyle = PlaygroundButtonStyle
public typealias BorderlessButtonStyle = PlaygroundButtonStyle
public typealias DefaultButtonStyle = PlaygroundButtonStyle
public typealias BorderedButtonStyle = PlaygroundButtonStyle
public typealias BorderedProminentButtonStyle = PlaygroundButtonStyle

extension PlaygroundButtonStyle {
    /// Playground: the named style's value (`PlainButtonStyle()`); not applied.
    public init() { self.init(name: "plain") }
}

nonisolated extension View {
    /// Sets the style of the buttons inside (SwiftUI's `buttonStyle(_:)`). Playground: not applied.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { playgroundModified(.other("buttonStyle")) }
}
