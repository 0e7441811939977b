import Foundation

/// How a picker looks (SwiftUI's `PickerStyle`). Playground: every picker is laid out as a segmented one
/// (see `Picker`); the style is accepted and not applied.
public protocol PickerStyle {}


extension PickerStyle where Self == PlaygroundPickerStyle {
    public static var automatic: PlaygroundPickerStyle { PlaygroundPickerStyle(name: "automatic") }
    public static var segmented: PlaygroundPickerStyle { PlaygroundPickerStyle(name: "segmented") }
    public static var menu: PlaygroundPickerStyle { PlaygroundPickerStyle(name: "menu") }
    public static var wheel: PlaygroundPickerStyle { PlaygroundPickerStyle(name: "wheel") }
    public static var inline: PlaygroundPickerStyle { PlaygroundPickerStyle(name: "inline") }
    public static var navigationLink: PlaygroundPickerStyle { PlaygroundPickerStyle(name: "navigationLink") }
    public static var palette: PlaygroundPickerStyle { PlaygroundPickerStyle(name: "palette") }
}

extension View {
    /// Sets the style of the pickers inside (SwiftUI's `pickerStyle(_:)`). Playground: not applied (see `Picker`).
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { playgroundModified(.other("pickerStyle")) }
}

/// SwiftUI's named picker styles as types (`.pickerStyle(SegmentedPickerStyle())`, as written before the static
/// members existed: paololeonardi/WaterfallGrid's settings view). Playground: accepted and not applied, as every
/// picker style (see `Picker`).
public typealias SegmentedPickerStyle = PlaygroundPickerStyle
public typealias DefaultPickerStyle = PlaygroundPickerStyle
public typealias MenuPickerStyle = PlaygroundPickerStyle
public typealias WheelPickerStyle = PlaygroundPickerStyle
public typealias InlinePickerStyle = PlaygroundPickerStyle

extension PlaygroundPickerStyle {
    /// Playground: the named style's value (`SegmentedPickerStyle()`); not applied.
    public init() { self.init(name: "segmented") }
}
