/// What an element's own code draws: a hosted collection view's cell, header, footer or decoration view tree,
/// flattened by the bridge into pieces in the element's coordinates (points from the element's top-left corner,
/// before the layout's transforms), back to front. The playground maps them through the element's transforms, so
/// they turn, scale, fade and project with it (docs/cells.md, "Drawn cells").
///
///     ElementContent(pieces: [ContentPiece(.fill(cornerRadius: 8), corners: Quad(rect: Rect(x: 0, y: 0,
///                                          width: 80, height: 30)), size: Size(width: 80, height: 30),
///                                          color: Color(r: 0, g: 122, b: 255))])
public struct ElementContent: Hashable, Sendable {
    public var pieces: [ContentPiece]
    public init(pieces: [ContentPiece] = []) { self.pieces = pieces }
}

/// One thing drawn: a rounded rectangle's fill, its border, its shadow, a line of text, an image, or triangles (a
/// shape layer's path, or a fill or image cut by a mask).
public struct ContentPiece: Hashable, Sendable {
    /// What the piece draws: a fill, a border, a shadow, a line of text or an image.
    public enum Kind: Hashable, Sendable {
        /// The rectangle filled, its corners rounded.
        case fill(cornerRadii: CornerRadii)
        /// A band `width` points wide inside the rectangle's edge, corners rounded.
        case border(width: Double, cornerRadii: CornerRadii)
        /// A soft shadow of the rounded rectangle: `radius` points of blur (stacked layers, approximated).
        case shadow(radius: Double, cornerRadii: CornerRadii)
        /// One line of text filling the rectangle: its top is the font's ascender above the baseline.
        case text(TextRun)
        /// An image filling the rectangle; `uv` is the part of the image shown (normalized 0…1).
        case image(ImageSource, uv: Rect)
        /// Triangles in the rectangle's own points (from its top-left), in the piece's colour or textured.
        case mesh(PathMesh)
    }

    public var kind: Kind
    /// The rectangle's corners (top-left, top-right, bottom-right, bottom-left of the untransformed rectangle) in the
    /// element's coordinates, after every transform of the views it is in.
    public var corners: Quad
    /// The rectangle's own size, points (what radii, border widths and text are relative to).
    public var size: Size
    public var color: Color
    /// Opacity 0…1, the views' alphas multiplied.
    public var alpha: Double

    public init(_ kind: Kind, corners: Quad, size: Size, color: Color, alpha: Double = 1) {
        self.kind = kind
        self.corners = corners
        self.size = size
        self.color = color
        self.alpha = alpha
    }
}

/// Corner radii, points: top-left, top-right, bottom-right, bottom-left (0: square).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    public init(_ all: Double) { self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all) }

    public static let zero = CornerRadii(0)
    public var isZero: Bool { self == .zero }
}

/// One line of text, in one font file at one size.
public struct TextRun: Hashable, Sendable {
    public var text: String
    /// The font file the text was measured with (and is drawn with).
    public var fontFile: String
    /// Points.
    public var pointSize: Double
    /// Points from the line's top to its baseline (the font's ascender).
    public var ascender: Double

    public init(text: String, fontFile: String, pointSize: Double, ascender: Double) {
        self.text = text
        self.fontFile = fontFile
        self.pointSize = pointSize
        self.ascender = ascender
    }
}

/// Triangles (three points each) in a piece's own points: a shape layer's fill or stroke
/// (`PathTessellation`), or a fill or image cut to a mask; textured when `image` is set, `uvs` giving each point's
/// place in the image (normalized 0…1).
public struct PathMesh: Hashable, Sendable {
    public var triangles: [Point]
    public var image: ImageSource?
    public var uvs: [Point]

    public init(triangles: [Point], image: ImageSource? = nil, uvs: [Point] = []) {
        self.triangles = triangles
        self.image = image
        self.uvs = uvs
    }
}

/// Where an image comes from.
public enum ImageSource: Hashable, Sendable {
    /// The playground's photo with this index (its image cells).
    case photo(Int)
    /// An image file (`UIImage(named:)` found in the images folder beside the layout file).
    case file(String)
}

/// A layout whose elements draw themselves (the UIKit bridge's layouts with a data source that makes cells).
/// Elements without content (nil) are drawn as today: photos or placeholders.
public protocol ElementContentSource {
    /// What the element at `attributes` draws, in its own coordinates; nil: the playground's photo or placeholder.
    func content(for attributes: LayoutAttributes) -> ElementContent?
    /// The colour behind the elements (a collection view's `backgroundColor`, a list's background), opaque; nil:
    /// the playground's own background (`Color.background`).
    var contentBackground: Color? { get }
    /// What the hosted app draws over its content, fixed to the viewport (a navigation bar, a toolbar), in
    /// viewport coordinates; nil: nothing.
    var overlay: ElementContent? { get }
}

extension ElementContentSource {
    public var contentBackground: Color? { nil }
    public var overlay: ElementContent? { nil }
}

extension Quad {
    /// The rectangle's corners, untransformed.
    public init(rect r: Rect) {
        self.init(topLeft: Point(x: r.minX, y: r.minY), topRight: Point(x: r.maxX, y: r.minY),
                  bottomRight: Point(x: r.maxX, y: r.maxY), bottomLeft: Point(x: r.minX, y: r.maxY))
    }

    /// The point at (u, v) of the quad (0…1 each way), bilinearly: exact for an affine image of a rectangle.
    public func point(u: Double, v: Double) -> Point {
        topLeft * ((1 - u) * (1 - v)) + topRight * (u * (1 - v)) + bottomRight * (u * v) + bottomLeft * ((1 - u) * v)
    }
}
