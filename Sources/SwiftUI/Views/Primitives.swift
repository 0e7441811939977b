import Foundation

/// A line of text (SwiftUI's `Text`). Playground: compiles; drawn only where the playground draws item views.
nonisolated public struct Text: PlaygroundPrimitiveView, Equatable {
    public let content: String
    /// The font set with `font(_:)` on the text itself.
    package var playgroundFont: Font?
    /// The weight (`bold()`, `fontWeight(_:)`) and colour (`foregroundColor(_:)`) set on the text itself.
    package var playgroundWeight: Font.Weight?
    package var playgroundColor: Color?
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.playgroundFont = font
        return copy
    }
    public func bold() -> Text { fontWeight(.bold) }
    public func italic() -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.playgroundWeight = weight
        return copy
    }
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.playgroundColor = color
        return copy
    }
    public static func + (a: Text, b: Text) -> Text { Text(a.content + b.content) }
}

/// A font (SwiftUI's `Font`): the text style's point size (Apple's Human Interface Guidelines, iOS's default
/// Dynamic Type size).
public struct Font: Hashable, Sendable {
    public let size: CGFloat
    public var weight: Weight
    init(size: CGFloat, weight: Weight = .regular) { self.size = size; self.weight = weight }
    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public static let largeTitle = Font(size: 34), title = Font(size: 28), title2 = Font(size: 22)
    public static let title3 = Font(size: 20), headline = Font(size: 17, weight: .semibold), body = Font(size: 17)
    public static let subheadline = Font(size: 15), callout = Font(size: 16), footnote = Font(size: 13)
    public static let caption = Font(size: 12), caption2 = Font(size: 11)
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font { .body }
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
    public func bold() -> Font { weight(.bold) }
}

/// A colour (SwiftUI's `Color`), also a view that fills its space and a shape style.
nonisolated public struct Color: PlaygroundPrimitiveView, ShapeStyle, Hashable, Sendable {
    public let red: Double, green: Double, blue: Double, opacity: Double
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// HSB to RGB (the standard hexcone conversion).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - Double(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    public func opacity(_ opacity: Double) -> Color { Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity) }
    // Apple's system colours, light mode (Human Interface Guidelines, "Color": sRGB 0-255).
    public static let black = Color(white: 0), white = Color(white: 1), clear = Color(white: 0, opacity: 0)
    public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
    public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
    public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
    public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
    public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
    public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
    public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
    public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
    public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
    public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
    public static let primary = Color(white: 0)
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    public static let accentColor = Color.blue
}

/// Something that fills or strokes a shape (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle {}

/// An image (SwiftUI's `Image`): a named image, a system symbol. Playground: drawn as the item's photo or a
/// placeholder where items are drawn.
nonisolated public struct Image: PlaygroundPrimitiveView, Hashable {
    public let name: String
    public let isSystem: Bool
    /// Whether `resizable()` was applied (the image then takes the size it is proposed).
    package var playgroundResizable = false
    public init(_ name: String) { self.name = name; isSystem = false }
    public init(systemName: String) { name = systemName; isSystem = true }
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.playgroundResizable = true
        return copy
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
}

/// How content fits its space (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// A flexible space along a stack's axis (SwiftUI's `Spacer`).
nonisolated public struct Spacer: PlaygroundPrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

/// A thin line between views (SwiftUI's `Divider`).
nonisolated public struct Divider: PlaygroundPrimitiveView {
    public init() {}
}

/// Horizontal, vertical and overlaying stacks (SwiftUI's `HStack`, `VStack`, `ZStack`), laid out by
/// `HStackLayout`, `VStackLayout` and `ZStackLayout`.
nonisolated public struct HStack<Content: View>: PlaygroundPrimitiveView {
    public let layout: HStackLayout
    public let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

nonisolated public struct VStack<Content: View>: PlaygroundPrimitiveView {
    public let layout: VStackLayout
    public let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

nonisolated public struct ZStack<Content: View>: PlaygroundPrimitiveView {
    public let layout: ZStackLayout
    public let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}
