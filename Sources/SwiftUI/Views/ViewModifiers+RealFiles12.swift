import Foundation

// API real SwiftUI files of swiftui12's set stopped on (docs/swiftui.md, "Controls, navigation and accepted
// modifiers"; /work/realfiles SWIFTUI12.md: objc.io's Swift Talk episodes, Hacking with Swift's Moonshot): each in
// one of the four states of docs/uikit-api.md.

/// How a symbol image is drawn (SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.circle.fill`, …).
nonisolated public struct SymbolVariants: Hashable, Sendable {
    let playgroundNames: [String]
    public static let none = SymbolVariants(playgroundNames: [])
    public static let circle = SymbolVariants(playgroundNames: ["circle"])
    public static let square = SymbolVariants(playgroundNames: ["square"])
    public static let rectangle = SymbolVariants(playgroundNames: ["rectangle"])
    public static let fill = SymbolVariants(playgroundNames: ["fill"])
    public static let slash = SymbolVariants(playgroundNames: ["slash"])
    public var circle: SymbolVariants { SymbolVariants(playgroundNames: playgroundNames + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(playgroundNames: playgroundNames + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(playgroundNames: playgroundNames + ["rectangle"]) }
    public var fill: SymbolVariants { SymbolVariants(playgroundNames: playgroundNames + ["fill"]) }
    public var slash: SymbolVariants { SymbolVariants(playgroundNames: playgroundNames + ["slash"]) }
    public func contains(_ other: SymbolVariants) -> Bool { Set(other.playgroundNames).isSubset(of: playgroundNames) }
}

nonisolated extension View {
    /// The variant of the symbols inside (SwiftUI's `symbolVariant(_:)`, iOS 15).
    /// Playground: does nothing: a symbol is drawn as its placeholder whatever its variant (symbols keep their size).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        PlaygroundNotices.record("View.symbolVariant(_:)", .doesNothing, "symbols are drawn the same in every variant")
        return playgroundModified(.other("symbolVariant"))
    }

    /// The colour scheme the presentation prefers (SwiftUI's `preferredColorScheme(_:)`): it describes the
    /// window, never where a view is. Playground: does nothing: the playground's scheme is light.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PlaygroundNotices.record("View.preferredColorScheme(_:)", .doesNothing, "the playground draws in the light scheme")
        return playgroundModified(.other("preferredColorScheme"))
    }

    /// Masks the view with the opacity of another (SwiftUI's `mask(alignment:_:)`, iOS 15): the mask takes the
    /// view's frame and changes nothing in the layout. Playground: approximated: the view is drawn unmasked.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        PlaygroundNotices.record("View.mask(alignment:_:)", .approximated, "the view is drawn unmasked")
        return playgroundModified(.other("mask"))
    }

    /// Masks the view with another (SwiftUI's `mask(_:)`, iOS 13; deprecated in iOS 15, kept as the SDK does).
    /// Playground: approximated, as `mask(alignment:_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        PlaygroundNotices.record("View.mask(alignment:_:)", .approximated, "the view is drawn unmasked")
        return playgroundModified(.other("mask"))
    }

    /// Renders the view's content as one layer before its effects apply (SwiftUI's `compositingGroup()`): it
    /// changes how opacity and blend modes combine, never where a view is.
    /// Playground: does nothing: the playground draws views one by one.
    public func compositingGroup() -> some View {
        PlaygroundNotices.record("View.compositingGroup()", .doesNothing, "views are drawn one by one")
        return playgroundModified(.other("compositingGroup"))
    }

    /// Makes dark regions transparent and light regions opaque (SwiftUI's `luminanceToAlpha()`), as masks use it.
    /// Playground: does nothing: colours are drawn as they are.
    public func luminanceToAlpha() -> some View {
        PlaygroundNotices.record("View.luminanceToAlpha()", .doesNothing, "colours are drawn as they are")
        return playgroundModified(.other("luminanceToAlpha"))
    }

    /// Sets the style of the labels inside (SwiftUI's `labelStyle(_:)`).
    /// Playground: not applied: a label is laid out as its icon and title side by side (iOS's default style).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        PlaygroundNotices.record("View.labelStyle(_:)", .doesNothing, "labels are laid out as icon and title side by side")
        return playgroundModified(.other("labelStyle"))
    }
}

extension Text {
    /// The text's colour from a shape style (SwiftUI's `Text.foregroundStyle(_:)`, iOS 17: returns `Text`, so
    /// styled texts concatenate with `+`). A colour (or a style that resolves to one: `.primary`, `.secondary`)
    /// colours the text; another style (a gradient) leaves the text's colour as it was.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        guard case .color(let c)? = PlaygroundPaint(style) else { return self }
        return foregroundColor(c)
    }
}

/// How a label looks (SwiftUI's `LabelStyle`): a style's `makeBody(configuration:)` builds a label from its
/// title and icon.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A label's parts as a style sees them (SwiftUI's `LabelStyleConfiguration`).
nonisolated public struct LabelStyleConfiguration {
    /// The label's title as a view.
    public struct Title: View {
        let playgroundContent: AnyView
        @MainActor public var body: some View { playgroundContent }
    }
    /// The label's icon as a view.
    public struct Icon: View {
        let playgroundContent: AnyView
        @MainActor public var body: some View { playgroundContent }
    }
    public var title: Title
    public var icon: Icon
}

/// SwiftUI's built-in label styles (`.titleAndIcon`, `.iconOnly`, `.titleOnly`, `DefaultLabelStyle()`).
/// Playground extension (not in UIKit): the type SwiftUI's named label styles are here; accepted and not applied,
/// as every label style (see `labelStyle(_:)`).
nonisolated public struct PlaygroundLabelStyle: LabelStyle {
    let playgroundName: String
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

public typealias DefaultLabelStyle = PlaygroundLabelStyle
public typealias TitleAndIconLabelStyle = PlaygroundLabelStyle
public typealias IconOnlyLabelStyle = PlaygroundLabelStyle
public typealias TitleOnlyLabelStyle = PlaygroundLabelStyle

extension PlaygroundLabelStyle {
    /// Playground: the named style's value (`DefaultLabelStyle()`); not applied.
    public init() { self.init(playgroundName: "automatic") }
}

extension LabelStyle where Self == PlaygroundLabelStyle {
    public static var automatic: PlaygroundLabelStyle { PlaygroundLabelStyle(playgroundName: "automatic") }
    public static var titleAndIcon: PlaygroundLabelStyle { PlaygroundLabelStyle(playgroundName: "titleAndIcon") }
    public static var iconOnly: PlaygroundLabelStyle { PlaygroundLabelStyle(playgroundName: "iconOnly") }
    public static var titleOnly: PlaygroundLabelStyle { PlaygroundLabelStyle(playgroundName: "titleOnly") }
}
