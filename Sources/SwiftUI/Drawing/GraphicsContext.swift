import Foundation

/// An immediate-mode drawing destination (SwiftUI's `GraphicsContext`, iOS 15), as a `Canvas` hands its renderer.
///
///     Canvas { context, size in
///         context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
///         context.translateBy(x: 50, y: 0)
///         context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.blue), lineWidth: 2)
///     }   // a red square at (0, 0) and a blue circle's outline at (50, 0)
///
/// A context is a value: a copy (`var inner = context`, `drawLayer(content:)`) has its own transform, opacity and
/// clip, and draws into the same canvas. Apple, `transform`: "Modify this matrix to transform content that you
/// subsequently draw into the context. Changes that you make don't affect existing content."
///
/// Playground: approximated: fills and strokes of paths (colours, gradients, the foreground style), texts and
/// images are drawn, under the context's transform, opacity and last clip (docs/swiftui.md, "Canvas"). A text or
/// image is placed at the bounding box of its transformed frame (turned or sheared, it is drawn upright).
public struct GraphicsContext {
    /// What the canvas's renderer drew, shared by every copy of its context.
    final class PlaygroundRecording {
        var operations: [PlaygroundCanvasOperation] = []
        let font: Font
        let weight: Font.Weight?
        init(font: Font, weight: Font.Weight?) { self.font = font; self.weight = weight }
    }
    let recording: PlaygroundRecording

    /// The opacity of what is drawn next, 0…1 (multiplied into every drawing).
    public var opacity: Double = 1
    /// How what is drawn next composites with what is under it.
    ///
    /// Playground: approximated: drawn as `.normal` (the renderer blends only over), with a notice for any other.
    public var blendMode: BlendMode = .normal {
        didSet {
            if blendMode != .normal {
                PlaygroundNotices.record("GraphicsContext.blendMode", .approximated, "drawn as .normal")
            }
        }
    }
    /// The environment of the canvas.
    public internal(set) var environment: EnvironmentValues = EnvironmentValues()
    /// Maps the context's coordinates (what the renderer draws in) to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The clip in the canvas's coordinates (the last `clip(to:)`).
    var clip: Path?
    /// The canvas's size.
    let size: CGSize

    init(size: CGSize, font: Font, weight: Font.Weight?) {
        self.size = size
        recording = PlaygroundRecording(font: font, weight: weight)
    }

    /// The bounding rectangle of the clip, in the context's coordinates (the canvas's bounds when nothing clips).
    public var clipBoundingRect: CGRect {
        let bounds = clip?.boundingRect ?? CGRect(origin: .zero, size: size)
        return bounds.applying(transform.inverted())
    }

    // MARK: - Transforms

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: - Clipping

    /// Options for a clip (SwiftUI's `GraphicsContext.ClipOptions`).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Clips what is drawn next to `path`.
    ///
    /// Playground: approximated: the last clip only (a clip inside a clip replaces it), and an `.inverse` clip does
    /// not clip; a notice says so.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) {
            PlaygroundNotices.record("GraphicsContext.clip(to:style:options:)", .approximated, "an inverse clip does not clip")
            return
        }
        if clip != nil {
            PlaygroundNotices.record("GraphicsContext.clip(to:style:options:)", .approximated,
                                     "a clip inside a clip replaces it (the last one clips)")
        }
        clip = path.applying(transform)
    }

    /// Clips to the opaque pixels of what `content` draws.
    ///
    /// Playground: does nothing (a notice): what is drawn next is not clipped.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        PlaygroundNotices.record("GraphicsContext.clipToLayer(opacity:options:content:)", .doesNothing,
                                 "what is drawn next is not clipped")
    }

    // MARK: - Filters

    /// A filter applied to what is drawn next (SwiftUI's `GraphicsContext.Filter`).
    public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(name: "shadow")
        }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(name: "alphaThreshold")
        }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static var colorInvert: Filter { Filter(name: "colorInvert") }
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(name: "projectionTransform") }
    }
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Adds a filter to what is drawn next.
    ///
    /// Playground: does nothing (a notice naming the filter): what is drawn next is drawn unfiltered.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        PlaygroundNotices.record("GraphicsContext.addFilter(_:options:)", .doesNothing,
                                 "\(filter.name): drawn unfiltered")
    }

    // MARK: - Blend modes

    /// How drawing composites (SwiftUI's `GraphicsContext.BlendMode`, Core Graphics' `CGBlendMode` values).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0), multiply = BlendMode(rawValue: 1), screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3), darken = BlendMode(rawValue: 4), lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6), colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8), hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10), exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12), saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14), luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16), copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18), sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20), destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22), destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24), xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26), plusLighter = BlendMode(rawValue: 27)
    }

    // MARK: - Layers

    /// Draws `content` into a layer of its own (a copy of this context), then the layer into the canvas.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Draws with a Core Graphics context.
    ///
    /// Playground: does nothing (a notice): the playground's canvas is not a Core Graphics context.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        PlaygroundNotices.record("GraphicsContext.withCGContext(content:)", .doesNothing, "nothing it draws is shown")
    }

    // MARK: - Fills and strokes

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.path(path.applying(transform), shading.playgroundPaint(transform, size), stroke: nil, eoFill: style.isEOFilled))
    }

    /// Strokes `path`; under a scaling transform the line is as wide as the scale makes it (the square root of the
    /// transform's area factor: exact for a uniform scale).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var style = style
        let factor = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        style.lineWidth *= factor
        style.dash = style.dash.map { $0 * factor }
        record(.path(path.applying(transform), shading.playgroundPaint(transform, size), stroke: style, eoFill: false))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: - Text, images and symbols

    /// A text resolved in the context's environment, to measure or draw (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let text: Text
        let font: Font
        let weight: Font.Weight
        /// What the text is drawn with (the foreground style by default).
        public var shading: Shading = .foreground
        /// The text's size wrapped to `size`'s width.
        public func measure(in size: CGSize) -> CGSize {
            PlaygroundViewLayout.textSize(text.content, font: font, weight: weight,
                                          width: size.width.isFinite ? size.width : nil)
        }
        public func firstBaseline(in size: CGSize) -> CGFloat { font.size }
        public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height - font.size * 0.2 }
    }

    /// An image resolved in the context's environment (SwiftUI's `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let image: Image
        /// The image's size: a symbol's at the environment's font size, a named image's 100 points square (the
        /// playground's photos are its, decided: an asset's pixel size is not read here).
        public var size: CGSize
        public var baseline: CGFloat { size.height }
        public var shading: Shading?
    }

    /// A `Canvas`'s symbol view, resolved (SwiftUI's `GraphicsContext.ResolvedSymbol`).
    public struct ResolvedSymbol {
        public var size: CGSize
    }

    public func resolve(_ text: Text) -> ResolvedText {
        let font = text.playgroundFont ?? recording.font
        return ResolvedText(text: text, font: font, weight: text.playgroundWeight ?? recording.weight ?? font.weight,
                            shading: text.playgroundColor.map { .color($0) } ?? .foreground)
    }

    public func resolve(_ image: Image) -> ResolvedImage {
        let side = image.isSystem ? ceil(recording.font.size * 1.2) : 100
        return ResolvedImage(image: image, size: CGSize(width: side, height: side))
    }

    /// The symbol view tagged `id`.
    ///
    /// Playground: approximated: nil (a canvas's symbols are not drawn here).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        PlaygroundNotices.record("GraphicsContext.resolveSymbol(id:)", .approximated, "nil: a canvas's symbols are not drawn")
        return nil
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.text(text.text.content, font: text.font, weight: text.weight,
                     paint: text.shading.playgroundPaint(transform, size), frame: rect.applying(transform)))
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image.image, paint: image.shading?.playgroundPaint(transform, size), frame: rect.applying(transform)))
    }

    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    private func record(_ kind: PlaygroundCanvasOperation.PlaygroundKind) {
        recording.operations.append(PlaygroundCanvasOperation(kind: kind, opacity: max(0, min(1, opacity)), clip: clip))
    }
}

/// How a `ProjectionTransform` filter names its matrix (SwiftUI's `ProjectionTransform`, a 3 × 3 matrix).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }
}

/// One drawing a canvas's renderer made, in the canvas's coordinates (its top-left is the canvas's).
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundCanvasOperation {
    package enum PlaygroundKind {
        /// A path filled (no `stroke`) or stroked, with a paint (nil: the foreground style).
        case path(Path, PlaygroundPaint?, stroke: StrokeStyle?, eoFill: Bool)
        case text(String, font: Font, weight: Font.Weight, paint: PlaygroundPaint?, frame: CGRect)
        case image(Image, paint: PlaygroundPaint?, frame: CGRect)
    }
    package var kind: PlaygroundKind
    package var opacity: Double
    /// The clip, in the canvas's coordinates.
    package var clip: Path?
}

/// A canvas as the evaluator keeps it: its renderer, run when the canvas is drawn.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundCanvasLeaf {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// What the renderer draws in a canvas of `size`, with `font` (and `weight`) as the environment's.
    package func operations(size: CGSize, font: Font = .body, weight: Font.Weight? = nil) -> [PlaygroundCanvasOperation] {
        var context = GraphicsContext(size: size, font: font, weight: weight)
        renderer(&context, size)
        return context.recording.operations
    }
}
