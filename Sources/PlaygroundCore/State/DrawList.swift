/// An RGBA colour, 8 bits a channel.
public struct Color: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// From hue (degrees), saturation and lightness (0…1).
    public init(hue: Double, saturation s: Double, lightness l: Double) {
        let c = (1 - abs(2 * l - 1)) * s
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r1, g1, b1): (Double, Double, Double) = switch h {
        case ..<1: (c, x, 0)
        case ..<2: (x, c, 0)
        case ..<3: (0, c, x)
        case ..<4: (0, x, c)
        case ..<5: (x, 0, c)
        default: (c, 0, x)
        }
        let m = l - c / 2
        func byte(_ v: Double) -> UInt8 { UInt8(((v + m) * 255).rounded().clamped(to: 0...255)) }
        self.init(r: byte(r1), g: byte(g1), b: byte(b1))
    }

    /// The background behind all content.
    public static let background = Color(r: 30, g: 32, b: 38)

    /// A distinct placeholder colour for item `id` (golden-angle hue steps).
    public static func placeholder(for id: Int) -> Color {
        Color(hue: Double((id &* 137) % 360), saturation: 0.45, lightness: 0.45)
    }
}

/// Four corners of a drawn quad in window coordinates: top-left, top-right, bottom-right, bottom-left of the
/// untransformed element, wherever the transform takes them.
public struct Quad: Hashable, Sendable {
    public var topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point

    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }
    public var isFinite: Bool { corners.allSatisfy(\.isFinite) }
    public var center: Point { (topLeft + bottomRight) * 0.5 }
}

/// One element to draw.
public struct DrawItem: Hashable, Sendable {
    /// What the item is for, so the renderer knows how to draw it.
    public enum Role: Hashable, Sendable {
        /// A layout element (cell, supplementary or decoration view): a filled, textured or coloured quad.
        case content
        /// The veil that dims everything behind a zoomed cell.
        case veil
        /// A page dot.
        case indicator
        /// The keyboard focus: draw the quad's outline only.
        case focus
        /// A scroll indicator (UIScrollView's thin bar): a plain quad.
        case scrollIndicator
        /// A layer of the lifted cell's shadow: a plain quad.
        case shadow
        /// A piece of what an element's own views draw (`piece`): a rounded fill, border or shadow, a line of
        /// text, an image (docs/cells.md, "Drawn cells").
        case view
    }

    /// The element's layout attributes (content coordinates).
    public var attributes: LayoutAttributes
    /// For cells: the flat display index; for other elements, nil.
    public var displayIndex: Int?
    /// For cells: the item's identity (index into the loaded item list).
    public var itemID: Int?
    /// The image to draw (index into the loaded images), or nil for a plain colour.
    public var texture: Int?
    /// Destination corners in window coordinates.
    public var quad: Quad
    /// Source rectangle in the texture, normalized 0…1 (aspect-fill crop).
    public var uv: Rect
    /// Fill colour when there is no texture (or until it is ready).
    public var color: Color
    /// Opacity 0…1.
    public var alpha: Double
    /// A short label (an index) drawn on placeholders.
    public var label: String?
    public var role: Role = .content
    /// For `.view` items: what to draw in the quad (its `attributes.size` is the piece's own size).
    public var piece: ContentPiece.Kind? = nil
    /// A self-sizing cell's estimated and measured sizes (the inspector shows them; `SelfSizingSource`).
    public var selfSizing: SelfSizingRecord? = nil
}

/// Everything one frame shows, back to front. The renderer draws it as is: no layout math at the edge.
public struct DrawList: Hashable, Sendable {
    public var viewport: Size
    public var background: Color
    public var items: [DrawItem]

    public init(viewport: Size, background: Color = .background, items: [DrawItem] = []) {
        self.viewport = viewport
        self.background = background
        self.items = items
    }
}
