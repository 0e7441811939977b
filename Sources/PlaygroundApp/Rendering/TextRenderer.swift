import CSDL
import Foundation
import PlaygroundCore

/// Text with SDL2_ttf in DejaVu Sans (Debian's fonts-dejavu-core). Each distinct (text, style) is rendered once
/// into a white texture and kept in an LRU cache; colour and opacity come from the vertices when it is drawn.
/// Fonts are opened at the renderer's scale (pixels per point), so text stays sharp on HiDPI screens.
///
/// Without the font (or SDL2_ttf failing to open it) it prints one warning and draws no text.
final class TextRenderer {
    /// fonts-dejavu-core's DejaVu Sans; `LAYOUT_PLAYGROUND_FONT` overrides it (tests use a missing path).
    static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Text textures kept: 8 MiB (a label is about 40×25 pixels, 4 KB: some two thousand of them).
    static let cacheCapacity = 8 << 20

    /// Sizes in points.
    enum Style: Int, Hashable, CaseIterable {
        /// HUD, help, inspector: 13 points, the size of desktop UI text (GNOME's default interface font is 11 pt
        /// at 96 dpi, about 15 px; 13 px reads at arm's length on a 1280×800 window).
        case small = 13
        /// Placeholder indices and header titles: 28 points, a clear number on the grid's 180-point cells (and
        /// "1000000" still fits 80 % of one); smaller cells shrink it to fit.
        case label = 28
    }

    private struct Key: Hashable, Sendable {
        var text: String
        var style: Style
    }

    let renderer: Renderer
    private var fonts: [Style: Font] = [:]
    private var fontScale = 0.0
    private let path: String
    private var available: Bool
    private var cache = LRUCache<Key>(capacity: TextRenderer.cacheCapacity)
    private var textures: [Key: Texture] = [:]
    /// Text textures made so far (for tests: unchanged text is never rendered again).
    private(set) var rendered = 0

    init(renderer: Renderer, path: String? = nil) {
        self.renderer = renderer
        let env = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_FONT"].flatMap { $0.isEmpty ? nil : $0 }
        self.path = path ?? env ?? Self.defaultFontPath
        available = true
        openFonts()
    }

    deinit {
        textures.removeAll()
        fonts.removeAll()
    }

    /// Whether text can be drawn (the font opened).
    var isAvailable: Bool { available }

    private func openFonts() {
        guard available else { return }
        fonts.removeAll()
        textures.removeAll()
        cache.removeAll()
        fontScale = renderer.scale
        do {
            for style in Style.allCases {
                let pixels = Int(checked: (Double(style.rawValue) * fontScale).rounded(), in: 1...1000)
                fonts[style] = try Font(session: renderer.window.session, path: path, size: pixels)
            }
        } catch {
            fonts.removeAll()
            available = false
            Diagnostics.warn("cannot open the font \(path) (\(error)); drawing no text (install fonts-dejavu-core)")
        }
    }

    /// The texture of `text` (white on transparent), rendered once and then cached; nil for empty text or no font.
    func texture(_ text: String, _ style: Style) -> Texture? {
        guard available, !text.isEmpty else { return nil }
        if renderer.scale != fontScale { openFonts() }
        let key = Key(text: text, style: style)
        if let t = textures[key] {
            cache.touch(key)
            return t
        }
        guard let font = fonts[style],
              let raw = TTF_RenderUTF8_Blended(font.handle, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)),
              let texture = try? Texture(renderer: renderer, surface: Surface(raw))
        else { return nil }
        rendered += 1
        textures[key] = texture
        for evicted in cache.insert(key, cost: texture.bytes) { textures.removeValue(forKey: evicted) }
        return texture
    }

    /// The size `text` takes, in points.
    func size(_ text: String, _ style: Style) -> Size {
        guard let t = texture(text, style) else { return .zero }
        return Size(width: Double(t.width) / fontScale, height: Double(t.height) / fontScale)
    }

    /// Draws `text` with its top-left corner at `origin` (points), axis-aligned, coloured through the vertices
    /// (like every quad: no texture colour modulation to leak between uses of a cached texture).
    func draw(_ text: String, _ style: Style, at origin: Point, color: Color = Color(r: 235, g: 237, b: 242),
              alpha: Double = 1) {
        guard let t = texture(text, style) else { return }
        let w = Double(t.width) / fontScale, h = Double(t.height) / fontScale
        var b = DrawBatch()
        b.add(t, Quad(topLeft: origin, topRight: origin + Point(x: w, y: 0), bottomRight: origin + Point(x: w, y: h),
                      bottomLeft: origin + Point(x: 0, y: h)),
              uv: Rect(x: 0, y: 0, width: 1, height: 1),
              color: SDL_Color(r: color.r, g: color.g, b: color.b, a: DrawListRenderer.byte(Double(color.a) / 255 * alpha)))
        b.draw(to: renderer)
    }
}
